// A thread of solveProconInThreads() (solve-threads.ts): one solve with its parent's compiled
// module, its result posted back.
import { parentPort, workerData } from 'node:worker_threads';
import { adoptWasmModule } from '../../core/wasm-module.js';
import type { EngineName, PortfolioOptions } from '../slide/index.js';
import type { ProconProblem } from './problem.js';
import { solveProcon } from './solve-procon.js';

/** What a solve thread is handed. */
export interface SolveThreadData {
  readonly module: WebAssembly.Module;
  readonly problem: ProconProblem;
  /** When its answer is due, on the Date.now() clock (threads do not share performance.now()'s origin). */
  readonly deadline: number;
  /** The slide puzzle's engine, as the parent's solve has it. */
  readonly engine?: EngineName;
  readonly portfolio: Partial<PortfolioOptions>;
}

const { module, problem, deadline, engine, portfolio } = workerData as SolveThreadData;
adoptWasmModule(module, 'large');
parentPort!.postMessage(await solveProcon(problem, { timeLimitMs: Math.max(1, deadline - Date.now()), engine, portfolio }));
