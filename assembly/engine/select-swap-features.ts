// A select-and-swap board's features and score, for the beam (select-swap-beam.ts), the twin of
// the TS twin's (src/engine/search/select-swap-ts.ts and select-swap-levels.ts). Each child's
// features are worked out from its parent's in O(side) and held in globals (V8 calls out for a
// memory.copy, even of 36 bytes). A board is its pieces, one byte a cell, at an address.
import { scratchAlloc } from "../arena";

/** No piece selected yet (the root board). */
export const NONE = -1;
/** A board's features, i32 each, in this order: see the c globals. */
export const FEATURES = 9;

let cells = 0, columns = 0, rows = 0, salt: u32 = 0, rootDistance = 0, skinny = false, whale = false;
/** Per piece and cell, the distance; per cell, its row and column (u8 each, so that no loop divides); per piece, its weight (u8). */
let far: usize = 0, rowOf: usize = 0, columnOf: usize = 0, weights: usize = 0;

/**
 * One child's features: the distance sum of the pieces not selected, the selected piece's
 * distance, linear conflicts among the pieces not selected, the sum of their squared distances;
 * over the misplaced cells not selected, the sum of y² + x², of y, of x, and their count; and the
 * distance sum weighted by weightOf.
 */
export let cDistance = 0, cSelected = 0, cConflicts = 0, cSquares = 0, cSpreadSquares = 0, cSpreadY = 0, cSpreadX = 0, cSpreadCount = 0, cWeighted = 0;

@inline export function farOf(piece: i32, cell: i32): i32 { return <i32>load<u8>(far + <usize>(piece * cells + cell)); }
@inline function rowAt(cell: i32): i32 { return <i32>load<u8>(rowOf + <usize>cell); }
@inline function columnAt(cell: i32): i32 { return <i32>load<u8>(columnOf + <usize>cell); }
@inline function pieceOn(board: usize, cell: i32): i32 { return <i32>load<u8>(board + <usize>cell); }
@inline function weightOf(piece: i32): i32 { return <i32>load<u8>(weights + <usize>piece); }

/**
 * The champion's weight of a piece, for boards twice as long as wide: 1 at the centre to 2 at the
 * corners, by its target's distance from the centre; here times 2 (width + height - 2), whole.
 */
function weightFor(piece: i32): i32 {
  return abs(2 * (piece / columns) - (rows - 1)) + abs(2 * (piece % columns) - (columns - 1)) + 2 * (rows + columns - 2);
}

/**
 * Sets up a `columnsArg` x `rowsArg` board's tables in scratch memory; `saltArg` varies the scores'
 * noise; `whaleArg` scores by the champion's whale rather than its kurage.
 */
export function featuresStart(columnsArg: i32, rowsArg: i32, saltArg: u32, whaleArg: bool): void {
  columns = columnsArg; rows = rowsArg; cells = columns * rows; whale = whaleArg;
  // Spread over the bits the noise reads (Knuth's multiplicative hash), as the TS twin does.
  salt = saltArg * 0x9E3779B1;
  skinny = rows * 2 <= columns || columns * 2 <= rows;
  far = scratchAlloc(<usize>(cells * cells));
  rowOf = scratchAlloc(<usize>cells); columnOf = scratchAlloc(<usize>cells); weights = scratchAlloc(<usize>cells);
  for (let cell = 0; cell < cells; cell++) {
    const x = cell % columns, y = cell / columns;
    store<u8>(rowOf + <usize>cell, <u8>y); store<u8>(columnOf + <usize>cell, <u8>x); store<u8>(weights + <usize>cell, <u8>weightFor(cell));
    for (let piece = 0; piece < cells; piece++) {
      store<u8>(far + <usize>(piece * cells + cell), <u8>(abs(piece % columns - x) + abs(piece / columns - y)));
    }
  }
}

/** Board features at `at` into the c globals. */
@inline export function loadChild(at: usize): void {
  cDistance = load<i32>(at); cSelected = load<i32>(at, 4); cConflicts = load<i32>(at, 8); cSquares = load<i32>(at, 12);
  cSpreadSquares = load<i32>(at, 16); cSpreadY = load<i32>(at, 20); cSpreadX = load<i32>(at, 24); cSpreadCount = load<i32>(at, 28);
  cWeighted = load<i32>(at, 32);
}
/** The c globals to `at`. */
@inline export function storeChild(at: usize): void {
  store<i32>(at, cDistance); store<i32>(at, cSelected, 4); store<i32>(at, cConflicts, 8); store<i32>(at, cSquares, 12);
  store<i32>(at, cSpreadSquares, 16); store<i32>(at, cSpreadY, 20); store<i32>(at, cSpreadX, 24); store<i32>(at, cSpreadCount, 28);
  store<i32>(at, cWeighted, 32);
}

/**
 * Linear conflicts (Hansson, Mayer and Yung 1992) of piece `p` on cell `c` of `board` with the
 * pieces in c's row (`row`) and column (`column`) that are home in that line, leaving out cells
 * `s1` and `s2` (the selected piece is in no conflict: it moves freely); `before` counts only the
 * cells before c.
 */
