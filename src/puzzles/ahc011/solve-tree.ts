// AHC011's anytime solver: targets annealed close to the board, each solved by the reduction,
// the best answer kept and shortened (the first prefix that is already a spanning tree, loops of
// alike boards cut, windows re-solved by IDA* with alike tiles as one) until the time is up. Every
// answer is scored by replay before it is returned.
import { type Limits, timeLeft } from '../../core/limits.js';
import { seededRandom } from '../../core/random.js';
import { formatGiven } from '../../core/input-error.js';
import { DEFAULT_ENGINE, InputError, createEngine, type EngineName, replay } from '../../engine/index.js';
import { boardsAlong, cutLoops, shortenByWindows } from '../../engine/for-puzzles.js';
import { type ReduceTreeOptions, reduceTree } from './reduce-tree.js';
import { type ByLinesOptions, answersByLines } from './solve-by-lines.js';
import { type TreeScore, largestTree, scoreAnswer, scoreOf, tileBoard } from './score.js';
import { aimAt, anneal, randomTree } from './spanning-tree.js';
import { type TreeInput, formatTreeInput, parseTreeInput } from './tiles.js';

/**
 * {@link solveTree}'s time limit when none is given: 2,500 ms, for a caller that runs other work in
 * a 3 s budget (the CLI gives it its own start-up's remainder: about 2,670 ms of its default 3 s).
 */
export const DEFAULT_TREE_TIME_LIMIT_MS = 2500;
/** {@link solveTree}'s seed of the annealing when none is given: 1. */
export const DEFAULT_TREE_SEED = 1;

/** How {@link solveTree} runs. Every option is optional; `{}` takes every default. */
export interface TreeSolveOptions {
  /** Milliseconds the solve may take. Default {@link DEFAULT_TREE_TIME_LIMIT_MS} (2,500). */
  readonly timeLimitMs?: number;
  /** Seeds the annealing (the same seed, input and time, much the same answer). Default {@link DEFAULT_TREE_SEED} (1). */
  readonly seed?: number;
  /** Which engine searches: `wasm` or `ts`. Default {@link DEFAULT_ENGINE} (`'wasm'`). */
  readonly engine?: EngineName;
  /**
   * Stops the solve at its next check: the result is `solved` with the best answer so far, or
   * `aborted` if no target has given an answer yet. Default: none.
   */
  readonly signal?: AbortSignal;
  /** Called whenever a better answer is found, with its score. Default: none. */
  readonly onImprove?: (score: TreeScore) => void;
  /**
   * Targets to try at most; the solve ends after the last one's answer is shortened, even with time
   * left. Default: no limit (the whole time limit is used). With a limit and a generous time, the
   * answer depends on the seed alone, not on the machine's speed. Anything but a whole number of
   * at least 1 is `invalid`.
   */
  readonly maxAttempts?: number;
}

/**
 * What {@link solveTree} returns, told apart by `status`: `solved`, `aborted` or `invalid`. Bad
 * input is a result, never an exception. Every AHC011 answer is scored, a partial tree too, so
 * there is no `timeout`: when the time limit ends the solve, the best answer is `solved` (the
 * empty answer, scored, if no target gave one), and whether it makes a spanning tree is
 * `score.fullTree`. Nor is there `unsolvable`: any board has answers.
 */
export type TreeSolveResult =
  | {
      /**
       * The best answer found, replayed and scored: the time limit ended the solve (or the signal,
       * after a first answer, as `solve()` returns its best answer so far on an abort).
       */
      readonly status: 'solved';
      /** The moves of the blank, `L U R D` (empty when none beat the board as it is). */
      readonly moves: string;
      /** The answer's score, by replay: the score a user's scorer gives it (`score.fullTree` when a spanning tree). */
      readonly score: TreeScore;
      /** Targets tried. */
      readonly attempts: number;
      /** Milliseconds the solve took (after the input was read and checked). */
      readonly ms: number;
    }
  | {
      /** The `signal` stopped the solve before any target gave an answer. */
      readonly status: 'aborted';
      /** Targets tried. */
      readonly attempts: number;
      /** Milliseconds the solve took. */
      readonly ms: number;
    }
  | {
      /** The input could not be read: its text, or a {@link TreeInput} checked as its text is. */
      readonly status: 'invalid';
      /** What is wrong, in one line (the {@link InputError}'s message, as {@link parseTreeInput} gives it). */
      readonly reason: string;
    };

/**
 * The beam takes boards and rests up to 6 x 6: measured on the public inputs, about 60,000 points
 * a case more at N = 6 and 15,000 to 30,000 above; rests of 7 x 7 stall about as often as not.
 * The beam for two lines at a time before each line is pushed: about 30,000 points a case more
 * over the 100 public inputs (827,258 to 857,562; widths 300 to 3,000 within noise).
 */
