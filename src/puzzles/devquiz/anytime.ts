// `batch --deadline`: every board answered first, then the time left spent where it pays.
// When the deadline leaves time for it, the first pass is the first round of improvement itself
// (the batch's defaults cut down for speed), easiest boards first: its answers are as good from
// a board without an answer as from one the quick pass found, so the quick pass would be time
// spent twice. Otherwise, or for the boards it leaves, the first pass runs a portfolio cut down
// further (small pattern databases, one narrow beam, no shortening), so answers pile up from the
// start. Then rounds of improvement, each with a larger portfolio than the last, take the boards
// without an answer first, then those furthest over their proven lower bound for the time their
// last solve took, those whose last solve gained moves ahead. Every solve's time limit ends at the
// deadline, so a solve under way then still returns its best answer.
import { availableParallelism } from 'node:os';
import { defaultGoal, homeDistances, parseBoard } from '../../engine/index.js';
import { InputError } from '../../core/input-error.js';
import type { AnswerBook } from './answer-book.js';
import { DEFAULT_TARGET_TIME_MS, DEFAULT_TIME_LIMIT_MS, type ProblemSolveOptions } from './problem-options.js';
import type { SolvePasses } from './solve-pass.js';

/**
 * No reverse beam or widening past the plan for a board that has an answer (a board without one
 * still gets both), and the tail shortening cut to its first search.
 */
const NO_REVERSE_OR_TAIL = { reverseGap: Number.MAX_SAFE_INTEGER, tailNodes: 1 } as const;

/**
 * The rounds shorten with windows of up to 48 moves, not the portfolio's 32: on DevQuiz answers
 * of tens of moves the longer windows are the cheapest moves there are (a board over 6 x 6 pays
 * seconds a solve for them on its thousands of moves, within its time limit).
 * `npm run bench:first-pass -- --step 10 --thorough`: the thorough first pass made 27,497 moves in
 * 72.2 s, against 27,641 in 67.5 s. On the real 5000, two 10 minute batches made 271,567 and
 * 271,737 moves against 271,869 the same day without: within the spread of single runs, both below.
 */
const LONG_WINDOWS = { windows: [16, 24, 32, 40, 48] } as const;

/**
 * No warm-up in the rounds: the first pass's warm-up has ended the boards it ends cheaply, and a
 * round's own proof searches with pattern databases, a stronger heuristic than the warm-up's linear
 * conflicts, from the bound proved so far. It took 15% of the defaults' round
 * (docs/benchmarks.md).
 */
const NO_WARM_UP = { warmUpNodes: 0 } as const;

/**
 * The proof of the first two rounds: 2,000,000 nodes, not the defaults' 10,000,000. Within a
 * round's planned 2 s a longer proof leaves the wider beams less time, and they gain the most
 * moves (on the 80 boards the defaults' round takes first, after the thorough first pass on every
 * 10th DevQuiz board: the wider beams 124 moves in 14.9 s, the proof 8 in 10.6 s). Both samples of
 * every 10th board (from 0 and from 5), the defaults' round for 50 s in the batch's order, two
 * runs at once, one a core: 196 and 238 moves with it against 174 and 214, and 196 and 232
 * against 148 and 214 with the cores swapped; it proves fewer boards optimal, which later rounds'
 * longer proofs make up.
 */
const SHORT_PROOF = { optimalNodes: 2_000_000 } as const;

/** The first pass's portfolio: no shortening, and nothing planned past the first answer (a board without one widens its beams). */
const QUICK = { ...NO_REVERSE_OR_TAIL, plannedMs: 0, windows: [] } as const;

/**
 * The first pass, in two tiers. Every board gets 150 ms: a board the warm-up IDA* (1,000,000
 * nodes) does not end gets 2^16-entry databases (a few ms to build), one 2000-wide beam with a short
 * completion, and FarFirst with a tenth of its budgets. On every 10th DevQuiz board
 * (`npm run bench:first-pass`): 492 of 500 answered, 5.7% over the best known lengths, 34 ms a
 * board (narrower beams or a shorter warm-up were faster, but their answers too long for the
 * budget). The boards left, hardest first, get the full 2^20-entry databases and a 1000-wide beam
 * with up to 20 s: all 8 answered, 1.3 s a board. (With 5 s, two of the slowest DevQuiz boards
 * failed it and started afresh in the first round, and a 3 minute batch left three unanswered.)
 */
