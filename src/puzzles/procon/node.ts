/**
 * `slidepuzzle/procon`: Procon 25's select-and-swap puzzle (won by the University of Tokyo team,
 * 2014): the swap solver ({@link solveProcon}) and the jigsaw reassembly that recovers the picture
 * from a shuffled photo ({@link reassemble}), in Node and browsers alike. In Node (the `node`
 * export condition) also photos decoded from PNG and JPEG ({@link decodeImage}: pure JavaScript
 * decoders, kept out of browser bundles, where a canvas decodes images), solves on worker
 * threads ({@link solveProconInThreads}), and the contest as it was played: a practice arena
 * server ({@link startArena}) and a client that plays it ({@link playArena}).
 * @module slidepuzzle/procon
 */
export * from './index.js';
export { decodeImage } from './jigsaw/image/decode.js';
export { type ThreadsResult, solveProconInThreads } from './swap/solve-threads.js';
export {
  type ArenaOptions, type RunningArena, DEFAULT_ARENA_HOST, DEFAULT_ARENA_PORT, DEFAULT_JOURNAL_NAME, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_SUBMISSIONS, startArena,
} from './arena/server.js';
export type { ArenaReplay, ProblemsJson } from './arena/arena.js';
export type { JournalEntry } from './arena/journal.js';
export type { ArenaScore, StandingsEntry, StandingsJson } from './arena/standings.js';
export { type ArenaPlay, type PlayOptions, DEFAULT_PLAY_TIME_LIMIT_MS, playArena } from './arena/play.js';
export type { ProblemPlay } from './arena/play-problem.js';
export { type RetryOptions, DEFAULT_RETRY } from './arena/client.js';
