// How each problem of a batch is solved: the options handed to solve() as they are, so a new
// strategy option of solve() reaches the workers without touching the pool.
import type { SolveOptions } from '../../engine/index.js';

/**
 * solve()'s options less those that cannot cross to a worker thread (a signal, a callback), the
 * goal (a batch uses the DevQuiz goal), and the answer to improve and its lower bound (each
 * problem's own, sent with it: solve-pass.ts). Every field is documented on SolveOptions.
 */
export type ProblemSolveOptions = Omit<SolveOptions, 'signal' | 'onProgress' | 'goal' | 'improve' | 'lowerBound'>;

/**
 * Per-problem time limit of `slidepuzzle batch` (30 000 ms) unless --time-limit says otherwise. Only boards still
 * without an answer after the target time use it (see DEFAULT_TARGET_TIME_MS); a few DevQuiz boards
 * need over ten seconds.
 */
export const DEFAULT_TIME_LIMIT_MS = 30_000;

/**
 * Time the portfolio plans each problem over in `slidepuzzle batch` (2 000 ms; its `plannedMs`)
 * unless --target-time says otherwise: most boards are
 * done by then, and only those still without an answer use the rest of the time limit.
 */
export const DEFAULT_TARGET_TIME_MS = 2_000;

/** A worker is taken as hung when a problem has had no answer this long past its time limit. */
export function hangAfterMs(options: ProblemSolveOptions): number {
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  return limit * 1.5 + 5_000;
}
