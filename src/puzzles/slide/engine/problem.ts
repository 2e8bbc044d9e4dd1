// Builds what an engine searches: the padded board and the heuristic table (see layout.ts).
import type { Board } from '../board/board.js';
import type { SearchProblem } from './engine.js';
import { MAX_DEPTH, PADDED_CELLS, STRIDE, TABLE_ROWS } from './layout.js';
import { WALL } from '../board/codes.js';

/** Index of board cell `index` in the padded layout. */
export function paddedCell(index: number, width: number): number {
  const x = index % width;
  return ((index - x) / width + 1) * STRIDE + x + 1;
}

/** The board in the padded layout, walls all around. */
export function padBoard(board: Board): Uint8Array {
  const padded = new Uint8Array(PADDED_CELLS).fill(WALL);
  board.cells.forEach((code, i) => { padded[paddedCell(i, board.width)] = code; });
  return padded;
}

/**
 * The padded heuristic table from per-tile rows in board layout (row[cell] = cost of the tile there).
 * Tiles without a row cost nothing anywhere: the search does not care where they end.
 */
export function heuristicTable(board: Board, rows: ReadonlyMap<number, ArrayLike<number>>): Uint16Array {
  const table = new Uint16Array(TABLE_ROWS * PADDED_CELLS);
  for (const [tile, row] of rows) {
    for (let i = 0; i < board.cells.length; i++) {
      table[tile * PADDED_CELLS + paddedCell(i, board.width)] = row[i];
    }
  }
  return table;
}

/** A search problem for `start` under `table`. */
export function searchProblem(start: Board, table: Uint16Array, maxBound = MAX_DEPTH - 1): SearchProblem {
  return { board: padBoard(start), table, maxBound };
}
