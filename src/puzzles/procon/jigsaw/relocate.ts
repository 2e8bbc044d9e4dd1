// The refinement's largest move: a segment (pieces joined by best buddies, or more loosely where
// either is the other's best match; segments.ts) lifted and
// put down anywhere else in the frame, the pieces it lands on moved into the cells it left, both in
// reading order (so a block displaced sideways keeps its own order). A segment placed beside the
// wrong one, which no rotation of a band reaches, comes home in one move.
import type { Fit } from './fit.js';
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

/** Takes the best segment move while one lowers the energy; returns the energy they lowered it by, 0 if none. */
export function relocateSegments(fit: Fit, arrangement: Int32Array, columns: number, rows: number): number {
  const n = arrangement.length;
  let gained = 0;
  const marked = new Uint8Array(n);
  // Per offset tried: the cells that change (where the segment lands, then the cells it left that
  // nothing lands on) and the pieces they get (the segment's, then those it landed on), kept in
  // buffers rather than made again at each of the frame's offsets. `own` and `landing` mark the
  // segment's cells and where it lands with the stamp of the segment and of the offset.
  const cells = new Int32Array(2 * n), pieces = new Int32Array(2 * n), was = new Int32Array(2 * n);
  const own = new Int32Array(n), landing = new Int32Array(n);
  let ownStamp = 0, landingStamp = 0;
  for (let move = 0; move < MAX_MOVES; move++) {
    let best = { gain: 1e-6, cells: [] as number[], pieces: [] as number[] };
    // A loose segment with no loose join is a strict one again: tried once.
    const segments = [...largestSegments(fit, arrangement, columns, SEGMENTS), ...largestSegments(fit, arrangement, columns, LOOSE_SEGMENTS, true)];
    const tried = new Set<string>();
    for (const segment of segments) {
      const key = segment.map(({ piece }) => piece).sort((a, b) => a - b).join(',');
      if (tried.has(key)) continue;
      tried.add(key);
      const xs = segment.map(({ x }) => x), ys = segment.map(({ y }) => y);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      // The segment's cells in reading order, each with its piece (segmentsOf lists them so
      // already): the displaced pieces then go to the cells left in reading order.
      const ordered = [...segment].sort((a, b) => a.y - b.y || a.x - b.x);
      const from = ordered.map(({ x, y }) => y * columns + x), size = from.length;
      ownStamp++;
      for (const cell of from) own[cell] = ownStamp;
      for (let dy = -top; dy < rows - bottom; dy++) {
        for (let dx = -left; dx < columns - right; dx++) {
          if (dx === 0 && dy === 0) continue;
          const shift = dy * columns + dx;
          landingStamp++;
          let count = 0, displaced = size;
          // Where it lands (its pieces), and the cells it lands on that were not its own, whose
          // pieces go to the cells it left in reading order.
          for (let i = 0; i < size; i++) {
            const to = from[i] + shift;
            landing[to] = landingStamp;
            cells[count] = to;
            pieces[count++] = ordered[i].piece;
          }
          for (let i = 0; i < size; i++) if (own[from[i] + shift] !== ownStamp) pieces[displaced++] = arrangement[from[i] + shift];
          for (let i = 0; i < size; i++) if (landing[from[i]] !== landingStamp) cells[count++] = from[i];
          // Only the seams touching the cells that change: before, then after (applied in place and undone).
          for (let i = 0; i < count; i++) was[i] = arrangement[cells[i]];
          const before = seamsTouching(fit, arrangement, columns, cells, count, marked);
          for (let i = 0; i < count; i++) arrangement[cells[i]] = pieces[i];
          const gain = before - seamsTouching(fit, arrangement, columns, cells, count, marked);
          for (let i = 0; i < count; i++) arrangement[cells[i]] = was[i];
          if (gain > best.gain) best = { gain, cells: Array.from(cells.subarray(0, count)), pieces: Array.from(pieces.subarray(0, count)) };
        }
      }
    }
    if (best.cells.length === 0) break;
    best.cells.forEach((cell, i) => { arrangement[cell] = best.pieces[i]; });
    gained += best.gain;
  }
  return gained;
}

/** The cost of every seam touching the first `count` of `cells` (distinct), each once; `marked` all zero, and left so. */
function seamsTouching(fit: Fit, arrangement: Int32Array, columns: number, cells: Int32Array, count: number, marked: Uint8Array): number {
  for (let i = 0; i < count; i++) marked[cells[i]] = 1;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const cell = cells[i], x = cell % columns, piece = arrangement[cell];
    // Right and down always; left and up unless that cell is one of them, which counts it.
    if (x + 1 < columns) sum += fit.cost(piece, arrangement[cell + 1], 0);
    if (cell + columns < arrangement.length) sum += fit.cost(piece, arrangement[cell + columns], 2);
    if (x > 0 && !marked[cell - 1]) sum += fit.cost(arrangement[cell - 1], piece, 0);
    if (cell >= columns && !marked[cell - columns]) sum += fit.cost(arrangement[cell - columns], piece, 2);
  }
  for (let i = 0; i < count; i++) marked[cells[i]] = 0;
  return sum;
}
