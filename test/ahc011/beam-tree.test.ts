import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { WALL, createEngine, replay } from '../../src/engine/index.js';
import { beamTree } from '../../src/puzzles/ahc011/beam-tree.js';
import { aimAt, anneal, randomTree } from '../../src/puzzles/ahc011/spanning-tree.js';
import { generateTree } from '../../src/puzzles/ahc011/index.js';

describe('the beam toward a target tree', () => {
  it.each([0, 5, 1])('brings generated input %i to the target masks exactly, or says it stalled', async (seed) => {
    const { input } = generateTree(seed);
    const { n, tiles } = input, size = n * n;
    const random = seededRandom(seed);
    const free = new Uint8Array(size).fill(1);
    free[size - 1] = 0;
    const target = anneal({ n, masks: randomTree(n, size - 1, random), free }, aimAt(n, tiles), 100000, random)!;
    const moves = await beamTree(createEngine('wasm'), { width: n, height: n, cells: Uint16Array.from(tiles) }, target.masks, {}, { width: 5000, stallDepths: 40 });
    if (n === 6) expect(moves).toBeDefined();
    if (moves === undefined) return;
    const end = replay({ width: n, height: n, cells: Uint16Array.from(tiles) }, moves);
    expect([...end.cells]).toEqual([...target.masks]);
  }, 20000);

  it('solves a rest below placed rows, which stay walls', async () => {
    // A generated tree, its two top rows placed (walls), the blank walked about below them.
    const { solved } = generateTree(5);
    const n = 6, placed = 2 * n;
    const start = replay({ width: n, height: n, cells: Uint16Array.from(solved) }, 'LULULURRDD');
    start.cells.fill(WALL, 0, placed);
    const moves = await beamTree(createEngine('wasm'), start, solved, {}, { width: 5000, stallDepths: 40 });
    expect(moves).toBeDefined();
    const end = replay(start, moves!);
    expect([...end.cells.subarray(placed)]).toEqual([...solved.subarray(placed)]);
  });
});
