// The library's front door: solve one board under a time limit, with a tagged result.
import { type Board, checkBoard, parseBoard } from './board/board.js';
import { checkGoal, defaultGoal, parseGoal } from './board/goal.js';
import { InputError } from '../core/input-error.js';
import { checkSolution } from './board/moves.js';
import { solvability } from './board/solvability.js';
import { acquireEngine, releaseEngine } from './search/engine-pool.js';
import type { Engine, EngineName } from './search/engine.js';
import { DEFAULT_HEURISTIC, type HeuristicName } from './heuristics/heuristic.js';
import { DEFAULT_ENGINE } from './search/create-engine.js';
import { searchOptimal } from './strategy/optimal.js';
import { DEFAULT_PORTFOLIO, type PortfolioOptions } from './strategy/portfolio-options.js';
import { solvePortfolio } from './strategy/portfolio.js';
import { stagesFor } from './strategy/portfolio-stages.js';
import { ProgressMeter, type SolveProgress } from '../core/limits.js';

/** How {@link solve} works on a board. Every option is optional; `{}` takes every default. */
export interface SolveOptions {
  /**
   * The goal: its CELLS field as a string (the size is the board's), or a Board. It must have the
   * board's size, walls and tiles, or the result is `invalid`. Default: the DevQuiz goal (tiles in
   * reading order, blank bottom-right).
   */
  readonly goal?: string | Board;
  /**
   * Accept only a proven optimal answer (IDA* alone). Default false: the strategy portfolio, whose
   * answers are marked optimal only when proven so.
   */
  readonly optimal?: boolean;
  /**
   * Time limit in milliseconds, counted from the start of the search: the solve then ends with
   * `timeout`, or (without `optimal`) with its best answer so far. Default: no limit.
   */
  readonly timeLimitMs?: number;
  /**
   * Stops the search at its next slice, within milliseconds: the result is `aborted` (or, without
   * `optimal`, possibly `solved` with an answer found before). Default: none.
   */
  readonly signal?: AbortSignal;
  /** Which engine searches: `wasm` or `ts` (same answers and node counts). Default {@link DEFAULT_ENGINE} (`'wasm'`). */
  readonly engine?: EngineName;
  /**
   * The admissible heuristic of the `optimal` search (ignored without it): `manhattan`,
   * `linear-conflict`, `pdb` or `auto`. Default {@link DEFAULT_HEURISTIC} (`'auto'`: the best for the board).
   */
  readonly heuristic?: HeuristicName;
  /**
   * Called between search slices and when a portfolio stage starts, with the whole solve's nodes,
   * time, current stage and IDA* bound. Default: none.
   */
  readonly onProgress?: (progress: SolveProgress) => void;
  /**
   * Tunes the strategy portfolio (ignored with `optimal`): the fields given replace those of
   * {@link DEFAULT_PORTFOLIO}, the rest keep their defaults. Default: none.
   */
  readonly portfolio?: Partial<PortfolioOptions>;
  /**
   * An answer found before (ignored with `optimal`), returned when nothing shorter is found or the
   * time runs out first. Up to 6 x 6 the portfolio's beams and proof are bounded by it, and it is
   * optimal when the proof shows none shorter. One that does not solve the board makes the result
   * `invalid`. Default: none.
   */
  readonly improve?: string;
  /**
   * A lower bound proved before on the answer's length (ignored with `optimal`): the `lowerBound`
   * an earlier solve of this board toward this goal returned (on any tag that has one). The portfolio's proof starts
   * its IDA* there rather than at the start's heuristic, and an answer that meets it is optimal. A
   * whole number from 0; one above `improve`'s length makes the result `invalid`. A bound that was
   * not proven can make `optimal` wrong. Default: 0.
   */
  readonly lowerBound?: number;
}

/**
 * What {@link solve} returns, told apart by `status`: `solved`, `unsolvable`, `timeout`,
 * `aborted` or `invalid`. Bad input is a result, never an exception.
 */
