// The Procon solver. Boards of up to 6 cells are solved exactly (exact.ts). Larger ones get a
// portfolio of answers, the cheapest kept after the optimiser (optimise.ts):
// - One selection (one-selection.ts): the sliding puzzle, the selected piece as the blank. On large
//   boards the slide puzzle's reduction brings lines home by beams (seed 001 fills large boards
//   from a corner inward; reduce-beam.ts).
// - Small boards with selections to spare: seed 001's select-and-swap beam (select-swap-beam.ts),
//   twice, the second with its width split by selections used; the nearest board each saw with a
//   selection left is finished by one more selection.
import type { EngineName, PortfolioOptions } from '../../../engine/index.js';
import { type ProconScore, type Selection, playProconAnswer, scoreProconAnswer } from './answer.js';
import { EXACT_MAX_CELLS, exactAnswer } from './exact.js';
import { type OneSelectionResult, PARITY_NEEDS_TWO, oneSelection } from './one-selection.js';
import { optimiseAnswer } from './optimise.js';
import type { ProconProblem } from './problem.js';
import { type SelectSwapBeamOptions, selectSwapBeam } from './select-swap-beam.js';

export interface ProconSolveOptions {
  /** Milliseconds for the whole solve. Default 10,000. */
  readonly timeLimitMs?: number;
  /** The engine of the slide puzzle's searches and the select-and-swap beam: `wasm` (default) or its TS twin `ts`. */
  readonly engine?: EngineName;
  /**
   * Stops the solve within milliseconds: the result is `aborted`, or `solved` with the cheapest
   * answer found before (as the slide puzzle's `solve()` does).
   */
  readonly signal?: AbortSignal;
  /** Tunes the slide puzzle's portfolio, which makes the one-selection answers (as `solve()`'s option). Default: none. */
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

export type ProconSolveResult =
  | {
    readonly status: 'solved'; readonly answer: readonly Selection[]; readonly score: ProconScore;
    /** True when the answer is proven cheapest (boards of at most EXACT_MAX_CELLS cells, solved exactly). */
    readonly optimal: boolean; readonly ms: number;
  }
  | { readonly status: 'unsolvable'; readonly reason: string }
  | { readonly status: 'timeout' | 'aborted'; readonly ms: number };

export const DEFAULT_PROCON_TIME_LIMIT_MS = 10_000;

/** Boards of at most this many cells get the select-and-swap beam (seed 001: up to 10x10). */
export const SELECT_BEAM_MAX_CELLS = 100;
const SELECT_BEAM = { width: 3000, distanceWeight: 6, stallDepths: 60 };
/**
 * The select-and-swap beams solveProcon runs by default: 3,000 boards a depth; the distance sum
 * counted as 1.5 swaps a unit (weight 6 of 4); stalled after 60 depths without a nearer board.
 * On the practice boards of up to 100 cells, 3,000 wide cost less than 1,000 on 6 of 11 boards
 * (07: 1,536 against 2,176) and more on none but one; 6,000 gained no more; weights 4 and 8 were
 * no better. Two beams run, the second with its width split by selections used (seed 001;
 * width-shares.ts), each with half the time: on the practice boards (`npm run bench:procon`) 07
 * fell from 1,536 to 1,280 and 17 from 2,780 to 2,080, and 12, whose beam needs the time, rose
 * from 99,900 to 107,100 on one thread (the CLI's two threads deal the beams out, four of them,
 * so each has more of the time: solve-threads.ts).
 */
export const DEFAULT_SELECT_BEAMS: readonly SelectSwapBeamOptions[] = [false, true].map((splitBySelections) => ({ ...SELECT_BEAM, splitBySelections }));
/** The share of the time limit for one selection from the start; each beam and its finish then share the rest. */
const SINGLE_SHARE = 0.4;

/**
 * Solves a problem; every answer is replayed before the cheapest is returned.
 * @throws `Error` (`internal error: ...`) if an answer fails its replay, a bug
 */
export async function solveProcon(problem: ProconProblem, options: ProconSolveOptions = {}): Promise<ProconSolveResult> {
  const started = performance.now();
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_PROCON_TIME_LIMIT_MS;
  const { engine, signal, portfolio, beams = DEFAULT_SELECT_BEAMS, singleToo = true } = options;
  if (problem.pieces.length <= EXACT_MAX_CELLS) return exactly(problem, started);
  const answers: Selection[][] = [];
  const beamToo = beamsFit(problem) && beams.length > 0;
  // Left out, one selection reads as out of time: the answer, if any, is the beams'.
  const single: OneSelectionResult = beamToo && !singleToo ? { status: 'timeout' }
    : await oneSelection(problem, { timeLimitMs: (beamToo ? SINGLE_SHARE : 1) * timeLimitMs, engine, signal, portfolio });
  if (single.status === 'solved') answers.push(single.answer);
  for (let k = 0; beamToo && k < beams.length && !signal?.aborted; k++) {
    // Each beam and its finish get an equal part of the time left, half each; the nearest board
    // the beam saw with a selection left is finished by one selection more.
    const part = (timeLimitMs - (performance.now() - started)) / (beams.length - k);
    const beam = await selectSwapBeam(problem, beams[k], { deadline: performance.now() + part / 2, signal }, engine);
    if (beam.answer) answers.push(beam.answer);
    const pieces = playProconAnswer(problem, beam.closest);
    const left = problem.selectLimit - beam.closest.length;
    const rest = started + timeLimitMs - (beams.length - k - 1) * part - performance.now();
    const finish = await oneSelection({ ...problem, pieces, selectLimit: left }, { timeLimitMs: Math.max(rest, 0), engine, signal, portfolio });
    if (finish.status === 'solved') answers.push([...beam.closest, ...finish.answer]);
  }
  const ms = performance.now() - started;
  if (answers.length === 0) {
    if (single.status === 'timeout' || single.status === 'aborted') return { status: single.status, ms };
    return { status: 'unsolvable', reason: single.status === 'unsolvable' ? single.reason : 'no answer' };
  }
  return { status: 'solved', ...cheapestReplayed(problem, answers), optimal: false, ms };
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
