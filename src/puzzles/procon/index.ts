// Procon 25's select-and-swap puzzle (won by the University of Tokyo team, 2014), the browser-safe
// surface (in Node, `slidepuzzle/procon` is node.ts): the swap solver (swap/) and the jigsaw reassembly that recovers the
// picture from a shuffled photo (jigsaw/). With one selection it is the sliding puzzle, so the
// solver builds on the sliding engine (through src/engine's index.ts).
export { InputError } from '../../core/input-error.js';
export { type ProconProblem, parseProconProblem, formatProconProblem, MIN_PROCON_SIDE, MAX_PROCON_SIDE } from './swap/problem.js';
export { type Selection, type ProconScore, formatProconAnswer, parseProconAnswer, playProconAnswer, scoreProconAnswer } from './swap/answer.js';
export { type ProconGenerateOptions, generateProconProblem } from './swap/generate.js';
export { type ProconSolveOptions, type ProconSolveResult, DEFAULT_PROCON_TIME_LIMIT_MS, DEFAULT_SELECT_BEAMS, solveProcon } from './swap/solve-procon.js';
export type { SelectSwapBeamOptions } from './swap/select-swap-beam.js';
export { optimiseAnswer, shortenSwaps } from './swap/optimise.js';
export { type RgbImage, type ProblemImage, readPpm, parseProblemPpm, checkProblemImage, formatProblemPpm, MIN_PIECE_PX, MAX_PIECE_PX,
  MIN_JIGSAW_PIECE_PX, MAX_JIGSAW_SIDE, MAX_JIGSAW_PIECES } from './jigsaw/image/ppm.js';
export { cropImage, resizeImage, rearrange, inversePermutation } from './jigsaw/image/raster.js';
export { type ReassembleResult, reassemble } from './jigsaw/reassemble.js';
export { type ContentAccuracy, type JigsawAccuracy, contentAccuracy, jigsawAccuracy } from './jigsaw/accuracy.js';
export { SWAPS, swapCell } from '../../core/grid.js';
