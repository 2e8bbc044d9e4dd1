// The bench's other ways to choose the beam over whole lines' targets, beside the solver's walk
// (src/puzzles/ahc011/line-targets.ts), for `bench:ahc011-lines`: trees annealed toward the board,
// and nearness by a least-cost matching rather than the lines' greedy one.
import type { Random } from '../src/core/random.js';
import { gridDistance } from '../src/core/grid.js';
import { minCostAssignment } from '../src/puzzles/ahc011/assignment.js';
import { orderDistanceOf } from '../src/puzzles/ahc011/line-targets.js';
import { type TreeAim, anneal, randomTree } from '../src/puzzles/ahc011/spanning-tree.js';

/**
 * The `count` exact trees nearest `tiles` by {@link orderDistanceOf}, of `pool` annealed `steps` each
 * toward `aim` from random trees whose blank is on `blank`.
 */
export function lineTargets(n: number, tiles: ArrayLike<number>, aim: TreeAim, blank: number, order: readonly number[], random: Random, sizes: { readonly count: number; readonly pool: number; readonly steps: number }): Uint8Array[] {
  const free = new Uint8Array(n * n).fill(1);
  free[blank] = 0;
  const found: { masks: Uint8Array; distance: number }[] = [];
  const distance = orderDistanceOf(n, tiles, order);
  for (let i = 0; i < sizes.pool; i++) {
    const tree = anneal({ n, masks: randomTree(n, blank, random), free }, aim, sizes.steps, random);
    if (tree) found.push({ masks: tree.masks, distance: distance(tree.masks) });
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, sizes.count).map((tree) => tree.masks);
}

/** The sum of the grid distances of a least-cost matching of each mask's target cells to the board's tiles of that mask (tomerun's `calc_tiles_dist` comes near it by local search). */
export function matchedDistance(n: number, tiles: ArrayLike<number>, masks: ArrayLike<number>): number {
  const from: number[][] = Array.from({ length: 16 }, () => []), to: number[][] = Array.from({ length: 16 }, () => []);
  for (let cell = 0; cell < n * n; cell++) { from[tiles[cell]].push(cell); to[masks[cell]].push(cell); }
  let sum = 0;
  for (let mask = 1; mask < 16; mask++) {
    const cost = from[mask].map((a) => to[mask].map((b) => gridDistance(n, a, b)));
    minCostAssignment(cost).forEach((j, i) => { sum += cost[i][j]; });
  }
  return sum;
}
