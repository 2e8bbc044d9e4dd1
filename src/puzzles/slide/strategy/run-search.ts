// Drives an engine's search in slices: the clock and the AbortSignal are checked between slices, so
// time limits, cancellation and progress work the same in Node, in workers and in browsers.
import type { Engine, SearchProblem } from '../engine/engine.js';
import { yieldToEventLoop } from '../../../core/yield.js';

/** Nodes per slice by default: a few tens of milliseconds of wasm search. */
export const DEFAULT_SLICE_NODES = 1 << 20;

export interface SearchProgress {
  readonly nodes: number;
  readonly bound: number;
  readonly elapsedMs: number;
}

export interface SearchLimits {
  /** Absolute deadline on the performance.now() clock. */
  readonly deadline?: number;
  readonly signal?: AbortSignal;
  /** Nodes per slice (default DEFAULT_SLICE_NODES). */
  readonly sliceNodes?: number;
  /** Stop with `budget` once this many nodes are spent. */
  readonly nodeLimit?: number;
  /** Called after every slice. */
  readonly onProgress?: (progress: SearchProgress) => void;
}

export type SearchOutcome =
  | { readonly status: 'found'; readonly moves: string; readonly nodes: number; readonly ms: number }
  | { readonly status: 'limit' | 'budget' | 'timeout' | 'aborted'; readonly nodes: number; readonly bound: number; readonly ms: number };

/**
 * Runs IDA* on `problem` until it finds a path (`found`), proves there is none within the problem's
 * maxBound (`limit`), spends its node limit (`budget`), times out or is aborted.
 */
export async function runSearch(engine: Engine, problem: SearchProblem, limits: SearchLimits = {}): Promise<SearchOutcome> {
  const started = performance.now();
  const search = engine.search(problem);
  const sliceNodes = limits.sliceNodes ?? DEFAULT_SLICE_NODES;
  const nodeLimit = limits.nodeLimit ?? Infinity;
  for (;;) {
    const ms = performance.now() - started;
    const stopped = limits.signal?.aborted ? 'aborted'
      : limits.deadline !== undefined && performance.now() >= limits.deadline ? 'timeout'
      : search.nodes >= nodeLimit ? 'budget'
      : undefined;
    if (stopped) return { status: stopped, nodes: search.nodes, bound: search.bound, ms };
    const status = search.run(Math.min(sliceNodes, nodeLimit - search.nodes));
    if (status === 'found') return { status, moves: search.moves(), nodes: search.nodes, ms: performance.now() - started };
    if (status === 'limit') return { status, nodes: search.nodes, bound: search.bound, ms: performance.now() - started };
    limits.onProgress?.({ nodes: search.nodes, bound: search.bound, elapsedMs: performance.now() - started });
    await yieldToEventLoop();
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
