// A hash of a board's cells for telling boards apart in sets and maps (the beams' duplicates, the
// shortening's loops, the walk's trees met before).

/** Two FNV-style multiplicative hashes of the cells (the second mixing in each cell's index), 53 bits together. */
export function hashCells(cells: ArrayLike<number>): number {
  let a = 0x811c9dc5, b = 0x01000193;
  for (let i = 0; i < cells.length; i++) {
    a = Math.imul(a ^ cells[i], 0x01000193);
    b = Math.imul(b ^ (cells[i] + i), 0x01000193);
  }
  return (a >>> 0) * 0x200000 + (b >>> 11);
}
