// Scrambles and shuffles of 8x8 to 16x16 boards, with and without walls, solved by the portfolio
// within real time limits and replayed; the whale's rounds on a shuffled 8x8 board.
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../../src/engine/board/board.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { solvability } from '../../src/engine/board/solvability.js';
import { scramble, shuffled } from '../../src/engine/scramble.js';
import { solve } from '../../src/engine/solve.js';
import { seededRandom } from '../../src/core/random.js';
import { goalWithWalls, randomWalls } from '../helpers/walled-goal.js';

describe('random-walk scrambles of large boards, with and without walls, solved and replayed', () => {
  for (const side of [8, 10, 16]) {
    for (const wallCount of [0, side / 2]) {
      it(`${side}x${side}, ${wallCount} walls`, { timeout: 60_000 }, async () => {
        const random = seededRandom(side * 7 + wallCount);
        const goal = goalWithWalls(side, side, randomWalls(random, side, side, wallCount));
        const { board } = scramble(goal, 300, random);
        // Walls can leave a line's last cells a dead end that reduction cannot fill, and FarFirst
        // then fills the rest: seconds more on 16 x 16 (docs/solving.md).
        const result = await solve(formatBoard(board), { timeLimitMs: wallCount ? 30_000 : 3000 });
        expect(result.status).toBe('solved');
        expect(checkSolution(board, goal, result.moves!)).toBeUndefined();
      });
    }
  }
});

describe('a shuffled 16 x 16 board', () => {
  it('is solved by row and column reduction within the time limit, and replays', async () => {
    const goal = goalWithWalls(16, 16);
    const board = shuffled(goal, seededRandom(16));
    expect(solvability(board, goal).kind).toBe('solvable');
    const result = await solve(formatBoard(board), { timeLimitMs: 2000 });
    expect(result.status).toBe('solved');
    expect(checkSolution(board, goal, result.moves!)).toBeUndefined();
  });
});

describe("the whale's rounds (the Procon 25 champion's whale, one round a width)", () => {
  const goal = goalWithWalls(8, 8);
  const board = shuffled(goal, seededRandom(88));
  const stagesOf = async (whaleWidths: number[]) => {
    const stages = new Set<string>();
    const result = await solve(formatBoard(board), { timeLimitMs: 3000, portfolio: { whaleWidths }, onProgress: ({ stage }) => stages.add(stage) });
    expect(result.status).toBe('solved');
    expect(checkSolution(board, goal, result.moves!)).toBeUndefined();
    return stages;
  };

  it('run with widths and replay; without any, the stage is one round of the reduction by beams, which replays too', async () => {
    expect(await stagesOf([300, 600])).toContain('whale and reduction');
    expect(await stagesOf([])).toContain('whale and reduction');
  });
});
