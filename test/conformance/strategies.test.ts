// One scenario table run against every engine and every strategy (as PathFinding.js runs one
// table against every finder): a strategy that claims optimal answers must hit the length that
// breadth-first search finds; every other must return an answer that replays to the goal, never
// shorter than that length.
import { describe, expect, it } from 'vitest';
import { type Board, formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import type { Engine, EngineName } from '../../src/engine/search/engine.js';
import { beamSearch } from '../../src/engine/strategy/beam.js';
import { farFirst } from '../../src/engine/strategy/far-first.js';
import { optimalProblem, searchOptimal } from '../../src/engine/strategy/optimal.js';
import { DEFAULT_PORTFOLIO } from '../../src/engine/strategy/portfolio-options.js';
import { solvePortfolio } from '../../src/engine/strategy/portfolio.js';
import { runSearch } from '../../src/engine/strategy/run-search.js';
import { WEIGHT_DIVISORS, weightedProblem } from '../../src/engine/strategy/weighted.js';
import { solve } from '../../src/engine/solve.js';
import { bfsDistance } from '../helpers/bfs.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { WALLED_3X3 } from '../fixtures/boards.js';

/** Boards small enough for breadth-first search: open, walled, oblong, and random walks of each. */
const SCENARIOS: readonly string[] = [
  WALLED_3X3,
  '3,3,867254301', // the 8-puzzle's hardest instance: 31 moves
  ...generateProblems({ count: 10, seed: 77, minSide: 2, maxSide: 3, walkPerCell: 6 }).map((p) => formatBoard(p.board)),
  ...generateProblems({ count: 4, seed: 78, minSide: 2, maxSide: 4, walkPerCell: 3 }).map((p) => formatBoard(p.board)).filter((line) => line.length <= 14),
];

interface Strategy {
  readonly name: string;
  /** Claims an optimal answer. */
  readonly optimal: boolean;
  /** An answer from `start` to `goal`, or undefined when the strategy found none. */
  readonly solve: (engine: Engine, start: Board, goal: Board) => Promise<string | undefined>;
}

const found = (outcome: { status: string; moves?: string }) => (outcome.status === 'found' ? outcome.moves : undefined);
const ENGINES: readonly EngineName[] = ['wasm', 'ts'];
const STRATEGIES: readonly Strategy[] = [
  ...(['manhattan', 'linear-conflict', 'pdb', 'auto'] as const).map((heuristic) => ({
    name: `IDA* (${heuristic})`, optimal: true,
    solve: async (engine: Engine, start: Board, goal: Board) => found(await runSearch(engine, optimalProblem(start, goal, heuristic))),
  })),
  { name: 'optimal search with sliced builds', optimal: true, solve: async (engine, start, goal) => found(await searchOptimal(engine, start, goal, 'auto')) },
  { name: 'beam', optimal: false, solve: async (engine, start, goal) => (await beamSearch(engine, optimalProblem(start, goal, 'manhattan'), { width: 200, stallDepths: 60 })).moves },
  ...WEIGHT_DIVISORS.map((divisor) => ({
    name: `weighted IDA* (1/${divisor})`, optimal: false,
    solve: async (engine: Engine, start: Board, goal: Board) => found(await runSearch(engine, weightedProblem(start, goal, divisor))),
  })),
  {
    name: 'FarFirst', optimal: false,
    solve: async (engine, start, goal) => (await farFirst(engine, start, goal, {}, {
      stepNodes: DEFAULT_PORTFOLIO.farFirstStepNodes, restNodes: 50, endgameCells: 0,
      endgameNodes: DEFAULT_PORTFOLIO.farFirstEndgameNodes, undoLevels: DEFAULT_PORTFOLIO.farFirstUndoLevels,
    })).moves,
  },
  {
    name: 'portfolio', optimal: false,
    solve: async (engine, start, goal) => {
      const outcome = await solvePortfolio(engine, start, goal, {});
      if (outcome.status === 'found' && outcome.optimal) expect(outcome.moves.length).toBe(bfsDistance(start, goal));
      return outcome.status === 'found' ? outcome.moves : undefined;
    },
  },
  {
    name: 'solve() (optimal)', optimal: true,
    solve: async (engine, start, goal) => {
      const result = await solve(start, { goal, engine: engine.name, optimal: true });
      return result.status === 'solved' ? result.moves : undefined;
    },
  },
];

describe.each(ENGINES)('conformance on the %s engine', (engineName) => {
  const engine = createEngine(engineName);
  describe.each(STRATEGIES.map((strategy) => [strategy.name, strategy] as const))('%s', (_name, strategy) => {
    it.each(SCENARIOS)('%s', async (line) => {
      const start = parseBoard(line);
      const goal = defaultGoal(start);
      const shortest = bfsDistance(start, goal);
      const moves = await strategy.solve(engine, start, goal);
      expect(moves).toBeDefined();
      expect(checkSolution(start, goal, moves!)).toBeUndefined();
      if (strategy.optimal) expect(moves!.length).toBe(shortest);
      else expect(moves!.length).toBeGreaterThanOrEqual(shortest);
    });
  });
});
