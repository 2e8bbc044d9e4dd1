// Plain grid geometry, for boards without walls (AHC011's tiles, Procon's pieces, the select-and-swap
// beam's boards): how far apart two cells are, and where a swap of the selected piece (the sliding
// puzzle's blank) takes it. The engine's own distances are wall-aware (engine/board/distance.ts).

/** Manhattan distance between cells `a` and `b` (row-major indices) of a grid `width` cells wide. */
export function gridDistance(width: number, a: number, b: number): number {
  return Math.abs((a % width) - (b % width)) + Math.abs(Math.floor(a / width) - Math.floor(b / width));
}

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
