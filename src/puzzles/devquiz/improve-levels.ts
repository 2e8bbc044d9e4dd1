// The rounds of improvement of `batch --deadline` (anytime.ts), and the portfolio settings they
// share with the first pass (first-pass.ts): each round a larger portfolio than the last.
import { DEFAULT_TARGET_TIME_MS, DEFAULT_TIME_LIMIT_MS, type ProblemSolveOptions } from './problem-options.js';

/**
 * No reverse beam or widening past the plan for a board that has an answer (a board without one
 * still gets both), and the tail shortening cut to its first search.
 */
export const NO_REVERSE_OR_TAIL = { reverseGap: Number.MAX_SAFE_INTEGER, tailNodes: 1 } as const;

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
