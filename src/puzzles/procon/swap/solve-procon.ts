// The Procon solver. Boards of up to 6 cells are solved exactly (exact.ts). Larger ones get a
// portfolio of answers, the cheapest kept after the optimiser (optimise.ts):
// - One selection (one-selection.ts): the sliding puzzle, the selected piece as the blank. On large
//   boards the engine's reduction brings lines home by beams (as the Procon 25 champion fills
//   large boards from a corner inward; reduce-beam.ts).
// - With selections to spare, the champion's select-and-swap beam (select-swap-beam.ts): on boards
//   of up to 100 cells over the whole board, after one selection from the start in 40% of the
//   time; on larger ones, with two selections or more for the core, over the core of the
//   one-selection answer (core.ts: its last 10x10, as the champion hands its central 10x10 to the
//   beam), after that answer in 75% of the time.
//   The nearest board each beam saw with a selection left is finished by one more selection.
// The costs choose: every answer is priced, and the cheapest is returned.
import { formatGiven } from '../../../core/input-error.js';
import { DEFAULT_ENGINE, type EngineName, InputError, type PortfolioOptions } from '../../../engine/index.js';
import { type ProconScore, type Selection, playProconAnswer, scoreProconAnswer } from './answer.js';
import { coreOf, liftCoreAnswer } from './core.js';
import { EXACT_MAX_CELLS, exactAnswer } from './exact.js';
import { type OneSelectionResult, PARITY_NEEDS_TWO, oneSelection } from './one-selection.js';
import { optimiseAnswer } from './optimise.js';
import { type ProconProblem, formatProconProblem, parseProconProblem } from './problem.js';
import { type SelectSwapBeamOptions, selectSwapBeam } from './select-swap-beam.js';

/** How {@link solveProcon} runs. Every option is optional; `{}` takes every default. */
export interface ProconSolveOptions {
  /** Milliseconds for the whole solve. Default {@link DEFAULT_PROCON_TIME_LIMIT_MS} (10,000). */
  readonly timeLimitMs?: number;
  /**
   * The engine of the sliding searches and the select-and-swap beam: `wasm` or its TS twin `ts`.
   * Default {@link DEFAULT_ENGINE} (`'wasm'`).
   */
  readonly engine?: EngineName;
  /**
   * Stops the solve within milliseconds: the result is `aborted`, or `solved` with the cheapest
   * answer found before (as the engine's `solve()` does). Default: none.
   */
  readonly signal?: AbortSignal;
  /** Tunes the engine's portfolio, which makes the one-selection answers (as `solve()`'s option). Default: none. */
  readonly portfolio?: Partial<PortfolioOptions>;
  /**
   * The select-and-swap beams for boards of up to SELECT_BEAM_MAX_CELLS cells, in order, each with
   * its finish and an equal part of the time left after one selection. Default
   * {@link DEFAULT_SELECT_BEAMS}.
   */
  readonly beams?: readonly SelectSwapBeamOptions[];
  /**
   * Where the beams run, whether one selection from the start is tried too (before them, in 40%
   * of the time); without it the beams have the whole time. Default true. Threads leave it to the
   * first thread (solve-threads.ts).
   */
  readonly singleToo?: boolean;
}

/**
 * What {@link solveProcon} returns, told apart by `status`: `solved`, `unsolvable`, `timeout`,
 * `aborted` or `invalid`. Bad input is a result, never an exception.
 */
export type ProconSolveResult =
  | {
      /** An answer was found, and replayed to check that it puts every piece home; the cheapest is returned. */
      readonly status: 'solved';
      /** The answer: its selections, each with its swaps. */
      readonly answer: readonly Selection[];
      /** The answer's cost, selections and swaps, by replay (`misplaced` is 0). */
      readonly score: ProconScore;
      /** True when the answer is proven cheapest (boards of at most EXACT_MAX_CELLS cells, 6, solved exactly). */
      readonly optimal: boolean;
      /** Milliseconds the solve took (after the input was read and checked). */
      readonly ms: number;
    }
  | {
      /**
       * Proven: no answer within the selection limit (a limit of one selection, and no piece whose
       * distance home has the permutation's parity).
       */
      readonly status: 'unsolvable';
      /** Why not, in one line. */
      readonly reason: string;
    }
  | {
      /** The time limit came before any answer. */
      readonly status: 'timeout';
      /** Milliseconds the solve took. */
      readonly ms: number;
    }
  | {
      /** The `signal` stopped the solve before any answer (after one, the result is `solved`). */
      readonly status: 'aborted';
      /** Milliseconds the solve took. */
      readonly ms: number;
    }
  | {
      /** The board could not be read: its text, or a {@link ProconProblem} checked as its text is. */
      readonly status: 'invalid';
      /** What is wrong, in one line (the {@link InputError}'s message, as {@link parseProconProblem} gives it). */
      readonly reason: string;
    };