const REDUCE: ReduceTreeOptions = {
  reshapeSteps: 30000, restSide: 3, searchNodes: 200000, restAttempts: 4, lineWeight: 6,
  beam: { side: 6, width: 3000, stallDepths: 40 }, lineBeam: { width: 2000, stallDepths: 40 },
};
/**
 * The first target is reduced without the line beam: a full tree in a fraction of the time (a
 * 10 x 10 board's reduction with the beam took over a second on a busy machine, so a 1 s limit
 * ended without a tree), which the later targets then beat.
 */
const FIRST: ReduceTreeOptions = { ...REDUCE, lineBeam: { ...REDUCE.lineBeam, width: 0 } };
/** Annealing steps of a new target (about 13 ms at N = 10): more targets tried beat longer annealing. */
const TARGET_STEPS = 100000;
/** Of the time, the share spent on new targets before the answers are shortened. */
const SEARCH_SHARE = 0.7;
/**
 * The answers by lines (solve-by-lines.ts), for boards with lines before the 6 x 6 rest. The walk
 * ends at its share of the time, or after 10,000 steps (about tomerun's count in his 1.4 s), so
 * that with a generous limit the answer rests on the seed alone.
 */
const BY_LINES: ByLinesOptions = {
  targets: 100, walk: 10000, temperature: 2, finish: 6, restWeight: 2,
  beam: { width: 300, spawns: 8, restSide: 6, triple: 0.5, pair: 0.5 },
};
/** Of the time, the share by which the walk ends, and by which the beam over lines has placed them all. */
const WALK_SHARE = 0.3, LINES_SHARE = 0.6;
/** Window shortening with alike tiles as one: windows of up to 32 moves re-solved by IDA*. */
const WINDOWS = { windows: [8, 12, 16, 20, 24, 28, 32], windowNodes: 100000 };
/**
 * The best answer's second, deeper shortening: longer windows, thirty times the nodes. On final
 * answers at N = 10, windows of 32 to 48 moves at 1,000,000 nodes cut 7 moves on average in about
 * 0.4 s, where the first pass had stopped for want of nodes, not of shorter ways; 3,000,000 nodes
 * and windows up to 64 paid at N = 6 and 8 and were level at N = 10 (docs/ahc011.md).
 */
const DEEP_WINDOWS = { windows: [32, 36, 40, 48, 56, 64], windowNodes: 3000000 };
/** The shortest answers given the first shortening before the best one gets the deeper one. */
const QUICK_SHORTENED = 2;

/**
 * Solves an AHC011 input: the best answer found within the time limit (an anytime search: it
 * takes the whole limit unless stopped). Every answer is scored by replay before it is returned.
 * @param input the input's text (`N T`, then N rows of N hex digits; see {@link parseTreeInput}) or
 * a {@link TreeInput}, checked alike (through its text)
 * @param options the time limit, seed, engine, signal and improvement callback; default `{}` (see
 * {@link TreeSolveOptions} for each default)
 * @returns a promise of the result: `solved` with the best answer when the time limit ends the
 * solve (whatever its tree), or when the signal does after a first answer (as `solve()` returns
 * its best answer so far); `aborted` when the signal ends it before any answer; `invalid` for
 * input that cannot be read. Never rejects for bad input: that is `invalid`
 * @throws (the promise rejects) with an `Error` starting `internal error:` if the answer fails its
 * scoring (a bug, never a result); errors of the engine itself propagate too
 */
