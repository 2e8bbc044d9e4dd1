// A thread of solveProconInThreads() (solve-threads.ts): one solve with its parent's compiled
// modules, its result posted back.
import { parentPort, workerData } from 'node:worker_threads';
import { type WasmSize, adoptWasmModule } from '../../../core/wasm-module.js';
import type { ProconProblem } from './problem.js';
import { type ProconSolveOptions, solveProcon } from './solve-procon.js';

/** What a thread's solve does differently: its beams, its portfolio (and the engine, as the parent's). */
export type ThreadOptions = Omit<ProconSolveOptions, 'timeLimitMs' | 'signal'>;

/** What a solve thread is handed. */
export interface SolveThreadData {
  /** The engine's modules, compiled by the parent. */
  readonly modules: { readonly [size in WasmSize]: WebAssembly.Module };
  readonly problem: ProconProblem;
  /** When its answer is due, on the Date.now() clock (threads do not share performance.now()'s origin). */
  readonly deadline: number;
  readonly options: ThreadOptions;
}

const { modules, problem, deadline, options } = workerData as SolveThreadData;
adoptWasmModule(modules.small, 'small');
adoptWasmModule(modules.large, 'large');
parentPort!.postMessage(await solveProcon(problem, { ...options, timeLimitMs: Math.max(1, deadline - Date.now()) }));
