// Pattern databases are built once per thread and shared: a memory cache here (every engine copies
// a set into its own wasm memory once, engine-pool.ts), backed by the disk cache in Node for goals
// without walls, whose sets every board of that size shares. Per-board sets (goals with walls) are
// kept in memory for the last two goals only (tens of MB each).
import { formatBoard } from '../board/board.js';
import type { Board } from '../board/board.js';
import { WALL } from '../board/symbols.js';
import type { Limits } from '../../core/limits.js';
import { type BuildProgress, type Partition, type PatternSet, buildPatternSet, buildPatternSetSliced } from './pattern-database.js';
import { loadFromDisk, saveToDisk } from './pattern-disk-cache.js';
import { halfTurnSources } from './half-turn.js';

/** How a set was obtained, for reports: built here or read from disk, and how long that took. */
export interface PatternSetOrigin {
  readonly source: 'build' | 'disk';
  readonly ms: number;
}

const RECENT_GOALS = 2;
const kept = new Map<string, PatternSet>();
const recent = new Map<string, PatternSet>();
const origins = new WeakMap<PatternSet, PatternSetOrigin>();

/** What names a set, in memory and on disk: the goal, the partition and a compact index. */
export function patternSetKey(goal: Board, partition: Partition, compact = false): string {
  return `${formatBoard(goal)}|${partition.map((group) => group.join(',')).join('/')}${compact ? '|compact' : ''}`;
}

const persistent = (goal: Board) => !goal.cells.includes(WALL);

function remembered(key: string): PatternSet | undefined {
  return kept.get(key) ?? recent.get(key);
}

function remember(key: string, set: PatternSet, origin: PatternSetOrigin): PatternSet {
  origins.set(set, origin);
  if (persistent(set.goal)) {
    kept.set(key, set);
    // A database shared through the half turn is stored once.
    if (origin.source === 'build') saveToDisk(key, set.databases.filter((database, g) => set.databases.indexOf(database) === g));
  } else {
    recent.delete(key);
    recent.set(key, set);
    if (recent.size > RECENT_GOALS) recent.delete(recent.keys().next().value!);
  }
  return set;
}

function fromDisk(key: string, goal: Board, partition: Partition, compact: boolean): PatternSet | undefined {
  if (!persistent(goal)) return undefined;
  const started = performance.now();
  const stored = loadFromDisk(key);
  const sources = halfTurnSources(goal, partition, compact);
  if (!stored || stored.length !== sources.filter((source) => source === undefined).length) return undefined;
  // The file holds the databases built, in order; a shared one is its source's.
  const built = stored.values(), databases: Uint8Array[] = [];
  for (const source of sources) databases.push(source === undefined ? built.next().value! : databases[source]);
  return remember(key, { goal, partition, databases, compact }, { source: 'disk', ms: performance.now() - started });
}

/** The databases of `partition` on `goal` if this thread holds them in memory. */
export function heldPatternSet(goal: Board, partition: Partition, compact = false): PatternSet | undefined {
  return remembered(patternSetKey(goal, partition, compact));
}

/**
 * The databases of `partition` on `goal` (with a compact index if `compact`) if they are in
 * memory or on disk; undefined if they need building.
 */
export function cachedPatternSet(goal: Board, partition: Partition, compact = false): PatternSet | undefined {
  const key = patternSetKey(goal, partition, compact);
  return remembered(key) ?? fromDisk(key, goal, partition, compact);
}

/** The databases of `partition` on `goal`: from memory, from disk, or built now (blocking). */
export function patternSet(goal: Board, partition: Partition): PatternSet {
  const found = cachedPatternSet(goal, partition);
  if (found) return found;
  const key = patternSetKey(goal, partition);
  const started = performance.now();
  const set = buildPatternSet(goal, partition);
  return remember(key, set, { source: 'build', ms: performance.now() - started });
}

/**
 * The same, building in slices and yielding between them; undefined if the deadline or the signal
 * came first. `progress` hears how a build goes.
 */
export async function preparePatternSet(goal: Board, partition: Partition, limits: Limits = {}, compact = false,
  progress?: BuildProgress): Promise<PatternSet | undefined> {
  const found = cachedPatternSet(goal, partition, compact);
  if (found) return found;
  const started = performance.now();
  const set = await buildPatternSetSliced(goal, partition, limits, compact, progress);
  return set && remember(patternSetKey(goal, partition, compact), set, { source: 'build', ms: performance.now() - started });
}

/** Where a set came from, if this cache made it. */
export function patternSetOrigin(set: PatternSet): PatternSetOrigin | undefined {
  return origins.get(set);
}

/** Forgets every set held in memory (tests; the disk cache stays). */
export function forgetPatternSets(): void {
  kept.clear();
  recent.clear();
}
