// What a portfolio stage is: one signature for every stage (portfolio-stages.ts holds the table,
// portfolio.ts runs it).
import type { Board } from '../board/board.js';
import type { Engine } from '../engine/engine.js';
import type { PatternSet } from '../heuristics/pattern-database.js';
import type { Limits, Stopped } from '../../../core/limits.js';
import type { PortfolioOptions } from './portfolio-options.js';

/** What every stage works on: the board, its goal, the engine, the options and the databases so far. */
export interface PortfolioBoard {
  readonly engine: Engine;
  readonly start: Board;
  readonly goal: Board;
  readonly options: PortfolioOptions;
  /** Pattern databases toward a board: the goal's, and the start's once a stage builds them (undefined: ran out of time). */
  readonly databases: Map<Board, PatternSet | undefined>;
  /** After this time (performance.now() clock) only a board with a poor answer, or none, searches on. */
  readonly planned: number;
}

/** The best answer so far, and the bound IDA* proved (no answer is shorter). */
export interface BestSoFar {
  readonly moves?: string;
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
  readonly name: string;
  readonly when: (board: PortfolioBoard, best: BestSoFar, limits: Limits) => boolean;
  readonly run: (board: PortfolioBoard, best: BestSoFar, limits: Limits) => Promise<StageReport>;
}
