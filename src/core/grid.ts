// Plain grid geometry, for the puzzles whose boards have no walls (AHC011's tiles, Procon's pieces).
// The engine's own distances are wall-aware (engine/board/distance.ts).

/** Manhattan distance between cells `a` and `b` (row-major indices) of a grid `width` cells wide. */
export function gridDistance(width: number, a: number, b: number): number {
  return Math.abs((a % width) - (b % width)) + Math.abs(Math.floor(a / width) - Math.floor(b / width));
}