/** {@link solveProcon}'s time limit when none is given: 10,000 ms (the CLI's `--time-limit` default, 10 s). */
export const DEFAULT_PROCON_TIME_LIMIT_MS = 10_000;

/** Boards of at most this many cells get the select-and-swap beam (the Procon 25 champion's: up to 10x10). */
export const SELECT_BEAM_MAX_CELLS = 100;
/**
 * The select-and-swap beams solveProcon runs by default: one, 4,000 boards a depth, the Procon 25
 * champion's width.
 */
export const DEFAULT_SELECT_BEAMS: readonly SelectSwapBeamOptions[] = [{ width: 4000 }];
/**
 * The share of the time limit for one selection from the start; each beam and its finish then
 * share the rest. With 25% the practice boards' answers were the same, but 10x10 boards at select
 * 300, swap 1 cost 1.4% to 3.5% more, where one selection's answer wins.
 */
const SINGLE_SHARE = 0.4;
/**
 * On boards over SELECT_BEAM_MAX_CELLS cells, one selection's share: its core's beams have the
 * rest. The beam on a 10x10 core ends in 1.5 to 3.5 s at 4,000 wide; with 60% the one-selection
 * answers lost more than the core won back (16x16 at 50/100/15, seeds 11 and 12: 578,175 a board
 * against 523,475 with 75%, and 551,700 with one selection alone in the whole time).
 */
const CORE_SINGLE_SHARE = 0.75;
/** A beam's share of its part of the time; its finish (the nearest board it saw, by one selection more) has the rest. */
const BEAM_SHARE = 0.85;

/**
 * Solves a Procon 25 select-and-swap board; every answer is replayed before the cheapest is
 * returned.
 * @param input the practice format's text (`W H limit select_cost swap_cost`, then the targets; see
 * {@link parseProconProblem}) or a {@link ProconProblem}, checked alike (through its text)
 * @param options the time limit, engine, signal, portfolio and beams; default `{}` (see
 * {@link ProconSolveOptions} for each default)
 * @returns a promise of the result: `solved`, `unsolvable`, `timeout`, `aborted` or `invalid`.
 * Never rejects for bad input: that is `invalid`
 * @throws (the promise rejects) with an `Error` (`internal error: ...`) if an answer fails its
 * replay, a bug
 */
