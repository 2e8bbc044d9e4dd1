/**
 * The package's main entry, `slidepuzzle`, for Node and browsers alike: the sliding engine.
 * {@link solve} one board (a proven optimum with `optimal: true`, else the strategy portfolio), the
 * board helpers, the scramblers, and the engines beneath (the wasm search and its TypeScript twin).
 * Each puzzle built on the engine is a subpath: `slidepuzzle/devquiz`, `slidepuzzle/ahc011`,
 * `slidepuzzle/procon`; `slidepuzzle/browser` runs the solvers in a Web Worker.
 * @module slidepuzzle
 */
export { InputError } from '../core/input-error.js';
export type { Random } from '../core/random.js';
export type { Limits, ProgressMeter, SolveProgress } from '../core/limits.js';
export type { Trail } from '../core/beam/trail.js';
export { type WasmSize, wasmModule, loadWasmModule } from '../core/wasm-module.js';
export { solve, type SolveOptions, type SolveResult } from './solve.js';
export { type Board, parseBoard, formatBoard, drawBoard, MIN_SIDE, MAX_SIDE, MAX_SYMBOL_CELLS, DEVQUIZ_MAX_SIDE } from './board/board.js';
export { BLANK, WALL } from './board/codes.js';
export { symbolOf } from './board/symbols.js';
export { defaultGoal, devquizGoal, parseGoal } from './board/goal.js';
export { reachable } from './board/grid.js';
export { replay, checkSolution, countMoves, DIRECTIONS } from './board/moves.js';
export { solvability, type Solvability } from './board/solvability.js';
export { homeDistances } from './board/distance.js';
export { type Scrambled, randomWalk, scramble, shuffled } from './scramble.js';
export type { Beam, Engine, EngineName, Search, SearchProblem, SliceStatus, ConflictTerm, PatternLookup, PatternTerm } from './search/engine.js';
export type { Placer } from './search/placer.js';
export type { LineFrame, LineTable, LineTableSpec } from './search/line-tables.js';
export type { Layout } from './search/layout.js';
export { createEngine, DEFAULT_ENGINE, ENGINE_NAMES } from './search/create-engine.js';
export { type HeuristicName, DEFAULT_HEURISTIC, HEURISTIC_NAMES } from './heuristics/heuristic.js';
// The raw search, for races between the engines: one IDA* problem, run on either twin.
export { optimalProblem } from './strategy/optimal.js';
export { type LargeSetBuild, type LargeSetPuzzle, LARGE_SET_BYTES, buildLargeSet, largeSetBytes } from './heuristics/large-set.js';
export type { BuildProgress } from './heuristics/pattern-database.js';
export { runSearch, type SearchOutcome } from './strategy/run-search.js';
export { type PortfolioOptions, DEFAULT_PORTFOLIO } from './strategy/portfolio-options.js';
export { type PatternCacheInfo, DEFAULT_CACHE_MAX_MB, clearPatternCache, patternCacheDir, patternCacheInfo, patternCacheMaxBytes } from './heuristics/pattern-disk-cache.js';
