// Boards past 6 x 6 run on the large layout (its own wasm build): optimal lengths against
// breadth-first search on small wide boards, and equal node counts in both engines. The scrambles
// of 8x8 to 16x16 boards, solved within real time limits, are in large-boards.slow.test.ts.
import { describe, expect, it } from 'vitest';
import { checkSolution } from '../../src/engine/board/moves.js';
import { scramble } from '../../src/engine/scramble.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { LARGE_LAYOUT, SMALL_LAYOUT, layoutFor } from '../../src/engine/search/layout.js';
import { wasmInstance } from '../../src/core/wasm-instance.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { wasmModule } from '../../src/core/wasm-module.js';
import { seededRandom } from '../../src/core/random.js';
import { bfsDistance } from '../helpers/bfs.js';
import { goalWithWalls } from '../helpers/walled-goal.js';

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

