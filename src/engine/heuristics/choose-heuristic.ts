// 'auto': pattern databases, except on boards so small that any search ends in milliseconds.
// Boards over 6 x 6 (the large layout) have the distance sum only: linear-conflict keys and the
// database build are made for the small layout's 6-cell lines and 64-cell masks.
import type { Board } from '../board/board.js';
import { SMALL_LAYOUT, layoutFor } from '../search/layout.js';
import type { HeuristicName } from './heuristic.js';
import { openCount } from './pattern-database.js';

export type ConcreteHeuristic = Exclude<HeuristicName, 'auto'>;

/** Boards with fewer open cells (3x3 and smaller) are solved at once with linear conflicts. */
const PATTERNS_FROM_CELLS = 10;

/** The heuristic `name` stands for on `goal`. */
export function resolveHeuristic(goal: Board, name: HeuristicName): ConcreteHeuristic {
  if (layoutFor(goal.width, goal.height) !== SMALL_LAYOUT) return 'manhattan';
  if (name !== 'auto') return name;
  return openCount(goal) >= PATTERNS_FROM_CELLS ? 'pdb' : 'linear-conflict';
}
