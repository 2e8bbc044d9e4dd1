// The refinement's compound move: a strip (part of one row or one column) shifted by one cell
// along itself, and the piece pushed out of its one end swapped with the piece that one of that
// end's neighbours matches best, the one that lowers the energy most. Along a smooth sky or a
// border, a strip one cell off costs little more than one in place, and the piece it pushed out
// is wrong at either end, so neither the rotation alone nor a swap alone lowers the energy;
// together they do. (On the bench's 16 px rocket crop at 16x16, a column strip
// of nine pieces one row down, with its missing piece placed far away, was the last error: 91.8%
// of pieces right without this move, every one with it.)
import type { Fit } from './fit.js';
import { seamsAroundPair } from './refine.js';

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

/** Sets `cell` to hold `piece`, and `where` to find it there. */
function put(arrangement: Int32Array, where: Int32Array, cell: number, piece: number): void {
  arrangement[cell] = piece;
  where[piece] = cell;
}

/**
 * The cells whose pieces might fit `cell` best: each neighbour's best match toward it, written to
 * `cells`; how many. Only these are tried as the end's swap, where every piece would cost the move
 * a pass over the board.
 */
function wanted(fit: Fit, arrangement: Int32Array, columns: number, cell: number, where: Int32Array, cells: Int32Array): number {
  const n = arrangement.length, x = cell % columns;
  let count = 0;
  // The neighbour and the direction from it to `cell`: left, right, above, below.
  if (x > 0) cells[count++] = where[fit.bestMatch(arrangement[cell - 1], 0)];
  if (x + 1 < columns) cells[count++] = where[fit.bestMatch(arrangement[cell + 1], 1)];
  if (cell >= columns) cells[count++] = where[fit.bestMatch(arrangement[cell - columns], 2)];
  if (cell + columns < n) cells[count++] = where[fit.bestMatch(arrangement[cell + columns], 3)];
  return count;
}

/**
 * The end's best swap: the partner among the cells it wants (`cells`, a buffer of four) that
 * lowers the energy most, and that saving (-1 and 0 for none). A swap saves at most the seams
 * around its two cells (no seam costs less than 0), so one that cannot lift the shift's `gain` past
 * `toBeat` is not played out.
 */
function bestPartner(fit: Fit, arrangement: Int32Array, columns: number, end: number, where: Int32Array, gain: number, toBeat: number, cells: Int32Array): { partner: number; saving: number } {
  let partner = -1, best = 0;
  const count = wanted(fit, arrangement, columns, end, where, cells);
  for (let k = 0; k < count; k++) {
    // Neighbours often want the same piece: each cell is tried once.
    const other = cells[k];
    if (other === end || cells.indexOf(other) < k) continue;
    const a = Math.min(end, other), b = Math.max(end, other);
    const was = seamsAroundPair(fit, arrangement, columns, a, b);
    if (gain + was <= toBeat) continue;
    const pa = arrangement[a], pb = arrangement[b];
    arrangement[a] = pb; arrangement[b] = pa;
    const saving = was - seamsAroundPair(fit, arrangement, columns, a, b);
    arrangement[a] = pa; arrangement[b] = pb;
    if (saving > best) { best = saving; partner = other; }
  }
  return { partner, saving: best };
}

/**
 * The best compound move, applied if it lowers the energy; whether it did. A strip's seams before
 * and after its shift are read from prefix sums along its line (of the seams across it with each
 * piece in place and one cell either way, and of the seams along it), and the strips from one
 * start are shifted in place one longer at a time (two cells change a step), so a strip costs the
 * same whatever its length; only the end's swap is tried on the board itself.
 */