export async function solveProcon(input: ProconProblem | string, options: ProconSolveOptions = {}): Promise<ProconSolveResult> {
  const read = readProconInput(input);
  if ('reason' in read) return read;
  const { problem } = read;
  const started = performance.now();
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_PROCON_TIME_LIMIT_MS;
  const { engine = DEFAULT_ENGINE, signal, portfolio, beams = DEFAULT_SELECT_BEAMS, singleToo = true } = options;
  if (signal?.aborted) return { status: 'aborted', ms: 0 };
  if (problem.pieces.length <= EXACT_MAX_CELLS) return exactly(problem, started);
  const answers: Selection[][] = [];
  const beamToo = beamsFit(problem) && beams.length > 0;
  // A core with one selection is the sliding puzzle again, which one selection's answer solved.
  const coreToo = problem.pieces.length > SELECT_BEAM_MAX_CELLS && problem.selectLimit >= 3 && beams.length > 0;
  // Left out, one selection reads as out of time: the answer, if any, is the beams'.
  const single: OneSelectionResult = beamToo && !singleToo ? { status: 'timeout' }
    : await oneSelection(problem, { timeLimitMs: (beamToo ? SINGLE_SHARE : coreToo ? CORE_SINGLE_SHARE : 1) * timeLimitMs, engine, signal, portfolio });
  if (single.status === 'solved') answers.push(single.answer);
  // The beams search the whole board, or on a large one the core of the answer of one selection.
  const core = coreToo && single.status === 'solved' && !signal?.aborted ? coreOf(problem, single.answer) : undefined;
  const board = beamToo ? problem : core?.problem;
  const lift = (answer: Selection[]) => (core ? liftCoreAnswer(core, answer) : answer);
  // The beams need only find answers cheaper than one selection's (on the core: its swaps after
  // the core's start, and the selection the core has to make anew).
  const below = single.status !== 'solved' ? Infinity : scoreProconAnswer({ ...problem, selectLimit: Infinity }, single.answer).cost
    - (core ? scoreProconAnswer({ ...problem, selectLimit: Infinity }, core.before).cost - problem.selectCost : 0);
  for (let k = 0; board && k < beams.length && !signal?.aborted; k++) {
    // Each beam and its finish get an equal part of the time left, most of it the beam's; the
    // nearest board the beam saw with a selection left is finished by one selection more.
    const part = (timeLimitMs - (performance.now() - started)) / (beams.length - k);
    const beam = await selectSwapBeam(board, beams[k], { deadline: performance.now() + part * BEAM_SHARE, signal }, engine, below);
    if (beam.answer) answers.push(lift(beam.answer));
    const pieces = playProconAnswer(board, beam.closest);
    const left = board.selectLimit - beam.closest.length;
    const rest = started + timeLimitMs - (beams.length - k - 1) * part - performance.now();
    const finish = await oneSelection({ ...board, pieces, selectLimit: left }, { timeLimitMs: Math.max(rest, 0), engine, signal, portfolio });
    if (finish.status === 'solved') answers.push(lift([...beam.closest, ...finish.answer]));
  }
  const ms = performance.now() - started;
  if (answers.length === 0) {
    // Without an answer, one selection's own verdict stands: a proof, or the limits ran out.
    if (single.status === 'unsolvable') return { status: 'unsolvable', reason: single.reason };
    return { status: single.status === 'aborted' ? 'aborted' : 'timeout', ms };
  }
  return { status: 'solved', ...cheapestReplayed(problem, answers), optimal: false, ms };
}

/**
 * Reads a board for a solve: its text, or a ProconProblem through its text, so that one is checked
 * as text is (a target given twice, one off the grid, a size out of range, ...).
 * @returns the board, or the `invalid` result with the reader's one-line reason
 */
export function readProconInput(input: ProconProblem | string): { readonly problem: ProconProblem } | { readonly status: 'invalid'; readonly reason: string } {
  try {
    return { problem: parseProconProblem(typeof input === 'string' ? input : formatGiven(input, 'a ProconProblem', formatProconProblem)) };
  } catch (error) {
    if (error instanceof InputError) return { status: 'invalid', reason: error.message };
    throw error;
  }
}

/**
 * The cheapest of `answers` (at least one), each optimised (optimise.ts) and replayed first.
 * @throws `Error` (`internal error: ...`) if an answer leaves pieces misplaced, a bug
 */
export function cheapestReplayed(problem: ProconProblem, answers: readonly (readonly Selection[])[]): { answer: Selection[]; score: ProconScore } {
  const scored = answers.map((answer) => optimiseAnswer(answer, problem.width)).map((answer) => ({ answer, score: scoreProconAnswer(problem, answer) }));
  for (const { score } of scored) {
    if (score.misplaced !== 0) throw new Error(`internal error: an answer leaves ${score.misplaced} pieces misplaced`);
  }
  return scored.reduce((a, b) => (b.score.cost < a.score.cost ? b : a));
}

/** Whether the select-and-swap beams run on the board: past the exact solver's size, up to SELECT_BEAM_MAX_CELLS, with selections to spare. */
export function beamsFit(problem: ProconProblem): boolean {
  const cells = problem.pieces.length;
  return cells > EXACT_MAX_CELLS && cells <= SELECT_BEAM_MAX_CELLS && problem.selectLimit >= 2;
}

/** A tiny board's proven cheapest answer (exact.ts), replayed. */
function exactly(problem: ProconProblem, started: number): ProconSolveResult {
  const answer = exactAnswer(problem);
  // Two selections solve any board (the first can flip the parity): only a limit of 1 leaves none.
  if (!answer) return { status: 'unsolvable', reason: PARITY_NEEDS_TWO };
  const score = scoreProconAnswer(problem, answer);
  if (score.misplaced !== 0) throw new Error(`internal error: the exact answer leaves ${score.misplaced} pieces misplaced`);
  return { status: 'solved', answer, score, optimal: true, ms: performance.now() - started };
}
