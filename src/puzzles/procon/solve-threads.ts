// Seed 001 ran its beam on 4 cores (4x with a parallel beam). On boards too large for the
// select-and-swap beam, the answer comes from the slide puzzle's portfolio, whose whale rounds
// (whale.ts) swing by a tenth either way with where their beams stall: so each extra thread runs
// the whole solve in a worker with the whale's widths in another order, and the cheapest answer
// of all is kept. Node only (worker_threads); browsers call solveProcon() in their own worker.
import { Worker } from 'node:worker_threads';
import { wasmModule } from '../../core/wasm-module.js';
import { DEFAULT_PORTFOLIO } from '../slide/index.js';
import type { ProconProblem } from './problem.js';
import {
  DEFAULT_PROCON_TIME_LIMIT_MS, type ProconSolveOptions, type ProconSolveResult, SELECT_BEAM_MAX_CELLS, cheapestReplayed, solveProcon,
} from './solve-procon.js';
import type { SolveThreadData } from './solve-worker.js';

const SOLVE_WORKER = new URL('./solve-worker.js', import.meta.url);
/** A worker's solve ends this much before the deadline: its answer still has to come back and be replayed. */
const HAND_BACK_MS = 200;
/** A worker still silent this long past the deadline is stopped, and its solve left out. */
const GRACE_MS = 2000;
/** setTimeout's longest delay: a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The cheapest result of the threads, and how many threads answered (this one included). */
export interface ThreadsResult {
  readonly result: ProconSolveResult;
  readonly answered: number;
}

/**
 * solveProcon() on `threads` threads: boards over SELECT_BEAM_MAX_CELLS pieces are solved by each
 * thread with the whale's widths rotated by the thread's number (so at most one thread a width),
 * and every thread's answer is replayed here, the cheapest kept. Smaller boards, or one thread,
 * are solved on this thread alone. The signal stops the workers too.
 * @param threads threads in all, this one included (default 1)
 */
export async function solveProconInThreads(problem: ProconProblem, options: ProconSolveOptions & { threads?: number } = {}): Promise<ThreadsResult> {
  const { threads = 1, ...solveOptions } = options;
  const widths = solveOptions.portfolio?.whaleWidths ?? DEFAULT_PORTFOLIO.whaleWidths;
  const helpers = Math.min(threads, widths.length) - 1;
  if (helpers <= 0 || problem.pieces.length <= SELECT_BEAM_MAX_CELLS || solveOptions.signal?.aborted) {
    return { result: await solveProcon(problem, solveOptions), answered: 1 };
  }
  const started = performance.now();
  const deadline = Date.now() + (solveOptions.timeLimitMs ?? DEFAULT_PROCON_TIME_LIMIT_MS) - HAND_BACK_MS;
  const rotated = (k: number) => widths.map((_width, i) => widths[(i + k) % widths.length]);
  // The workers stop with the caller's signal, and with this thread's solve if it throws.
  const stopWorkers = new AbortController();
  const stop = () => stopWorkers.abort();
  solveOptions.signal?.addEventListener('abort', stop);
  const running = Array.from({ length: helpers }, (_, k) => inWorker({
    module: wasmModule('large'), problem, deadline, engine: solveOptions.engine, portfolio: { ...solveOptions.portfolio, whaleWidths: rotated(k + 1) },
  }, stopWorkers.signal));
  const own = await solveProcon(problem, solveOptions).catch((error: unknown) => {
    stop();
    throw error;
  });
  const results = [own, ...(await Promise.all(running)).filter((result) => result !== undefined)];
  solveOptions.signal?.removeEventListener('abort', stop);
  const answers = results.flatMap((result) => (result.status === 'solved' ? [result.answer] : []));
  if (answers.length === 0) return { result: own, answered: results.length };
  return { result: { status: 'solved', ...cheapestReplayed(problem, answers), optimal: false, ms: performance.now() - started }, answered: results.length };
}

/** One solve in a worker: its result, or undefined if the worker failed, fell silent or was stopped. */
function inWorker(data: SolveThreadData, signal: AbortSignal): Promise<ProconSolveResult | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(SOLVE_WORKER, { workerData: data });
    const end = (result?: ProconSolveResult) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      void worker.terminate();
      resolve(result);
    };
    const stop = () => end();
    const timer = setTimeout(stop, Math.min(data.deadline - Date.now() + GRACE_MS, MAX_TIMER_MS));
    signal.addEventListener('abort', stop);
    worker.once('message', (result: ProconSolveResult) => end(result));
    worker.once('error', stop);
    worker.once('exit', stop);
  });
}
