// Korf & Felner's large databases (2002), with a compact index, two entries a byte: the 15-puzzle's
// 7-8 set (259 MB for the eight tiles, 29 MB for the seven; a build of minutes that peaks at
// 1.6 GB) and the 24-puzzle's 6-6-6-6 set (64 MB a group, three built and stored, the fourth read
// through the half turn; a build of about ten minutes that peaks at 0.7 GB). Too large to build
// inside a solve, so `slidepuzzle cache --build [15|24]` builds them once into the disk cache, and
// searches use them where it holds them; elsewhere (browsers, no cache) the per-board sets serve.
import type { Board } from '../board/board.js';
import { defaultGoal } from '../board/goal.js';
import { parseBoard } from '../board/board.js';
import type { Limits } from '../../core/limits.js';
import { type BuildProgress, type PatternSet, databaseBytes } from './pattern-database.js';
import { cachedPatternSet, heldPatternSet, patternSetKey, patternSetOrigin, preparePatternSet } from './pattern-cache.js';
import { cacheFile, patternCacheInfo, storedOnDisk } from './pattern-disk-cache.js';
import { halfTurnSources } from './half-turn.js';
import { largePartition, patternPartition } from './partition.js';

/** A solve this close to its deadline skips reading a large set (about 0.25 s for the 7-8 set). */
const LARGE_SET_MIN_MS = 2000;

/** The puzzles with a large set, by their tiles: the 15-puzzle (7-8) and the 24-puzzle (6-6-6-6). */
export type LargeSetPuzzle = 15 | 24;

const GOALS: Record<LargeSetPuzzle, Board> = {
  15: defaultGoal(parseBoard('4,4,123456789ABCDEF0')),
  24: defaultGoal(parseBoard(`5,5,${Array.from({ length: 25 }, (_, cell) => (cell + 1) % 25).join(' ')}`)),
};

/** The set's name in messages. */
const NAMES: Record<LargeSetPuzzle, string> = { 15: 'the 7-8 databases', 24: 'the 24-puzzle\'s 6-6-6-6 databases' };

/** Bytes of a goal's set as stored (a database shared through the half turn once), by `compact`. */
function setBytes(goal: Board, groups: readonly (readonly number[])[], compact: boolean): number {
  const sources = halfTurnSources(goal, groups, compact);
  return groups.reduce((sum, group, g) => sum + (sources[g] === undefined ? databaseBytes(goal, group.length, compact) : 0), 0);
}

/**
 * Bytes of the large set of `puzzle` as stored: 288,288,000 for the 7-8 set (576,576,000 entries,
 * two a byte), 191,268,000 for the 6-6-6-6 set (three of its four databases of 127,512,000
 * entries); the cache file a few bytes more.
 */
export function largeSetBytes(puzzle: LargeSetPuzzle): number {
  return setBytes(GOALS[puzzle], largePartition(GOALS[puzzle])!, true);
}

/** Bytes of the 7-8 databases (see largeSetBytes). */
export const LARGE_SET_BYTES = largeSetBytes(15);

/** The bound the disk cache needs for a large set and the per-board set built with it, with 1% to spare (311 MiB for the 7-8 set). */
function neededBytes(puzzle: LargeSetPuzzle): number {
  const goal = GOALS[puzzle];
  return 1.01 * (largeSetBytes(puzzle) + setBytes(goal, patternPartition(goal), false));
}

/**
 * Where the large set toward `goal` is held, if it is the 15- or the 24-puzzle's: in this thread's
 * memory, or on disk (read only if the deadline, if any, leaves time to); else undefined. It is
 * never built by a search.
 */
export function largeSetHeld(goal: Board, limits: Limits = {}): 'memory' | 'disk' | undefined {
  const partition = largePartition(goal);
  if (!partition) return undefined;
  if (heldPatternSet(goal, partition, true)) return 'memory';
  if (limits.deadline !== undefined && limits.deadline - performance.now() < LARGE_SET_MIN_MS) return undefined;
  return storedOnDisk(patternSetKey(goal, partition, true)) ? 'disk' : undefined;
}

