// `batch --deadline`: every board answered first (first-pass.ts, planned from this machine's
// measured speed), then the time left spent where it pays. Rounds of improvement, each with a
// larger portfolio than the last (improve-levels.ts), take the boards without an answer first,
// then those furthest over their proven lower bound for the time their last solve took, those
// whose last solve gained moves ahead. Every solve's time limit ends at the deadline, so a solve
// under way then still returns its best answer.
import { availableParallelism } from 'node:os';
import { defaultGoal, homeDistances, parseBoard } from '../../engine/index.js';
import { InputError } from '../../core/input-error.js';
import type { AnswerBook } from './answer-book.js';
import { IMPROVE_LEVELS } from './improve-levels.js';
import { runFirstPass } from './first-pass.js';
import type { SolvePasses } from './solve-pass.js';

/** The time of a solve not timed here (an answer resumed from a file): a thorough first solve's in a batch. */
export const UNKNOWN_SOLVE_MS = 150;

/** A problem whose answer is over its lower bound ranks this much higher per move its last solve gained. */
export const GAIN_WEIGHT = 2;

/**
 * Runs the first pass over `indices`, then the rounds of improvement, until the deadline (Date.now()
 * clock), a stop, or no board left to improve.
 * @param onPass told the name of each pass as it starts
 */
export async function runAnytime(passes: Pick<SolvePasses, 'run' | 'stopped' | 'workers'>, book: AnswerBook, indices: readonly number[], deadline: number, onPass: (name: string) => void): Promise<void> {
  // Ranked once (a fifth of a second on the real 5000, with the workers idle): the first pass
  // takes its boards from these, so filtering keeps them easiest first.
  const byEase = easiestFirst(book.problems, indices);
  const cores = Math.min(passes.workers, availableParallelism());
  const hadFirstRound = await runFirstPass(passes, book, byEase, cores, deadline, onPass);
  for (let round = 0; round < IMPROVE_LEVELS.length && !passes.stopped && Date.now() < deadline; round++) {
    const open = improvementOrder(book, indices);
    if (open.length === 0) break;
    // A round's portfolio has node budgets: on a board it has already run (the first pass's
    // thorough rung), it would mostly repeat its searches.
    const tasks = round === 0 ? open.filter((index) => !hadFirstRound.has(index)) : open;
    if (tasks.length === 0) continue;
    onPass(`improving, round ${round + 1} of ${IMPROVE_LEVELS.length} (${tasks.length} boards)`);
    await passes.run(tasks, IMPROVE_LEVELS[round], { deadline, reportTimeouts: false });
  }
}

/**
 * The problems to improve, most promising first: those without an answer (timed out or not yet
 * tried), then by moves over the proven lower bound plus {@link GAIN_WEIGHT} per move the last
 * solve gained, over the square root of that solve's time: between the moves over the bound and
 * the moves a second: powers 0.25 to 0.75 did alike on two samples, 0 and 1 worse
 * (docs/benchmarks.md). {@link UNKNOWN_SOLVE_MS} stands in for an unknown time.
 * Problems proven optimal, unsolvable or malformed are left out.
 */
export function improvementOrder(book: AnswerBook, indices: readonly number[]): number[] {
  const priority = (index: number) => {
    const length = book.shortest(index);
    if (length === undefined) return Infinity;
    const ms = Math.max(1, book.solveMs[index] ?? UNKNOWN_SOLVE_MS);
    return (length - book.lowerBound[index] + GAIN_WEIGHT * book.lastGain[index]) / Math.sqrt(ms);
  };
  const open = indices.filter((index) => {
    const status = book.status[index];
    return status === 'timeout' || status === 'pending' || (status === 'answered' && !book.optimal(index));
  });
  return open.map((index) => ({ index, rank: priority(index) })).sort((a, b) => b.rank - a.rank).map(({ index }) => index);
}

/**
 * The problems ordered by their distance sum along the board (the sum of every tile's fewest moves
 * home round the walls), a cheap measure of how long they take; a line that does not parse first,
 * as it fails at once.
 */
export function easiestFirst(problems: readonly string[], indices: readonly number[]): number[] {
  const difficulty = (line: string) => {
    try {
      const board = parseBoard(line);
      const distances = homeDistances(defaultGoal(board));
      let sum = 0;
      board.cells.forEach((code, cell) => { sum += distances.get(code)?.[cell] ?? 0; });
      return sum;
    } catch (error) {
      if (error instanceof InputError) return -1;
      throw error;
    }
  };
  return indices.map((index) => ({ index, rank: difficulty(problems[index]) })).sort((a, b) => a.rank - b.rank).map(({ index }) => index);
}
