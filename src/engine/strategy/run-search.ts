// Drives an engine's search in slices: the clock and the AbortSignal are checked between slices, and
// the thread yields between them every few milliseconds (core/pacer.ts), so time limits,
// cancellation and progress work the same in Node, in workers and in browsers.
import type { Engine, SearchProblem } from '../search/engine.js';
import { type Limits, stopReason } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';

/** Nodes per slice by default, 2^18 = 262,144: a few milliseconds of wasm search, so the thread yields on time. */
export const DEFAULT_SLICE_NODES = 1 << 18;

/**
 * How a search ended ({@link runSearch}, and `solve()`'s proof), told apart by `status`: `found`,
 * or one of `limit`, `budget`, `timeout` and `aborted`.
 */
export type SearchOutcome =
  | {
      /** A path to the goal (where the table sums to 0) was found. */
      readonly status: 'found';
      /** The path: the blank's moves over `LRUD` (empty when the start is the goal). */
      readonly moves: string;
      /** Nodes the search generated. */
      readonly nodes: number;
      /** Milliseconds the search took. */
      readonly ms: number;
    }
  | {
      /**
       * Why it ended without a path: `limit`, no path within the problem's maxBound (every bound up
       * to it was searched); `budget`, the node limit was spent; `timeout`, the deadline came;
       * `aborted`, the signal fired.
       */
      readonly status: 'limit' | 'budget' | 'timeout' | 'aborted';
      /** Nodes the search generated. */
      readonly nodes: number;
      /**
       * The IDA* bound reached: the last one searched in full for `limit`, else the one in
       * progress. With an admissible table no path is shorter than it.
       */
      readonly bound: number;
      /** For `limit`: the bound the next iteration would have taken (2^31 - 1 when no node passed the last). */
      readonly nextBound?: number;
      /** Milliseconds the search took. */
      readonly ms: number;
    };

/**
 * Runs IDA* on `problem` until it finds a path (`found`), proves there is none within the problem's
 * maxBound (`limit`), spends its node limit (`budget`), times out or is aborted. Its nodes go to
 * the limits' meter: reported after every slice, spent at the end. The deadline, signal and node
 * limit are checked between slices, and the thread yields between them every 20 ms or so.
 * @param engine the engine to search on; it runs this search only (starting another on it ends this one)
 * @param problem what to search, e.g. from {@link optimalProblem}
 * @param limits deadline, signal, node limit and meter; default `{}`: no limit
 * @param sliceNodes the most nodes per slice; default 2^18 = 262,144 (DEFAULT_SLICE_NODES).
 * Smaller slices stop sooner on a signal or deadline, at a little more overhead
 * @returns a promise of the outcome (a stop is a status, not an error)
 * @throws (the promise rejects) with the engine's error, e.g. when another search was started on
 * the same wasm engine meanwhile
 */
export async function runSearch(engine: Engine, problem: SearchProblem, limits: Limits = {}, sliceNodes = DEFAULT_SLICE_NODES): Promise<SearchOutcome> {
  const started = performance.now();
  const search = engine.search(problem);
  const nodeLimit = limits.nodeLimit ?? Infinity;
  const end = (outcome: SearchOutcome) => {
    limits.meter?.spend(outcome.nodes);
    return outcome;
  };
  for (;;) {
    await paced();
    const stopped = stopReason(limits) ?? (search.nodes >= nodeLimit ? 'budget' : undefined);
    if (stopped) return end({ status: stopped, nodes: search.nodes, bound: search.bound, ms: performance.now() - started });
    const status = search.run(Math.min(sliceNodes, nodeLimit - search.nodes));
    if (status === 'found') return end({ status, moves: search.moves(), nodes: search.nodes, ms: performance.now() - started });
    if (status === 'limit') return end({ status, nodes: search.nodes, bound: search.bound, nextBound: search.nextBound, ms: performance.now() - started });
    limits.meter?.report(search.nodes, search.bound);
  }
}

/**
 * Runs a search to its end without yielding, for benchmarks and tests (no time limit).
 * @param engine the engine to search on
 * @param problem what to search
 * @returns `found` with the path, or `limit` with empty moves; and the nodes generated
 */
export function runToEnd(engine: Engine, problem: SearchProblem): { status: 'found' | 'limit'; moves: string; nodes: number } {
  const search = engine.search(problem);
  for (;;) {
    const status = search.run(0x7fffffff);
    if (status !== 'paused') return { status, moves: status === 'found' ? search.moves() : '', nodes: search.nodes };
  }
}
