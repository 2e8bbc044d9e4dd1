// The library's front door: solve one board under a time limit, with a tagged result.
import { type Board, checkBoard, parseBoard } from './board/board.js';
import { checkGoal, defaultGoal, parseGoal } from './board/goal.js';
import { InputError } from '../../core/input-error.js';
import { checkSolution } from './board/moves.js';
import { solvability } from './board/solvability.js';
import { acquireEngine, releaseEngine } from './engine/engine-pool.js';
import type { Engine, EngineName } from './engine/engine.js';
import type { HeuristicName } from './heuristics/heuristic.js';
import { searchOptimal } from './strategy/optimal.js';
import { DEFAULT_PORTFOLIO, type PortfolioOptions } from './strategy/portfolio-options.js';
import { solvePortfolio } from './strategy/portfolio.js';
import { ProgressMeter, type SolveProgress } from '../../core/limits.js';

export interface SolveOptions {
  /** The goal's CELLS (same size, walls and tiles as the board). Default: the DevQuiz goal. */
  readonly goal?: string | Board;
  /**
   * Accept only a proven optimal answer (IDA* alone). Default false: the strategy portfolio, whose
   * answers are marked optimal only when proven so.
   */
  readonly optimal?: boolean;
  /** Give up after this many milliseconds. Default: no limit. */
  readonly timeLimitMs?: number;
  /** Stops the search between slices. */
  readonly signal?: AbortSignal;
  /** Which engine searches. Default 'wasm'. */
  readonly engine?: EngineName;
  /** The admissible heuristic of the `optimal` search. Default 'auto': the best for the board. */
  readonly heuristic?: HeuristicName;
  /** Called between search slices, with the whole solve's nodes, time and current stage. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** Tunes the strategy portfolio (not with `optimal`); see PortfolioOptions for each default. */
  readonly portfolio?: Partial<PortfolioOptions>;
}

export type SolveResult =
  | {
      readonly status: 'solved';
      readonly moves: string;
      readonly optimal: boolean;
      readonly nodes: number;
      readonly ms: number;
      readonly engine: EngineName;
      /** Other answers as short (each replayed too), with other moves per direction: for a shared budget to choose from. */
      readonly alternatives?: readonly string[];
    }
  | { readonly status: 'unsolvable'; readonly reason: string }
  | { readonly status: 'timeout'; readonly nodes: number; readonly ms: number; readonly bound: number }
  | { readonly status: 'aborted'; readonly nodes: number; readonly ms: number; readonly bound: number }
  | { readonly status: 'invalid'; readonly reason: string };

/** Solves `board` (a `W,H,CELLS` line or a Board object, checked alike). Never throws for bad input: see `invalid`. */
export async function solve(board: string | Board, options: SolveOptions = {}): Promise<SolveResult> {
  let start: Board, goal: Board;
  try {
    start = typeof board === 'string' ? parseBoard(board) : checkBoard(board);
    goal = options.goal === undefined ? defaultGoal(start)
      : typeof options.goal === 'string' ? parseGoal(options.goal, start)
      : checkedGoal(start, checkBoard(options.goal));
  } catch (error) {
    if (error instanceof InputError) return { status: 'invalid', reason: error.message };
    throw error;
  }
  const verdict = solvability(start, goal);
  if (verdict.kind === 'unsolvable') return { status: 'unsolvable', reason: verdict.reason };

  const engine: Engine = acquireEngine(options.engine ?? 'wasm');
  try {
    return await solveWith(engine, start, goal, options);
  } finally {
    releaseEngine(engine);
  }
}

async function solveWith(engine: Engine, start: Board, goal: Board, options: SolveOptions): Promise<SolveResult> {
  const started = performance.now();
  const deadline = options.timeLimitMs === undefined ? Infinity : started + options.timeLimitMs;
  const meter = new ProgressMeter(options.onProgress, started);
  if (options.optimal) meter.stage = 'optimal';
  const limits = { deadline, signal: options.signal, meter };
  const outcome = options.optimal
    ? await searchOptimal(engine, start, goal, options.heuristic ?? 'auto', limits)
    : await solvePortfolio(engine, start, goal, limits, { ...DEFAULT_PORTFOLIO, ...options.portfolio });
  const ms = performance.now() - started;
  if (outcome.status === 'found') {
    const alternatives = 'alternatives' in outcome ? outcome.alternatives : [];
    for (const moves of [outcome.moves, ...alternatives]) assertSolves(start, goal, moves);
    const optimal = 'optimal' in outcome ? outcome.optimal : true;
    const found = { status: 'solved', moves: outcome.moves, optimal, nodes: outcome.nodes, ms, engine: engine.name } as const;
    return alternatives.length > 0 ? { ...found, alternatives } : found;
  }
  // 'limit' means no path within MAX_DEPTH moves: not a proof of unsolvability, so it reads as a timeout.
  const status = outcome.status === 'aborted' ? 'aborted' : 'timeout';
  return { status, nodes: outcome.nodes, ms, bound: outcome.bound };
}

/** Every answer is replayed before it leaves the package: a wrong answer is a bug, never a result. */
export function assertSolves(start: Board, goal: Board, moves: string): void {
  const problem = checkSolution(start, goal, moves);
  if (problem) throw new Error(`internal error: a search returned a wrong answer (${problem})`);
}

function checkedGoal(start: Board, goal: Board): Board {
  checkGoal(start, goal);
  return goal;
}
