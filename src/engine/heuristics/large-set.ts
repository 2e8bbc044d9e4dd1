// Korf & Felner's 7-8 databases of the 15-puzzle (2002): a compact index, two entries a byte, 259
// MB for the eight tiles and 29 MB for the seven, and a build of minutes that peaks at 1.6 GB. Too
// large to build inside a solve, so `slidepuzzle cache --build` builds them once into the disk
// cache, and searches use them where it holds them; elsewhere (browsers, no cache) the 6-6-3 set
// serves.
import type { Board } from '../board/board.js';
import { defaultGoal } from '../board/goal.js';
import { parseBoard } from '../board/board.js';
import type { Limits } from '../../core/limits.js';
import { type BuildProgress, type PatternSet, databaseBytes } from './pattern-database.js';
import { cachedPatternSet, heldPatternSet, patternSetKey, patternSetOrigin, preparePatternSet } from './pattern-cache.js';
import { cacheFile, patternCacheInfo, storedOnDisk } from './pattern-disk-cache.js';
import { isFifteenPuzzle, largeFifteenPartition, patternPartition } from './partition.js';

/** A solve this close to its deadline skips reading the 7-8 databases (about 0.25 s). */
const LARGE_SET_MIN_MS = 2000;

const FIFTEEN_GOAL = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));

/** Bytes of the 7-8 databases: 288,288,000 (576,576,000 entries, two a byte), the cache file a few bytes more. */
export const LARGE_SET_BYTES = largeFifteenPartition(FIFTEEN_GOAL).reduce((sum, group) => sum + databaseBytes(FIFTEEN_GOAL, group.length, true), 0);

/** The bound the disk cache needs for them and the 6-6-3 set built with them, with 1% to spare: 311 MiB. */
const NEEDED_BYTES = 1.01 * (LARGE_SET_BYTES + patternPartition(FIFTEEN_GOAL).reduce((sum, group) => sum + databaseBytes(FIFTEEN_GOAL, group.length), 0));

/**
 * Where the 7-8 databases toward `goal` are held, if it is the 15-puzzle's: in this thread's memory,
 * or on disk (read only if the deadline, if any, leaves time to); else undefined. They are never
 * built by a search.
 */
export function largeSetHeld(goal: Board, limits: Limits = {}): 'memory' | 'disk' | undefined {
  if (!isFifteenPuzzle(goal)) return undefined;
  const partition = largeFifteenPartition(goal);
  if (heldPatternSet(goal, partition, true)) return 'memory';
  if (limits.deadline !== undefined && limits.deadline - performance.now() < LARGE_SET_MIN_MS) return undefined;
  return storedOnDisk(patternSetKey(goal, partition, true)) ? 'disk' : undefined;
}

/** The 7-8 databases toward `goal`, from memory or read from disk, where {@link largeSetHeld} finds them. */
export function largeCachedSet(goal: Board, limits: Limits = {}): PatternSet | undefined {
  return largeSetHeld(goal, limits) ? cachedPatternSet(goal, largeFifteenPartition(goal), true) : undefined;
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
 * Builds Korf & Felner's 7-8 databases of the 15-puzzle into the disk cache, unless it holds them,
 * and the 6-6-3 ones too (seconds): a search warms up with those while it reads the 7-8 set.
 * @param progress hears the databases finished (0 to 2) and the fraction of the current one filled
 * @param limits deadline and signal: a stopped build keeps nothing
 * @returns what was done, or undefined when the limits stopped it
 * @throws when there is no disk cache, or its bound (`SLIDEPUZZLE_CACHE_MAX_MB`) cannot hold both
 * sets (311 MiB): a file would be evicted as soon as written
 */
export async function buildLargeSet(progress?: BuildProgress, limits: Limits = {}): Promise<LargeSetBuild | undefined> {
  const info = patternCacheInfo();
  if (!info) throw new Error('the pattern database disk cache is off (SLIDEPUZZLE_CACHE_DIR=off, or not Node 20.16+): the 7-8 databases live there');
  if (info.maxBytes < NEEDED_BYTES) {
    throw new Error(`the disk cache's bound, ${Math.floor(info.maxBytes / 2 ** 20)} MiB, cannot hold the 7-8 databases and the 6-6-3 ones`
      + ` (${Math.ceil(NEEDED_BYTES / 1.01 / 2 ** 20)} MiB): set SLIDEPUZZLE_CACHE_MAX_MB to ${Math.ceil(NEEDED_BYTES / 2 ** 20)} or more`);
  }
  const goal = FIFTEEN_GOAL, partition = largeFifteenPartition(goal);
  if (!await preparePatternSet(goal, patternPartition(goal), limits)) return undefined;
  const set = await preparePatternSet(goal, partition, limits, true, progress);
  if (!set) return undefined;
  const key = patternSetKey(goal, partition, true), file = cacheFile(key)!;
  if (!storedOnDisk(key)) throw new Error(`the 7-8 databases could not be written to ${file}`);
  const origin = patternSetOrigin(set);
  return {
    source: origin?.source ?? 'disk',
    ms: origin?.ms ?? 0,
    bytes: LARGE_SET_BYTES,
    ...(set.buildBytes !== undefined && { buildBytes: set.buildBytes }),
    file,
  };
}
