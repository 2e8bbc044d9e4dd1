// IDA* on several threads: the tree split at a shallow depth into subtrees, each searched as a job
// to the iteration's bound, the jobs handed to whichever thread is free (tree splitting, as in Rao
// & Kumar's parallel depth-first search, 1987). Every job of an iteration shares its bound; the
// next bound is the smallest f past it over all jobs, so the iterations are IDA*'s own, and the
// first path found within a bound is optimal as in a single thread. A job is a board and a bound,
// small enough to post to a worker, or to a machine.
import type { Board } from '../board/board.js';
import { DIRECTIONS } from '../board/moves.js';
import { BLANK, WALL } from '../board/symbols.js';
import { type Limits, stopReason } from '../../core/limits.js';
import { ALL_DIRECTIONS, MAX_DEPTH } from '../search/search-constants.js';
import type { Engine, SearchProblem } from '../search/engine.js';
import { runSearch } from './run-search.js';

/** One subtree of one iteration. */
export interface SubtreeJob {
  /** The subtree's root: the start after `prefix`. */
  readonly board: Board;
  /** The moves from the start to the root. */
  readonly prefix: string;
  /** The iteration's bound less the prefix's length: the most moves a path below the root may add. */
  readonly bound: number;
  /** The directions the root's first move may take, as bits of L R U D: all but the way back. */
  readonly firstMoves: number;
}

/** What a job found: a path within its bound, or none and the smallest f past it (from its root). */
export type SubtreeOutcome =
  | { readonly status: 'found'; readonly moves: string; readonly nodes: number }
  | { readonly status: 'exhausted'; readonly nextBound: number; readonly nodes: number }
  | { readonly status: 'stopped'; readonly nodes: number };

/** Searches one job; one call at a time per runner (a thread). `signal` fires when another job found a path. */
export type SubtreeRunner = (job: SubtreeJob, signal: AbortSignal) => Promise<SubtreeOutcome>;

/** What {@link splitSearch} did. */
export type SplitOutcome =
  | { readonly status: 'found'; readonly moves: string; readonly nodes: number; readonly ms: number; readonly jobs: number }
  | { readonly status: 'limit' | 'timeout' | 'aborted'; readonly bound: number; readonly nodes: number; readonly ms: number; readonly jobs: number };

/** Where a split search stands, after each job: the iteration's bound, the nodes so far, and the iteration's jobs done of all. */
export interface SplitProgress {
  readonly bound: number;
  readonly nodes: number;
  readonly done: number;
  readonly jobs: number;
}

/** Jobs per runner to aim for: enough that a few large subtrees do not leave threads idle. */
const JOBS_PER_RUNNER = 64;
/** The split goes no deeper (2.4^10 is about 6,000 subtrees on an open board). */
const MAX_SPLIT_DEPTH = 10;

/** A subtree's root: the board after `prefix` from the start, and its blank's cell. */
export interface Root {
  readonly board: Board;
  readonly prefix: string;
  readonly blank: number;
}

const sameCells = (a: Board, b: Board) => a.cells.every((code, cell) => code === b.cells[cell]);

/** The children of `root`, the way back left out. */
function children(root: Root): Root[] {
  const { width, height, cells } = root.board;
  const x = root.blank % width, y = (root.blank - x) / width;
  const last = root.prefix.length > 0 ? DIRECTIONS.indexOf(root.prefix[root.prefix.length - 1]) : -1;
  const steps = [x > 0 ? -1 : 0, x < width - 1 ? 1 : 0, y > 0 ? -width : 0, y < height - 1 ? width : 0];
  const out: Root[] = [];
  steps.forEach((step, dir) => {
    if (step === 0 || dir === (last ^ 1) || cells[root.blank + step] === WALL) return;
    const moved = cells.slice();
    moved[root.blank] = moved[root.blank + step];
    moved[root.blank + step] = BLANK;
    out.push({ board: { ...root.board, cells: moved }, prefix: root.prefix + DIRECTIONS[dir], blank: root.blank + step });
  });
  return out;
}

/**
 * The roots at the split depth (the first depth with `wanted` of them, at most 10), left to right,
 * or the path to the goal if a level holds it (then the shortest: the levels come in order of
 * depth, so no path is shorter than the roots' depth).
 */
export function splitRoots(start: Board, goal: Board, wanted: number): { roots: Root[]; nodes: number } | { found: string; nodes: number } {
  let level: Root[] = [{ board: start, prefix: '', blank: start.cells.indexOf(BLANK) }];
  let nodes = 0;
  for (let depth = 0; ; depth++) {
    const home = level.find((root) => sameCells(root.board, goal));
    if (home) return { found: home.prefix, nodes };
    if (level.length >= wanted || depth === MAX_SPLIT_DEPTH) return { roots: level, nodes };
    level = level.flatMap(children);
    nodes += level.length;
  }
}

/**
 * Optimal search on `runners` threads: IDA* iterations, each one job per subtree at the split
 * depth (the first depth with 64 subtrees a runner), bounds from `minBound` (proved before) up to
 * `maxBound`. Runners must search under one admissible heuristic toward `goal`.
 * @param start the start board
 * @param goal the goal (same size and walls)
 * @param runners one per thread
 * @param bounds `minBound` (default 0) and `maxBound` (default 4095), and `onProgress`, told after
 * every job where the search stands
 * @param limits deadline and signal (a node limit is not applied)
 * @returns the path (optimal) with the nodes of every job and of the split; or `limit` with the last
 * bound searched in full, or `timeout`/`aborted` with the bound in progress (no path is shorter)
 */
