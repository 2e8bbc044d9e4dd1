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
  const blocked = new Uint8Array(board.cells.length);
  for (const cell of removed) blocked[cell] = 1;
  return reachableAround(board, from, blocked);
}

/**
 * {@link reachable} with the cells to treat as walls marked 1 in `blocked`, which callers that try
 * many cuts of one board reuse (FarFirst's regions, solvability's cut cells): a byte array rather
 * than sets of cells, as those callers run a search per open cell.
 */
export function reachableAround(board: Board, from: number, blocked: Uint8Array): number[] {
  const { width, cells } = board;
  const seen = Uint8Array.from(blocked);
  seen[from] = 1;
  const order = [from];
  const visit = (cell: number) => {
    if (seen[cell] === 0 && cells[cell] !== WALL) {
      seen[cell] = 1;
      order.push(cell);
    }
  };
  for (let head = 0; head < order.length; head++) {
    const cell = order[head];
    const x = cell % width;
    if (x > 0) visit(cell - 1);
    if (x < width - 1) visit(cell + 1);
    if (cell >= width) visit(cell - width);
    if (cell + width < cells.length) visit(cell + width);
  }
  return order;
}
