// The messages between createSolver() on the page and its worker. Everything in them is plain data
// that structured clone copies; the AbortSignal and the callbacks stay on the page.
import type { Board, SolveOptions, SolveResult } from '../engine/index.js';
import type { TreeInput, TreeScore, TreeSolveOptions, TreeSolveResult } from '../puzzles/ahc011/index.js';
import type { ProblemImage, ProconProblem, ProconSolveOptions, ProconSolveResult } from '../puzzles/procon/index.js';
import type { SolveProgress } from '../engine/index.js';

/** The solve options that cross to the worker. */
export type WorkerSolveOptions = Omit<SolveOptions, 'signal' | 'onProgress'>;

/** The AHC011 solve options that cross to the worker. */
export type WorkerTreeSolveOptions = Omit<TreeSolveOptions, 'signal' | 'onImprove'>;

/**
 * What `Solver.solveTree` resolves to: `solveTree()`'s result tagged with how the solve ended, or
 * `invalid` for input that cannot be read (a result, not an error, as for the slide puzzle).
 * - `solved`: the time limit ran out and the best answer is a spanning tree (`score.fullTree`);
 * - `timeout`: the time limit ran out before any answer made a spanning tree; the best partial
 *   answer (the largest tree reached) is given all the same;
 * - `aborted`: the signal stopped the solve; the best answer found so far is given, full or not.
 */
export type TreeSolveOutcome =
  | ({ readonly status: 'solved' | 'timeout' | 'aborted' } & TreeSolveResult)
  | { readonly status: 'invalid'; readonly reason: string };

/** The Procon solve options that cross to the worker. */
export type WorkerProconSolveOptions = Omit<ProconSolveOptions, 'signal'>;

/** What `Solver.solveProcon` resolves to: `solveProcon()`'s result, or `invalid` for a board that cannot be read. */
export type ProconSolveOutcome = ProconSolveResult | { readonly status: 'invalid'; readonly reason: string };

/** What `Solver.reassemble` resolves to: the permutation found (the practice format's board), or `invalid`. */
export type ReassembleOutcome =
  | { readonly status: 'solved'; readonly problem: ProconProblem; readonly ms: number }
  | { readonly status: 'invalid'; readonly reason: string };

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
  | { readonly type: 'tree-result'; readonly id: number; readonly result: TreeSolveOutcome }
  | { readonly type: 'procon-result'; readonly id: number; readonly result: ProconSolveOutcome }
  | { readonly type: 'reassemble-result'; readonly id: number; readonly result: ReassembleOutcome }
  /** solve() threw: an internal error (say, an answer that failed its replay), never a result. */
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The worker's global scope, typed by this protocol (the DOM lib has no worker scope type). */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
