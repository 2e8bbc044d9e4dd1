// Proven-optimal search: IDA* with an admissible heuristic, so the first solution found is optimal.
// The base is the wall-aware distance sum (each move shifts one tile by one cell); linear conflicts
// and pattern databases raise it without ever overestimating (src/engine/heuristics/).
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import type { Engine, SearchProblem } from '../search/engine.js';
import { heuristicTable, searchProblem } from '../search/problem.js';
import { resolveHeuristic } from '../heuristics/choose-heuristic.js';
import type { HeuristicName } from '../heuristics/heuristic.js';
import { conflictTerm } from '../heuristics/linear-conflict.js';
import { type PatternSet, databaseBytes } from '../heuristics/pattern-database.js';
import { cachedPatternSet, patternSet, preparePatternSet } from '../heuristics/pattern-cache.js';
import { patternTerm } from '../heuristics/pattern-term.js';
import { patternPartition } from '../heuristics/partition.js';
import { largeCachedSet, largeSetHeld } from '../heuristics/large-set.js';
import { type Limits, stopReason } from '../../core/limits.js';
import { type SearchOutcome, runSearch } from './run-search.js';

/**
 * Linear-conflict nodes worth one database entry: the search runs about ten times as many nodes a
 * second as the build fills entries, so this budget takes about as long as the build would.
 */
const WARM_UP_NODES_PER_ENTRY = 10;

/**
 * The warm-up before the 7-8 databases are read from disk (about 0.7 s): 20 M nodes take the 6-6-3
 * search about as long (25 to 34 M nodes/s), and solve most of Korf's instances (a one-off solve of
 * his #1 read them for 1.0 s, against 0.17 s under 6-6-3 from the cache).
 */
const LARGE_SET_WARM_UP_NODES = 20_000_000;

/**
 * The IDA* problem whose first solution is optimal, under an admissible heuristic (on the
 * 15-puzzle, the 7-8 databases where the disk cache holds them). Pattern databases not yet in
 * memory or on disk are built here, blocking (seconds on large boards);
 * `solve()` builds them in slices instead. The boards are not checked: pass boards
 * from {@link parseBoard} and a goal from {@link parseGoal} or {@link defaultGoal}.
 * @param start the start board
 * @param goal the goal, with the start's size, walls and tiles
 * @param heuristic `manhattan`, `linear-conflict`, `pdb`, or `auto` (the best for the board);
 * default `'auto'`
 * @returns the problem, for {@link runSearch}: maxBound 4095
 */
export function optimalProblem(start: Board, goal: Board, heuristic: HeuristicName = 'auto'): SearchProblem {
  const chosen = resolveHeuristic(goal, heuristic);
  if (chosen === 'pdb') return patternProblem(start, largeCachedSet(goal) ?? patternSet(goal, patternPartition(goal)));
  const problem = searchProblem(start, heuristicTable(start, homeDistances(goal)));
  return chosen === 'manhattan' ? problem : { ...problem, conflicts: conflictTerm(goal) };
}

/**
 * The problem with the databases of `set`, and distances plus linear conflicts for the tiles it leaves out.
 * @param start the start board
 * @param set the pattern databases toward the goal (whose goal is the search's goal)
 * @returns the problem, maxBound 4095
 */
export function patternProblem(start: Board, set: PatternSet): SearchProblem {
  const grouped = new Set(set.partition.flat());
  const rest = new Map([...homeDistances(set.goal)].filter(([tile]) => !grouped.has(tile)));
  const problem = { ...searchProblem(start, heuristicTable(start, rest)), patterns: patternTerm(set) };
  return rest.size === 0 ? problem : { ...problem, conflicts: conflictTerm(set.goal, new Set(rest.keys())) };
}

/** Pattern database sizes and the warm-up of {@link searchOptimal}. Every field is optional. */
export interface PatternBudget {
  /**
   * Entries of the largest per-board database (one byte each). Default 2^23 (8 MiB): five-tile
   * groups on boards of up to 24 open cells, four-tile groups on larger ones (the 15-puzzle always
   * takes Korf and Felner's 6-6-3 partition).
   */
  readonly maxEntries?: number;
  /** Nodes of the linear-conflict warm-up under 'auto'. Default: 10 per entry of the databases to build. */
  readonly warmUpNodes?: number;
}

