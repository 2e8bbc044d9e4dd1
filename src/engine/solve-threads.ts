// `solve()` in Node, with `threads`: a proof of optimality split over worker threads
// (strategy/split-workers.ts, tree splitting as in Rao & Kumar 1987), the same answer as on one
// thread; everything else is the platform-neutral solve(). The threads are kept between proofs
// toward one goal (strategy/kept-pool.ts), so a batch reads the databases once.
import type { Board } from './board/board.js';
import { DEFAULT_HEURISTIC } from './heuristics/heuristic.js';
import { ProgressMeter } from '../core/limits.js';
import { type SolveOptions, type SolveResult, assertSolves, checkSolve, solve as solveHere } from './solve.js';
import { PoolKeeper } from './strategy/kept-pool.js';
import { splitPool } from './strategy/split-workers.js';

const keeper = new PoolKeeper(splitPool);

/** {@link solve}'s options in Node: those of every platform, and the threads of an optimal search. */
export interface NodeSolveOptions extends SolveOptions {
  /**
   * Worker threads for the `optimal` search (ignored without it), each with its own wasm engine and
   * databases (0.4 GB a thread for the 24-puzzle's). Progress reports then come after each job of
   * an iteration, with the iteration's `share` done. Default 1: the search runs on this thread, as
   * in browsers. Anything but a whole number of at least 1, or more than 1 with the `ts` engine, is
   * `invalid`. The threads are kept for the next proof toward the same goal, with the same heuristic
   * and count, for 10 s (a batch reads the databases once); idle, they never keep the process alive.
   */
  readonly threads?: number;
}

/**
 * Solves one board as the platform-neutral `solve()` does; in Node, with `optimal` and `threads`
 * over 1, the proof runs on that many worker threads. Every answer is replayed before it is
 * returned; a time limit or the signal ends the proof with the bound in progress as `lowerBound`.
 * @param board a `W,H,CELLS` line or a {@link Board}, checked alike
 * @param options those of every platform, and `threads`; default `{}`
 * @returns a promise of the result, as `solve()`'s; never rejects for bad input
 */
export async function solve(board: string | Board, options: NodeSolveOptions = {}): Promise<SolveResult> {
  const { threads = 1 } = options;
  if (!Number.isInteger(threads) || threads < 1) return { status: 'invalid', reason: `threads must be a whole number of at least 1, got ${threads}` };
  if (!options.optimal || threads === 1) return solveHere(board, options);
  if (options.engine === 'ts') return { status: 'invalid', reason: 'threads over 1 run the wasm engine: the ts engine takes threads 1' };
  const checked = checkSolve(board, options);
  if ('status' in checked) return checked;
  const { start, goal } = checked;
  const started = performance.now();
  const meter = new ProgressMeter(options.onProgress, started);
  meter.stage = 'optimal';
  const limits = { deadline: options.timeLimitMs === undefined ? undefined : started + options.timeLimitMs, signal: options.signal };
  const outcome = await keeper.with(goal, threads, options.heuristic ?? DEFAULT_HEURISTIC, (pool) => pool.search(start, {
    onProgress: ({ bound, nodes, done, jobs }) => meter.report(nodes, bound, done / jobs),
  }, limits));
  const ms = performance.now() - started;
  if (outcome.status === 'found') {
    assertSolves(start, goal, outcome.moves);
    return { status: 'solved', moves: outcome.moves, optimal: true, lowerBound: outcome.moves.length, nodes: outcome.nodes, ms, engine: 'wasm' };
  }
  // 'limit' means no path within the deepest bound: not a proof of unsolvability, so a timeout.
  return { status: outcome.status === 'aborted' ? 'aborted' : 'timeout', nodes: outcome.nodes, ms, lowerBound: outcome.bound };
}
