// "Manhattan along the board", as the DevQuiz 2011 C++ IDA* write-up calls it: for every tile, a
// breadth-first search from its home cell around the walls gives its true single-tile distance from
// every cell.
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
 * The wall-aware distance tables of a goal ("Manhattan along the board", the DevQuiz 2011 IDA*
 * write-up's term): for every tile, the fewest moves from each cell to its home cell, round the
 * walls. A code that the goal holds more than once marks tiles that are alike (AHC011's pipe
 * tiles): its table gives the distance to the nearest of its homes, still a lower bound, and 0 for
 * all of them only where the board and the goal hold the same codes.
 * @param goal the goal board
 * @returns per tile code, a table indexed by cell (walls and cells cut off from the home hold 1000);
 * the tables of codes held once are shared with later calls on boards with the same walls: read
 * them, never write
 */
export function homeDistances(goal: Board): Map<number, Uint16Array> {
  const from = wallDistances(goal);
  const rows = new Map<number, Uint16Array>();
  // A repeated code's table is its own copy, lowered in place by each further home.
  const copied = new Set<number>();
  goal.cells.forEach((code, home) => {
    if (code === BLANK || code === WALL) return;
    const row = from(home);
    let nearest = rows.get(code);
    if (!nearest) { rows.set(code, row); return; }
    if (!copied.has(code)) { copied.add(code); rows.set(code, (nearest = nearest.slice())); }
    for (let cell = 0; cell < nearest.length; cell++) if (row[cell] < nearest[cell]) nearest[cell] = row[cell];
  });
  return rows;
}

/** Distances from a cell depend on the walls alone: the last few wall layouts keep theirs. */
const KEPT_LAYOUTS = 8;
const byWalls = new Map<string, Map<number, Uint16Array>>();

/**
 * Breadth-first distances from any cell of boards with the size and walls of `board`, each found
 * once and kept (shortening re-solves hundreds of windows of one board, each with a table per tile).
 * The rows are shared: read them, never write.
 */
function wallDistances(board: Board): (from: number) => Uint16Array {
  const key = `${board.width},${board.height},${board.cells.map((code) => (code === WALL ? 1 : 0)).join('')}`;
  let rows = byWalls.get(key);
  if (!rows) {
    if (byWalls.size >= KEPT_LAYOUTS) byWalls.delete(byWalls.keys().next().value!);
    byWalls.set(key, (rows = new Map()));
  }
  const kept = rows;
  return (from) => {
    let row = kept.get(from);
    if (!row) kept.set(from, (row = bfsDistances(board, from)));
    return row;
  };
}
