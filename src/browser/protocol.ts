// The messages between createSolver() on the page and its worker. Everything in them is plain data
// that structured clone copies; the AbortSignal and the progress callback stay on the page.
import type { Board, SolveOptions, SolveResult } from '../puzzles/slide/index.js';
import type { SolveProgress } from '../core/index.js';

/** The solve options that cross to the worker. */
export type WorkerSolveOptions = Omit<SolveOptions, 'signal' | 'onProgress'>;

export type ToWorker =
  /** `aborted` is set when the caller's signal was aborted before the call, as solve() then searches nothing. */
  | { readonly type: 'solve'; readonly id: number; readonly board: string | Board; readonly options: WorkerSolveOptions; readonly aborted: boolean }
  | { readonly type: 'abort'; readonly id: number };

export type FromWorker =
  | { readonly type: 'progress'; readonly id: number; readonly progress: SolveProgress }
  | { readonly type: 'result'; readonly id: number; readonly result: SolveResult }
  /** solve() threw: an internal error (say, an answer that failed its replay), never a result. */
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The worker's global scope, typed by this protocol (the DOM lib has no worker scope type). */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