export async function solveTree(input: TreeInput | string, options: TreeSolveOptions = {}): Promise<TreeSolveResult> {
  let problem: TreeInput;
  try {
    // A TreeInput goes through its text, so it is checked as text is (two blanks, a mask over 15, ...).
    problem = parseTreeInput(typeof input === 'string' ? input : formatGiven(input, 'a TreeInput', formatTreeInput));
  } catch (error) {
    if (error instanceof InputError) return { status: 'invalid', reason: error.message };
    throw error;
  }
  const { maxAttempts = Infinity } = options;
  if (maxAttempts !== Infinity && !(Number.isInteger(maxAttempts) && maxAttempts >= 1)) {
    return { status: 'invalid', reason: `maxAttempts must be a whole number of at least 1, got ${maxAttempts}` };
  }
  if (options.signal?.aborted) return { status: 'aborted', attempts: 0, ms: 0 };
  const started = performance.now();
  const timeLimit = options.timeLimitMs ?? DEFAULT_TREE_TIME_LIMIT_MS;
  const limits: Limits = { deadline: started + timeLimit, signal: options.signal };
  const searching: Limits = { ...limits, deadline: started + timeLimit * SEARCH_SHARE };
  const engine = createEngine(options.engine ?? DEFAULT_ENGINE);
  const random = seededRandom(options.seed ?? DEFAULT_TREE_SEED);
  const { n, tiles } = problem;
  let best = { moves: '', score: scoreOf(problem, tiles, 0) };
  // Whether a target has given an answer (better than the board as it is or not).
  let answered = false;
  const offer = (moves: string) => {
    answered = true;
    const score = scoreOf(problem, replay(tileBoard(n, tiles), moves).cells, moves.length);
    if (moves.length <= problem.maxMoves && score.score > best.score.score) {
      best = { moves, score };
      options.onImprove?.(score);
    }
  };
  let attempts = 0;
  const aim = aimAt(n, tiles);
  const free = new Uint8Array(n * n).fill(1);
  free[n * n - 1] = 0;
  // One answer from a new target within `within`, or undefined.
  const attemptsLeft = () => attempts < maxAttempts;
  // An answer cut at its first spanning tree, its loops of alike boards cleared.
  const trimmed = (moves: string) => firstTree(n, tiles, cutLoops(tileBoard(n, tiles), moves));
  const attempt = async (within: Limits) => {
    attempts++;
    const target = anneal({ n, masks: randomTree(n, n * n - 1, random), free }, aim, TARGET_STEPS, random);
    if (!target) return undefined;
    const moves = await reduceTree(engine, tiles, n, target.masks, random, within, best.score.fullTree ? REDUCE : FIRST);
    return moves === undefined ? undefined : trimmed(moves);
  };
  const shorten = async (moves: string, windows = WINDOWS) => offer(firstTree(n, tiles, (await shortenByWindows(engine, tileBoard(n, tiles), moves, windows, limits)).moves));
  // New targets first, then the two shortest answers shortened and the best shortened deeper, then
  // new targets, each shortened, while time is left.
  const answers: string[] = [];
  // Boards with lines before the 6 x 6 rest start with answers by lines: on the 60 public inputs
  // with N = 8 to 10, 869,373 a case against 854,933 without (docs/ahc011.md).
  if (n > BY_LINES.beam.restSide && attemptsLeft()) {
    attempts++;
    const byLines = await answersByLines(engine, n, tiles, random, limits, started + timeLimit * WALK_SHARE, started + timeLimit * LINES_SHARE, BY_LINES, REDUCE);
    for (const moves of byLines.map(trimmed)) {
      offer(moves);
      answers.push(moves);
    }
  }
  // Until a first full tree is found, the whole time limit is the search's; one target at least
  // is tried when the lines gave no answer, and never more than maxAttempts in all.
  for (let tried = answers.length > 0; attemptsLeft() && (!tried || timeLeft(searching) || (!best.score.fullTree && timeLeft(limits))); tried = true) {
    const moves = await attempt(best.score.fullTree ? searching : limits);
    if (moves !== undefined) { offer(moves); answers.push(moves); }
  }
  answers.sort((a, b) => a.length - b.length);
  for (const moves of answers.slice(0, QUICK_SHORTENED)) {
    if (!timeLeft(limits)) break;
    await shorten(moves);
  }
  if (timeLeft(limits)) await shorten(best.moves, DEEP_WINDOWS);
  while (attemptsLeft() && timeLeft(limits)) {
    const moves = await attempt(limits);
    if (moves !== undefined) await shorten(moves);
  }
  const ms = performance.now() - started;
  if (!answered && options.signal?.aborted) return { status: 'aborted', attempts, ms };
  // The answer returned is scored once more, by the scorer a user runs.
  return { status: 'solved', moves: best.moves, score: scoredAgain(problem, best.moves), attempts, ms };
}

/**
 * The answer's score by {@link scoreAnswer}, the scorer a user runs.
 * @throws `Error` (`internal error: ...`) if the answer cannot be scored: a bug, never bad input
 */
function scoredAgain(problem: TreeInput, moves: string): TreeScore {
  try {
    return scoreAnswer(problem, moves);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new Error(`internal error: the answer fails its scoring (${error.message})`);
  }
}

/** The moves up to the first board that is a spanning tree (the target need not be the first tree met). */
function firstTree(n: number, tiles: Uint8Array, moves: string): string {
  const first = boardsAlong(tileBoard(n, tiles), moves).findIndex((board) => largestTree(n, board.cells) === n * n - 1);
  return first < 0 ? moves : moves.slice(0, first);
}
