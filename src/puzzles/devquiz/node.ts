/**
 * `slidepuzzle/devquiz`: the DevQuiz 2011 batch. The problem and answers files, shards, generated
 * problem sets and the replaying verifier, in Node and browsers alike; in Node (the `node` export
 * condition) also the batch on worker threads ({@link startBatch}), its summary, and the merge of
 * shards' candidates ({@link mergeBatch}).
 * @module slidepuzzle/devquiz
 */
export * from './index.js';
export { type BatchOptions, type RunningBatch, startBatch } from './run-batch.js';
export { type BatchSummary, type PassMark, formatSummary } from './summary.js';
export { type CandidatesInput, mergeBatch } from './merge.js';
export type { Progress, ProgressCounts, AnytimeCounts } from './progress.js';
export type { Failure, ProblemStatus } from './answer-book.js';
export { type CandidateRecord, parseCandidates } from './candidates-file.js';
