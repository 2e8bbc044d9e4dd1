// The browser entry point (`slidepuzzle/browser`): solving in a Web Worker.
export { createSolver, type Solver } from './solver.js';
export type { Board, EngineName, SearchProgress, SolveOptions, SolveResult } from '../puzzles/slide/index.js';
