// 'auto': the strongest admissible heuristic whose set-up pays for itself on the board.
import type { Board } from '../board/board.js';
import type { HeuristicName } from './heuristic.js';
import { isFifteenPuzzle } from './partition.js';

export type ConcreteHeuristic = Exclude<HeuristicName, 'auto'>;

/** The heuristic `name` stands for on `goal`. */
export function resolveHeuristic(goal: Board, name: HeuristicName): ConcreteHeuristic {
  if (name !== 'auto') return name;
  return isFifteenPuzzle(goal) ? 'pdb' : 'linear-conflict';
}
