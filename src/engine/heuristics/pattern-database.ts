// Additive disjoint pattern databases (Korf & Felner 2002): the goal's tiles are split into
// disjoint groups, and each group's database holds, for every placement of its tiles, the fewest
// moves of those tiles (other tiles move for free) that bring them home. A move moves one tile, so
// the sum over groups never overestimates. Databases are built in wasm
// (assembly/engine/pattern-build.ts).
// A placement's index is its tiles' open-cell ranks as digits in base `radix`, a sparse index
// (radix^k bytes, some never used) that a search updates with one addition per move; or, for sets
// too large for that (Korf & Felner's 7-8 on the 15-puzzle), a compact one (search/compact-index.ts).
import type { Board } from '../board/board.js';
import { BLANK, WALL } from '../board/symbols.js';
import { MAX_PATTERN_ENTRIES } from '../search/search-constants.js';
import { SMALL_LAYOUT } from '../search/layout.js';
import { padBoard, paddedCell } from '../search/problem.js';
import { type DatabaseSpec, startDatabaseBuild } from '../search/wasm-pattern-build.js';
import { compactBytes, digitBits } from '../search/compact-index.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { halfTurnSources } from './half-turn.js';
import { paced } from '../../core/pacer.js';

/** Groups of tile codes, disjoint; tiles in no group are left to the distance table. */
export type Partition = readonly (readonly number[])[];

/** A goal's databases, one per group of its partition. */
export interface PatternSet {
  readonly goal: Board;
  readonly partition: Partition;
  /** One per group; a group whose database is an earlier one's turned shares its array (heuristics/half-turn.ts). */
  readonly databases: readonly Uint8Array[];
  /** Indexed compactly (search/compact-index.ts) rather than by digits. */
  readonly compact?: boolean;
  /**
   * Peak memory of the build (one database at a time), if built here: its wasm instance may have run
   * a larger build before (search/wasm-pattern-build.ts), whose peak this then counts.
   */
  readonly buildBytes?: number;
}

/** States expanded per build slice: a few milliseconds. */
const BUILD_SLICE = 1 << 16;

/** Rank of each open cell of `goal` in reading order, by padded cell (walls: 0, never used). */
export function openRanks(goal: Board): Uint8Array {
  const ranks = new Uint8Array(SMALL_LAYOUT.cells);
  let rank = 0;
  goal.cells.forEach((code, cell) => {
    if (code !== WALL) ranks[paddedCell(cell, goal.width, SMALL_LAYOUT)] = rank++;
  });
  return ranks;
}

/** How many cells are not walls: the base of database indexes. */
export function openCount(goal: Board): number {
  return goal.cells.filter((code) => code !== WALL).length;
}

/** A compact index ranks cells in 4- or 5-bit digits (search/compact-index.ts): open cells at most. */
export const MAX_COMPACT_CELLS = 31;

/** Bytes of the database of a group of `tiles` tiles on `goal`: an entry a byte by digits, two a byte compact (compactBytes). */
export function databaseBytes(goal: Board, tiles: number, compact = false): number {
  return compact ? compactBytes(tiles, openCount(goal)) : openCount(goal) ** tiles;
}

/** What the wasm build of the database of `tiles` on `goal` needs (padded cells, ranks, homes). */
export function databaseSpec(goal: Board, tiles: readonly number[], compact = false): DatabaseSpec {
  if (compact && openCount(goal) > MAX_COMPACT_CELLS) throw new Error(`a compact database needs at most ${MAX_COMPACT_CELLS} open cells, not ${openCount(goal)}`);
  if (compact && tiles.length * digitBits(openCount(goal)) > 32) throw new Error(`a compact database's ${tiles.length} digits of ${digitBits(openCount(goal))} bits do not fit 32`);
  if (!compact && databaseBytes(goal, tiles.length) > MAX_PATTERN_ENTRIES) {
    throw new Error(`a ${tiles.length}-tile database on ${openCount(goal)} cells is over ${MAX_PATTERN_ENTRIES} entries`);
  }
  const home = (code: number) => paddedCell(goal.cells.indexOf(code), goal.width, SMALL_LAYOUT);
  return { goal: padBoard(goal), ranks: openRanks(goal), radix: openCount(goal), homes: tiles.map(home), blankHome: home(BLANK), compact };
}

/**
 * Builds the databases of `partition` on `goal`, without yielding. A group whose database is an
 * earlier one's turned (heuristics/half-turn.ts) shares that one's array.
 */
export function buildPatternSet(goal: Board, partition: Partition, compact = false): PatternSet {
  let buildBytes = 0;
  const sources = halfTurnSources(goal, partition, compact), databases: Uint8Array[] = [];
  partition.forEach((tiles, g) => {
    if (sources[g] !== undefined) {
      databases.push(databases[sources[g]]);
      return;
    }
    const build = startDatabaseBuild(databaseSpec(goal, tiles, compact));
    while (!build.run(0x7fffffff));
    buildBytes = Math.max(buildBytes, build.memoryBytes());
    databases.push(build.database());
  });
  return { goal, partition, databases, compact, buildBytes };
}

/** How far a sliced build is: the databases finished and the fraction of the current one's entries filled. */
export type BuildProgress = (finished: number, filled: number) => void;

/**
 * The same in slices, yielding between them; undefined when the deadline passes or the signal
 * aborts. `progress` hears after each slice.
 */
export async function buildPatternSetSliced(goal: Board, partition: Partition, limits: Limits = {}, compact = false,
  progress?: BuildProgress): Promise<PatternSet | undefined> {
  const sources = halfTurnSources(goal, partition, compact), databases: Uint8Array[] = [];
  let buildBytes = 0;
  for (const [g, tiles] of partition.entries()) {
    if (sources[g] !== undefined) {
      databases.push(databases[sources[g]]);
      continue;
    }
    const build = startDatabaseBuild(databaseSpec(goal, tiles, compact));
    for (;;) {
      if (!timeLeft(limits)) return undefined;
      if (build.run(BUILD_SLICE)) break;
      progress?.(databases.length, build.progress());
      await paced();
    }
    databases.push(build.database());
    buildBytes = Math.max(buildBytes, build.memoryBytes());
  }
  progress?.(databases.length, 0);
  return { goal, partition, databases, compact, buildBytes };
}