export async function splitSearch(start: Board, goal: Board, runners: readonly SubtreeRunner[],
  bounds: { readonly minBound?: number; readonly maxBound?: number; readonly onProgress?: (progress: SplitProgress) => void } = {},
  limits: Limits = {}): Promise<SplitOutcome> {
  const started = performance.now();
  const maxBound = Math.min(bounds.maxBound ?? MAX_DEPTH - 1, MAX_DEPTH - 1);
  const level = splitRoots(start, goal, JOBS_PER_RUNNER * runners.length);
  let nodes = level.nodes, jobs = 0;
  const ms = () => performance.now() - started;
  if ('found' in level) return { status: 'found', moves: level.found, nodes, ms: ms(), jobs };
  const depth = level.roots[0].prefix.length;
  // The first round's jobs return at once with their roots' f (h past a bound of 0) unless proved above.
  let bound = Math.max(bounds.minBound ?? 0, depth);
  for (;;) {
    const stopped = stopReason(limits);
    if (stopped) return { status: stopped, bound, nodes, ms: ms(), jobs };
    const before = nodes;
    const round = await iteration(level.roots, bound, runners, limits,
      bounds.onProgress && ((done, roundNodes) => bounds.onProgress!({ bound, nodes: before + roundNodes, done, jobs: level.roots.length })));
    nodes += round.nodes;
    jobs += round.jobs;
    if (round.found !== undefined) return { status: 'found', moves: round.found, nodes, ms: ms(), jobs };
    if (round.stopped) return { status: stopReason(limits) ?? 'aborted', bound, nodes, ms: ms(), jobs };
    if (round.nextBound > maxBound) return { status: 'limit', bound, nodes, ms: ms(), jobs };
    bound = round.nextBound;
  }
}

/** One iteration: every root's job to `bound`, on the first free runner; ends at the first path found. */
async function iteration(roots: readonly Root[], bound: number, runners: readonly SubtreeRunner[], limits: Limits, onJob?: (done: number, nodes: number) => void) {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  limits.signal?.addEventListener('abort', onAbort);
  const timer = limits.deadline === undefined ? undefined : setTimeout(onAbort, Math.max(0, limits.deadline - performance.now()));
  let nodes = 0, jobs = 0, nextBound = Infinity, found: string | undefined, stopped = false;
  const depth = roots[0].prefix.length;
  try {
    await shareJobs(roots.length, runners, stop.signal, async (runner, index) => {
      const root = roots[index];
      const outcome = await runner(subtreeJob(root.board, root.prefix, bound), stop.signal);
      nodes += outcome.nodes;
      jobs++;
      onJob?.(jobs, nodes);
      if (outcome.status === 'found') {
        found ??= root.prefix + outcome.moves;
        stop.abort();
      } else if (outcome.status === 'exhausted') {
        nextBound = Math.min(nextBound, depth + outcome.nextBound);
      } else {
        stopped = true;
      }
    });
  } finally {
    clearTimeout(timer);
    limits.signal?.removeEventListener('abort', onAbort);
  }
  return { found, nodes, jobs, nextBound, stopped: found === undefined && (stopped || stop.signal.aborted) };
}

/**
 * Hands the jobs 0 to `count` - 1, in order, each to the first of `runners` free (`run` runs one),
 * until every job has run or `stop` fires.
 */
export async function shareJobs(count: number, runners: readonly SubtreeRunner[], stop: AbortSignal, run: (runner: SubtreeRunner, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(runners.map(async (runner) => {
    while (next < count && !stop.aborted) await run(runner, next++);
  }));
}

/**
 * The job of the subtree at `root` (the board after `prefix` from the start) in the iteration of
 * bound `bound`: the moves below it limited to what the bound leaves, the way back left out.
 */
export function subtreeJob(root: Board, prefix: string, bound: number): SubtreeJob {
  const depth = prefix.length;
  const firstMoves = depth === 0 ? ALL_DIRECTIONS : ALL_DIRECTIONS & ~(1 << (DIRECTIONS.indexOf(prefix[depth - 1]) ^ 1));
  return { board: root, prefix, bound: bound - depth, firstMoves };
}

/**
 * A runner on `engine`, in this thread: each job is one IDA* iteration of `problemFor(root)` at the
 * job's bound, its first moves restricted.
 */
export function engineRunner(engine: Engine, problemFor: (root: Board) => SearchProblem): SubtreeRunner {
  return async (job, signal) => {
    const problem = { ...problemFor(job.board), minBound: job.bound, maxBound: job.bound, firstMoves: job.firstMoves };
    const outcome = await runSearch(engine, problem, { signal });
    if (outcome.status === 'found') return { status: 'found', moves: outcome.moves, nodes: outcome.nodes };
    if (outcome.status === 'limit') return { status: 'exhausted', nextBound: outcome.nextBound!, nodes: outcome.nodes };
    return { status: 'stopped', nodes: outcome.nodes };
  };
}
