// The messages between the batch's main thread and its solve workers.
import type { SolveResult } from '../solve.js';
import type { ProblemSolveOptions } from './problem-options.js';

/** Handed to each worker at its start: the wasm module compiled once by the main thread. */
export interface WorkerSetup {
  readonly module: WebAssembly.Module;
  readonly options: ProblemSolveOptions;
}

/** Main thread to worker: solve this problem line (the pool's `{ index, job }`). */
export interface SolveRequest {
  readonly index: number;
  readonly job: string;
}

/** Worker to main thread: what solve() said about it. */
export interface SolveReply {
  readonly index: number;
  readonly result: SolveResult;
}
