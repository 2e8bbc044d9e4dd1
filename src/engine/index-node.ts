/**
 * `slidepuzzle` in Node (the `node` export condition): everything of every platform, with
 * {@link solve} taking `threads` for a proof of optimality on worker threads, and
 * {@link missingLargeSet}: which large databases a goal could use but the disk cache lacks.
 * @module slidepuzzle
 */
export * from './index.js';
export { type NodeSolveOptions, solve } from './solve-threads.js';
export { missingLargeSet } from './heuristics/large-set.js';