export type SolveResult =
  | {
      /** An answer was found, and replayed to check that it reaches the goal. */
      readonly status: 'solved';
      /** The answer: the blank's moves over `LRUD` (empty when the board is already the goal). */
      readonly moves: string;
      /**
       * True when the answer is proven shortest: always with `optimal: true`; without it, when a
       * lower bound proved by IDA* meets the answer's length.
       */
      readonly optimal: boolean;
      /**
       * A lower bound on the answer's length (no answer is shorter), proved by IDA* or given as
       * `lowerBound`: the answer's own length when `optimal`, else at most it; 0 if none.
       */
      readonly lowerBound: number;
      /** Nodes every search of the solve spent. */
      readonly nodes: number;
      /** Milliseconds the search took (after the input was read and checked). */
      readonly ms: number;
      /** The engine that searched. */
      readonly engine: EngineName;
      /**
       * Other answers of the same length found on the way, each replayed too (portfolio only;
       * absent when there are none): a batch with a shared move budget may prefer one.
       */
      readonly alternatives?: readonly string[];
    }
  | {
      /** Proven before any search: no sequence of moves reaches the goal. */
      readonly status: 'unsolvable';
      /** Why not, in one line (e.g. the parity rule, or a tile walled off from its home). */
      readonly reason: string;
    }
  | {
      /**
       * The time limit came before an answer. Without `optimal`, a time limit ends the solve with
       * the best answer so far (`solved`) when there is one. With `optimal`, also the result when
       * IDA* finds no path of at most 4095 moves (no proof of unsolvability).
       */
      readonly status: 'timeout';
      /** Nodes every search of the solve spent. */
      readonly nodes: number;
      /** Milliseconds the search took. */
      readonly ms: number;
      /** A lower bound on the answer's length, proved by IDA* or given as `lowerBound`; 0 if none. */
      readonly lowerBound: number;
    }
  | {
      /**
       * The `signal` stopped the solve. Without `optimal`, an answer found before the abort may be
       * returned as `solved` instead.
       */
      readonly status: 'aborted';
      /** Nodes every search of the solve spent. */
      readonly nodes: number;
      /** Milliseconds the search took. */
      readonly ms: number;
      /** A lower bound on the answer's length, proved by IDA* or given as `lowerBound`; 0 if none. */
      readonly lowerBound: number;
    }
  | {
      /** The board or the goal could not be read, or they do not match. */
      readonly status: 'invalid';
      /** What is wrong, in one line (the {@link InputError}'s message). */
      readonly reason: string;
    };

/**
 * Solves one board: checks it and the goal, tries the cheap proofs of unsolvability
 * ({@link solvability}), then searches with IDA* alone (`optimal: true`) or the strategy
 * portfolio. Every answer is replayed before it is returned. Engines are pooled per thread, so
 * solves may run concurrently.
 * @param board a `W,H,CELLS` line (see {@link parseBoard}) or a {@link Board}, checked alike
 * @param options the goal, time limit, signal, engine, heuristic, progress callback and portfolio
 * tuning; default `{}` (see {@link SolveOptions} for each default)
 * @returns a promise of the result: `solved`, `unsolvable`, `timeout`, `aborted` or `invalid`.
 * Never rejects for bad input: that is `invalid`
 * @throws (the promise rejects) with an `Error` starting `internal error:` if an answer fails its
 * replay (a bug, never a result); errors of the engine itself, such as the wasm module failing to
 * compile (see {@link wasmModule}), propagate too
 */
export async function solve(board: string | Board, options: SolveOptions = {}): Promise<SolveResult> {
  const checked = checkSolve(board, options);
  if ('status' in checked) return checked;
  const engine: Engine = acquireEngine(options.engine ?? DEFAULT_ENGINE);
  try {
    return await solveWith(engine, checked.start, checked.goal, options, checked.lowerBound);
  } finally {
    releaseEngine(engine);
  }
}

