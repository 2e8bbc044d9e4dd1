// The browser entry point (`slidepuzzle/browser`): solving in a Web Worker.
export { createSolver, type Solver } from './solver.js';
export type { SolveOptions, SolveResult } from '../solve.js';
export type { SearchProgress } from '../strategy/run-search.js';
export type { EngineName } from '../engine/engine.js';
export type { Board } from '../board/board.js';
