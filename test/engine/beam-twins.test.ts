// The wasm beam (assembly/engine/beam.ts) and its TypeScript twin (search/ts-beam.ts) are one beam:
// on the same problem and width they keep the same levels, so they give the same answer (or the
// same closest board), with the same node count. Checked with the distance table alone, with
// pattern databases (two lookups on an open square, one on walled boards), on a 10x10 board, and
// with an idle cost (a blank that touches no misplaced tile ranked higher), which is checked by
// hand too, and under a length bound.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, devquizGoal } from '../../src/engine/board/goal.js';
import { checkSolution, replay } from '../../src/engine/board/moves.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { scramble } from '../../src/engine/scramble.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import type { SearchProblem } from '../../src/engine/search/engine.js';
import { patternSet } from '../../src/engine/heuristics/pattern-cache.js';
import { patternPartition } from '../../src/engine/heuristics/partition.js';
import { beamSearch } from '../../src/engine/strategy/beam.js';
import { optimalProblem, patternProblem } from '../../src/engine/strategy/optimal.js';
import { linesProblem } from '../../src/engine/strategy/reduce-beam.js';
import { seededRandom } from '../../src/core/random.js';

const wasm = createEngine('wasm');
const ts = createEngine('ts');

/**
 * Both engines' beams on `problem`, level by level; an answer found is replayed from `start` to
 * `goal`, if given, and is shorter than `shorterThan`.
 */
async function expectTwins(problem: SearchProblem, start: Board, goal: Board | undefined, width: number, idleCost = 0, shorterThan = Infinity) {
  const options = { width, stallDepths: 30, idleCost, shorterThan };
  const [fromWasm, fromTs] = [await beamSearch(wasm, problem, options), await beamSearch(ts, problem, options)];
  expect(fromWasm).toEqual(fromTs);
  expect(fromWasm.nodes).toBeGreaterThan(0);
  if (fromWasm.moves !== undefined && goal) expect(checkSolution(start, goal, fromWasm.moves)).toBeUndefined();
  if (fromWasm.moves !== undefined) expect(fromWasm.moves.length).toBeLessThan(shorterThan);
  // Level by level too: the same sizes and best values at every depth.
  const [a, b] = [wasm.beam(problem, width, idleCost), ts.beam(problem, width, idleCost)];
  for (let depth = 0; depth < 40 && a.count > 0; depth++) {
    expect([a.count, a.bestH, a.bestIndex, a.nodes]).toEqual([b.count, b.bestH, b.bestIndex, b.nodes]);
    expect(a.trail()).toEqual(b.trail());
    const [goalA, goalB] = [a.expand(shorterThan - depth - 2), b.expand(shorterThan - depth - 2)];
    expect(goalA).toEqual(goalB);
    if (goalA) break;
  }
  expect(a.count).toBe(b.count);
  return fromWasm;
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

  it('keep the same levels with an idle cost', async () => {
    for (const [i, board] of boards.entries()) {
      const goal = defaultGoal(board);
      await expectTwins(optimalProblem(board, goal, 'manhattan'), board, goal, 300, 1 + (i % 3));
    }
    const line = '5,4,1234=6789ABCDEFGHIJ0';
    const walled = defaultGoal(parseBoard(line));
    const { board } = scramble(walled, 200, seededRandom(line.length));
    await expectTwins(patternProblem(board, patternSet(walled, patternPartition(walled))), board, walled, 200, 2);
    const square = devquizGoal({ width: 10, height: 10, cells: new Uint16Array(100) });
    const scrambled = scramble(square, 120, seededRandom(10)).board;
    await expectTwins(optimalProblem(scrambled, square, 'manhattan'), scrambled, square, 100, 1);
  });

  it('keep the same levels under a length bound, which leaves out boards that cannot lead to a shorter answer', async () => {
    for (const line of ['4,4,123456789ABCDEF0', '5,4,1234=6789ABCDEFGHIJ0']) {
      const goal = defaultGoal(parseBoard(line));
      const { board } = scramble(goal, 200, seededRandom(line.length));
      const problem = patternProblem(board, patternSet(goal, patternPartition(goal)));
      const unbounded = await expectTwins(problem, board, goal, 200);
      expect(unbounded.moves).toBeDefined();
      // Bounded by the unbounded beam's own length: it finds a shorter answer or none.
      await expectTwins(problem, board, goal, 200, 0, unbounded.moves!.length);
    }
  });

  it('keep the same levels in the reduction\'s lines beam, alike tiles and idle cost (reduce-beam.ts)', async () => {
    const goal = devquizGoal({ width: 10, height: 10, cells: new Uint16Array(100) });
    const board = scramble(goal, 2000, seededRandom(12)).board;
    // The top row and the left column below it, as the reduction's first block.
    const cells = [...Array.from({ length: 10 }, (_, x) => x), ...Array.from({ length: 9 }, (_, y) => (y + 1) * 10)];
    const problem = linesProblem(board, goal, cells);
    // Its goal is the lines' tiles home, the alike ones anywhere: checked below rather than replayed to a board.
    const found = await expectTwins(problem, board, undefined, 300, 1);
    expect(found.moves).toBeDefined();
    const end = replay(board, found.moves!);
    expect(cells.filter((cell) => end.cells[cell] !== goal.cells[cell])).toEqual([]);
  });
});

