// A compact pattern database index (Korf & Felner 2002 index their 7-8 databases this way): the
// placement of k tiles on n open cells as its rank among the n!/(n-k)! ordered choices of k cells,
// rather than k base-n digits (n^k entries: 4 G for eight tiles on the 15-puzzle's 16 cells, 519 M
// compact, stored two a byte by pattern-build-compact.ts). The search keeps the digit form, one
// addition per move with a digit per 4 bits where n <= 16 (eight digits fill 32 bits) and per 5
// bits where n <= 32 (the 24-puzzle's six-tile groups), and ranks it at each lookup;
// src/engine/search/compact-index.ts is the TS twin.

/** Bits a digit takes on `cells` open cells: 4 up to 16 cells, else 5. */
@inline export function digitBits(cells: i32): u32 {
  return cells > 16 ? 5 : 4;
}

/** The rank of the placement whose tile i stands on the cell of rank (digits >> bits * i) & (2^bits - 1). */
@inline export function compactIndex(digits: u32, tiles: i32, cells: i32): u32 {
  return compactIndexOf(digits, tiles, cells, digitBits(cells));
}

/** compactIndex with the digit's `bits` given: a constant there compiles to shifts by constants. */
@inline export function compactIndexOf(digits: u32, tiles: i32, cells: i32, bits: u32): u32 {
  const mask = (<u32>1 << bits) - 1;
  let used: u32 = 0, index: u32 = 0;
  for (let i = 0; i < tiles; i++) {
    const cell = (digits >> (<u32>i * bits)) & mask;
    // Tile i has cells - i cells left to stand on; its digit is its cell's place among them.
    index = index * <u32>(cells - i) + cell - popcnt(used & ((<u32>1 << cell) - 1));
    used |= <u32>1 << cell;
  }
  return index;
}

/** The digit form of the placement of compact rank `index`: compactIndex's inverse. */
export function compactDigits(index: u32, tiles: i32, cells: i32): u32 {
  const bits = digitBits(cells), mask = (<u32>1 << bits) - 1;
  let places: u32 = 0;
  for (let i = tiles - 1; i >= 0; i--) {
    const left = <u32>(cells - i);
    places |= (index % left) << (<u32>i * bits);
    index /= left;
  }
  let free: u32 = (<u32>1 << <u32>cells) - 1, digits: u32 = 0;
  for (let i = 0; i < tiles; i++) {
    let candidates = free;
    for (let skip = (places >> (<u32>i * bits)) & mask; skip > 0; skip--) candidates &= candidates - 1;
    const cell = ctz(candidates);
    digits |= cell << (<u32>i * bits);
    free &= ~(<u32>1 << cell);
  }
  return digits;
}
