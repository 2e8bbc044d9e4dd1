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
