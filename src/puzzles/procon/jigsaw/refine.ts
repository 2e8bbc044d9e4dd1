// Refinement after the greedy placement: the arrangement's energy is the sum of the seams' costs
// (fit.ts) between every pair of neighbours, and moves that lower it are taken until none does.
// - Rotations of a band of rows or columns: a picture placed a few columns off (its left strip on
//   the right), or a segment placed beside the wrong one, comes back whole in one move, where
//   swaps would need to tear it apart first.
// - Swaps of two pieces: single pieces placed in a wrong slot.
import type { Fit } from './fit.js';
import { ShiftedSeams } from './shifted-seams.js';

/** Passes over every move at most: each pass that gains nothing ends the refinement. */
const MAX_PASSES = 20;

/**
 * Lowers the arrangement's energy in place; returns it.
 * @param everyBand rotate bands of any length (a pass then costs tens of milliseconds on 16x16);
 * otherwise only whole rows and columns, the picture's own shifts
 * @param changed the cells whose swaps may gain (every cell by default); a pair of others was
 * tried on the same seams before and did not gain. On return it marks the cells whose swaps may
 * gain still (none when the refinement ended with nothing to gain, every cell when MAX_PASSES cut
 * it short), for a caller that changes a few cells and refines again.
 */
export function refineArrangement(fit: Fit, arrangement: Int32Array, columns: number, rows: number, everyBand = false,
  changed = new Uint8Array(arrangement.length).fill(1)): Int32Array {
  // The first pass tries the swaps of the cells marked; later ones only those of a cell changed since.
  for (let pass = 0; ; pass++) {
    // Cut short, any swap may gain still.
    if (pass === MAX_PASSES) { changed.fill(1); break; }
    const before = arrangement.slice();
    const shifted = rotateBest(fit, arrangement, columns, rows, everyBand) > 0;
    if (shifted) arrangement.forEach((piece, cell) => { if (piece !== before[cell]) markAround(changed, columns, cell); });
    const swapped = swapPass(fit, arrangement, columns, changed);
    if (!shifted && !swapped) break;
  }
  return arrangement;
}

/** Marks `cell` and its four neighbours: their seams changed, so swaps of theirs may gain now. */
export function markAround(changed: Uint8Array, columns: number, cell: number): void {
  for (const near of [cell, cell - 1, cell + 1, cell - columns, cell + columns]) {
    if (near >= 0 && near < changed.length) changed[near] = 1;
  }
}

/** The sum of every neighbouring pair's dissimilarity. */
export function energy(fit: Fit, arrangement: ArrayLike<number>, columns: number, rows: number): number {
  let sum = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const piece = arrangement[y * columns + x];
      if (x + 1 < columns) sum += fit.cost(piece, arrangement[y * columns + x + 1], 0);
      if (y + 1 < rows) sum += fit.cost(piece, arrangement[(y + 1) * columns + x], 2);
    }
  }
  return sum;
}

/**
 * The best rotation of a band, applied if it lowers the energy: in rows [r1, r2) and columns
 * [c1, c2), the block [m, c2) moves to the band's start and [c1, m) after it (or the same down a
 * band of columns). A whole picture a few columns off is the band of every row; a misplaced
 * segment is a smaller one. Only the seams on the band's border and at its split change, so every
 * band of the board is tried in one pass: about 350,000 bands on 16x16, so the best band of each
 * split and end row is kept going down the rows, the borders read from prefix sums
 * (shifted-seams.ts), the side seams from a table of each row's pairs of columns, and bands of columns from a transposed copy.
 * @returns the energy it lowered by, 0 if no rotation lowers it
 */