/**
 * Optimal search within `limits`, building pattern databases in slices when the heuristic needs
 * them. Under 'auto', a board whose databases are neither in memory nor on disk is first searched
 * with linear conflicts for about as long as the build would take: easy boards end there, and
 * hard ones lose at most that much (see {@link PatternBudget} to set both). On the 15-puzzle the
 * 7-8 databases serve where the disk cache holds them, after a warm-up of 20 M nodes under the
 * 6-6-3 set (or linear conflicts) while this thread has not read them yet. The first path found
 * is optimal. The boards are not checked (see {@link optimalProblem}); an unsolvable board searches
 * until the limits stop it, or every bound up to 4095 is exhausted (`limit`).
 * @param engine the engine to search on
 * @param start the start board
 * @param goal the goal, with the start's size, walls and tiles
 * @param heuristic `manhattan`, `linear-conflict`, `pdb`, or `auto` (the best for the board)
 * @param limits deadline, signal, node limit (of the main search: the warm-up has its own) and
 * meter; default `{}`: no limit
 * @param budget database size and warm-up nodes; default `{}` (see {@link PatternBudget})
 * @returns a promise of the outcome: `found` with an optimal path, else why not. Nodes count the
 * warm-up too, and the bound is the larger one either search proved. A database build stopped
 * by the deadline or signal ends with `timeout` or `aborted`
 * @throws (the promise rejects) with the engine's error (see {@link runSearch})
 */
export async function searchOptimal(engine: Engine, start: Board, goal: Board, heuristic: HeuristicName, limits: Limits = {}, budget: PatternBudget = {}): Promise<SearchOutcome> {
  const started = performance.now();
  if (resolveHeuristic(goal, heuristic) !== 'pdb') return runSearch(engine, optimalProblem(start, goal, heuristic), limits);
  const partition = patternPartition(goal, budget.maxEntries);
  const cached = cachedPatternSet(goal, partition);
  const large = largeSetHeld(goal, limits);
  if (large === 'memory') return runSearch(engine, patternProblem(start, largeCachedSet(goal)!), limits);
  if (cached && !large) return runSearch(engine, patternProblem(start, cached), limits);
  // While the databases to come are read (the 7-8 set) or built, a warm-up: the set at hand, or
  // under 'auto' linear conflicts, for about as long as that takes. Easy boards end there.
  let spent = 0, bound = 0;
  const warmUp = cached ? patternProblem(start, cached) : heuristic === 'auto' ? optimalProblem(start, goal, 'linear-conflict') : undefined;
  if (warmUp) {
    const entries = partition.reduce((sum, group) => sum + databaseBytes(goal, group.length), 0);
    const nodeLimit = large ? LARGE_SET_WARM_UP_NODES : budget.warmUpNodes ?? WARM_UP_NODES_PER_ENTRY * entries;
    const outcome = await runSearch(engine, warmUp, { ...limits, nodeLimit });
    if (outcome.status !== 'budget') return { ...outcome, ms: performance.now() - started };
    ({ nodes: spent, bound } = outcome);
  }
  const set = (large && largeCachedSet(goal, limits)) || await preparePatternSet(goal, partition, limits);
  if (!set) return { status: stopReason(limits) ?? 'timeout', nodes: spent, bound, ms: performance.now() - started };
  // The warm-up proved its bound: the iterations below it are skipped.
  const outcome = await runSearch(engine, { ...patternProblem(start, set), minBound: bound }, limits);
  // Both searches proved their bounds: the answer is at least the larger; totals count the warm-up too.
  const proven = outcome.status === 'found' ? {} : { bound: Math.max(bound, outcome.bound) };
  return { ...outcome, ...proven, nodes: outcome.nodes + spent, ms: performance.now() - started };
}
