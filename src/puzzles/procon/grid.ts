// The grid's geometry, one place for the scorer, the solvers and the page: where a swap takes the
// selected piece, and how far apart two cells are.

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

/** Swaps between two cells of a grid `width` wide (Manhattan distance). */
export function gridDistance(width: number): (a: number, b: number) => number {
  return (a, b) => Math.abs((a % width) - (b % width)) + Math.abs(Math.floor(a / width) - Math.floor(b / width));
}
