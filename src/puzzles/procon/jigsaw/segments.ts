// Segments of an arrangement: pieces joined through neighbours that are each other's best match (or,
// loosely, where either is the other's best match).
// Each is a part of the picture likely right relative to itself; the rest is placed again around
// it (reassemble.ts). A greedy placement that met the frame's edge too early leaves
// the picture's far strip wrapped round to the other side, in pieces; growing again from the
// largest segment puts that strip where it fits.
import type { Fit } from './fit.js';
import type { Placed } from './place.js';

/**
 * The `count` largest segments (of two pieces or more), largest first, each at its places in the arrangement.
 * @param loose join neighbours where either is the other's best match, not only both
 */
export function largestSegments(fit: Fit, arrangement: Int32Array, columns: number, count: number, loose = false): Placed[][] {
  return segmentsOf(fit, arrangement, columns, loose).filter((list) => list.length > 1).slice(0, count);
}

/**
 * Every segment, single pieces too, largest first, each at its places in the arrangement.
 * @param loose join neighbours where either is the other's best match, not only both
 */
export function segmentsOf(fit: Fit, arrangement: Int32Array, columns: number, loose = false): Placed[][] {
  const joined = (p: number, q: number, dir: number) => (loose ? fit.eitherBest(p, q, dir) : fit.buddies(p, q, dir));
  const n = arrangement.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let cell = 0; cell < n; cell++) {
    const x = cell % columns;
    if (x + 1 < columns && joined(arrangement[cell], arrangement[cell + 1], 0)) parent[root(cell)] = root(cell + 1);
    if (cell + columns < n && joined(arrangement[cell], arrangement[cell + columns], 2)) parent[root(cell)] = root(cell + columns);
  }
  const members = new Map<number, Placed[]>();
  for (let cell = 0; cell < n; cell++) {
    const placed = { piece: arrangement[cell], x: cell % columns, y: Math.floor(cell / columns) };
    const list = members.get(root(cell));
    if (list) list.push(placed);
    else members.set(root(cell), [placed]);
  }
  return [...members.values()].sort((a, b) => b.length - a.length);
}