export const FIRST_PASS: readonly ProblemSolveOptions[] = [
  {
    timeLimitMs: 150,
    portfolio: {
      ...QUICK,
      warmUpNodes: 1_000_000,
      databaseEntries: 1 << 16,
      beamWidths: [2000],
      completionNodes: 1_000_000,
      farFirstStepNodes: 500_000,
      farFirstRestNodes: 100_000,
      farFirstEndgameNodes: 1_000_000,
    },
  },
  { timeLimitMs: 20_000, portfolio: { ...QUICK, warmUpNodes: 200_000 } },
];

/**
 * The rounds of improvement, in order. First the batch's defaults cut down to the stages that gain
 * the most moves a second: 2^18-entry databases, a 2,000,000-node proof, no warm-up, the tail cut
 * short, and no reverse beam for a board with an answer (one without still gets it, and the
 * widening: see `reverseGap`). `npm run bench:first-pass -- --step 50 --rounds 2`: on the 64 boards
 * of the sample that the first pass leaves unproven, 156 moves gained in 9.7 s, against 218 in 27.4
 * s for the defaults. On the real 5000 at 10 minutes the batch ends at 275,051 moves with this
 * round against 277,551 without, and at 30 minutes reaches the best public answers merged after
 * 21.8 minutes rather than 23.6 (measured with a lighter first pass; the thorough first pass cuts
 * both: docs/benchmarks.md). Then the defaults with the cut-down round's proof
 * ({@link SHORT_PROOF}); then 2^21-entry databases, beams to 64,000 wide, a longer proof and 5 M-node
 * tails over an 8 s plan (close to a run that made 271,127 moves on the real 5000 in 36 minutes); then
 * beams to 256,000 wide over 30 s. Each round improves on a board's shortest answer (solve's
 * `improve`: its beams and proof bounded by it). After the last round the batch ends, deadline or
 * not: its budgets are nodes, so running it again would mostly repeat its searches, though beams
 * bounded by a shorter answer keep other boards and may find another. Every round shortens with
 * {@link LONG_WINDOWS}, and none runs the warm-up ({@link NO_WARM_UP}).
 */
export const IMPROVE_LEVELS: readonly ProblemSolveOptions[] = [
  {
    timeLimitMs: DEFAULT_TIME_LIMIT_MS,
    portfolio: { ...NO_REVERSE_OR_TAIL, ...LONG_WINDOWS, ...NO_WARM_UP, ...SHORT_PROOF, plannedMs: DEFAULT_TARGET_TIME_MS, databaseEntries: 1 << 18 },
  },
  { timeLimitMs: DEFAULT_TIME_LIMIT_MS, portfolio: { ...LONG_WINDOWS, ...NO_WARM_UP, ...SHORT_PROOF, plannedMs: DEFAULT_TARGET_TIME_MS } },
  {
    timeLimitMs: 60_000,
    portfolio: { ...LONG_WINDOWS, ...NO_WARM_UP, plannedMs: 8_000, databaseEntries: 1 << 21, beamWidths: [1000, 4000, 16000, 64000], optimalNodes: 40_000_000, widenGain: 2, tailNodes: 5_000_000 },
  },
  {
    timeLimitMs: 120_000,
    portfolio: { ...LONG_WINDOWS, ...NO_WARM_UP, plannedMs: 30_000, beamWidths: [1000, 4000, 16000, 64000, 256000], maxBeamWidth: 262_144, optimalNodes: 160_000_000, widenGain: 2 },
  },
];

/**
 * The first round of improvement from the start, as the first pass: its portfolio with the quick
 * pass's warm-up IDA*, which ends the small boards before any database is built. `npm run
 * bench:first-pass -- --step 25 --rounds 1 --thorough` (every 25th DevQuiz board, in-process):
 * 11,106 moves in 22.7 s, against 11,092 in 31.7 s by the quick pass and then that round (9.1 s of
 * it the quick pass).
 */
export const THOROUGH_FIRST_PASS: ProblemSolveOptions = {
  ...IMPROVE_LEVELS[0],
  portfolio: { ...IMPROVE_LEVELS[0].portfolio, warmUpNodes: 1_000_000 },
};

/**
 * CPU time a DevQuiz board takes on average in a batch, in ms: by {@link THOROUGH_FIRST_PASS}, and
 * by the quick {@link FIRST_PASS}. On the real 5000 with 2 workers (`slidepuzzle batch
 * problems.txt -o answers.txt --workers 2 --deadline 10m`, or 30m), the thorough pass took 325 to
 * 406 s, the quick one 141 to 165 s.
 */
export const MS_PER_BOARD = { thorough: 150, quick: 60 } as const;

/** The quick pass's time held back at least: the slowest DevQuiz boards take seconds in its tier 2. */
export const MIN_QUICK_RESERVE_MS = 10_000;