describe('the idle cost of a beam', () => {
  // 3x3, goal 1 2 3 / 4 5 6 / 7 8 _: each board has a distance sum of 2.
  const goal = defaultGoal(parseBoard('3,3,123456780'));
  const rootRank = (line: string, engine: typeof wasm) => engine.beam(optimalProblem(parseBoard(line), goal, 'manhattan'), 10, 3).bestH;

  for (const engine of [wasm, ts]) {
    it(`adds to the rank only where the blank touches no misplaced tile (${engine.name})`, () => {
      // The blank touches 7, off home: at work.
      expect(rootRank('3,3,123456870', engine)).toBe(2);
      // The blank touches 6 and 8, both home: idle, 2 + 3.
      expect(rootRank('3,3,213456780', engine)).toBe(5);
      // Either move from there leaves the tile it moved off home, beside the blank: at work, h 3.
      const beam = engine.beam(optimalProblem(parseBoard('3,3,213456780'), goal, 'manhattan'), 10, 3);
      expect(beam.expand()).toBeUndefined();
      expect([beam.count, beam.bestH]).toEqual([2, 3]);
      // From 2 1 3 / 4 5 6 / 7 _ 8 (h 3, at work): R brings 8 home and leaves the blank idle (h 2,
      // rank 5); U and L take 5 or 7 off home beside the blank (h 4, at work). Lowest rank 4, not 2.
      const idleChild = engine.beam(optimalProblem(parseBoard('3,3,213456708'), goal, 'manhattan'), 10, 3);
      expect(idleChild.bestH).toBe(3);
      expect(idleChild.expand()).toBeUndefined();
      expect([idleChild.count, idleChild.bestH]).toEqual([3, 4]);
    });

    it(`takes only whole idle costs from 0 to 255 (${engine.name})`, () => {
      const problem = optimalProblem(parseBoard('3,3,213456708'), goal, 'manhattan');
      for (const bad of [-1, 0.5, 256, Number.NaN]) expect(() => engine.beam(problem, 10, bad)).toThrow(RangeError);
    });
  }

  it('leaves the goal at h 0, where the blank is always idle', async () => {
    for (const engine of [wasm, ts]) {
      const options = { width: 10, stallDepths: 10, idleCost: 3 };
      expect((await beamSearch(engine, optimalProblem(goal, goal, 'manhattan'), options)).moves).toBe('');
      const oneAway = parseBoard('3,3,123456708');
      expect((await beamSearch(engine, optimalProblem(oneAway, goal, 'manhattan'), options)).moves).toBe('R');
      const { board } = scramble(goal, 30, seededRandom(7));
      const found = await beamSearch(engine, optimalProblem(board, goal, 'manhattan'), options);
      expect(found.moves).toBeDefined();
      expect(checkSolution(board, goal, found.moves!)).toBeUndefined();
    }
  });
});
