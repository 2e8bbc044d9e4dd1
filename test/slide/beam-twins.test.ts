// The wasm beam (assembly/beam.ts) and its TypeScript twin (engine/ts-beam.ts) are one beam: on the
// same problem and width they keep the same levels, so they give the same answer (or the same
// closest board), with the same node count. Checked with the distance table alone, with pattern
// databases (two lookups on an open square, one on walled boards), and on a 10x10 board.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/puzzles/slide/board/board.js';
import { defaultGoal, devquizGoal } from '../../src/puzzles/slide/board/goal.js';
import { checkSolution } from '../../src/puzzles/slide/board/moves.js';
import { generateProblems, scramble } from '../../src/puzzles/slide/batch/generate.js';
import { createEngine } from '../../src/puzzles/slide/engine/create-engine.js';
import type { SearchProblem } from '../../src/puzzles/slide/engine/engine.js';
import { patternSet } from '../../src/puzzles/slide/heuristics/pattern-cache.js';
import { patternPartition } from '../../src/puzzles/slide/heuristics/partition.js';
import { beamSearch } from '../../src/puzzles/slide/strategy/beam.js';
import { optimalProblem, patternProblem } from '../../src/puzzles/slide/strategy/optimal.js';
import { seededRandom } from '../../src/core/random.js';

const wasm = createEngine('wasm');
const ts = createEngine('ts');

async function expectTwins(problem: SearchProblem, start: Board, goal: Board, width: number) {
  const options = { width, stallDepths: 30 };
  const [fromWasm, fromTs] = [await beamSearch(wasm, problem, options), await beamSearch(ts, problem, options)];
  expect(fromWasm).toEqual(fromTs);
  expect(fromWasm.nodes).toBeGreaterThan(0);
  if (fromWasm.moves !== undefined) expect(checkSolution(start, goal, fromWasm.moves)).toBeUndefined();
  // Level by level too: the same sizes and best values at every depth.
  const [a, b] = [wasm.beam(problem, width), ts.beam(problem, width)];
  for (let depth = 0; depth < 40 && a.count > 0; depth++) {
    expect([a.count, a.bestH, a.bestIndex, a.nodes]).toEqual([b.count, b.bestH, b.bestIndex, b.nodes]);
    expect(a.trail()).toEqual(b.trail());
    const [goalA, goalB] = [a.expand(), b.expand()];
    expect(goalA).toEqual(goalB);
    if (goalA) break;
  }
}

describe('the wasm beam and its TypeScript twin', () => {
  const boards = generateProblems({ count: 6, seed: 41, minSide: 4, maxSide: 6, walkPerCell: 3 }).map((p) => p.board);
  for (const [i, board] of boards.entries()) {
    it(`keep the same levels with distances: board ${i} (${board.width}x${board.height})`, async () => {
      const goal = defaultGoal(board);
      await expectTwins(optimalProblem(board, goal, 'manhattan'), board, goal, 300);
    });
  }

  for (const line of ['4,4,123456789ABCDEF0', '5,4,1234=6789ABCDEFGHIJ0', '6,3,123456=89ABCDEFGH0']) {
    it(`keep the same levels with pattern databases: ${line}`, async () => {
      const goal = defaultGoal(parseBoard(line));
      const { board } = scramble(goal, 200, seededRandom(line.length));
      await expectTwins(patternProblem(board, patternSet(goal, patternPartition(goal))), board, goal, 200);
    });
  }

  it('keep the same levels on a 10x10 board', async () => {
    const goal = devquizGoal({ width: 10, height: 10, cells: new Uint16Array(100) });
    const { board } = scramble(goal, 120, seededRandom(10));
    await expectTwins(optimalProblem(board, goal, 'manhattan'), board, goal, 100);
  });
});
