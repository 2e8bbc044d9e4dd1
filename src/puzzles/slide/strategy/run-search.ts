// Drives an engine's search in slices: the clock and the AbortSignal are checked between slices, and
// the thread yields between them every few milliseconds (core/pacer.ts), so time limits,
// cancellation and progress work the same in Node, in workers and in browsers.
import type { Engine, SearchProblem } from '../engine/engine.js';
import { type Limits, stopReason } from '../../../core/limits.js';
import { paced } from '../../../core/pacer.js';

/** Nodes per slice by default: a few milliseconds of wasm search, so the thread yields on time. */
export const DEFAULT_SLICE_NODES = 1 << 18;

export type SearchOutcome =
  | { readonly status: 'found'; readonly moves: string; readonly nodes: number; readonly ms: number }
  | { readonly status: 'limit' | 'budget' | 'timeout' | 'aborted'; readonly nodes: number; readonly bound: number; readonly ms: number };

/**
 * Runs IDA* on `problem` until it finds a path (`found`), proves there is none within the problem's
 * maxBound (`limit`), spends its node limit (`budget`), times out or is aborted. Its nodes go to
 * the limits' meter: reported after every slice, spent at the end.
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
    if (status === 'limit') return end({ status, nodes: search.nodes, bound: search.bound, ms: performance.now() - started });
    limits.meter?.report(search.nodes, search.bound);
  }
}

/** Runs a search to its end without yielding, for benchmarks and tests (no time limit). */
export function runToEnd(engine: Engine, problem: SearchProblem): { status: 'found' | 'limit'; moves: string; nodes: number } {
  const search = engine.search(problem);
  for (;;) {
    const status = search.run(0x7fffffff);
    if (status !== 'paused') return { status, moves: status === 'found' ? search.moves() : '', nodes: search.nodes };
  }
}
