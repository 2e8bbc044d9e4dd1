/**
 * `slidepuzzle` in Node (the `node` export condition): everything of every platform, with
 * {@link solve} taking `threads` for a proof of optimality on worker threads.
 * @module slidepuzzle
 */
export * from './index.js';
export { type NodeSolveOptions, solve } from './solve-threads.js';
