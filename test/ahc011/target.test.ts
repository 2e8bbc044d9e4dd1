import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { assignTargets, minCostAssignment } from '../../src/puzzles/ahc011/assignment.js';
import { anneal, randomTree } from '../../src/puzzles/ahc011/spanning-tree.js';
import { generateTree, largestTree } from '../../src/puzzles/ahc011/index.js';
import { DOWN, LEFT, RIGHT, UP } from '../../src/puzzles/ahc011/tiles.js';

/** Every permutation of 0..n-1 (for the brute-force check). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

describe('min-cost assignment (Hungarian method)', () => {
  it('matches brute force on random 6 x 6 matrices', () => {
    const random = seededRandom(3);
    for (let round = 0; round < 20; round++) {
      const cost = Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => Math.floor(random() * 20)));
      const total = (columns: number[]) => columns.reduce((sum, column, row) => sum + cost[row][column], 0);
      const best = Math.min(...permutations(6).map(total));
      const found = minCostAssignment(cost);
      expect(new Set(found).size).toBe(6);
      expect(total(found)).toBe(best);
    }
  });
});

describe('targets for the tiles', () => {
  const n = 3, distance = (a: number, b: number) => Math.abs((a % n) - (b % n)) + Math.abs(Math.floor(a / n) - Math.floor(b / n));
  const cells = [...Array(9).keys()];

  it('sends alike tiles to cells asking for their mask at the least distance, reachably', () => {
    // The 10 goes two cells left; the two 5s cost 2 either way, but only the 3-cycle 0 -> 1 -> 2 -> 0
    // is even, as the blank staying put needs.
    const tiles = [5, 5, 10, 1, 2, 4, 8, 3, 0];
    const target = [10, 5, 5, 1, 2, 4, 8, 3, 0];
    const map = assignTargets(tiles, target, cells, distance)!;
    expect(map.get(2)).toBe(0);
    expect(map.get(0)).toBe(1);
    expect(map.get(1)).toBe(2);
    expect(map.get(8)).toBe(8);
  });

  it('fixes an odd permutation by trading two alike tiles, and gives up when none are alike', () => {
    // Swapping two distinct tiles with the blank in place is odd: unreachable (Johnson & Story).
    const tiles = [1, 2, 3, 4, 5, 5, 6, 7, 0];
    const target = [2, 1, 3, 4, 5, 5, 6, 7, 0];
    const map = assignTargets(tiles, target, cells, distance)!;
    expect(map.get(0)).toBe(1);
    expect(map.get(1)).toBe(0);
    expect(map.get(4)).toBe(5);
    expect(map.get(5)).toBe(4);
    const distinct = [1, 2, 3, 4, 5, 6, 7, 9, 0];
    expect(assignTargets(distinct, [2, 1, 3, 4, 5, 6, 7, 9, 0], cells, distance)).toBeUndefined();
    // Counts that differ cannot match at all.
    expect(assignTargets(tiles, [1, 1, 3, 4, 5, 5, 6, 7, 0], cells, distance)).toBeUndefined();
  });
});

describe('annealing over spanning trees', () => {
  it.each([0, 1, 2, 3, 4])('finds a spanning tree with exactly the tiles of generated input %i', (seed) => {
    const { input } = generateTree(seed);
    const { n, tiles } = input, size = n * n;
    const counts = new Int32Array(16);
    for (const mask of tiles) if (mask !== 0) counts[mask]++;
    const random = seededRandom(seed);
    const free = new Uint8Array(size).fill(1);
    free[size - 1] = 0;
    const found = anneal({ n, masks: randomTree(n, size - 1, random), free }, { counts, near: new Float64Array(16 * size) }, 300000, random);
    expect(found).toBeDefined();
    expect(largestTree(n, found!.masks)).toBe(size - 1);
    const made = new Int32Array(16);
    for (const mask of found!.masks) if (mask !== 0) made[mask]++;
    expect([...made]).toEqual([...counts]);
  });

  it('says so when it is given masks that are not one tree', () => {
    const n = 4, size = n * n;
    const masks = randomTree(n, size - 1, seededRandom(1));
    // Cut every pipe of cell 0: the tree falls apart.
    const lone = masks[0];
    masks[0] = 0;
    if (lone & RIGHT) masks[1] &= ~LEFT;
    if (lone & DOWN) masks[n] &= ~UP;
    const free = new Uint8Array(size).fill(1);
    free[size - 1] = 0;
    expect(() => anneal({ n, masks, free }, { counts: new Int32Array(16), near: new Float64Array(16 * size) }, 1000, seededRandom(2))).toThrow(/not one spanning tree/);
  });

  // The reduction re-shapes the rest of a target with its placed lines fixed (reduce-tree.ts); a
  // kept step re-roots the tree the annealing walks, so every step must leave a spanning tree.
  it.each([0, 1, 2])('re-shapes around fixed lines and keeps a spanning tree (generated input %i)', (seed) => {
    const { input } = generateTree(seed, 8);
    const { n, tiles } = input, size = n * n;
    const random = seededRandom(seed);
    const masks = randomTree(n, size - 1, random);
    const free = Uint8Array.from({ length: size }, (_, cell) => (cell < 2 * n || cell % n === 0 || cell === size - 1 ? 0 : 1));
    const fixed = masks.filter((_, cell) => !free[cell]);
    const counts = new Int32Array(16);
    tiles.forEach((mask, cell) => { if (free[cell]) counts[mask]++; });
    for (const steps of [1, 10, 1000, 100000]) {
      const shape = { n, masks: masks.slice(), free };
      // Hot enough to keep most steps, so the tree is re-rooted again and again.
      anneal(shape, { counts, near: new Float64Array(16 * size) }, steps, random, 50, 10);
      expect(largestTree(n, shape.masks)).toBe(size - 1);
      expect([...shape.masks.filter((_, cell) => !free[cell])]).toEqual([...fixed]);
    }
  });
});
