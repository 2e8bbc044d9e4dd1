// The engine's Node-only surface, for the CLI and bench/: Korf's instances, the head-to-head races of
// the wasm engine against its TypeScript twin behind `slidepuzzle bench`, and optimal search split
// over worker threads (bench:korf24's --workers: one pool for all its instances), and one proof
// across machines (`slidepuzzle proof`: its job files, their runs on worker threads, their merge).
export { type KorfInstance, DEFAULT_KORF_FILE, easiest, parseKorfFile } from './bench/korf.js';
export { formatTable, headToHead, totalRow } from './bench/head-to-head.js';
export { type BeamCase, type BeamRaceRow, beamRace, formatBeamTable } from './bench/beam-race.js';
export { type SplitPool, splitPool, threadRunners } from './strategy/split-workers.js';
export { type JobResult, type ProofJobs, type ProofMerge, firstJobs, formatJobs, formatResult, mergeResults, nextJobs, parseJobs, parseResults, runJobs, runSmallIterations } from './strategy/proof-jobs.js';
