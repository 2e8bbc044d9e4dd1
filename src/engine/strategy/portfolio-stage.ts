// What a portfolio stage is: one signature for every stage (portfolio-stages.ts holds the table,
// portfolio.ts runs it).
import type { Board } from '../board/board.js';
import type { Engine } from '../search/engine.js';
import type { PatternSet } from '../heuristics/pattern-database.js';
import type { Limits, Stopped } from '../../core/limits.js';
import type { PortfolioOptions } from './portfolio-options.js';

/** What every stage works on: the board, its goal, the engine, the options and the databases so far. */
export interface PortfolioBoard {
  /** The engine every search runs on. */
  readonly engine: Engine;
  /** The start board. */
  readonly start: Board;
  /** The goal. */
  readonly goal: Board;
  /** The budgets and choices of this solve. */
  readonly options: PortfolioOptions;
  /** Pattern databases toward a board: the goal's, and the start's once a stage builds them (undefined: ran out of time). */
  readonly databases: Map<Board, PatternSet | undefined>;
  /** After this time (performance.now() clock) only a board with a poor answer, or none, searches on. */
  readonly planned: number;
}

/** The best answer so far, and the bound IDA* proved (no answer is shorter). */
export interface BestSoFar {
  /** The shortest answer so far; undefined before any. */
  readonly moves?: string;
  /** The largest bound proved so far: no answer is shorter (0 before any). */
  readonly lowerBound: number;
}

/** What a stage found. */
export interface StageReport {
  /** Answers, each solving the board, in the order found (undefined: a search that found none). */
  readonly answers?: readonly (string | undefined)[];
  /** A lower bound the stage proved; the largest is kept. */
  readonly lowerBound?: number;
  /** The first answer is proven optimal: the portfolio ends with it. */
  readonly optimal?: boolean;
  /** The stage was stopped: the portfolio ends, with what it has. */
  readonly stopped?: Stopped;
}

/** One row of the table: a name for progress reports, when it runs, and what it does. */
export interface Stage {
  /** The stage's name in progress reports (`SolveProgress.stage`). */
  readonly name: string;
  /** Whether the stage runs, given the board, the best answer so far and the limits. */
  readonly when: (board: PortfolioBoard, best: BestSoFar, limits: Limits) => boolean;
  /** Runs the stage within `limits`; it may add databases to `board.databases`. */
  readonly run: (board: PortfolioBoard, best: BestSoFar, limits: Limits) => Promise<StageReport>;
}
