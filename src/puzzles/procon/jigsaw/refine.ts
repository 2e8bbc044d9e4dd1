// Refinement after the greedy placement: the arrangement's energy is the sum of the dissimilarities
// of every pair of neighbours, and moves that lower it are taken until none does.
// - Cyclic shifts of all columns or all rows: a picture placed a few columns off (its left strip on
//   the right) comes back whole in one move, where swaps would need to tear it apart first.
// - Swaps of two pieces: single pieces placed in a wrong slot.
import type { Fit } from './place.js';

/** Passes over every move at most: each pass that gains nothing ends the refinement. */
const MAX_PASSES = 20;

/** Lowers the arrangement's energy in place; returns it. */
export function refineArrangement(fit: Fit, arrangement: Int32Array, columns: number, rows: number): Int32Array {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const shifted = shiftBest(fit, arrangement, columns, rows);
    const swapped = swapPass(fit, arrangement, columns, rows);
    if (!shifted && !swapped) break;
  }
  return arrangement;
}

/** The sum of every neighbouring pair's dissimilarity. */
export function energy(fit: Fit, arrangement: ArrayLike<number>, columns: number, rows: number): number {
  let sum = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const piece = arrangement[y * columns + x];
      if (x + 1 < columns) sum += fit.dissimilarity(piece, arrangement[y * columns + x + 1], 0);
      if (y + 1 < rows) sum += fit.dissimilarity(piece, arrangement[(y + 1) * columns + x], 2);
    }
  }
  return sum;
}

/** The best cyclic shift of the columns or of the rows, applied if it lowers the energy. */
function shiftBest(fit: Fit, arrangement: Int32Array, columns: number, rows: number): boolean {
  let best = { energy: energy(fit, arrangement, columns, rows), next: arrangement };
  const start = best.energy;
  for (let k = 1; k < Math.max(columns, rows); k++) {
    for (const byColumns of [true, false]) {
      if (k >= (byColumns ? columns : rows)) continue;
      const next = arrangement.map((_piece, cell) => {
        const x = cell % columns, y = (cell - x) / columns;
        return byColumns ? arrangement[y * columns + ((x + k) % columns)] : arrangement[((y + k) % rows) * columns + x];
      });
      const e = energy(fit, next, columns, rows);
      if (e < best.energy) best = { energy: e, next };
    }
  }
  if (best.energy >= start) return false;
  arrangement.set(best.next);
  return true;
}

/** The energy of the pairs that `cells` belong to. */
function around(fit: Fit, arrangement: Int32Array, columns: number, rows: number, cells: readonly number[]): number {
  let sum = 0;
  const counted = new Set<number>();
  for (const cell of cells) {
    const x = cell % columns, y = (cell - x) / columns;
    // Each pair is keyed by its first cell and direction (right or down), so it counts once.
    if (x + 1 < columns && !counted.has(2 * cell)) { counted.add(2 * cell); sum += fit.dissimilarity(arrangement[cell], arrangement[cell + 1], 0); }
    if (x > 0 && !counted.has(2 * (cell - 1))) { counted.add(2 * (cell - 1)); sum += fit.dissimilarity(arrangement[cell - 1], arrangement[cell], 0); }
    if (y + 1 < rows && !counted.has(2 * cell + 1)) { counted.add(2 * cell + 1); sum += fit.dissimilarity(arrangement[cell], arrangement[cell + columns], 2); }
    if (y > 0 && !counted.has(2 * (cell - columns) + 1)) { counted.add(2 * (cell - columns) + 1); sum += fit.dissimilarity(arrangement[cell - columns], arrangement[cell], 2); }
  }
  return sum;
}

/** Every swap of two pieces that lowers the energy, taken as found. */
function swapPass(fit: Fit, arrangement: Int32Array, columns: number, rows: number): boolean {
  const n = arrangement.length;
  let gained = false;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const before = around(fit, arrangement, columns, rows, [a, b]);
      [arrangement[a], arrangement[b]] = [arrangement[b], arrangement[a]];
      if (around(fit, arrangement, columns, rows, [a, b]) < before - 1e-6) gained = true;
      else [arrangement[a], arrangement[b]] = [arrangement[b], arrangement[a]];
    }
  }
  return gained;
}
