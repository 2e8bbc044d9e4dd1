// `slidepuzzle/devquiz` in Node: the browser-safe surface, plus the batch on worker threads, its
// summary, and the merge of shards' candidates.
export * from './index.js';
export { type BatchOptions, type RunningBatch, startBatch } from './run-batch.js';
export { type BatchSummary, formatSummary } from './summary.js';
export { type CandidatesInput, mergeBatch } from './merge.js';
export { type CandidateRecord, parseCandidates } from './candidates-file.js';