function conflicts(board: usize, p: i32, c: i32, s1: i32, s2: i32, row: bool, column: bool, before: bool): i32 {
  const py = rowAt(p), px = columnAt(p), cy = rowAt(c), cx = columnAt(c);
  let sum = 0;
  if (row && py == cy) {
    const end = before ? cx : columns;
    for (let x = 0, cell = cy * columns; x < end; x++, cell++) {
      if (cell == c || cell == s1 || cell == s2) continue;
      const q = pieceOn(board, cell);
      if (rowAt(q) != cy) continue;
      const qx = columnAt(q);
      if ((x < cx && qx > px) || (x > cx && qx < px)) sum++;
    }
  }
  if (column && px == cx) {
    const end = before ? cy : rows;
    for (let y = 0, cell = cx; y < end; y++, cell += columns) {
      if (cell == c || cell == s1 || cell == s2) continue;
      const q = pieceOn(board, cell);
      if (columnAt(q) != cx) continue;
      const qy = rowAt(q);
      if ((y < cy && qy > py) || (y > cy && qy < py)) sum++;
    }
  }
  return sum;
}

/** A misplaced cell joins (`sign` 1) or leaves (-1) the spread's sums. */
@inline function spread(cell: i32, sign: i32): void {
  const y = rowAt(cell), x = columnAt(cell);
  cSpreadSquares += sign * (y * y + x * x); cSpreadY += sign * y; cSpreadX += sign * x; cSpreadCount += sign;
}

/** Piece `p` at distance `d` joins (`sign` 1) or leaves (-1) the distance sums. */
@inline function distances(p: i32, d: i32, sign: i32): void {
  cDistance += sign * d; cSquares += sign * d * d; cWeighted += sign * weightOf(p) * d;
}

/** The root `board`'s features, nothing selected, into the c globals; returns its distance sum. */
export function rootFeatures(board: usize): i32 {
  cDistance = 0; cSelected = 0; cConflicts = 0; cSquares = 0; cSpreadSquares = 0; cSpreadY = 0; cSpreadX = 0; cSpreadCount = 0; cWeighted = 0;
  for (let cell = 0; cell < cells; cell++) {
    const piece = pieceOn(board, cell);
    distances(piece, farOf(piece, cell), 1);
    cConflicts += conflicts(board, piece, cell, cell, cell, true, true, true);
    if (piece != cell) spread(cell, 1);
  }
  rootDistance = cDistance;
  return rootDistance;
}

/**
 * The features of the child of `board` (its features at `at`, its piece on `old` selected) that
 * selects the piece on `from`, into the c globals: it leaves the sums, and the one before joins them.
 */
export function selectionFeatures(board: usize, at: usize, old: i32, from: i32): void {
  loadChild(at);
  const a = pieceOn(board, from), da = farOf(a, from);
  distances(a, da, -1);
  if (rowAt(a) == rowAt(from) || columnAt(a) == columnAt(from)) cConflicts -= conflicts(board, a, from, old, from, true, true, false);
  if (a != from) spread(from, -1);
  if (old != NONE) {
    const m = pieceOn(board, old);
    distances(m, farOf(m, old), 1);
    if (rowAt(m) == rowAt(old) || columnAt(m) == columnAt(old)) cConflicts += conflicts(board, m, old, old, from, true, true, false);
    if (m != old) spread(old, 1);
  }
  cSelected = da;
}

/** The features of the child of `board` (its features at `at`) where its selected piece, on `from`, swaps to `to`, into the c globals. */
export function childFeatures(board: usize, at: usize, from: i32, to: i32, horizontal: bool): void {
  loadChild(at);
  const a = pieceOn(board, from), b = pieceOn(board, to);
  // The swap: a to `to`, b to `from`, across the line that a horizontal swap changes for b.
  cSelected = farOf(a, to);
  distances(b, farOf(b, to), -1);
  distances(b, farOf(b, from), 1);
  // Most pieces are home in neither line: no call then.
  if (horizontal ? columnAt(b) == columnAt(from) : rowAt(b) == rowAt(from)) cConflicts += conflicts(board, b, from, from, to, !horizontal, horizontal, false);
  if (horizontal ? columnAt(b) == columnAt(to) : rowAt(b) == rowAt(to)) cConflicts -= conflicts(board, b, to, from, to, !horizontal, horizontal, false);
  if (b != to) spread(to, -1);
  if (b != from) spread(from, 1);
}

/**
 * The champion's score of the child in the c globals with `left` selections left and hash high
 * half `hi`, lowest best (select-swap-levels.ts names the terms): its kurage's, or its whale's. In
 * f64, in the TS twin's order, floored.
 */
export function boardScore(left: i32, hi: u32): i32 {
  const md = <f64>cDistance, count = <f64>cSpreadCount;
  const sy = <f64>cSpreadY, sx = <f64>cSpreadX;
  const variance = count == 0 ? 0.0 : <f64>cSpreadSquares / count - (sy * sy + sx * sx) / (count * count);
  const noise = <f64>(((hi ^ salt) >>> 8) & 0xffffff) / 16777216.0;
  if (whale) return <i32>Math.floor(10.0 * md + 20.0 * <f64>cConflicts + 60.0 * md / <f64>(rootDistance + 1) * noise + 200.0 * Math.sqrt(<f64>cSquares));
  let s = 15.0 * md + 15.0 * max(2.0, 4.0 - <f64>left / 2.0) * <f64>cConflicts + <f64>cSelected
    + 60.0 * md / <f64>(rootDistance + 1) * noise + 30.0 * variance + 150.0 * Math.sqrt(<f64>cSquares);
  if (skinny) s += 50.0 * <f64>cWeighted / <f64>(2 * (rows + columns - 2));
  return <i32>Math.floor(s);
}
