// Proven-optimal search: IDA* with an admissible heuristic, so the first solution found is optimal.
// The base is the wall-aware distance sum (each move shifts one tile by one cell); linear conflicts
// and pattern databases raise it without ever overestimating (src/heuristics/).
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import type { Engine, SearchProblem } from '../engine/engine.js';
import { heuristicTable, searchProblem } from '../engine/problem.js';
import { resolveHeuristic } from '../heuristics/choose-heuristic.js';
import type { HeuristicName } from '../heuristics/heuristic.js';
import { conflictTerm } from '../heuristics/linear-conflict.js';
import { type PatternSet, databaseEntries } from '../heuristics/pattern-database.js';
import { cachedPatternSet, patternSet, preparePatternSet } from '../heuristics/pattern-cache.js';
import { patternTerm } from '../heuristics/pattern-term.js';
import { patternPartition } from '../heuristics/partition.js';
import { type Limits, stopReason } from '../../../core/limits.js';
import { type SearchOutcome, runSearch } from './run-search.js';

/**
 * Linear-conflict nodes worth one database entry: the search runs about ten times as many nodes a
 * second as the build fills entries, so this budget takes about as long as the build would.
 */
const WARM_UP_NODES_PER_ENTRY = 10;

/**
 * The IDA* problem whose first solution is optimal, under `heuristic` ('auto': the best for the
 * board). Pattern databases not yet in memory or on disk are built here, blocking; searchOptimal
 * builds them in slices instead.
 */
export function optimalProblem(start: Board, goal: Board, heuristic: HeuristicName = 'auto'): SearchProblem {
  const chosen = resolveHeuristic(goal, heuristic);
  if (chosen === 'pdb') return patternProblem(start, patternSet(goal, patternPartition(goal)));
  const problem = searchProblem(start, heuristicTable(start, homeDistances(goal)));
  return chosen === 'manhattan' ? problem : { ...problem, conflicts: conflictTerm(goal) };
}

/** The problem with the databases of `set`, and distances plus linear conflicts for the tiles it leaves out. */
export function patternProblem(start: Board, set: PatternSet): SearchProblem {
  const grouped = new Set(set.partition.flat());
  const rest = new Map([...homeDistances(set.goal)].filter(([tile]) => !grouped.has(tile)));
  const problem = { ...searchProblem(start, heuristicTable(start, rest)), patterns: patternTerm(set) };
  return rest.size === 0 ? problem : { ...problem, conflicts: conflictTerm(set.goal, new Set(rest.keys())) };
}

/**
 * Optimal search within `limits`, building pattern databases in slices when the heuristic needs
 * them. Under 'auto', a board whose databases are neither in memory nor on disk is first searched
 * with linear conflicts for about as long as the build would take: easy boards end there, and
 * hard ones lose at most that much (see PatternBudget to set both).
 */
export interface PatternBudget {
  /** Entries of the largest per-board database. Default BOARD_DATABASE_ENTRIES. */
  readonly maxEntries?: number;
  /** Nodes of the linear-conflict warm-up under 'auto'. Default: WARM_UP_NODES_PER_ENTRY per entry to build. */
  readonly warmUpNodes?: number;
}

export async function searchOptimal(engine: Engine, start: Board, goal: Board, heuristic: HeuristicName, limits: Limits = {}, budget: PatternBudget = {}): Promise<SearchOutcome> {
  const started = performance.now();
  if (resolveHeuristic(goal, heuristic) !== 'pdb') return runSearch(engine, optimalProblem(start, goal, heuristic), limits);
  const partition = patternPartition(goal, budget.maxEntries);
  const cached = cachedPatternSet(goal, partition);
  if (cached) return runSearch(engine, patternProblem(start, cached), limits);
  let spent = 0, bound = 0;
  if (heuristic === 'auto') {
    const entries = partition.reduce((sum, group) => sum + databaseEntries(goal, group.length), 0);
    const nodeLimit = budget.warmUpNodes ?? WARM_UP_NODES_PER_ENTRY * entries;
    const warmUp = await runSearch(engine, optimalProblem(start, goal, 'linear-conflict'), { ...limits, nodeLimit });
    if (warmUp.status !== 'budget') return { ...warmUp, ms: performance.now() - started };
    ({ nodes: spent, bound } = warmUp);
  }
  const set = await preparePatternSet(goal, partition, limits);
  if (!set) return { status: stopReason(limits) ?? 'timeout', nodes: spent, bound, ms: performance.now() - started };
  const outcome = await runSearch(engine, patternProblem(start, set), limits);
  // Both searches proved their bounds: the answer is at least the larger; totals count the warm-up too.
  const proven = outcome.status === 'found' ? {} : { bound: Math.max(bound, outcome.bound) };
  return { ...outcome, ...proven, nodes: outcome.nodes + spent, ms: performance.now() - started };
}
