// The refinement's largest move: a segment (pieces joined by best buddies, or more loosely where
// either is the other's best match; segments.ts) lifted and
// put down anywhere else in the frame, the pieces it lands on moved into the cells it left, both in
// reading order (so a block displaced sideways keeps its own order). A segment placed beside the
// wrong one, which no rotation of a band reaches, comes home in one move.
import type { Fit } from './fit.js';
import { energy } from './refine.js';
import { largestSegments } from './segments.js';

/** Segments tried per move: the largest first. */
const SEGMENTS = 12;
/**
 * Looser segments tried too (pieces joined where either is the other's best match): in blurred
 * backgrounds few pairs are mutual best matches, so a displaced block falls apart into small
 * segments. The four largest put the 32 px chelsea on the bench back whole (71% of pieces right
 * without them).
 */
const LOOSE_SEGMENTS = 4;
/** Moves at most per call. */
const MAX_MOVES = 10;

/** Takes the best segment move while one lowers the energy; whether any did. */
export function relocateSegments(fit: Fit, arrangement: Int32Array, columns: number, rows: number): boolean {
  let moved = false;
  for (let move = 0; move < MAX_MOVES; move++) {
    let best = { energy: energy(fit, arrangement, columns, rows) - 1e-6, next: undefined as Int32Array | undefined };
    // A loose segment with no loose join is a strict one again: tried once.
    const segments = [...largestSegments(fit, arrangement, columns, SEGMENTS), ...largestSegments(fit, arrangement, columns, LOOSE_SEGMENTS, true)];
    const tried = new Set<string>();
    for (const segment of segments) {
      const key = segment.map(({ piece }) => piece).sort((a, b) => a - b).join(',');
      if (tried.has(key)) continue;
      tried.add(key);
      const xs = segment.map(({ x }) => x), ys = segment.map(({ y }) => y);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const from = segment.map(({ x, y }) => y * columns + x), own = new Set(from);
      for (let dy = -top; dy < rows - bottom; dy++) {
        for (let dx = -left; dx < columns - right; dx++) {
          if (dx === 0 && dy === 0) continue;
          const to = segment.map(({ x, y }) => (y + dy) * columns + x + dx), landing = new Set(to);
          const next = arrangement.slice();
          const displaced = [...landing].filter((cell) => !own.has(cell)).sort((a, b) => a - b);
          const vacated = from.filter((cell) => !landing.has(cell)).sort((a, b) => a - b);
          displaced.forEach((cell, i) => { next[vacated[i]] = arrangement[cell]; });
          segment.forEach(({ piece }, i) => { next[to[i]] = piece; });
          const e = energy(fit, next, columns, rows);
          if (e < best.energy) best = { energy: e, next };
        }
      }
    }
    if (!best.next) break;
    arrangement.set(best.next);
    moved = true;
  }
  return moved;
}
