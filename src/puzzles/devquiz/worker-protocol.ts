// The messages between the batch's main thread and its solve workers.
import type { SolveResult } from '../../engine/index.js';
import type { ProblemSolveOptions } from './problem-options.js';

/** Handed to each worker at its start: the wasm module compiled once by the main thread. */
export interface WorkerSetup {
  readonly module: WebAssembly.Module;
  readonly options: ProblemSolveOptions;
  /**
   * The batch's deadline (Date.now() clock, shared by all threads): no solve's time limit runs past
   * it, so a solve under way at the deadline still returns its best answer. Default: none.
   */
  readonly deadline?: number;
}

/**
 * One problem to solve: its line, its shortest answer so far for the solve to improve on, and the
 * lower bound proved on it so far (solve's `improve` and `lowerBound`).
 */
export interface SolveJob {
  readonly line: string;
  readonly improve?: string;
  readonly lowerBound?: number;
  /** This problem's options, in place of the setup's (a first pass picks them board by board). */
  readonly options?: ProblemSolveOptions;
}

/** Main thread to worker: solve this problem (the pool's `{ index, job }`). */
export interface SolveRequest {
  readonly index: number;
  readonly job: SolveJob;
}

/** Worker to main thread: what solve() said about it. */
export interface SolveReply {
  readonly index: number;
  readonly result: SolveResult;
}

/**
 * The options of one solve: the job's, else the setup's, its time limit cut to the time left
 * before the deadline.
 */
export function optionsNow(setup: WorkerSetup, job: Pick<SolveJob, 'options'> = {}, now = Date.now()): ProblemSolveOptions {
  const options = job.options ?? setup.options;
  if (setup.deadline === undefined) return options;
  const left = Math.max(1, setup.deadline - now);
  return { ...options, timeLimitMs: Math.min(options.timeLimitMs ?? Infinity, left) };
}