export function rotateBest(fit: Fit, arrangement: Int32Array, columns: number, rows: number, everyBand: boolean): number {
  const { seams, n } = fit;
  const cost = (p: number, q: number, dir: number) => seams[(p * 4 + dir) * n + q];
  let best = { gain: 1e-6, transposed: false, r1: 0, r2: 0, c1: 0, m: 0, c2: 0 };
  for (const transposed of [false, true]) {
    // Along the band (width) and across it (height), as seen for rows; columns are the transpose.
    const width = transposed ? rows : columns, height = transposed ? columns : rows;
    const grid = transposed ? transpose(arrangement, columns, rows) : arrangement;
    const along = transposed ? 2 : 0, across = transposed ? 0 : 2;
    // Only bands short of the whole height have a top or bottom border.
    const shifted = everyBand ? new ShiftedSeams(grid, width, height, (p, q) => cost(p, q, across)) : undefined;
    // The seam along each row between the pieces of columns a and b (b's right of a's), at
    // (r * width + a) * width + b: a band's side seams read from this small table rather than
    // from rows all over the seam table (megabytes, which the cache misses). Without every band,
    // only bands of every row: their side seams are six of its sums over the rows (`pairs`, at
    // a * width + b), summed as it is read.
    const rowPairs = new Float32Array(everyBand ? height * width * width : 0);
    const pairs = new Float64Array(everyBand ? 0 : width * width);
    for (let r = 0; r < height; r++) {
      for (let a = 0; a < width; a++) {
        for (let b = 0; b < width; b++) {
          const seam = cost(grid[r * width + a], grid[r * width + b], along);
          if (everyBand) rowPairs[(r * width + a) * width + b] = seam;
          else pairs[a * width + b] += seam;
        }
      }
    }
    for (let c1 = 0; c1 < width - 1; c1++) {
      for (let c2 = c1 + 2; c2 <= width; c2++) {
        for (let m = c1 + 1; m < c2; m++) {
          if (!everyBand) {
            const total = (c1 > 0 ? pairs[(c1 - 1) * width + c1] - pairs[(c1 - 1) * width + m] : 0) + pairs[(m - 1) * width + m] - pairs[(c2 - 1) * width + c1]
              + (c2 < width ? pairs[(c2 - 1) * width + c2] - pairs[(m - 1) * width + c2] : 0);
            if (total > best.gain) best = { gain: total, transposed, r1: 0, r2: height, c1, m, c2 };
            continue;
          }
          // The piece that lands in column x: the band's [m, c2) first, then [c1, m). Along the
          // top and bottom, [c1, split) shows the pieces m - c1 to the right, [split, c2) those
          // c2 - m to the left.
          const split = c1 + c2 - m;
          // A band [r1, r2) gains its top border's, its rows' side seams' and its bottom
          // border's. Going down the rows once, `sides` sums the side seams above r2, and `start`
          // is the best top border less the side seams above it, over every r1 < r2: the best
          // band ending at each r2 in one step (rows rather than rows squared).
          let sides = 0, start = -Infinity, r1 = 0;
          for (let r2 = 1; r2 <= height; r2++) {
            const top = r2 === 1 ? 0 : shifted!.lowerShifted(r2 - 2, 0, c1, c2) - shifted!.lowerShifted(r2 - 2, m - c1, c1, split) - shifted!.lowerShifted(r2 - 2, m - c2, split, c2);
            if (top - sides > start) { start = top - sides; r1 = r2 - 1; }
            const row = (r2 - 1) * width * width;
            if (c1 > 0) sides += rowPairs[row + (c1 - 1) * width + c1] - rowPairs[row + (c1 - 1) * width + m];
            sides += rowPairs[row + (m - 1) * width + m] - rowPairs[row + (c2 - 1) * width + c1];
            if (c2 < width) sides += rowPairs[row + (c2 - 1) * width + c2] - rowPairs[row + (m - 1) * width + c2];
            let total = start + sides;
            if (r2 < height) {
              total += shifted!.upperShifted(r2 - 1, 0, c1, c2) - shifted!.upperShifted(r2 - 1, m - c1, c1, split) - shifted!.upperShifted(r2 - 1, m - c2, split, c2);
            }
            if (total > best.gain) best = { gain: total, transposed, r1, r2, c1, m, c2 };
          }
        }
      }
    }
  }
  if (best.c2 === 0) return 0;
  const { gain, transposed, r1, r2, c1, m, c2 } = best;
  const before = arrangement.slice();
  const index = (x: number, y: number) => (transposed ? x * columns + y : y * columns + x);
  for (let y = r1; y < r2; y++) {
    for (let x = c1; x < c2; x++) arrangement[index(x, y)] = before[index(x < c1 + c2 - m ? m + x - c1 : x - (c2 - m), y)];
  }
  return gain;
}

/** The arrangement's columns as rows. */
function transpose(arrangement: Int32Array, columns: number, rows: number): Int32Array {
  const out = new Int32Array(arrangement.length);
  for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) out[x * rows + y] = arrangement[y * columns + x];
  return out;
}

/** The cost of the seams around `cell`. */
export function seamsAround(fit: Fit, arrangement: Int32Array, columns: number, cell: number): number {
  const n = arrangement.length, x = cell % columns, piece = arrangement[cell];
  let sum = 0;
  if (x + 1 < columns) sum += fit.cost(piece, arrangement[cell + 1], 0);
  if (x > 0) sum += fit.cost(arrangement[cell - 1], piece, 0);
  if (cell + columns < n) sum += fit.cost(piece, arrangement[cell + columns], 2);
  if (cell >= columns) sum += fit.cost(arrangement[cell - columns], piece, 2);
  return sum;
}

/** The cost of the seams around cells `a` and `b` (a < b), their shared seam counted once. */
export function seamsAroundPair(fit: Fit, arrangement: Int32Array, columns: number, a: number, b: number): number {
  const sum = seamsAround(fit, arrangement, columns, a) + seamsAround(fit, arrangement, columns, b);
  if (b === a + 1 && a % columns !== columns - 1) return sum - fit.cost(arrangement[a], arrangement[b], 0);
  if (b === a + columns) return sum - fit.cost(arrangement[a], arrangement[b], 2);
  return sum;
}

/**
 * Every swap of two pieces that lowers the energy, taken as found. Each cell's seams are kept
 * (`around`), so that a pair costs only the seams its pieces would have after the swap. A pair of
 * cells neither marked in `changed` was tried before on the same seams and did not gain, so it is
 * passed over (the same swaps are taken as when every pair is tried); on return `changed` marks
 * the cells this pass changed, for the next one.
 */
