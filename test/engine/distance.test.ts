import { describe, expect, it } from 'vitest';
import { UNREACHABLE, homeDistances } from '../../src/engine/board/distance.js';
import { BLANK, WALL } from '../../src/engine/board/symbols.js';
import type { Board } from '../../src/engine/board/board.js';

/** Fewest steps from `from` to every cell, round the walls: the test's own breadth-first search. */
function stepsFrom(board: Board, from: number): number[] {
  const out = new Array<number>(board.cells.length).fill(UNREACHABLE);
  out[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head], x = cell % board.width;
    const around = [x > 0 ? cell - 1 : -1, x < board.width - 1 ? cell + 1 : -1, cell - board.width, cell + board.width];
    for (const next of around) {
      if (next < 0 || next >= board.cells.length || board.cells[next] === WALL || out[next] !== UNREACHABLE) continue;
      out[next] = out[cell] + 1;
      queue.push(next);
    }
  }
  return out;
}

describe('the wall-aware distance tables (homeDistances)', () => {
  // 5 x 4 with a wall across most of the second row: tiles 3 and 7 held twice (alike tiles), 1 once.
  const W = WALL;
  const goal: Board = { width: 5, height: 4, cells: Uint16Array.from([
    1, 3, 2, 4, 7,
    W, W, W, 5, 6,
    8, 9, 3, 10, 11,
    7, 12, 13, 14, BLANK,
  ]) };
  const homesOf = (code: number) => [...goal.cells.keys()].filter((cell) => goal.cells[cell] === code);

  it('gives a code held more than once its distance to the nearest of its homes', () => {
    const tables = homeDistances(goal);
    for (const code of [3, 7, 1]) {
      const byHome = homesOf(code).map((home) => stepsFrom(goal, home));
      const nearest = byHome[0].map((_, cell) => Math.min(...byHome.map((steps) => steps[cell])));
      expect([...tables.get(code)!]).toEqual(nearest);
    }
  });

  it('leaves the tables it shares between calls as they were', () => {
    const first = homeDistances(goal);
    const kept = [...first.get(1)!];
    // The same walls, tile 1 now held twice: its table there is lowered, the first call's is not.
    const again: Board = { ...goal, cells: goal.cells.map((code) => (code === 12 ? 1 : code)) };
    const second = homeDistances(again);
    expect([...first.get(1)!]).toEqual(kept);
    expect(second.get(1)![16]).toBe(0);
    expect(kept[16]).toBeGreaterThan(0);
  });
});
