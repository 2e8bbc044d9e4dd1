// Neighbourhood on an unpadded board, shared by the board-level searches (distances, solvability).
import type { Board } from './board.js';
import { WALL } from './symbols.js';

/** The open (non-wall) cells next to `cell`, in L R U D order. */
export function openNeighbours(board: Board, cell: number): number[] {
  const { width, cells } = board;
  const x = cell % width;
  const out: number[] = [];
  if (x > 0 && cells[cell - 1] !== WALL) out.push(cell - 1);
  if (x < width - 1 && cells[cell + 1] !== WALL) out.push(cell + 1);
  if (cell - width >= 0 && cells[cell - width] !== WALL) out.push(cell - width);
  if (cell + width < cells.length && cells[cell + width] !== WALL) out.push(cell + width);
  return out;
}

/**
 * The cells reachable from a cell without passing walls or the cells in `removed` (whatever the
 * tiles on them).
 * @param board the board (only its walls count)
 * @param from the cell to start from, an index in reading order
 * @param removed cells to treat as walls too (default: none)
 * @returns the reachable cells, `from` first, in breadth-first order
 */
export function reachable(board: Board, from: number, removed: ReadonlySet<number> = new Set()): number[] {
  const seen = new Set([from]);
  const order = [from];
  for (let head = 0; head < order.length; head++) {
    for (const next of openNeighbours(board, order[head])) {
      if (!seen.has(next) && !removed.has(next)) {
        seen.add(next);
        order.push(next);
      }
    }
  }
  return order;
}
