// Procon 25's select-and-swap puzzle (seed 001), public surface for Node and browsers alike. With
// one selection it is the sliding puzzle, so it builds on the slide puzzle (through its index.ts).
export { type ProconProblem, parseProconProblem, formatProconProblem, permutationParity, MIN_PROCON_SIDE, MAX_PROCON_SIDE } from './problem.js';
export { type Selection, type ProconScore, formatProconAnswer, parseProconAnswer, playProconAnswer, scoreProconAnswer } from './answer.js';
export { type ProconGenerateOptions, generateProconProblem } from './generate.js';
export { type ProconSolveOptions, type ProconSolveResult, DEFAULT_PROCON_TIME_LIMIT_MS, DEFAULT_SELECT_BEAMS, solveProcon } from './solve-procon.js';
export type { SelectSwapBeamOptions } from './select-swap-beam.js';
export { optimiseAnswer, shortenSwaps } from './optimise.js';
export { type RgbImage, type ProblemImage, readPpm, parseProblemPpm, formatProblemPpm, MIN_PIECE_PX, MAX_PIECE_PX } from './image/ppm.js';
export { cropImage, resizeImage, rearrange, inversePermutation } from './image/raster.js';
export { reassemble } from './jigsaw/reassemble.js';
export { type JigsawAccuracy, jigsawAccuracy } from './jigsaw/accuracy.js';
export { SWAPS, swapCell, gridDistance } from './grid.js';
