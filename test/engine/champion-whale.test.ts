// The Procon 25 champion's whale on the select-and-swap beam: its levels keep the same boards in
// wasm as in the TS twin, at most two swaps a board, the blank's piece the only first selection;
// as the engine whale's beam its ways replay, bring the distance sum down, and reach the goal on a
// board small enough; and it takes only boards without walls whose tiles all differ.
import { describe, expect, it } from 'vitest';
import { type Board, checkSolution, createEngine, devquizGoal, parseBoard, shuffled } from '../../src/engine/index.js';
import { Playing } from '../../src/engine/for-puzzles.js';
import { CHAMPION_STOP_SHARE, championWhaleFits, championWhaleSearch } from '../../src/engine/strategy/champion-whale.js';
import { whale } from '../../src/engine/strategy/whale.js';
import { TsSelectSwapLevels } from '../../src/engine/search/select-swap-ts.js';
import { wasmSelectSwapLevels } from '../../src/engine/search/select-swap-wasm.js';
import { seededRandom } from '../../src/core/random.js';
import { generateProconProblem } from '../../src/puzzles/procon/index.js';

/** The distance sum of every tile but the blank's, from its home in `goal`. */
function distanceSum(board: Board, goal: Board): number {
  const home = new Map<number, number>();
  goal.cells.forEach((tile, cell) => home.set(tile, cell));
  let sum = 0;
  board.cells.forEach((tile, cell) => {
    const target = home.get(tile)!;
    if (tile !== 0) sum += Math.abs((target % board.width) - (cell % board.width)) + Math.abs(Math.floor(target / board.width) - Math.floor(cell / board.width));
  });
  return sum;
}

describe("the champion's whale on the select-and-swap beam", () => {
  it.each([0, 3])('keeps the same boards in wasm as in its TS twin, two swaps a board at most after the first, from the one cell allowed (salt %i)', (salt) => {
    for (const [width, height, seed] of [[8, 8, 1], [7, 5, 2], [10, 10, 3]] as const) {
      const problem = generateProconProblem({ width, height, selectLimit: 2, selectCost: 1, swapCost: 1, seed });
      const options = { width: 150, salt, whale: true, firstCell: seed * 5, seenBits: 12 };
      const [wasm, ts] = [wasmSelectSwapLevels(problem, options), new TsSelectSwapLevels(problem, options)];
      for (let depth = 0; depth < 60; depth++) {
        const plan = { minLayer: 1, maxLayer: 1, share: 150 };
        const [a, b] = [wasm.expand(depth, plan), ts.expand(depth, plan)];
        expect(a, `${width}x${height} depth ${depth}`).toEqual(b);
        if (depth === 0) expect([...a.made.newCell]).toEqual([seed * 5 + 1]);
        const children = new Map<number, number>();
        for (const parent of a.made.parent) children.set(parent, (children.get(parent) ?? 0) + 1);
        // The selected piece's first swaps all go on (the champion drops the worst of three, never of four).
        expect(Math.max(...children.values()), `${width}x${height} depth ${depth}`).toBeLessThanOrEqual(depth === 0 ? 1 : depth === 1 ? 4 : 2);
      }
    }
  });

  it('as the engine whale\'s beam, brings a 12x12 board to its stop share of the distance sum along a way that replays', async () => {
    const goal = devquizGoal({ width: 12, height: 12, cells: new Uint16Array(144) });
    const start = shuffled(goal, seededRandom(5));
    for (const engine of ['wasm', 'ts'] as const) {
      const near = await whale(createEngine(engine), start, goal, { width: 600, stallDepths: 40 }, {});
      const play = new Playing(start);
      play.play(near.moves);
      expect([...play.cells], engine).toEqual([...near.board.cells]);
      expect(distanceSum(near.board, goal), engine).toBeLessThan(distanceSum(start, goal) * CHAMPION_STOP_SHARE);
    }
  });

  it('takes boards without walls whose tiles all differ, up to 256 cells', () => {
    expect(championWhaleFits(devquizGoal({ width: 16, height: 16, cells: new Uint16Array(256) }))).toBe(true);
    expect(championWhaleFits(parseBoard('3,3,12=456780'))).toBe(false);
    expect(championWhaleFits({ width: 3, height: 3, cells: Uint16Array.from([1, 1, 2, 3, 4, 5, 6, 7, 0]) })).toBe(false);
  });

  it('reaches the goal of a board small enough, and the way solves it', async () => {
    const goal = devquizGoal({ width: 4, height: 4, cells: new Uint16Array(16) });
    const search = championWhaleSearch('wasm');
    const random = seededRandom(9);
    for (let k = 0; k < 5; k++) {
      const start = shuffled(goal, random);
      const found = await search(start, goal, { width: 2000, stallDepths: 60 }, {});
      expect(found.moves, `board ${k}`).toBeDefined();
      expect(checkSolution(start, goal, found.moves!)).toBeUndefined();
    }
  });
});
