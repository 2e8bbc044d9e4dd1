// createSolver(): solve() in a Web Worker, so a page never freezes while the search runs.
// Cancelling sends an 'abort' message that the worker's search sees between two slices (a few
// milliseconds apart), so the result is the same tagged 'aborted' as in Node and the worker, with its
// compiled wasm, stays ready for the next board. terminate() is the hard stop, for when the page is done.
import type { FromWorker, ToWorker } from './protocol.js';
import { type Board, type SolveOptions, type SolveResult } from '../puzzles/slide/index.js';

export interface Solver {
  /** Solves in the worker: the same options and the same tagged result as solve() in Node. */
  solve(board: string | Board, options?: SolveOptions): Promise<SolveResult>;
  /** Stops the worker at once. Pending and later solve() calls reject. */
  terminate(): void;
}

interface Pending {
  readonly onProgress: SolveOptions['onProgress'];
  readonly resolve: (result: SolveResult) => void;
  readonly reject: (error: Error) => void;
}

/** Starts a worker. One solver runs any number of solves; each has its own progress and cancel. */
export function createSolver(): Solver {
  // This exact form lets bundlers (Vite, webpack, Parcel) find and bundle the worker; unbundled,
  // it resolves to worker.js beside this file.
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stopped: Error | undefined;

  const send = (message: ToWorker) => worker.postMessage(message);
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
    const job = pending.get(data.id);
    if (!job) return;
    if (data.type === 'progress') return job.onProgress?.(data.progress);
    pending.delete(data.id);
    if (data.type === 'result') job.resolve(data.result);
    else job.reject(new Error(`the solver worker failed: ${data.message}`));
  });
  worker.addEventListener('error', (event) => {
    worker.terminate();
    failAll(new Error(`the solver worker could not run: ${event.message || 'it failed to load'}`));
  });

  return {
    solve(board, options = {}) {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      // The signal and the callback stay here; the rest is plain data for the worker.
      const { signal, onProgress, ...cloneable } = options;
      const onAbort = () => send({ type: 'abort', id });
      return new Promise<SolveResult>((resolve, reject) => {
        pending.set(id, { onProgress, resolve, reject });
        send({ type: 'solve', id, board, options: cloneable, aborted: signal?.aborted ?? false });
        signal?.addEventListener('abort', onAbort, { once: true });
      }).finally(() => signal?.removeEventListener('abort', onAbort));
    },
    terminate() {
      worker.terminate();
      failAll(new Error('the solver was terminated'));
    },
  };
}
