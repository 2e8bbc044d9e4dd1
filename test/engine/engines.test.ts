// Both engines against independent facts: breadth-first optimal lengths and Korf's optimal lengths,
// and against each other: the same nodes and the same answer on every search.
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { easiest } from '../../src/engine/bench/korf.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { bfsDistance } from '../helpers/bfs.js';
import { korfInstances } from '../helpers/korf.js';
import { MEDIUM_4X4 } from '../fixtures/boards.js';

const wasm = createEngine('wasm');
const ts = createEngine('ts');

describe('optimal lengths match breadth-first search', () => {
  const boards = generateProblems({ count: 40, seed: 11, minSide: 2, maxSide: 3, maxWalls: 3, walkPerCell: 6 })
    .map((p) => p.board)
    .concat(generateProblems({ count: 8, seed: 12, minSide: 2, maxSide: 4, maxWalls: 4, walkPerCell: 2 }).map((p) => p.board).filter((b) => b.cells.length <= 10));
  for (const [i, board] of boards.entries()) {
    it(`board ${i} (${board.width}x${board.height})`, () => {
      const goal = defaultGoal(board);
      const expected = bfsDistance(board, goal);
      for (const engine of [wasm, ts]) {
        const { status, moves } = runToEnd(engine, optimalProblem(board, goal));
        expect(status).toBe('found');
        expect(moves.length).toBe(expected);
        expect(checkSolution(board, goal, moves)).toBeUndefined();
      }
    });
  }
});

describe("Korf's five easiest instances, solved optimally by both engines", () => {
  for (const instance of easiest(korfInstances(), 5)) {
    it(`korf ${instance.id} (${instance.optimal} moves)`, () => {
      const goal = defaultGoal(instance.board);
      const problem = optimalProblem(instance.board, goal);
      const a = runToEnd(wasm, problem), b = runToEnd(ts, problem);
      expect(a.moves.length).toBe(instance.optimal);
      expect(checkSolution(instance.board, goal, a.moves)).toBeUndefined();
      expect(b).toEqual(a);
    });
  }
});

describe('the twin engines visit the same nodes and return the same answer', () => {
  // The distance table alone here; heuristics-korf.test.ts compares the twins under the others.
  const boards = generateProblems({ count: 30, seed: 3, minSide: 3, maxSide: 6, walkPerCell: 1 }).map((p) => p.board);
  it('on boards of every size, with walls', () => {
    for (const board of boards) {
      const problem = optimalProblem(board, defaultGoal(board), 'manhattan');
      const a = runToEnd(wasm, problem), b = runToEnd(ts, problem);
      expect(a.nodes).toBeGreaterThan(0);
      expect(b).toEqual(a);
    }
  });

  it.each(['manhattan', 'linear-conflict', 'pdb'] as const)('slice by slice, whatever the slice size, with %s', (heuristic) => {
    const board = parseBoard(MEDIUM_4X4);
    const problem = optimalProblem(board, defaultGoal(board), heuristic);
    const whole = runToEnd(wasm, problem);
    for (const engine of [wasm, ts]) {
      for (const slice of [1, 97, 4096]) {
        const search = engine.search(problem);
        let status;
        while ((status = search.run(slice)) === 'paused');
        expect(status).toBe('found');
        expect({ moves: search.moves(), nodes: search.nodes }).toEqual({ moves: whole.moves, nodes: whole.nodes });
      }
    }
  });

  it('never returns a path longer than maxBound, and proves there is none', () => {
    const board = parseBoard(MEDIUM_4X4);
    const goal = defaultGoal(board);
    const optimal = runToEnd(wasm, optimalProblem(board, goal)).moves.length;
    for (const engine of [wasm, ts]) {
      const capped = (maxBound: number) => runToEnd(engine, { ...optimalProblem(board, goal), maxBound });
      expect(capped(optimal).moves).toHaveLength(optimal);
      expect(capped(optimal - 1).status).toBe('limit');
      expect(capped(0).status).toBe('limit');
    }
  });

  it('from a proved bound: the same optimal length, fewer nodes, the twins alike; a floor under h changes nothing', () => {
    const board = parseBoard(MEDIUM_4X4);
    const goal = defaultGoal(board);
    for (const heuristic of ['manhattan', 'pdb'] as const) {
      const problem = optimalProblem(board, goal, heuristic);
      const whole = runToEnd(wasm, problem);
      const fromBound = { ...problem, minBound: whole.moves.length };
      const a = runToEnd(wasm, fromBound), b = runToEnd(ts, fromBound);
      expect(a.moves).toHaveLength(whole.moves.length);
      expect(checkSolution(board, goal, a.moves)).toBeUndefined();
      expect(a.nodes).toBeLessThan(whole.nodes);
      expect(b).toEqual(a);
      for (const engine of [wasm, ts]) {
        expect(runToEnd(engine, { ...problem, minBound: 1 })).toEqual(whole);
        // Floors no whole number from 0 to MAX_DEPTH are clamped alike (wasm takes 32-bit integers).
        expect(runToEnd(engine, { ...problem, minBound: Number.NaN })).toEqual(whole);
        expect(runToEnd(engine, { ...problem, minBound: -5 })).toEqual(whole);
        expect(runToEnd(engine, { ...problem, minBound: whole.moves.length - 0.5 })).toEqual(runToEnd(engine, { ...problem, minBound: whole.moves.length - 1 }));
        // A floor past maxBound proves at once that nothing is within it, however large.
        expect(runToEnd(engine, { ...problem, minBound: whole.moves.length, maxBound: whole.moves.length - 1 }).status).toBe('limit');
        expect(runToEnd(engine, { ...problem, minBound: 2 ** 31 }).status).toBe('limit');
      }
    }
  });

  it('a newer search on the same engine ends the older one', () => {
    const board = parseBoard('3,3,123456708');
    const first = wasm.search(optimalProblem(board, defaultGoal(board)));
    wasm.search(optimalProblem(board, defaultGoal(board)));
    expect(() => first.run(10)).toThrow(/ended by a newer search/);
  });
});
