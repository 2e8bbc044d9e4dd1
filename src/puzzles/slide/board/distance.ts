// "Manhattan along the board" (seed 000): for every tile, a breadth-first search from its home cell
// around the walls gives its true single-tile distance from every cell.
import type { Board } from './board.js';
import { openNeighbours } from './grid.js';
import { BLANK, WALL } from './symbols.js';

/** Distance of a cell that cannot reach the tile's home; large enough to prune, small enough to add. */
export const UNREACHABLE = 1000;

/** BFS distances from `from` to every cell of a board (walls and cut-off cells get UNREACHABLE). */
export function bfsDistances(board: Board, from: number): Uint16Array {
  const dist = new Uint16Array(board.cells.length).fill(UNREACHABLE);
  const queue = [from];
  dist[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    for (const next of openNeighbours(board, cell)) {
      if (dist[next] !== UNREACHABLE) continue;
      dist[next] = dist[cell] + 1;
      queue.push(next);
    }
  }
  return dist;
}

/**
 * The wall-aware distance tables of a goal ("Manhattan along the board", seed 000): for every tile,
 * the fewest moves from each cell to its home cell, round the walls.
 * @param goal the goal board
 * @returns per tile code, a table indexed by cell (walls and cells cut off from the home hold 1000)
 */
export function homeDistances(goal: Board): Map<number, Uint16Array> {
  const rows = new Map<number, Uint16Array>();
  goal.cells.forEach((code, home) => {
    if (code !== BLANK && code !== WALL) rows.set(code, bfsDistances(goal, home));
  });
  return rows;
}
