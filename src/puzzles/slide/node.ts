// The sliding puzzle's Node-only surface: the batch on worker threads, and the benchmarks.
export { type BatchOptions, type RunningBatch, startBatch } from './batch/run-batch.js';
export { type BatchSummary, formatSummary } from './batch/summary.js';
export { type CandidatesInput, mergeBatch } from './batch/merge.js';
export { type CandidateRecord, parseCandidates } from './batch/candidates-file.js';
export { type KorfInstance, DEFAULT_KORF_FILE, easiest, parseKorfFile } from './bench/korf.js';
export { formatTable, headToHead, totalRow } from './bench/head-to-head.js';
export { type BeamCase, type BeamRaceRow, beamRace, formatBeamTable } from './bench/beam-race.js';
