// Proven-optimal search: IDA* with an admissible heuristic, so the first solution found is optimal.
// The base is the wall-aware distance sum (each move shifts one tile by one cell); linear conflicts
// and pattern databases raise it without ever overestimating (src/heuristics/).
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import type { SearchProblem } from '../engine/engine.js';
import { heuristicTable, searchProblem } from '../engine/problem.js';
import { resolveHeuristic } from '../heuristics/choose-heuristic.js';
import type { HeuristicName } from '../heuristics/heuristic.js';
import { conflictTerm } from '../heuristics/linear-conflict.js';
import type { BuildLimits, PatternSet } from '../heuristics/pattern-database.js';
import { patternSet, preparePatternSet } from '../heuristics/pattern-cache.js';
import { patternTerm } from '../heuristics/pattern-term.js';
import { patternPartition } from '../heuristics/partition.js';

/**
 * The IDA* problem whose first solution is optimal, under `heuristic` ('auto': the best for the
 * board). Pattern databases not yet in memory are loaded or built here, blocking: call
 * prepareOptimalProblem first to do that in slices.
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

/** Loads or builds what optimalProblem will need, in slices; false if the limits stopped it first. */
export async function prepareOptimalProblem(goal: Board, heuristic: HeuristicName = 'auto', limits: BuildLimits = {}): Promise<boolean> {
  if (resolveHeuristic(goal, heuristic) !== 'pdb') return true;
  return preparePatternSet(goal, patternPartition(goal), limits);
}