function swapPass(fit: Fit, arrangement: Int32Array, columns: number, changed: Uint8Array): boolean {
  const n = arrangement.length, { seams, n: count } = fit;
  const around = Float64Array.from({ length: n }, (_, cell) => seamsAround(fit, arrangement, columns, cell));
  // The pieces right of, left of, below and above each cell (-1 past the frame). A piece's seams
  // in a cell are read along the seam table's rows of the cell's neighbours, or of the piece: for
  // one cell a, against every b, that is a few rows of the table (kB) read again and again, where
  // one row per pair missed the cache across its megabytes. The sums are seamsIf's, term by term.
  const beside = new Int32Array(4 * n);
  const look = (cell: number) => {
    const x = cell % columns;
    beside[4 * cell] = x + 1 < columns ? arrangement[cell + 1] : -1;
    beside[4 * cell + 1] = x > 0 ? arrangement[cell - 1] : -1;
    beside[4 * cell + 2] = cell + columns < n ? arrangement[cell + columns] : -1;
    beside[4 * cell + 3] = cell >= columns ? arrangement[cell - columns] : -1;
  };
  for (let cell = 0; cell < n; cell++) look(cell);
  // The seams `piece` would make in `cell`, along the rows of the cell's neighbours; and along the piece's own rows.
  const alongNeighbours = (cell: number, piece: number) => {
    const right = beside[4 * cell], left = beside[4 * cell + 1], below = beside[4 * cell + 2], above = beside[4 * cell + 3];
    let sum = 0;
    if (right >= 0) sum += seams[(right * 4 + 1) * count + piece];
    if (left >= 0) sum += seams[left * 4 * count + piece];
    if (below >= 0) sum += seams[(below * 4 + 3) * count + piece];
    if (above >= 0) sum += seams[(above * 4 + 2) * count + piece];
    return sum;
  };
  const alongPiece = (cell: number, piece: number) => {
    const right = beside[4 * cell], left = beside[4 * cell + 1], below = beside[4 * cell + 2], above = beside[4 * cell + 3];
    let sum = 0;
    if (right >= 0) sum += seams[piece * 4 * count + right];
    if (left >= 0) sum += seams[(piece * 4 + 1) * count + left];
    if (below >= 0) sum += seams[(piece * 4 + 2) * count + below];
    if (above >= 0) sum += seams[(piece * 4 + 3) * count + above];
    return sum;
  };
  // Marks from before this pass, and those it makes: a pair is tried if either cell has one.
  const marked = changed.slice();
  changed.fill(0);
  let gained = false;
  for (let a = 0; a < n; a++) {
    const aMarked = marked[a];
    for (let b = a + 1; b < n; b++) {
      if (!(aMarked | marked[b] | changed[a] | changed[b])) continue;
      const pa = arrangement[a], pb = arrangement[b];
      // Side by side, their shared seam is in both cells' sums: counted once.
      const dir = b === a + 1 && a % columns !== columns - 1 ? 0 : b === a + columns ? 2 : -1;
      const before = around[a] + around[b] - (dir < 0 ? 0 : fit.cost(pa, pb, dir));
      // b's new seams, less the shared one, add to a's: many pairs are passed over on a's alone.
      const atA = dir < 0 ? alongNeighbours(a, pb) : seamsIf(fit, arrangement, columns, a, pb, b, pa);
      if (atA >= before - 1e-6) continue;
      const after = dir < 0 ? atA + alongPiece(b, pa) : atA + seamsIf(fit, arrangement, columns, b, pa, a, pb) - fit.cost(pb, pa, dir);
      if (after >= before - 1e-6) continue;
      arrangement[a] = pb; arrangement[b] = pa;
      gained = true;
      // The seams of a, b and their neighbours changed (a row's end and the next row's start are
      // recounted and marked too, harmlessly).
      for (const cell of [a, b]) {
        for (const near of [cell, cell - 1, cell + 1, cell - columns, cell + columns]) {
          if (near >= 0 && near < n) { around[near] = seamsAround(fit, arrangement, columns, near); changed[near] = 1; look(near); }
        }
      }
    }
  }
  return gained;
}

/** The seams around `cell` if it held `piece` and `other` held `otherPiece`, the rest as it is. */
function seamsIf(fit: Fit, arrangement: Int32Array, columns: number, cell: number, piece: number, other: number, otherPiece: number): number {
  const n = arrangement.length, x = cell % columns;
  let sum = 0;
  if (x + 1 < columns) sum += fit.cost(piece, cell + 1 === other ? otherPiece : arrangement[cell + 1], 0);
  if (x > 0) sum += fit.cost(cell - 1 === other ? otherPiece : arrangement[cell - 1], piece, 0);
  if (cell + columns < n) sum += fit.cost(piece, cell + columns === other ? otherPiece : arrangement[cell + columns], 2);
  if (cell >= columns) sum += fit.cost(cell - columns === other ? otherPiece : arrangement[cell - columns], piece, 2);
  return sum;
}
