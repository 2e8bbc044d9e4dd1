// The refinement's compound move: a strip (part of one row or one column) shifted by one cell
// along itself, and the piece pushed out of its one end swapped with the piece that one of that
// end's neighbours matches best, the one that lowers the energy most. Along a smooth sky or a
// border, a strip one cell off costs little more than one in place, and the piece it pushed out
// is wrong at either end, so neither the rotation alone nor a swap alone lowers the energy;
// together they do. (On the bench's 16 px rocket crop at 16x16, a column strip
// of nine pieces one row down, with its missing piece placed far away, was the last error: 91.8%
// of pieces right without this move, every one with it.)
import type { Fit } from './fit.js';
import { seamsAround, seamsAroundPair } from './refine.js';

/** Moves at most per call. */
const MAX_MOVES = 10;

/**
 * Takes the best compound move while one lowers the energy; whether any did.
 * @param maxMoves moves at most
 */
export function shiftStrips(fit: Fit, arrangement: Int32Array, columns: number, rows: number, maxMoves = MAX_MOVES): boolean {
  let moved = false;
  for (let move = 0; move < maxMoves && bestShift(fit, arrangement, columns, rows); move++) moved = true;
  return moved;
}

/** The cost of every seam touching the strip's cells (in order along it), its own seams counted once. */
function stripCost(fit: Fit, arrangement: Int32Array, columns: number, cells: readonly number[], along: number): number {
  let sum = 0;
  for (const cell of cells) sum += seamsAround(fit, arrangement, columns, cell);
  for (let i = 1; i < cells.length; i++) sum -= fit.cost(arrangement[cells[i - 1]], arrangement[cells[i]], along);
  return sum;
}

/** Rotates the pieces of `cells` by `shift` (each piece moves `shift` cells along), in place, and where they are. */
function rotate(arrangement: Int32Array, where: Int32Array, cells: readonly number[], shift: number): void {
  const pieces = cells.map((cell) => arrangement[cell]);
  cells.forEach((cell, i) => {
    arrangement[cell] = pieces[(i - shift + cells.length) % cells.length];
    where[arrangement[cell]] = cell;
  });
}

/**
 * The cells whose pieces might fit `cell` best: each neighbour's best match toward it. Only these
 * are tried as the end's swap, where every piece would cost the move a pass over the board.
 */
function wanted(fit: Fit, arrangement: Int32Array, columns: number, cell: number, where: Int32Array): number[] {
  const n = arrangement.length, x = cell % columns, cells: number[] = [];
  // The neighbour and the direction from it to `cell`: left, right, above, below.
  if (x > 0) cells.push(where[fit.bestMatch(arrangement[cell - 1], 0)]);
  if (x + 1 < columns) cells.push(where[fit.bestMatch(arrangement[cell + 1], 1)]);
  if (cell >= columns) cells.push(where[fit.bestMatch(arrangement[cell - columns], 2)]);
  if (cell + columns < n) cells.push(where[fit.bestMatch(arrangement[cell + columns], 3)]);
  return cells;
}

/** The best compound move, applied if it lowers the energy; whether it did. */
function bestShift(fit: Fit, arrangement: Int32Array, columns: number, rows: number): boolean {
  // Where each piece is, to find the cells of the pieces an end wants (kept as strips rotate).
  const where = new Int32Array(arrangement.length);
  arrangement.forEach((piece, cell) => { where[piece] = cell; });
  let best = { gain: 1e-6, cells: [] as number[], shift: 0, end: -1, partner: -1 };
  for (const vertical of [false, true]) {
    const [lines, length, along] = vertical ? [columns, rows, 2] : [rows, columns, 0];
    for (let line = 0; line < lines; line++) {
      for (let k1 = 0; k1 < length - 1; k1++) {
        for (let k2 = k1 + 2; k2 <= length; k2++) {
          const cells: number[] = [];
          for (let k = k1; k < k2; k++) cells.push(vertical ? k * columns + line : line * columns + k);
          const before = stripCost(fit, arrangement, columns, cells, along);
          for (const shift of [1, -1]) {
            rotate(arrangement, where, cells, shift);
            // The piece that wrapped round is at the strip's far end: its best swap, or none.
            const end = shift === 1 ? cells[0] : cells[cells.length - 1];
            let gain = before - stripCost(fit, arrangement, columns, cells, along), partner = -1, swapGain = 0;
            for (const other of wanted(fit, arrangement, columns, end, where)) {
              if (other === end) continue;
              const [a, b] = end < other ? [end, other] : [other, end];
              const was = seamsAroundPair(fit, arrangement, columns, a, b);
              [arrangement[a], arrangement[b]] = [arrangement[b], arrangement[a]];
              const saving = was - seamsAroundPair(fit, arrangement, columns, a, b);
              [arrangement[a], arrangement[b]] = [arrangement[b], arrangement[a]];
              if (saving > swapGain) { swapGain = saving; partner = other; }
            }
            gain += swapGain;
            if (gain > best.gain) best = { gain, cells, shift, end, partner };
            rotate(arrangement, where, cells, -shift);
          }
        }
      }
    }
  }
  if (best.end < 0) return false;
  rotate(arrangement, where, best.cells, best.shift);
  if (best.partner >= 0) [arrangement[best.end], arrangement[best.partner]] = [arrangement[best.partner], arrangement[best.end]];
  return true;
}
