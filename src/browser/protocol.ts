// The messages between createSolver() on the page and its worker. Everything in them is plain data
// that structured clone copies; the AbortSignal and the callbacks stay on the page.
import type { Board, SolveOptions, SolveResult } from '../engine/index.js';
import type { TreeInput, TreeScore, TreeSolveOptions, TreeSolveResult } from '../puzzles/ahc011/index.js';
import type { ProblemImage, ProconProblem, ProconSolveOptions, ProconSolveResult, ReassembleResult } from '../puzzles/procon/index.js';
import type { SolveProgress } from '../engine/index.js';

/** The solve options that cross to the worker. */
export type WorkerSolveOptions = Omit<SolveOptions, 'signal' | 'onProgress'>;

/** The AHC011 solve options that cross to the worker. */
export type WorkerTreeSolveOptions = Omit<TreeSolveOptions, 'signal' | 'onImprove'>;

/** The Procon solve options that cross to the worker. */
export type WorkerProconSolveOptions = Omit<ProconSolveOptions, 'signal'>;

export type ToWorker =
  /** `aborted` is set when the caller's signal was aborted before the call, as solve() then searches nothing. */
  | { readonly type: 'solve'; readonly id: number; readonly board: string | Board; readonly options: WorkerSolveOptions; readonly aborted: boolean }
  /** An AHC011 input (its text or a TreeInput) for solveTree(); `aborted` as for 'solve'. */
  | { readonly type: 'solve-tree'; readonly id: number; readonly input: string | TreeInput; readonly options: WorkerTreeSolveOptions; readonly aborted: boolean }
  /** A Procon board (the practice format's text or a ProconProblem) for solveProcon(); `aborted` as for 'solve'. */
  | { readonly type: 'solve-procon'; readonly id: number; readonly input: string | ProconProblem; readonly options: WorkerProconSolveOptions; readonly aborted: boolean }
  /** A problem image (its PPM bytes or a ProblemImage) for reassemble(). */
  | { readonly type: 'reassemble'; readonly id: number; readonly input: Uint8Array | ProblemImage; readonly aborted: boolean }
  | { readonly type: 'abort'; readonly id: number };

export type FromWorker =
  | { readonly type: 'progress'; readonly id: number; readonly progress: SolveProgress }
  | { readonly type: 'result'; readonly id: number; readonly result: SolveResult }
  /** solveTree() found a better answer than any before (its onImprove). */
  | { readonly type: 'tree-improve'; readonly id: number; readonly score: TreeScore }
  | { readonly type: 'tree-result'; readonly id: number; readonly result: TreeSolveResult }
  | { readonly type: 'procon-result'; readonly id: number; readonly result: ProconSolveResult }
  | { readonly type: 'reassemble-result'; readonly id: number; readonly result: ReassembleResult }
  /** solve() threw: an internal error (say, an answer that failed its replay), never a result. */
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The worker's global scope, typed by this protocol (the DOM lib has no worker scope type). */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
