// Proven-optimal search: IDA* with the wall-aware distance sum, an admissible and consistent heuristic
// (each move shifts one tile by one cell, changing its true distance by at most one).
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import type { SearchProblem } from '../engine/engine.js';
import { heuristicTable, searchProblem } from '../engine/problem.js';

/** The IDA* problem whose first solution is optimal. */
export function optimalProblem(start: Board, goal: Board): SearchProblem {
  return searchProblem(start, heuristicTable(start, homeDistances(goal)));
}
