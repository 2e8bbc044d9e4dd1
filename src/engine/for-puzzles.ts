// The engine's parts that the puzzles built on it reuse, beside its public index.ts: reduction row
// by row and column by column, the placing kernel (each engine's `placer`), two or three tiles of a
// line placed together by a line table (each engine's `lineTable`), beams over whole boards, the
// whale's beam's signature (a puzzle may bring its own), and path shortening. AHC011's tree goals and
// Procon's one-selection finish stand on these rather than copying them. Not part of the package's
// public API: a puzzle imports this file, a package user does not.
export { heuristicTable, layoutOf, padBoard, paddedCell, searchProblem } from './search/problem.js';
export type { Placer } from './search/placer.js';
export type { LineFrame, LineTable, LineTableSpec } from './search/line-tables.js';
export { placeLineTogether, type GroupSize } from './strategy/place-line-together.js';
export { Playing } from './strategy/push-tile.js';
export { beamSearch, type BeamOptions, type BeamResult } from './strategy/beam.js';
export type { WhaleBeam } from './strategy/whale.js';
export { nextLine, placeLine } from './strategy/reduce.js';
export { beamLines } from './strategy/reduce-beam.js';
export { freeze } from './strategy/partial-goal.js';
export { boardsAlong, cutLoops, shortenByWindows, type WindowOptions } from './strategy/shorten.js';
