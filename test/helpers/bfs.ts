// An independent reference: plain breadth-first search over whole boards, for small boards only.
import type { Board } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';

/** The boards one blank move away from `cells`, each with the tile that moved. */
export function successors(cells: Uint16Array, width: number, height: number): { cells: Uint16Array; tile: number }[] {
  const blank = cells.indexOf(0);
  const x = blank % width, y = Math.floor(blank / width);
  const targets = [x > 0 ? blank - 1 : -1, x < width - 1 ? blank + 1 : -1, y > 0 ? blank - width : -1, y < height - 1 ? blank + width : -1];
  return targets.filter((to) => to >= 0 && cells[to] !== WALL).map((to) => {
    const moved = cells.slice();
    moved[blank] = moved[to];
    moved[to] = 0;
    return { cells: moved, tile: cells[to] };
  });
}

/** Every board reachable from `start`, in breadth-first order, with its distance from it. */
export function* breadthFirst(start: Board): Generator<{ cells: Uint16Array; distance: number }> {
  const queue = [{ cells: start.cells, distance: 0 }];
  const seen = new Set([start.cells.join(',')]);
  for (let head = 0; head < queue.length; head++) {
    const { cells, distance } = queue[head];
    yield queue[head];
    for (const next of successors(cells, start.width, start.height)) {
      const key = next.cells.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        queue.push({ cells: next.cells, distance: distance + 1 });
      }
    }
  }
}

/** All of them, for exhaustive checks on boards of a few cells. */
export function allDistances(start: Board): { cells: Uint16Array; distance: number }[] {
  return [...breadthFirst(start)];
}

/** The optimal number of moves from start to goal, or -1 if the goal is unreachable. */
export function bfsDistance(start: Board, goal: Board): number {
  const target = goal.cells.join(',');
  for (const { cells, distance } of breadthFirst(start)) if (cells.join(',') === target) return distance;
  return -1;
}