/**
 * The puzzle whose large set a search toward `goal` could use but neither this thread nor the disk
 * cache holds (`slidepuzzle cache --build` makes it); undefined when the goal has none or it is held.
 */
export function missingLargeSet(goal: Board): LargeSetPuzzle | undefined {
  if (!largePartition(goal) || largeSetHeld(goal)) return undefined;
  return goal.cells.length === 16 ? 15 : 24;
}

/** The large set toward `goal`, from memory or read from disk, where {@link largeSetHeld} finds it. */
export function largeCachedSet(goal: Board, limits: Limits = {}): PatternSet | undefined {
  return largeSetHeld(goal, limits) ? cachedPatternSet(goal, largePartition(goal)!, true) : undefined;
}

/** What {@link buildLargeSet} did. */
export interface LargeSetBuild {
  /** `disk` when the cache held the databases already. */
  readonly source: 'build' | 'disk';
  /** Milliseconds it took. */
  readonly ms: number;
  /** The databases' bytes. */
  readonly bytes: number;
  /** The build's peak wasm memory in bytes (a build only). */
  readonly buildBytes?: number;
  /** The cache file. */
  readonly file: string;
}

/**
 * Builds Korf & Felner's large set of `puzzle` into the disk cache, unless it holds it, and the
 * per-board set too (seconds; 6-6-3 on the 15-puzzle): a search warms up with that while it reads
 * the large set.
 * @param progress hears the databases finished (0 to 2 for the 7-8 set, 0 to 4 for 6-6-6-6) and the
 * fraction of the current one filled
 * @param limits deadline and signal: a stopped build keeps nothing
 * @param puzzle 15 (the default: Korf & Felner's 7-8 set) or 24 (their 6-6-6-6 set)
 * @returns what was done, or undefined when the limits stopped it
 * @throws when there is no disk cache, or its bound (`SLIDEPUZZLE_CACHE_MAX_MB`) cannot hold both
 * sets (311 MiB for the 15-puzzle, 187 MiB for the 24-puzzle): a file would be evicted as soon as
 * written
 */
export async function buildLargeSet(progress?: BuildProgress, limits: Limits = {}, puzzle: LargeSetPuzzle = 15): Promise<LargeSetBuild | undefined> {
  const info = patternCacheInfo();
  const name = NAMES[puzzle], needed = neededBytes(puzzle);
  if (!info) throw new Error(`the pattern database disk cache is off (SLIDEPUZZLE_CACHE_DIR=off, or not Node 20.16+): ${name} live there`);
  if (info.maxBytes < needed) {
    throw new Error(`the disk cache's bound, ${Math.floor(info.maxBytes / 2 ** 20)} MiB, cannot hold ${name} and the per-board ones`
      + ` (${Math.ceil(needed / 1.01 / 2 ** 20)} MiB): set SLIDEPUZZLE_CACHE_MAX_MB to ${Math.ceil(needed / 2 ** 20)} or more`);
  }
  const goal = GOALS[puzzle], partition = largePartition(goal)!;
  if (!await preparePatternSet(goal, patternPartition(goal), limits)) return undefined;
  const set = await preparePatternSet(goal, partition, limits, true, progress);
  if (!set) return undefined;
  const key = patternSetKey(goal, partition, true), file = cacheFile(key)!;
  if (!storedOnDisk(key)) throw new Error(`${name} could not be written to ${file}`);
  const origin = patternSetOrigin(set);
  return {
    source: origin?.source ?? 'disk',
    ms: origin?.ms ?? 0,
    bytes: largeSetBytes(puzzle),
    ...(set.buildBytes !== undefined && { buildBytes: set.buildBytes }),
    file,
  };
}