function bestShift(fit: Fit, arrangement: Int32Array, columns: number, rows: number): boolean {
  // Where each piece is, to find the cells of the pieces an end wants (kept as strips shift).
  const where = new Int32Array(arrangement.length);
  arrangement.forEach((piece, cell) => { where[piece] = cell; });
  let best = { gain: 1e-6, vertical: false, first: 0, k1: 0, k2: 0, shift: 0, end: -1, partner: -1 };
  const wantedCells = new Int32Array(4);
  for (const vertical of [false, true]) {
    const [lines, length, along, across, step] = vertical ? [columns, rows, 2, 0, columns] : [rows, columns, 0, 2, 1];
    const acrossStep = vertical ? 1 : columns, acrossCount = vertical ? columns : rows;
    const old = new Int32Array(length);
    // Per position: prefix sums of the seams across the line with the piece in place (P0), with
    // the piece one before (Pp) or one after (Pm), and of the seams along it (PA).
    const P0 = new Float64Array(length + 1), Pp = new Float64Array(length + 1), Pm = new Float64Array(length + 1), PA = new Float64Array(length + 1);
    for (let line = 0; line < lines; line++) {
      const first = vertical ? line : line * columns, cell = (i: number) => first + i * step;
      for (let i = 0; i < length; i++) old[i] = arrangement[cell(i)];
      const crossAt = (piece: number, i: number) => {
        let sum = 0;
        if (line > 0) sum += fit.cost(arrangement[cell(i) - acrossStep], piece, across);
        if (line + 1 < acrossCount) sum += fit.cost(piece, arrangement[cell(i) + acrossStep], across);
        return sum;
      };
      for (let i = 0; i < length; i++) {
        P0[i + 1] = P0[i] + crossAt(old[i], i);
        Pp[i + 1] = Pp[i] + (i > 0 ? crossAt(old[i - 1], i) : 0);
        Pm[i + 1] = Pm[i] + (i + 1 < length ? crossAt(old[i + 1], i) : 0);
        PA[i + 1] = PA[i] + (i + 1 < length ? fit.cost(old[i], old[i + 1], along) : 0);
      }
      for (let k1 = 0; k1 < length - 1; k1++) {
        const head = old[k1];
        for (const shift of [1, -1]) {
          for (let k2 = k1 + 2; k2 <= length; k2++) {
            const tail = old[k2 - 1], wrap = fit.cost(tail, head, along);
            // The strip [k1, k2) shifted: +1 the tail wrapped round to k1 and the rest one on, -1
            // the head wrapped round to k2 - 1 and the rest one back; from [k1, k2 - 1) shifted,
            // two cells change.
            if (shift === 1) {
              put(arrangement, where, cell(k1), tail);
              put(arrangement, where, cell(k2 - 1), old[k2 - 2]);
            } else {
              put(arrangement, where, cell(k2 - 2), old[k2 - 1]);
              put(arrangement, where, cell(k2 - 1), head);
            }
            // Across, along inside, and the two ends' seams, before and after.
            const before = P0[k2] - P0[k1] + PA[k2 - 1] - PA[k1] + (k1 > 0 ? PA[k1] - PA[k1 - 1] : 0) + (k2 < length ? PA[k2] - PA[k2 - 1] : 0);
            const after = shift === 1
              ? crossAt(tail, k1) + Pp[k2] - Pp[k1 + 1] + wrap + PA[k2 - 2] - PA[k1]
                + (k1 > 0 ? fit.cost(old[k1 - 1], tail, along) : 0) + (k2 < length ? fit.cost(old[k2 - 2], old[k2], along) : 0)
              : Pm[k2 - 1] - Pm[k1] + crossAt(head, k2 - 1) + PA[k2 - 1] - PA[k1 + 1] + wrap
                + (k1 > 0 ? fit.cost(old[k1 - 1], old[k1 + 1], along) : 0) + (k2 < length ? fit.cost(head, old[k2], along) : 0);
            // The piece that wrapped round is at the strip's far end: its best swap, or none.
            const end = cell(shift === 1 ? k1 : k2 - 1);
            const { partner, saving } = bestPartner(fit, arrangement, columns, end, where, before - after, best.gain, wantedCells);
            const gain = before - after + saving;
            if (gain > best.gain) best = { gain, vertical, first, k1, k2, shift, end, partner };
          }
          for (let i = k1; i < length; i++) put(arrangement, where, cell(i), old[i]);
        }
      }
    }
  }
  if (best.end < 0) return false;
  const step = best.vertical ? columns : 1;
  const strip = Array.from({ length: best.k2 - best.k1 }, (_, i) => best.first + (best.k1 + i) * step);
  const pieces = strip.map((cell) => arrangement[cell]);
  strip.forEach((cell, i) => { arrangement[cell] = pieces[(i - best.shift + strip.length) % strip.length]; });
  if (best.partner >= 0) [arrangement[best.end], arrangement[best.partner]] = [arrangement[best.partner], arrangement[best.end]];
  return true;
}
