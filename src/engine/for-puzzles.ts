// The engine's parts that the puzzles built on it reuse, beside its public index.ts: reduction row
// by row and column by column, the placing kernel (each engine's `placer`), two or three tiles of a
// line placed together by a line table (each engine's `lineTable`), beams over whole boards, the
// levels of the select-and-swap beam (Procon's kurage, the engine whale's beam), and path shortening. AHC011's tree goals and
// Procon's one-selection finish stand on these rather than copying them. Not part of the package's
// public API: a puzzle imports this file, a package user does not.
export { heuristicTable, layoutOf, padBoard, paddedCell, searchProblem } from './search/problem.js';
export type { Placer } from './search/placer.js';
export type { LineFrame, LineTable, LineTableSpec } from './search/line-tables.js';
export { placeLineTogether, type GroupSize } from './strategy/place-line-together.js';
export { Playing } from './strategy/push-tile.js';
export { beamSearch, type BeamOptions, type BeamResult } from './strategy/beam.js';
export {
  type LayerCounts, type LayerPlan, type Made, type SelectSwapBeamOptions, type SelectSwapLevel, type SelectSwapLevels, type Step, type SwapProblem,
  stepsTo,
} from './search/select-swap-levels.js';
export { TsSelectSwapLevels } from './search/select-swap-ts.js';
export { wasmSelectSwapLevels } from './search/select-swap-wasm.js';
export { nextLine, placeLine } from './strategy/reduce.js';
export { beamLines } from './strategy/reduce-beam.js';
export { freeze } from './strategy/partial-goal.js';
export { boardsAlong, cutLoops, shortenByWindows, type WindowOptions } from './strategy/shorten.js';
