// Builds what an engine searches: the padded board and the heuristic table (see layout.ts).
import type { Board } from '../board/board.js';
import type { SearchProblem } from './engine.js';
import { MAX_DEPTH } from './search-constants.js';
import { type Layout, SMALL_LAYOUT, layoutFor } from './layout.js';
import { WALL } from '../board/codes.js';

/** The padded layout of a board: see layout.ts. */
export function layoutOf(board: Board): Layout {
  return layoutFor(board.width, board.height);
}

/**
 * Where a board cell sits in a padded layout (walls all around).
 * @param index the cell's index on the board, in reading order
 * @param width the board's width
 * @param layout the board's layout (see {@link layoutOf})
 * @returns the cell's index in the padded board
 */
export function paddedCell(index: number, width: number, layout: Layout): number {
  const x = index % width;
  return ((index - x) / width + 1) * layout.stride + x + 1;
}

/**
 * The board in its padded layout, walls all around.
 * @param board the board (up to 16 x 16)
 * @returns `layout.cells` codes: the board's cells, every other cell WALL
 */
export function padBoard(board: Board): Uint16Array {
  const layout = layoutOf(board);
  const padded = new Uint16Array(layout.cells).fill(WALL);
  board.cells.forEach((code, i) => { padded[paddedCell(i, board.width, layout)] = code; });
  return padded;
}

/**
 * The padded heuristic table from per-tile rows in board layout (row[cell] = cost of the tile there).
 * Tiles without a row cost nothing anywhere: the search does not care where they end.
 * @param board the board whose size and layout the rows follow
 * @param rows a row per tile code, e.g. {@link homeDistances}; each row has one cost per board
 * cell, in reading order
 * @returns the table for {@link SearchProblem.table}: `tableRows` x `cells` costs of the board's
 * layout, 0 where no row gives one
 */
export function heuristicTable(board: Board, rows: ReadonlyMap<number, ArrayLike<number>>): Uint16Array {
  const layout = layoutOf(board);
  const { width, height } = board;
  const table = new Uint16Array(layout.tableRows * layout.cells);
  // Row by row of the board: shortening builds a table per window, hundreds on a 16 x 16 answer.
  for (const [tile, costs] of rows) {
    const base = tile * layout.cells + layout.stride + 1;
    for (let y = 0; y < height; y++) {
      const at = base + y * layout.stride, from = y * width;
      for (let x = 0; x < width; x++) table[at + x] = costs[from + x];
    }
  }
  return table;
}

/** The largest idle cost a beam takes (Engine.beam): a small whole number, as both engines rank in whole numbers. */
export const MAX_IDLE_COST = 255;

/**
 * Throws unless `idleCost` is a whole number from 0 to MAX_IDLE_COST: the wasm beam takes it as a
 * 32-bit integer, and the counting sort of the ranks grows with it. Both engines check it.
 */
export function checkIdleCost(idleCost: number): void {
  if (!Number.isInteger(idleCost) || idleCost < 0 || idleCost > MAX_IDLE_COST) {
    throw new RangeError(`a beam's idle cost must be a whole number from 0 to ${MAX_IDLE_COST}, got ${idleCost}`);
  }
}

/**
 * Throws unless the problem's terms fit its layout: linear conflicts and pattern databases exist on
 * the small layout only (their line keys and database builds are made for its 6-cell lines and
 * 64-cell masks). Both engines check it before a search.
 */
export function checkTermsFit(problem: SearchProblem): void {
  if ((problem.conflicts || problem.patterns) && problem.layout !== SMALL_LAYOUT) {
    throw new Error('linear conflicts and pattern databases need the small layout (boards up to 6 x 6)');
  }
}

/**
 * The problem's `minBound` as both engines take it: a whole number from 0 to MAX_DEPTH (wasm
 * passes it as a 32-bit integer, so the twins clamp alike; NaN counts as 0, no floor).
 */
export function boundFloor(problem: SearchProblem): number {
  const floor = Math.floor(problem.minBound ?? 0);
  return Number.isNaN(floor) ? 0 : Math.min(Math.max(floor, 0), MAX_DEPTH);
}

/**
 * A search problem for `start` under `table`, with no extra heuristic terms.
 * @param start the board the search starts from
 * @param table the heuristic table, e.g. from {@link heuristicTable}; the goal is where it sums to 0
 * @param maxBound the largest IDA* bound the search may try before it ends with `limit`; default
 * 4095 (MAX_DEPTH - 1, the longest path an engine holds)
 * @returns the problem, for {@link Engine.search} or {@link runSearch}
 */
export function searchProblem(start: Board, table: Uint16Array, maxBound = MAX_DEPTH - 1): SearchProblem {
  return { layout: layoutOf(start), board: padBoard(start), table, maxBound };
}
