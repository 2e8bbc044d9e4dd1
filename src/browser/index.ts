// The browser entry point (`slidepuzzle/browser`): solving in a Web Worker.
export { createSolver, type Solver } from './solver.js';
export type { Board, EngineName, SolveOptions, SolveResult } from '../puzzles/slide/index.js';
export type { SolveProgress } from '../core/index.js';
