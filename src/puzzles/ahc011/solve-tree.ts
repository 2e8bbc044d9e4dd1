// AHC011's anytime solver: targets annealed close to the board, each solved by the reduction,
// the best answer kept and shortened (the first prefix that is already a spanning tree, loops of
// alike boards cut, windows re-solved by IDA* with alike tiles as one) until the time is up. Every
// answer is scored by replay before it is returned.
import { type Limits, timeLeft } from '../../core/limits.js';
import { seededRandom } from '../../core/random.js';
import { createEngine, type EngineName, replay } from '../../engine/index.js';
import { boardsAlong, cutLoops, shortenByWindows } from '../../engine/for-puzzles.js';
import { type ReduceTreeOptions, reduceTree } from './reduce-tree.js';
import { type TreeScore, largestTree, scoreAnswer, scoreOf, tileBoard } from './score.js';
import { aimAt, anneal, randomTree } from './spanning-tree.js';
import { type TreeInput, parseTreeInput } from './tiles.js';

/** How {@link solveTree} runs. */
export interface TreeSolveOptions {
  /** Milliseconds the solve may take; default 2,500 (the CLI's 3 s limit, less start-up). */
  readonly timeLimitMs?: number;
  /** Seeds the annealing; default 1. */
  readonly seed?: number;
  /** `wasm` (default) or `ts`. */
  readonly engine?: EngineName;
  /** Stops the solve at its next check; the best answer so far is returned. */
  readonly signal?: AbortSignal;
  /** Called whenever a better answer is found. */
  readonly onImprove?: (score: TreeScore) => void;
}

/** What {@link solveTree} returns: the best answer found, scored by replay. */
export interface TreeSolveResult {
  /** The moves of the blank, `L U R D`. */
  readonly moves: string;
  readonly score: TreeScore;
  /** Targets tried. */
  readonly attempts: number;
  /** Milliseconds the solve took. */
  readonly ms: number;
}

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
/** Annealing steps of a new target (about 50 ms): more targets tried beat longer annealing. */
const TARGET_STEPS = 100000;
/** Of the time, the share spent on new targets before the answers are shortened. */
const SEARCH_SHARE = 0.7;
/** Window shortening with alike tiles as one: windows of up to 32 moves re-solved by IDA*. */
const WINDOWS = { windows: [8, 12, 16, 20, 24, 28, 32], windowNodes: 100000 };

/**
 * Solves an AHC011 input: the best answer found within the time limit.
 * @param input the input, or its text
 * @throws {@link InputError} for input text that cannot be read
 */
export async function solveTree(input: TreeInput | string, options: TreeSolveOptions = {}): Promise<TreeSolveResult> {
  const problem = typeof input === 'string' ? parseTreeInput(input) : input;
  const started = performance.now();
  const timeLimit = options.timeLimitMs ?? 2500;
  const limits: Limits = { deadline: started + timeLimit, signal: options.signal };
  const searching: Limits = { ...limits, deadline: started + timeLimit * SEARCH_SHARE };
  const engine = createEngine(options.engine ?? 'wasm');
  const random = seededRandom(options.seed ?? 1);
  const { n, tiles } = problem;
  let best = { moves: '', score: scoreOf(problem, tiles, 0) };
  const offer = (moves: string) => {
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
  // One answer from a new target, or undefined; until a first full tree is found, the whole time
  // limit is the search's.
  const attempt = async () => {
    attempts++;
    const target = anneal({ n, masks: randomTree(n, n * n - 1, random), free }, aim, TARGET_STEPS, random);
    if (!target) return undefined;
    const moves = await reduceTree(engine, tiles, n, target.masks, random, best.score.fullTree ? searching : limits, best.score.fullTree ? REDUCE : FIRST);
    return moves === undefined ? undefined : firstTree(n, tiles, cutLoops(tileBoard(n, tiles), moves));
  };
  const shorten = async (moves: string) => offer(firstTree(n, tiles, (await shortenByWindows(engine, tileBoard(n, tiles), moves, WINDOWS, limits)).moves));
  // New targets first, then the shortest answers shortened, then both in turn while time is left.
  const answers: string[] = [];
  do {
    const moves = await attempt();
    if (moves !== undefined) { offer(moves); answers.push(moves); }
  } while (timeLeft(searching) || (!best.score.fullTree && timeLeft(limits)));
  answers.sort((a, b) => a.length - b.length);
  for (const moves of answers) {
    if (!timeLeft(limits)) break;
    await shorten(moves);
  }
  while (timeLeft(limits)) {
    const moves = await attempt();
    if (moves !== undefined) await shorten(moves);
  }
  // The answer returned is scored once more, by the scorer a user runs.
  const score = scoreAnswer(problem, best.moves);
  return { moves: best.moves, score, attempts, ms: performance.now() - started };
}

/** The moves up to the first board that is a spanning tree (the target need not be the first tree met). */
function firstTree(n: number, tiles: Uint8Array, moves: string): string {
  const first = boardsAlong(tileBoard(n, tiles), moves).findIndex((board) => largestTree(n, board.cells) === n * n - 1);
  return first < 0 ? moves : moves.slice(0, first);
}
