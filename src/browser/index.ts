/**
 * The browser entry point: {@link createSolver} runs the package's `solve()` (sliding puzzles),
 * `solveTree()` (AHC011's sliding tree puzzle), `solveProcon()` (Procon 25's select and swap) and
 * `reassemble()` (its jigsaw) in a Web Worker, so a page never freezes while a search runs, and
 * cancels it with an `AbortSignal`. The helpers come from the other entries, browser-safe too:
 * `parseBoard` and `checkSolution` from `slidepuzzle`, `parseTreeInput` and `scoreAnswer` from
 * `slidepuzzle/ahc011`, `parseProconProblem` and `scoreProconAnswer` from `slidepuzzle/procon`.
 * @module slidepuzzle/browser
 */
export { createSolver, type Solver } from './solver.js';
export type { Board, EngineName, SolveOptions, SolveResult } from '../engine/index.js';
export type { TreeInput, TreeScore, TreeSolveOptions, TreeSolveResult } from '../puzzles/ahc011/index.js';
export type { ProblemImage, ProconProblem, ProconScore, ProconSolveOptions, ProconSolveResult, ReassembleResult, RgbImage, Selection } from '../puzzles/procon/index.js';
export type { SolveProgress } from '../engine/index.js';
