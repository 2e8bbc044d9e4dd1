// Partial goals, as in the DevQuiz 2011 C++ IDA* write-up: IDA* that counts only chosen tiles, each
// toward its own target cell, so the others are "don't care"; placed tiles are then frozen into walls
// and the rest solved after.
import type { Board } from '../board/board.js';
import { bfsDistances } from '../board/distance.js';
import { WALL } from '../board/symbols.js';
import type { SearchProblem } from '../search/engine.js';
import { heuristicTable, searchProblem } from '../search/problem.js';

/** Tile code to target cell. */
export type Targets = ReadonlyMap<number, number>;

/** The IDA* problem of bringing each tile of `targets` to its cell, whatever the others do. */
export function partialProblem(board: Board, targets: Targets): SearchProblem {
  const rows = new Map<number, Uint16Array>();
  for (const [tile, cell] of targets) rows.set(tile, bfsDistances(board, cell));
  return searchProblem(board, heuristicTable(board, rows));
}

/** The board with `cells` turned into walls. */
export function freeze(board: Board, cells: Iterable<number>): Board {
  const frozen = board.cells.slice();
  for (const cell of cells) frozen[cell] = WALL;
  return { width: board.width, height: board.height, cells: frozen };
}
