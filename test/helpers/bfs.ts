// An independent reference: plain breadth-first search over whole boards, for small boards only.
import type { Board } from '../../src/board/board.js';

/** The optimal number of moves from start to goal, or -1 if the goal is unreachable. */
export function bfsDistance(start: Board, goal: Board): number {
  const { width, height } = start;
  const target = goal.cells.join(',');
  let frontier = [start.cells];
  const seen = new Set([start.cells.join(',')]);
  for (let depth = 0; frontier.length > 0; depth++) {
    const next: Uint8Array[] = [];
    for (const cells of frontier) {
      if (cells.join(',') === target) return depth;
      const blank = cells.indexOf(0);
      const x = blank % width, y = Math.floor(blank / width);
      const targets = [x > 0 ? blank - 1 : -1, x < width - 1 ? blank + 1 : -1, y > 0 ? blank - width : -1, y < height - 1 ? blank + width : -1];
      for (const to of targets) {
        if (to < 0 || cells[to] === 36) continue;
        const moved = cells.slice();
        moved[blank] = moved[to];
        moved[to] = 0;
        const key = moved.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          next.push(moved);
        }
      }
    }
    frontier = next;
  }
  return -1;
}

/** Every board reachable from `goal`, with its optimal distance to it (for boards of a few cells). */
export function allDistances(goal: Board): { cells: Uint8Array; distance: number }[] {
  const { width, height } = goal;
  const out = [{ cells: goal.cells, distance: 0 }];
  const seen = new Set([goal.cells.join(',')]);
  for (let head = 0; head < out.length; head++) {
    const { cells, distance } = out[head];
    const blank = cells.indexOf(0);
    const x = blank % width, y = Math.floor(blank / width);
    for (const to of [x > 0 ? blank - 1 : -1, x < width - 1 ? blank + 1 : -1, y > 0 ? blank - width : -1, y < height - 1 ? blank + width : -1]) {
      if (to < 0 || cells[to] === 36) continue;
      const moved = cells.slice();
      moved[blank] = moved[to];
      moved[to] = 0;
      const key = moved.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ cells: moved, distance: distance + 1 });
      }
    }
  }
  return out;
}
