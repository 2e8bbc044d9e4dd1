// Boards past 6 x 6 run on the large layout (its own wasm build): optimal lengths against
// breadth-first search on small wide boards, equal node counts in both engines, and scrambles of
// 8x8 to 16x16 boards solved and replayed.
import { describe, expect, it } from 'vitest';
import { type Board, formatBoard } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';
import { devquizGoal } from '../../src/engine/board/goal.js';
import { reachable } from '../../src/engine/board/grid.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { solvability } from '../../src/engine/board/solvability.js';
import { scramble, shuffled } from '../../src/engine/scramble.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { LARGE_LAYOUT, SMALL_LAYOUT, layoutFor } from '../../src/engine/search/layout.js';
import { wasmInstance } from '../../src/core/wasm-instance.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { solve } from '../../src/engine/solve.js';
import { wasmModule } from '../../src/core/wasm-module.js';
import { type Random, seededRandom } from '../../src/core/random.js';
import { bfsDistance } from '../helpers/bfs.js';

/** The goal of a width x height board with walls on `walls` (which must leave it connected). */
function goalWithWalls(width: number, height: number, walls: readonly number[] = []): Board {
  const cells = new Uint16Array(width * height);
  for (const cell of walls) cells[cell] = WALL;
  const goal = devquizGoal({ width, height, cells });
  expect(reachable(goal, goal.cells.length - 1).length).toBe(goal.cells.filter((code) => code !== WALL).length);
  return goal;
}

/** `count` random walls, never on the last cell, each kept only if the board stays connected. */
function randomWalls(random: Random, width: number, height: number, count: number): number[] {
  const cells = new Uint16Array(width * height);
  const walls: number[] = [];
  while (walls.length < count) {
    const cell = Math.floor(random() * (cells.length - 1));
    if (cells[cell] === WALL) continue;
    cells[cell] = WALL;
    if (reachable({ width, height, cells }, cells.length - 1).length === cells.length - walls.length - 1) walls.push(cell);
    else cells[cell] = 0;
  }
  return walls;
}

const wasm = createEngine('wasm');
const ts = createEngine('ts');

describe('the two wasm builds', () => {
  it('hold the sides the TypeScript layouts say', () => {
    expect(wasmInstance(wasmModule('small')).side()).toBe(SMALL_LAYOUT.side);
    expect(wasmInstance(wasmModule('large')).side()).toBe(LARGE_LAYOUT.side);
    expect(layoutFor(6, 6)).toBe(SMALL_LAYOUT);
    expect(layoutFor(2, 8)).toBe(LARGE_LAYOUT);
  });
});

describe('small wide boards: optimal lengths as breadth-first search finds them, equal nodes in both engines', () => {
  // 4x5 and 5x4 fit the small layout; the others are on the large one.
  const shapes: [number, number, number[]][] = [[2, 8, []], [8, 2, []], [3, 7, []], [7, 3, [8]], [4, 7, [5, 14]], [7, 4, [8, 11]], [4, 5, [5, 10]], [5, 4, [6]]];
  for (const [width, height, walls] of shapes) {
    for (const seed of [1, 2]) {
      it(`${width}x${height}${walls.length ? ` with ${walls.length} wall(s)` : ''}, walk ${seed}`, () => {
        const goal = goalWithWalls(width, height, walls);
        const { board } = scramble(goal, 14, seededRandom(seed * 31 + width));
        const expected = bfsDistance(board, goal);
        const problem = optimalProblem(board, goal, 'manhattan');
        const [fromWasm, fromTs] = [runToEnd(wasm, problem), runToEnd(ts, problem)];
        expect(fromWasm.status).toBe('found');
        expect(fromWasm.moves.length).toBe(expected);
        expect(fromTs.moves).toBe(fromWasm.moves);
        expect(fromTs.nodes).toBe(fromWasm.nodes);
        expect(checkSolution(board, goal, fromWasm.moves)).toBeUndefined();
      });
    }
  }
});

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
