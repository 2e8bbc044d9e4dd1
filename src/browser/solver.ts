// createSolver(): solve(), solveTree(), solveProcon() and reassemble() in a Web Worker, so a page never freezes while the search
// runs. Cancelling sends an 'abort' message that the worker's search sees between two slices (a few
// milliseconds apart), so the result is the same tagged 'aborted' as in Node and the worker, with its
// compiled wasm, stays ready for the next board. terminate() is the hard stop, for when the page is done.
import type { FromWorker, ToWorker } from './protocol.js';
import { type Board, type SolveOptions, type SolveResult } from '../engine/index.js';
import type { TreeInput, TreeSolveOptions, TreeSolveResult } from '../puzzles/ahc011/index.js';
import type { ProblemImage, ProconProblem, ProconSolveOptions, ProconSolveResult, ReassembleResult } from '../puzzles/procon/index.js';

/** A solver running in its own Web Worker, made by {@link createSolver}. */
export interface Solver {
  /**
   * Solves a board in the worker: the package's `solve()`, with the same options and the same
   * tagged result. Any number of solves may run at once, each with its own progress and cancel.
   * @param board a `W,H,CELLS` line or a {@link Board}
   * @param options as for `solve()`, every default the same (see {@link SolveOptions}); `onProgress`
   * is called at most every 50 ms, and `signal` cancels: the search stops at its next slice, within
   * milliseconds, and the result is `aborted` (or `solved`, with an answer found before)
   * @returns `solve()`'s result as it is ({@link SolveResult}): `solved`, `unsolvable`, `invalid`,
   * `timeout` or `aborted` (bad input is a result, not an error)
   * @throws (the promise rejects) when the worker could not start or failed, or after
   * {@link Solver.terminate}
   */
  solve(board: string | Board, options?: SolveOptions): Promise<SolveResult>;
  /**
   * Solves an AHC011 input (the sliding tree puzzle) in the worker: the package's `solveTree()`,
   * with the same options and the same tagged result. It runs while it has time (an anytime
   * search), so it takes up to `timeLimitMs`; it may run beside other solves.
   * @param input the input's text (`N T`, then N rows of N hex digits) or a {@link TreeInput}
   * @param options as for `solveTree()`, every default the same (see {@link TreeSolveOptions});
   * `onImprove` is called with each better answer's score, and `signal` cancels: the solve stops
   * at its next check, within a fraction of a second, and the result is `solved` with the best
   * answer so far, or `aborted` if there was none yet
   * @returns `solveTree()`'s result as it is ({@link TreeSolveResult}): `solved` with `moves`,
   * `score` (`score.fullTree` when a spanning tree), `attempts` and `ms`; `aborted`; or `invalid`
   * with the `reason` (bad input is a result, not an error)
   * @throws (the promise rejects) when the worker could not start or failed, or after
   * {@link Solver.terminate}
   */
  solveTree(input: string | TreeInput, options?: TreeSolveOptions): Promise<TreeSolveResult>;
  /**
   * Solves a Procon 25 select-and-swap board in the worker: the package's `solveProcon()`, with the
   * same options and result (every answer replayed there before it is returned).
   * @param input the practice format's text (`W H limit select_cost swap_cost`, then the targets)
   * or a {@link ProconProblem}
   * @param options as for `solveProcon()`, every default the same (see {@link ProconSolveOptions});
   * `signal` cancels, and the result is then `aborted` (or `solved`, with an answer found before)
   * @returns `solveProcon()`'s result as it is ({@link ProconSolveResult}): `solved` (the cheapest
   * answer found, `optimal` when proven), `unsolvable`, `timeout`, `aborted` or `invalid` with the
   * `reason` (bad input is a result, not an error)
   * @throws (the promise rejects) when the worker could not start or failed, or after
   * {@link Solver.terminate}
   */
  solveProcon(input: string | ProconProblem, options?: ProconSolveOptions): Promise<ProconSolveResult>;
  /**
   * Reassembles a Procon problem image's jigsaw in the worker: the package's `reassemble()` (under
   * a second for 256 pieces), so the page stays responsive.
   * @param input the problem image: its P6 bytes (with the header comments) or a {@link ProblemImage}
   * @returns `reassemble()`'s result as it is ({@link ReassembleResult}): `solved` with the
   * permutation found, as a practice-format `problem`, and `ms`; or `invalid` with the one-line
   * reason (`parseProblemPpm`'s, or `checkProblemImage`'s for an object)
   * @throws (the promise rejects) when the worker could not start or failed, or after
   * {@link Solver.terminate}
   */
  reassemble(input: Uint8Array | ProblemImage): Promise<ReassembleResult>;
  /** Stops the worker at once; solves still pending and any later call reject. */
  terminate(): void;
}

/** A job waiting for its worker: what its reports go to, and how it settles. */
interface Pending {
  readonly report: (message: Extract<FromWorker, { type: 'progress' | 'tree-improve' }>) => void;
  readonly resolve: (result: SolveResult | TreeSolveResult | ProconSolveResult | ReassembleResult) => void;
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
    if (data.type === 'progress' || data.type === 'tree-improve') return job.report(data);
    pending.delete(data.id);
    if (data.type === 'error') job.reject(new Error(`the solver worker failed: ${data.message}`));
    else job.resolve(data.result);
  });
  worker.addEventListener('error', (event) => {
    worker.terminate();
    failAll(new Error(`the solver worker could not run: ${event.message || 'it failed to load'}`));
  });

  /** Sends one job, with its signal wired to an 'abort' message; `T` is the result its message type brings. */
  function start<T extends SolveResult | TreeSolveResult | ProconSolveResult | ReassembleResult>(
    message: (id: number, aborted: boolean) => ToWorker,
    signal: AbortSignal | undefined,
    report: Pending['report'],
  ): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    const onAbort = () => send({ type: 'abort', id });
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { report, resolve: resolve as Pending['resolve'], reject });
      send(message(id, signal?.aborted ?? false));
      signal?.addEventListener('abort', onAbort, { once: true });
    }).finally(() => signal?.removeEventListener('abort', onAbort));
  }

  return {
    solve(board, options = {}) {
      // The signal and the callback stay here; the rest is plain data for the worker.
      const { signal, onProgress, ...cloneable } = options;
      return start<SolveResult>((id, aborted) => ({ type: 'solve', id, board, options: cloneable, aborted }), signal,
        (data) => { if (data.type === 'progress') onProgress?.(data.progress); });
    },
    solveTree(input, options = {}) {
      const { signal, onImprove, ...cloneable } = options;
      return start<TreeSolveResult>((id, aborted) => ({ type: 'solve-tree', id, input, options: cloneable, aborted }), signal,
        (data) => { if (data.type === 'tree-improve') onImprove?.(data.score); });
    },
    solveProcon(input, options = {}) {
      const { signal, ...cloneable } = options;
      return start<ProconSolveResult>((id, aborted) => ({ type: 'solve-procon', id, input, options: cloneable, aborted }), signal, () => {});
    },
    reassemble(input) {
      return start<ReassembleResult>((id, aborted) => ({ type: 'reassemble', id, input, aborted }), undefined, () => {});
    },
    terminate() {
      worker.terminate();
      failAll(new Error('the solver was terminated'));
    },
  };
}
