import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { WALL, createEngine, replay } from '../../src/engine/index.js';
import { beamTree } from '../../src/puzzles/ahc011/beam-tree.js';
import { aimAt, anneal, randomTree } from '../../src/puzzles/ahc011/spanning-tree.js';
import { generateTree } from '../../src/puzzles/ahc011/index.js';

describe('the beam toward a target tree', () => {
  /** The beam toward an annealed target for generated input `seed` of side `n`; undefined: it stalled. */
  async function towardTarget(seed: number, n: number) {
    const { tiles } = generateTree(seed, n).input, size = n * n;
    const random = seededRandom(seed);
    const free = new Uint8Array(size).fill(1);
    free[size - 1] = 0;
    const target = anneal({ n, masks: randomTree(n, size - 1, random), free }, aimAt(n, tiles), 100000, random)!;
    const start = { width: n, height: n, cells: Uint16Array.from(tiles) };
    const moves = await beamTree(createEngine('wasm'), start, target.masks, {}, { width: 5000, stallDepths: 40 });
    return { moves, end: moves === undefined ? undefined : [...replay(start, moves).cells], target: [...target.masks] };
  }

  // The solver gives the beam boards up to 6 x 6 (solve-tree.ts), where it must arrive.
  it.each([0, 1, 2])('brings a generated 6 x 6 input (seed %i) to the target masks exactly', async (seed) => {
    const { moves, end, target } = await towardTarget(seed, 6);
    expect(moves).toBeDefined();
    expect(end).toEqual(target);
  }, 20000);

  // Beyond that it stalls as often as not; what it returns must still be exact. With no deadline
  // the beam is deterministic, so which seeds arrive is fixed: some must, or nothing is checked.
  it('on 7 x 7 inputs, arrives exactly or returns nothing, never a wrong board', async () => {
    let arrived = 0;
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const { moves, end, target } = await towardTarget(seed, 7);
      if (moves === undefined) continue;
      arrived++;
      expect(end, `seed ${seed}`).toEqual(target);
    }
    console.log(`7 x 7: ${arrived} of 6 arrived`);
    expect(arrived).toBeGreaterThan(0);
  }, 60000);

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

  // The solver's case: the rest in the corner of a larger board, searched cut out (on the small layout).
  it('solves a 6 x 6 rest in the corner of an 8 x 8 board, its moves read on the whole board', async () => {
    const n = 8;
    const { solved } = generateTree(3, n);
    const start = replay({ width: n, height: n, cells: Uint16Array.from(solved) }, 'LULULURRDDLLUR');
    const placed = (cell: number) => cell < 2 * n || cell % n < 2;
    start.cells.forEach((_, cell) => { if (placed(cell)) start.cells[cell] = WALL; });
    const moves = await beamTree(createEngine('wasm'), start, solved, {}, { width: 5000, stallDepths: 40 });
    expect(moves).toBeDefined();
    expect(moves!.length).toBeGreaterThan(0);
    const end = replay(start, moves!);
    end.cells.forEach((code, cell) => expect(code).toBe(placed(cell) ? WALL : solved[cell]));
  });
});
