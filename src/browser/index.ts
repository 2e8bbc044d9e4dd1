/**
 * The browser entry point: {@link createSolver} runs the package's `solve()` in a Web Worker, so a
 * page never freezes while a search runs, and cancels it with an `AbortSignal`. The board helpers
 * (`parseBoard`, `checkSolution`, ...) come from the main entry, `slidepuzzle`, which is
 * browser-safe too.
 * @module slidepuzzle/browser
 */
export { createSolver, type Solver } from './solver.js';
export type { Board, EngineName, SolveOptions, SolveResult } from '../puzzles/slide/index.js';
export type { SolveProgress } from '../core/index.js';
