// Admissibility against an independent fact: breadth-first search gives every board's true
// distance on small boards, with and without walls, and no heuristic may exceed it anywhere.
// Also: the optimal search under each heuristic finds exactly the breadth-first length.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, devquizGoal } from '../../src/engine/board/goal.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import type { SearchProblem } from '../../src/engine/search/engine.js';
import { padBoard } from '../../src/engine/search/problem.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { buildPatternSet } from '../../src/engine/heuristics/pattern-database.js';
import { blockPartition } from '../../src/engine/heuristics/partition.js';
import { optimalProblem, patternProblem } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { allDistances, bfsDistance } from '../helpers/bfs.js';

const wasm = createEngine('wasm');
const ts = createEngine('ts');

/** h of a board under `problem`'s heuristic: a search's first bound is h(start). */
const h = (problem: SearchProblem, cells: Uint16Array, width: number) =>
  wasm.search({ ...problem, board: padBoard({ width, height: cells.length / width, cells }) }).bound;

// Small boards, some with walls (a wall-free 3x3 has 181,440 boards: still quick to enumerate).
const SMALL = ['3,3,123456780', '3,3,1234=6780', '4,2,12345670', '4,3,12=45678=AB0', '3,3,=23456780', '5,2,1=34567=90'];

describe('no heuristic overestimates, on every board of small puzzles', () => {
  for (const line of SMALL) {
    const goal = defaultGoal(parseBoard(line));
    const boards = allDistances(goal);
    const problems: [string, SearchProblem][] = [
      ['linear-conflict', optimalProblem(goal, goal, 'linear-conflict')],
      ['pdb', optimalProblem(goal, goal, 'pdb')],
      // Groups of two and three tiles: databases plus linear conflicts for the tiles left out.
      ['pairs, part of the tiles', patternProblem(goal, buildPatternSet(goal, blockPartition(goal, 2).slice(0, 2)))],
      ['triples', patternProblem(goal, buildPatternSet(goal, blockPartition(goal, 3)))],
    ];
    for (const [name, problem] of problems) {
      it(`${line}, ${name}: h <= true distance on all ${boards.length} boards`, () => {
        let tight = 0;
        for (const { cells, distance } of boards) {
          const value = h(problem, cells, goal.width);
          if (value > distance) expect.fail(`h = ${value} > ${distance} on ${cells.join(',')}`);
          if (value === distance) tight++;
        }
        expect(tight).toBeGreaterThan(0);
      });
    }
  }
});

describe('optimal lengths equal breadth-first search under every heuristic, in both engines', () => {
  const boards: Board[] = generateProblems({ count: 40, seed: 41, minSide: 2, maxSide: 3, maxWalls: 3, walkPerCell: 6 }).map((p) => p.board);
  for (const heuristic of ['manhattan', 'linear-conflict', 'pdb'] as const) {
    it(heuristic, () => {
      for (const board of boards) {
        const goal = devquizGoal(board);
        const problem = optimalProblem(board, goal, heuristic);
        const a = runToEnd(wasm, problem), b = runToEnd(ts, problem);
        expect(a.moves.length).toBe(bfsDistance(board, goal));
        expect(b).toEqual(a);
      }
    });
  }
});
