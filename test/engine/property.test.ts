// Property: any random-walk scramble of any board is solved, and the answer replays to the goal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, formatBoard } from '../../src/engine/board/board.js';
import { devquizGoal } from '../../src/engine/board/goal.js';
import { openNeighbours, reachable } from '../../src/engine/board/grid.js';
import { checkSolution, replay } from '../../src/engine/board/moves.js';
import { BLANK, WALL } from '../../src/engine/board/symbols.js';
import { solve } from '../../src/engine/solve.js';

/** Sizes, walls (kept connected, never on the last cell) and a blank walk as neighbour choices. */
const scrambled = fc.record({
  width: fc.integer({ min: 2, max: 6 }),
  height: fc.integer({ min: 2, max: 6 }),
  walls: fc.array(fc.nat(), { maxLength: 6 }),
  walk: fc.array(fc.nat(), { maxLength: 24 }),
}).map(({ width, height, walls, walk }) => {
  const cells = new Uint16Array(width * height);
  for (const w of walls) {
    const cell = w % (cells.length - 1);
    cells[cell] = WALL;
    if (reachable({ width, height, cells }, cells.length - 1).length !== cells.filter((c) => c !== WALL).length) cells[cell] = 0;
  }
  const goal = devquizGoal({ width, height, cells });
  let board: Board = goal;
  for (const step of walk) {
    const blank = board.cells.indexOf(BLANK);
    const around = openNeighbours(board, blank);
    if (around.length === 0) break; // walls may leave the blank alone
    const to = around[step % around.length];
    const move = to === blank - 1 ? 'L' : to === blank + 1 ? 'R' : to < blank ? 'U' : 'D';
    board = replay(board, move);
  }
  return { board, goal };
});

describe('random-walk scrambles', () => {
  it('are solved by both engines, and every answer replays to the goal', async () => {
    await fc.assert(
      fc.asyncProperty(scrambled, fc.constantFrom('wasm' as const, 'ts' as const), async ({ board, goal }, engine) => {
        const result = await solve(formatBoard(board), { engine });
        expect(result.status).toBe('solved');
        if (result.status === 'solved') expect(checkSolution(board, goal, result.moves)).toBeUndefined();
      }),
      { numRuns: 150, seed: 20261121 },
    );
  });
});
