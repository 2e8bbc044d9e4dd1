import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { createEngine, replay } from '../../src/puzzles/slide/index.js';
import { beamTree } from '../../src/puzzles/tree/beam-tree.js';
import { aimAt, anneal, randomTree } from '../../src/puzzles/tree/spanning-tree.js';
import { generateTree } from '../../src/puzzles/tree/index.js';

describe('the beam toward a target tree', () => {
  it.each([0, 5, 1])('brings generated input %i to the target masks exactly, or says it stalled', async (seed) => {
    const { input } = generateTree(seed);
    const { n, tiles } = input, size = n * n;
    const random = seededRandom(seed);
    const free = new Uint8Array(size).fill(1);
    free[size - 1] = 0;
    const target = anneal({ n, masks: randomTree(n, size - 1, random), free }, aimAt(n, tiles), 100000, random)!;
    const moves = await beamTree(createEngine('wasm'), tiles, n, target.masks, {}, { width: 5000, stallDepths: 40 });
    if (n === 6) expect(moves).toBeDefined();
    if (moves === undefined) return;
    const end = replay({ width: n, height: n, cells: Uint16Array.from(tiles) }, moves);
    expect([...end.cells]).toEqual([...target.masks]);
  }, 20000);
});
