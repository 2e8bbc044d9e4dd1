// The public surface of the package.
export { solve, type SolveOptions, type SolveResult } from './solve.js';
export { type Board, parseBoard, formatBoard, drawBoard, MIN_SIDE, MAX_SIDE } from './board/board.js';
export { defaultGoal, parseGoal } from './board/goal.js';
export { InputError } from './board/input-error.js';
export { replay, checkSolution, countMoves, DIRECTIONS } from './board/moves.js';
export { solvability, type Solvability } from './board/solvability.js';
export { homeDistances } from './board/distance.js';
export type { Engine, EngineName, Search, SearchProblem, SliceStatus } from './engine/engine.js';
export { createEngine, ENGINE_NAMES } from './engine/create-engine.js';
export { createWasmEngine } from './engine/wasm-engine.js';
export { createTsEngine } from './engine/ts-engine.js';
export { wasmModule, loadWasmModule } from './engine/wasm-module.js';
export { heuristicTable, searchProblem } from './engine/problem.js';
export { runSearch, type SearchOutcome, type SearchProgress, type SearchLimits } from './strategy/run-search.js';
export { type HeuristicName, HEURISTIC_NAMES } from './heuristics/heuristic.js';
export { optimalProblem, searchOptimal } from './strategy/optimal.js';
export { patternCacheDir } from './heuristics/pattern-disk-cache.js';
