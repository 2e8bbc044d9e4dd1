// Where a swap takes the selected piece, one place for the scorer, the solvers and the page (how far
// apart two cells are is core/grid.ts).

/** The swaps, by index: a solver's direction d is the letter SWAPS[d]. */
export const SWAPS = 'LRUD';

/** The cell one swap (an index of SWAPS) away from `cell` on a `width` x `height` grid; -1 off the grid. */
export function swapCell(cell: number, dir: number, width: number, height: number): number {
  const column = cell % width;
  if (dir === 0) return column > 0 ? cell - 1 : -1;
  if (dir === 1) return column < width - 1 ? cell + 1 : -1;
  if (dir === 2) return cell >= width ? cell - width : -1;
  return cell < (height - 1) * width ? cell + width : -1;
}
