// The weighted heuristic of the DevQuiz 2011 C++ IDA* write-up: a tile's distance counts
// ceil(w / x) times, w being the distance from the tile's home to the blank's home. Tiles far from
// where the blank ends must be settled first, and the weight makes IDA* settle them greedily. Not
// admissible: answers are not proven optimal.
import type { Board } from '../board/board.js';
import { bfsDistances, homeDistances } from '../board/distance.js';
import { BLANK } from '../board/symbols.js';
import type { SearchProblem } from '../search/engine.js';
import { heuristicTable, searchProblem } from '../search/problem.js';

/** The divisors x that write-up tried in turn, mildest first. */
export const WEIGHT_DIVISORS = [5, 4, 3, 2, 1] as const;

export function weightedProblem(start: Board, goal: Board, divisor: number): SearchProblem {
  const fromBlankHome = bfsDistances(goal, goal.cells.indexOf(BLANK));
  const rows = new Map<number, Uint16Array>();
  for (const [tile, distance] of homeDistances(goal)) {
    const weight = Math.ceil(fromBlankHome[goal.cells.indexOf(tile)] / divisor);
    rows.set(tile, distance.map((d) => d * weight));
  }
  return searchProblem(start, heuristicTable(start, rows));
}
