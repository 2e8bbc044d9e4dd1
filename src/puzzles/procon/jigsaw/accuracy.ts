// How right a reassembly is, as the contest ranked it and as papers report it.
// - Direct accuracy: pieces placed in their own cell (a picture placed one column off scores 0).
// - Neighbour accuracy: the picture's neighbouring pairs (left-right and above-below) that the
//   reassembly puts side by side the same way round.

export interface JigsawAccuracy {
  readonly direct: number;
  readonly neighbour: number;
}

/**
 * @param found each problem cell's target as reassembled
 * @param key each problem cell's true target
 */
export function jigsawAccuracy(found: ArrayLike<number>, key: ArrayLike<number>, columns: number, rows: number): JigsawAccuracy {
  const n = columns * rows;
  let direct = 0;
  // For each true target cell, the problem cell holding its piece, and where the reassembly put it.
  const pieceAt = new Int32Array(n), placedAt = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) {
    if (found[cell] === key[cell]) direct++;
    pieceAt[key[cell]] = cell;
  }
  for (let target = 0; target < n; target++) placedAt[target] = found[pieceAt[target]];
  let right = 0;
  for (let target = 0; target < n; target++) {
    const x = target % columns;
    const here = placedAt[target];
    if (x + 1 < columns && placedAt[target + 1] === here + 1 && here % columns !== columns - 1) right++;
    if (target + columns < n && placedAt[target + columns] === here + columns) right++;
  }
  const pairs = (columns - 1) * rows + columns * (rows - 1);
  return { direct: direct / n, neighbour: right / pairs };
}