/**
 * What every solve does first: the board, the goal and the options read and checked, then the cheap
 * proofs of unsolvability. The boards and the lower bound to search from, or the result that ends
 * the solve (`invalid` or `unsolvable`).
 */
export function checkSolve(board: string | Board, options: SolveOptions): { start: Board; goal: Board; lowerBound: number } | SolveResult {
  let start: Board, goal: Board, lowerBound: number;
  try {
    start = typeof board === 'string' ? parseBoard(board) : checkBoard(board);
    goal = options.goal === undefined ? defaultGoal(start)
      : typeof options.goal === 'string' ? parseGoal(options.goal, start)
      : checkedGoal(start, checkBoard(options.goal));
    const { improve } = options;
    if (improve !== undefined && typeof improve !== 'string') throw new InputError('the answer to improve must be a string of moves');
    const wrong = improve === undefined ? undefined : checkSolution(start, goal, improve);
    if (wrong !== undefined) throw new InputError(`the answer to improve is wrong: ${wrong}`);
    lowerBound = options.lowerBound === undefined ? 0 : options.lowerBound;
    if (!Number.isSafeInteger(lowerBound) || lowerBound < 0) throw new InputError('the lower bound must be a whole number from 0');
    if (improve !== undefined && lowerBound > improve.length) {
      throw new InputError(`the lower bound ${lowerBound} is above the answer to improve (${improve.length} moves)`);
    }
  } catch (error) {
    if (error instanceof InputError) return { status: 'invalid', reason: error.message };
    throw error;
  }
  const verdict = solvability(start, goal);
  if (verdict.kind === 'unsolvable') return { status: 'unsolvable', reason: verdict.reason };
  return { start, goal, lowerBound };
}

async function solveWith(engine: Engine, start: Board, goal: Board, options: SolveOptions, lowerBound: number): Promise<SolveResult> {
  const started = performance.now();
  const deadline = options.timeLimitMs === undefined ? Infinity : started + options.timeLimitMs;
  const meter = new ProgressMeter(options.onProgress, started);
  if (options.optimal) meter.stage = 'optimal';
  const limits = { deadline, signal: options.signal, meter };
  const outcome = options.optimal
    ? await searchOptimal(engine, start, goal, options.heuristic ?? DEFAULT_HEURISTIC, limits)
    : await solvePortfolio(engine, start, goal, limits, { ...DEFAULT_PORTFOLIO, ...options.portfolio }, stagesFor(start), { moves: options.improve, lowerBound });
  const ms = performance.now() - started;
  if (outcome.status === 'found') {
    const alternatives = 'alternatives' in outcome ? outcome.alternatives : [];
    for (const moves of [outcome.moves, ...alternatives]) assertSolves(start, goal, moves);
    const optimal = 'optimal' in outcome ? outcome.optimal : true;
    const proven = 'lowerBound' in outcome ? outcome.lowerBound : outcome.moves.length;
    const found = { status: 'solved', moves: outcome.moves, optimal, lowerBound: proven, nodes: outcome.nodes, ms, engine: engine.name } as const;
    return alternatives.length > 0 ? { ...found, alternatives } : found;
  }
  // 'limit' means no path within MAX_DEPTH moves: not a proof of unsolvability, so it reads as a timeout.
  const status = outcome.status === 'aborted' ? 'aborted' : 'timeout';
  return { status, nodes: outcome.nodes, ms, lowerBound: outcome.bound };
}

/**
 * Every answer is replayed before it leaves the package: a wrong answer is a bug, never a result.
 * @param start the start board
 * @param goal the goal board
 * @param moves the answer to check
 * @throws `Error` (`internal error: a search returned a wrong answer (...)`) unless `moves` takes
 * `start` to `goal`
 */
export function assertSolves(start: Board, goal: Board, moves: string): void {
  const problem = checkSolution(start, goal, moves);
  if (problem) throw new Error(`internal error: a search returned a wrong answer (${problem})`);
}

function checkedGoal(start: Board, goal: Board): Board {
  checkGoal(start, goal);
  return goal;
}
