/**
 * `slidepuzzle/ahc011`: AtCoder Heuristic Contest 011's sliding tree puzzle, for Node and browsers
 * alike. A sliding puzzle whose goal is any spanning tree of its pipes: it builds on the sliding
 * engine's boards, engines, reduction and shortening, and brings the tree's own targets, matching
 * and score. {@link solveTree} answers an input; {@link scoreAnswer} scores any answer by replay.
 * @module slidepuzzle/ahc011
 */
export { InputError } from '../../core/input-error.js';
export { type TreeInput, parseTreeInput, formatTreeInput, moveLimit, LEFT, UP, RIGHT, DOWN, EMPTY, MIN_TREE_SIDE, MAX_TREE_SIDE } from './tiles.js';
export { type TreeScore, scoreAnswer, scoreOf, largestTree } from './score.js';
export { type GeneratedTree, generateTree } from './generate.js';
export { type TreeSolveOptions, type TreeSolveResult, DEFAULT_TREE_SEED, DEFAULT_TREE_TIME_LIMIT_MS, solveTree } from './solve-tree.js';
