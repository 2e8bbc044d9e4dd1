// Targets for the beam over whole lines (line-beam.ts), chosen as tomerun's 7th-place AHC011 entry
// chooses his: many exact trees near the board, and the nearest kept, nearness measured the way the
// lines will pay it. His measure matches each target cell to the nearest tile of its mask not yet
// taken, cell by cell in the order the lines place them, as the placements do, rather than by an
// optimal matching, which they cannot follow (his `calc_tiles_dist`).
import type { Random } from '../../core/random.js';
import { type TreeAim, anneal, randomTree } from './spanning-tree.js';

/**
 * The sum of the grid distances of a greedy matching of `masks`' cells (an exact tree) to the
 * board's tiles: each cell of `order` (every cell, in the order the lines place them) takes the
 * nearest tile of its mask not yet taken.
 */
export function orderDistance(n: number, tiles: ArrayLike<number>, masks: ArrayLike<number>, order: readonly number[]): number {
  const taken = new Uint8Array(n * n);
  let sum = 0;
  for (const cell of order) {
    const mask = masks[cell];
    if (mask === 0) continue;
    const row = Math.floor(cell / n), column = cell % n;
    let nearest = -1, distance = Infinity;
    for (let tile = 0; tile < tiles.length; tile++) {
      if (tiles[tile] !== mask || taken[tile]) continue;
      const d = Math.abs(Math.floor(tile / n) - row) + Math.abs((tile % n) - column);
      if (d < distance) { distance = d; nearest = tile; }
    }
    taken[nearest] = 1;
    sum += distance;
  }
  return sum;
}

/**
 * The `count` exact trees nearest `tiles` by {@link orderDistance}, of `pool` annealed `steps` each
 * toward `aim` from random trees whose blank is on `blank`.
 */
export function lineTargets(n: number, tiles: ArrayLike<number>, aim: TreeAim, blank: number, order: readonly number[], random: Random, sizes: { readonly count: number; readonly pool: number; readonly steps: number }): Uint8Array[] {
  const free = new Uint8Array(n * n).fill(1);
  free[blank] = 0;
  const found: { masks: Uint8Array; distance: number }[] = [];
  for (let i = 0; i < sizes.pool; i++) {
    const tree = anneal({ n, masks: randomTree(n, blank, random), free }, aim, sizes.steps, random);
    if (tree) found.push({ masks: tree.masks, distance: orderDistance(n, tiles, tree.masks, order) });
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, sizes.count).map((tree) => tree.masks);
}


/** Annealing steps of the walk's first tree: the bench's default for an annealed target. */
const WALK_START_STEPS = 20000;

/**
 * The `count` exact trees nearest `tiles` by {@link orderDistance} met on a walk over exact trees,
 * as tomerun's 7th-place entry makes its targets (`generate_targets`): from one annealed tree,
 * each step anneals the nearest tree so far until the first other exact tree (a few steps away),
 * which is kept, and walked on from if no farther. `walk` steps, each of at most `steps` annealing
 * steps at `temperature`. None when the first annealing meets no exact tree.
 */
export function walkTargets(n: number, tiles: ArrayLike<number>, aim: TreeAim, blank: number, order: readonly number[], random: Random, sizes: { readonly count: number; readonly walk: number; readonly steps: number; readonly temperature: number }): Uint8Array[] {
  const [start] = lineTargets(n, tiles, aim, blank, order, random, { count: 1, pool: 1, steps: WALK_START_STEPS });
  if (!start) return [];
  const free = new Uint8Array(n * n).fill(1);
  free[blank] = 0;
  let near = { masks: start, distance: orderDistance(n, tiles, start, order) };
  const found = [near];
  const seen = new Set([String(start)]);
  for (let step = 0; step < sizes.walk; step++) {
    const tree = anneal({ n, masks: near.masks.slice(), free }, aim, sizes.steps, random, sizes.temperature, sizes.temperature, true);
    if (!tree || seen.has(String(tree.masks))) continue;
    seen.add(String(tree.masks));
    const next = { masks: tree.masks, distance: orderDistance(n, tiles, tree.masks, order) };
    found.push(next);
    if (next.distance <= near.distance) near = next;
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, sizes.count).map((tree) => tree.masks);
}
