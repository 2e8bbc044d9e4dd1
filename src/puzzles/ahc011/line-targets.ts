// Targets for the beam over whole lines (line-beam.ts), chosen as tomerun's 7th-place AHC011 entry
// chooses his: many exact trees near the board, and the nearest kept, nearness measured the way the
// lines will pay it. His measure matches each target cell to the nearest tile of its mask not yet
// taken, cell by cell in the order the lines place them, as the placements do, rather than by an
// optimal matching, which they cannot follow (his `calc_tiles_dist`).
import type { Random } from '../../core/random.js';
import { randomTree } from './spanning-tree.js';
import { TreeWalk } from './tree-walk.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';
import { hashCells } from '../../core/hash.js';

/**
 * The board's distance to a tree: the sum of the grid distances of a greedy matching of the tree's
 * cells (`masks`, an exact tree) to the board's tiles, each cell of `order` (every cell, in the
 * order the lines place them) taking the nearest tile of its mask not yet taken. The board's tiles
 * are grouped by mask once, for the walk's thousands of trees a second.
 */
export function orderDistanceOf(n: number, tiles: ArrayLike<number>, order: readonly number[]): (masks: ArrayLike<number>) => number {
  // The tiles of mask m in reading order at start[m] to start[m + 1] of `grouped`.
  const start = new Int32Array(17);
  for (let tile = 0; tile < tiles.length; tile++) if (tiles[tile] !== 0) start[tiles[tile] + 1]++;
  for (let mask = 0; mask < 16; mask++) start[mask + 1] += start[mask];
  const grouped = new Int32Array(start[16]), next = start.slice(0, 16);
  for (let tile = 0; tile < tiles.length; tile++) if (tiles[tile] !== 0) grouped[next[tiles[tile]]++] = tile;
  // A match's working copy: each mask's taken tiles swapped to the end of its group.
  const list = new Int32Array(grouped.length), left = new Int32Array(16);
  return (masks) => {
    list.set(grouped);
    for (let mask = 0; mask < 16; mask++) left[mask] = start[mask + 1] - start[mask];
    let sum = 0;
    for (const cell of order) {
      const mask = masks[cell];
      if (mask === 0) continue;
      const base = start[mask], row = Math.floor(cell / n), column = cell % n;
      let nearest = base, distance = Infinity;
      for (let i = base; i < base + left[mask]; i++) {
        const tile = list[i];
        const d = Math.abs(Math.floor(tile / n) - row) + Math.abs((tile % n) - column);
        if (d < distance) { distance = d; nearest = i; }
      }
      const last = base + --left[mask];
      [list[nearest], list[last]] = [list[last], list[nearest]];
      sum += distance;
    }
    return sum;
  };
}

/**
 * The `count` exact trees nearest `tiles` by `distance` met on a walk over exact trees (TreeWalk),
 * as tomerun's 7th-place entry makes its targets (`generate_targets`): each step goes from the
 * current tree to the next exact tree, kept; the walk moves on to it when it is no farther, and
 * else at a chance of e^(-(how much farther) / temperature) (his walk: temperature 0, never).
 * `walk` steps at most, and none past the limits. None when the first search meets no exact tree.
 */
export async function walkTargets(n: number, tiles: ArrayLike<number>, blank: number, distance: (masks: Uint8Array) => number, random: Random, limits: Limits, sizes: { readonly count: number; readonly walk: number; readonly temperature: number }): Promise<Uint8Array[]> {
  const walk = new TreeWalk(n, tiles, blank, random);
  walk.set(randomTree(n, blank, random));
  const start = walk.next(false);
  if (!start) return [];
  let at = { masks: start, distance: distance(start) };
  const found = [at];
  const seen = new Set([hashCells(start)]);
  for (let step = 0; step < sizes.walk; step++) {
    if (step % 64 === 0) {
      await paced();
      if (!timeLeft(limits)) break;
    }
    const masks = walk.next(true);
    if (!masks) { walk.set(at.masks); continue; }
    const key = hashCells(masks);
    const tree = { masks, distance: distance(masks) };
    if (!seen.has(key)) { seen.add(key); found.push(tree); }
    if (tree.distance <= at.distance || random() < Math.exp((at.distance - tree.distance) / sizes.temperature)) at = tree;
    else walk.set(at.masks);
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, sizes.count).map((tree) => tree.masks);
}