/**
 * The time the thorough first pass leaves for the quick pass, for the boards it has not reached
 * by then (should this machine be slower, or the boards harder): the quick pass's time for all of
 * them, and at least {@link MIN_QUICK_RESERVE_MS}.
 * @param workers busy cores: worker threads, at most one a core
 */
export function quickReserveMs(boards: number, workers: number): number {
  return Math.max(MIN_QUICK_RESERVE_MS, (boards * MS_PER_BOARD.quick) / workers);
}

/** Whether the thorough first pass fits in `msLeft`, with the quick pass's reserve besides. */
export function thoroughFits(msLeft: number, boards: number, workers: number): boolean {
  return msLeft >= (boards * MS_PER_BOARD.thorough) / workers + quickReserveMs(boards, workers);
}

/** A problem whose answer is over its lower bound ranks this much higher per move its last solve gained. */
export const GAIN_WEIGHT = 2;

/**
 * Runs the first pass over `indices`, then the rounds of improvement, until the deadline (Date.now()
 * clock), a stop, or no board left to improve.
 * @param onPass told the name of each pass as it starts
 */
export async function runAnytime(passes: Pick<SolvePasses, 'run' | 'stopped' | 'workers'>, book: AnswerBook, indices: readonly number[], deadline: number, onPass: (name: string) => void): Promise<void> {
  const isUnanswered = (index: number) => book.status[index] === 'pending' || book.status[index] === 'timeout';
  // Ranked once (a fifth of a second on the real 5000, with the workers idle): every later pass
  // takes its boards from these, so filtering keeps them easiest first.
  const byEase = easiestFirst(book.problems, indices.filter(isUnanswered));
  const unanswered = () => byEase.filter(isUnanswered);
  /** The problems the thorough first pass reached: the first round has run on them. */
  const hadFirstRound = new Set<number>();
  const thorough = unanswered();
  const cores = Math.min(passes.workers, availableParallelism());
  if (thorough.length > 0 && thoroughFits(deadline - Date.now(), thorough.length, cores)) {
    onPass(`first pass, thorough (${thorough.length} boards)`);
    // No solve starts past the reserve: the boards left keep their status 'pending' (those under
    // way then end with their best answer so far, and count as reached).
    await passes.run(thorough, THOROUGH_FIRST_PASS, deadline - quickReserveMs(thorough.length, cores), false);
    for (const index of thorough) if (book.status[index] !== 'pending') hadFirstRound.add(index);
  }
  for (const [tier, options] of FIRST_PASS.entries()) {
    const open = unanswered();
    // Tier 1 answers the most boards soonest easiest first; the few hard boards of tier 2 go
    // hardest first, so that the longest solves start early and the workers end together.
    const tasks = tier === 0 ? open : open.reverse();
    if (tasks.length === 0 || passes.stopped || Date.now() >= deadline) break;
    onPass(`first pass, tier ${tier + 1} of ${FIRST_PASS.length} (${tasks.length} boards)`);
    await passes.run(tasks, options, deadline, false);
  }
  for (let round = 0; round < IMPROVE_LEVELS.length && !passes.stopped && Date.now() < deadline; round++) {
    const open = improvementOrder(book, indices);
    if (open.length === 0) break;
    // A round's portfolio has node budgets: on a board it has already run (the thorough pass), it
    // would mostly repeat its searches.
    const tasks = round === 0 ? open.filter((index) => !hadFirstRound.has(index)) : open;
    if (tasks.length === 0) continue;
    onPass(`improving, round ${round + 1} of ${IMPROVE_LEVELS.length} (${tasks.length} boards)`);
    await passes.run(tasks, IMPROVE_LEVELS[round], deadline, false);
  }
}

/**
 * The problems to improve, most promising first: those without an answer (timed out or not yet
 * tried), then by moves over the proven lower bound plus {@link GAIN_WEIGHT} per move the last
 * solve gained, over the square root of that solve's time: between the moves over the bound and
 * the moves a second: powers 0.25 to 0.75 did alike on two samples, 0 and 1 worse
 * (docs/benchmarks.md). {@link MS_PER_BOARD}'s thorough figure stands in for an unknown time.
 * Problems proven optimal, unsolvable or malformed are left out.
 */
export function improvementOrder(book: AnswerBook, indices: readonly number[]): number[] {
  const priority = (index: number) => {
    const length = book.shortest(index);
    if (length === undefined) return Infinity;
    const ms = Math.max(1, book.solveMs[index] ?? MS_PER_BOARD.thorough);
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
