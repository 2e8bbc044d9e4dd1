// Segments of an arrangement: pieces joined through neighbours that are each other's best match.
// The largest is the part of the picture most surely right relative to itself; the rest is placed
// again around it (reassemble.ts). A greedy placement that met the frame's edge too early leaves
// the picture's far strip wrapped round to the other side, in pieces; growing again from the
// largest segment puts that strip where it fits.
import type { Fit, Placed } from './place.js';

/** The largest segment's pieces, at their places relative to its top-left cell. */
export function largestSegment(fit: Fit, arrangement: Int32Array, columns: number): Placed[] {
  const n = arrangement.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let cell = 0; cell < n; cell++) {
    const x = cell % columns;
    if (x + 1 < columns && fit.buddies(arrangement[cell], arrangement[cell + 1], 0)) parent[root(cell)] = root(cell + 1);
    if (cell + columns < n && fit.buddies(arrangement[cell], arrangement[cell + columns], 2)) parent[root(cell)] = root(cell + columns);
  }
  const size = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) size[root(cell)]++;
  let largest = 0;
  for (let cell = 0; cell < n; cell++) if (size[cell] > size[largest]) largest = cell;
  const cells = [...arrangement.keys()].filter((cell) => root(cell) === largest);
  return cells.map((cell) => ({ piece: arrangement[cell], x: cell % columns, y: Math.floor(cell / columns) }));
}
