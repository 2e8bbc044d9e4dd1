// Stronger heuristics keep Korf's optimal lengths (an independent fact) and cut the nodes; the twin
// engines agree node for node under each heuristic, on the 15-puzzle and on walled boards.
import { describe, expect, it } from 'vitest';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { easiest } from '../../src/engine/bench/korf.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { korfInstances } from '../helpers/korf.js';

const wasm = createEngine('wasm');
const ts = createEngine('ts');
const korf = korfInstances();

describe("Korf's instances keep their optimal lengths", () => {
  it('the five easiest, under every heuristic in both engines, with fewer nodes as the heuristic grows', () => {
    for (const instance of easiest(korf, 5)) {
      const goal = defaultGoal(instance.board);
      const nodes = (['manhattan', 'linear-conflict', 'pdb'] as const).map((heuristic) => {
        const problem = optimalProblem(instance.board, goal, heuristic);
        const a = runToEnd(wasm, problem), b = runToEnd(ts, problem);
        expect(a.moves.length).toBe(instance.optimal);
        expect(checkSolution(instance.board, goal, a.moves)).toBeUndefined();
        expect(b).toEqual(a);
        return a.nodes;
      });
      expect(nodes[1]).toBeLessThan(nodes[0]);
      expect(nodes[2]).toBeLessThan(nodes[1]);
    }
  }, 300_000);

  it('every fourth instance with pattern databases', () => {
    for (const instance of korf.filter((k) => k.id % 4 === 1)) {
      const goal = defaultGoal(instance.board);
      const { moves } = runToEnd(wasm, optimalProblem(instance.board, goal, 'pdb'));
      expect(moves.length, `korf ${instance.id}`).toBe(instance.optimal);
      expect(checkSolution(instance.board, goal, moves)).toBeUndefined();
    }
  }, 300_000);
});

describe('the twin engines agree under every heuristic', () => {
  const boards = generateProblems({ count: 12, seed: 3, minSide: 3, maxSide: 6, walkPerCell: 1 }).map((p) => p.board);
  for (const heuristic of ['linear-conflict', 'pdb'] as const) {
    it(`${heuristic}, on boards of every size with walls`, () => {
      for (const board of boards) {
        const problem = optimalProblem(board, defaultGoal(board), heuristic);
        const a = runToEnd(wasm, problem), b = runToEnd(ts, problem);
        expect(b).toEqual(a);
      }
    }, 120_000);
  }
});
