// createSolver(): solve() in a Web Worker, so a page never freezes while the search runs.
// Cancelling sends an 'abort' message that the worker's search sees between two slices (a few
// milliseconds apart), so the result is the same tagged 'aborted' as in Node and the worker, with its
// compiled wasm, stays ready for the next board. terminate() is the hard stop, for when the page is done.
import type { FromWorker, ToWorker } from './protocol.js';
import { type Board, type SolveOptions, type SolveResult } from '../puzzles/slide/index.js';

/** A solver running in its own Web Worker, made by {@link createSolver}. */
export interface Solver {
  /**
   * Solves a board in the worker: the package's `solve()`, with the same options and the same
   * tagged result. Any number of solves may run at once, each with its own progress and cancel.
   * @param board a `W,H,CELLS` line or a {@link Board}
   * @param options as for `solve()` (every default the same); `onProgress` is called at most every
   * 50 ms, and `signal` cancels: the search stops at its next slice, within milliseconds, and the
   * result is `aborted`
   * @returns the result: `solved`, `unsolvable`, `invalid`, `timeout` or `aborted` (bad input is a
   * result, not an error)
   * @throws (the promise rejects) when the worker could not start or failed, or after
   * {@link Solver.terminate}
   */
  solve(board: string | Board, options?: SolveOptions): Promise<SolveResult>;
  /** Stops the worker at once; solves still pending and any later call reject. */
  terminate(): void;
}

interface Pending {
  readonly onProgress: SolveOptions['onProgress'];
  readonly resolve: (result: SolveResult) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Starts a solver in a Web Worker (a module worker: `new Worker(new URL('./worker.js',
 * import.meta.url), { type: 'module' })`, which Vite, webpack and Parcel bundle as it is; with
 * esbuild, bundle `slidepuzzle/browser/worker` as `worker.js` beside the page's script). The
 * worker compiles the embedded wasm once and keeps it for every solve. Call
 * {@link Solver.terminate} when the page is done with it; two solvers are two workers.
 * @returns the solver
 */
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
