// The Procon 25 champion ran its beam on 4 cores (4x with a parallel beam). Here each thread runs a
// whole solve, and the cheapest answer of all is kept:
// - On boards of up to 100 cells, the select-and-swap beams are dealt out, so each has more of
//   the time; two threads or more run four (THREAD_BEAMS), and only the first thread tries one
//   selection from the start, the same work on every thread.
// - On larger boards, the answer comes from the engine's portfolio, whose whale rounds
//   (whale.ts) swing by a tenth either way with where their beams stall: each thread takes its
//   own share of the whale's widths.
// Node only (worker_threads); browsers call solveProcon() in their own worker.
import { Worker } from 'node:worker_threads';
import { wasmModule } from '../../../core/wasm-module.js';
import { DEFAULT_PORTFOLIO } from '../../../engine/index.js';
import type { ProconProblem } from './problem.js';
import type { SelectSwapBeamOptions } from '../../../engine/for-puzzles.js';
import {
  DEFAULT_PROCON_TIME_LIMIT_MS, DEFAULT_SELECT_BEAMS, type ProconSolveOptions, type ProconSolveResult, SELECT_BEAM_MAX_CELLS, beamsFit,
  cheapestReplayed, readProconInput, solveProcon,
} from './solve-procon.js';
import type { SolveThreadData, ThreadOptions } from './solve-worker.js';

const SOLVE_WORKER = new URL('./solve-worker.js', import.meta.url);
/** A worker's solve ends this much before the deadline: its answer still has to come back and be replayed. */
const HAND_BACK_MS = 200;
/** A worker still silent this long past the deadline is stopped, and its solve left out. */
const GRACE_MS = 2000;
/** setTimeout's longest delay: a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The cheapest result of the threads, and how many threads answered (this one included; 0 for invalid input). */
export interface ThreadsResult {
  readonly result: ProconSolveResult;
  readonly answered: number;
}

/** The beams of two threads or more, by default: solveProcon's, then the same with the scores' noise salted otherwise. */
const THREAD_BEAMS: readonly SelectSwapBeamOptions[] = [...DEFAULT_SELECT_BEAMS, { ...DEFAULT_SELECT_BEAMS[0], salt: 1 }];

/**
 * What each thread's solve does differently, this thread's first: the beams, or on larger boards
 * the whale's widths, dealt out (thread k takes items k, k + n, ... of n threads), so that no two
 * threads repeat a beam or a whale round (both are deterministic). At most `threads`, and one
 * item a thread at least; one thread, unchanged, where nothing splits.
 */
function threadOptions(problem: ProconProblem, options: ThreadOptions, threads: number): ThreadOptions[] {
  const deal = <T>(items: readonly T[], make: (mine: T[]) => ThreadOptions) => {
    const used = Math.min(threads, items.length);
    if (used <= 1) return [options];
    return Array.from({ length: used }, (_, k) => make(items.filter((_item, i) => i % used === k)));
  };
  if (beamsFit(problem)) {
    const dealt = deal(options.beams ?? THREAD_BEAMS, (beams) => ({ ...options, beams }));
    return dealt.map((mine, k) => (k === 0 ? mine : { ...mine, singleToo: false }));
  }
  if (problem.pieces.length <= SELECT_BEAM_MAX_CELLS) return [options];
  const widths = options.portfolio?.whaleWidths ?? DEFAULT_PORTFOLIO.whaleWidths;
  return deal(widths, (whaleWidths) => ({ ...options, portfolio: { ...options.portfolio, whaleWidths } }));
}

/**
 * solveProcon() on up to `threads` threads (see the file comment for how they differ); every
 * thread's answer is replayed here, the cheapest kept. The signal stops the workers too.
 * @param input the practice format's text or a {@link ProconProblem}, checked alike, as
 * solveProcon() reads it: a bad one is an `invalid` result, and no thread starts
 * @param options solveProcon()'s, and `threads`: threads in all, this one included (default 1)
 */
export async function solveProconInThreads(input: ProconProblem | string, options: ProconSolveOptions & { threads?: number } = {}): Promise<ThreadsResult> {
  const read = readProconInput(input);
  if ('reason' in read) return { result: read, answered: 0 };
  const { problem } = read;
  const { threads = 1, timeLimitMs = DEFAULT_PROCON_TIME_LIMIT_MS, signal, ...rest } = options;
  const [own, ...others] = signal?.aborted || threads <= 1 ? [rest] : threadOptions(problem, rest, threads);
  if (others.length === 0) return { result: await solveProcon(problem, { ...own, timeLimitMs, signal }), answered: 1 };
  const started = performance.now();
  const deadline = Date.now() + timeLimitMs - HAND_BACK_MS;
  // The workers stop with the caller's signal, and with this thread's solve if it throws.
  const stopWorkers = new AbortController();
  const stop = () => stopWorkers.abort();
  signal?.addEventListener('abort', stop);
  const modules = { small: wasmModule('small'), large: wasmModule('large') };
  const running = others.map((options) => inWorker({ modules, problem, deadline, options }, stopWorkers.signal));
  const mine = await solveProcon(problem, { ...own, timeLimitMs, signal }).catch((error: unknown) => {
    stop();
    throw error;
  });
  const results = [mine, ...(await Promise.all(running)).filter((result) => result !== undefined)];
  signal?.removeEventListener('abort', stop);
  const answers = results.flatMap((result) => (result.status === 'solved' ? [result.answer] : []));
  if (answers.length === 0) return { result: mine, answered: results.length };
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
