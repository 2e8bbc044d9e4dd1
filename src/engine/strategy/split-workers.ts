// A split search's runners on worker threads (Node): each thread loads the module its parent
// compiled and the goal's databases (from the disk cache for the 15- and 24-puzzles' large sets),
// then takes jobs one at a time. Browsers would run the same jobs in Web Workers.
import { Worker } from 'node:worker_threads';
import type { Board } from '../board/board.js';
import type { HeuristicName } from '../heuristics/heuristic.js';
import type { Limits } from '../../core/limits.js';
import { wasmModule } from '../../core/wasm-module.js';
import { type SplitOutcome, type SplitProgress, type SubtreeJob, type SubtreeOutcome, type SubtreeRunner, splitSearch } from './split-search.js';

const SPLIT_WORKER = new URL('./split-worker.js', import.meta.url);

/** What a split worker is started with. */
export interface SplitSetup {
  readonly module: WebAssembly.Module;
  readonly goal: Board;
  readonly heuristic: HeuristicName;
}

/** A job for a worker, or the cancel of the one it runs. */
export type SplitRequest = { readonly kind: 'job'; readonly id: number; readonly job: SubtreeJob } | { readonly kind: 'cancel' };
export interface SplitReply { readonly id: number; readonly outcome: SubtreeOutcome }

/** A runner on a worker thread; a worker that fails rejects its job, and the search with it. */
function workerRunner(worker: Worker): SubtreeRunner {
  let ids = 0;
  return (job, signal) => new Promise((resolve, reject) => {
    const id = ++ids;
    const cancel = () => worker.postMessage({ kind: 'cancel' } satisfies SplitRequest);
    const settle = () => {
      signal.removeEventListener('abort', cancel);
      worker.off('message', onReply);
      worker.off('error', onError);
    };
    const onReply = (reply: SplitReply) => {
      if (reply.id !== id) return;
      settle();
      resolve(reply.outcome);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    worker.on('message', onReply);
    worker.on('error', onError);
    signal.addEventListener('abort', cancel);
    worker.postMessage({ kind: 'job', id, job } satisfies SplitRequest);
  });
}

/** Worker threads that prove boards toward one goal, one proof at a time: the databases read once for all of them. */
export interface SplitPool {
  /**
   * Proven-optimal search of `start` (checked by the caller, as for optimalProblem) on the pool's
   * threads (split-search.ts), with a bound proved before and a progress callback (after every job).
   */
  search(start: Board, options?: { readonly minBound?: number; readonly onProgress?: (progress: SplitProgress) => void }, limits?: Limits): Promise<SplitOutcome>;
  /** Ends the threads. */
  close(): Promise<void>;
}

/**
 * `threads` worker threads proving boards toward `goal` under `heuristic` (default 'pdb', which
 * reads the large set where the disk cache holds it, as optimalProblem does). Each thread holds its
 * own copy of the databases, read or built once for every search of the pool: 0.4 GB a thread for
 * the 24-puzzle's.
 */
export function splitPool(goal: Board, threads: number, heuristic: HeuristicName = 'pdb'): SplitPool {
  const { runners, close, hold } = threadRunners(goal, threads, heuristic);
  return {
    search: async (start, options = {}, limits = {}) => {
      hold(true);
      try {
        return await splitSearch(start, goal, runners, options, limits);
      } finally {
        hold(false);
      }
    },
    close,
  };
}

/**
 * `threads` runners of subtree jobs toward `goal` under `heuristic`, each on a worker thread of
 * its own with its own databases (read or built once); `close`, which ends the threads; and
 * `hold`, whether they keep the process alive (a pool kept between proofs lets it end while idle).
 */
export function threadRunners(goal: Board, threads: number, heuristic: HeuristicName = 'pdb'): {
  readonly runners: readonly SubtreeRunner[];
  close(): Promise<void>;
  hold(alive: boolean): void;
} {
  const setup: SplitSetup = { module: wasmModule(), goal, heuristic };
  const workers = Array.from({ length: threads }, () => new Worker(SPLIT_WORKER, { workerData: setup }));
  return {
    runners: workers.map(workerRunner),
    close: async () => { await Promise.all(workers.map((worker) => worker.terminate())); },
    hold: (alive) => { for (const worker of workers) if (alive) worker.ref(); else worker.unref(); },
  };
}
