// Goals of boards of any size with walls, for the large-board tests.
import { expect } from 'vitest';
import type { Board } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';
import { devquizGoal } from '../../src/engine/board/goal.js';
import { reachable } from '../../src/engine/board/grid.js';
import type { Random } from '../../src/core/random.js';

/** The goal of a width x height board with walls on `walls` (which must leave it connected). */
export function goalWithWalls(width: number, height: number, walls: readonly number[] = []): Board {
  const cells = new Uint16Array(width * height);
  for (const cell of walls) cells[cell] = WALL;
  const goal = devquizGoal({ width, height, cells });
  expect(reachable(goal, goal.cells.length - 1).length).toBe(goal.cells.filter((code) => code !== WALL).length);
  return goal;
}

/** `count` random walls, never on the last cell, each kept only if the board stays connected. */
export function randomWalls(random: Random, width: number, height: number, count: number): number[] {
  const cells = new Uint16Array(width * height);
  const walls: number[] = [];
  while (walls.length < count) {
    const cell = Math.floor(random() * (cells.length - 1));
    if (cells[cell] === WALL) continue;
    cells[cell] = WALL;
    if (reachable({ width, height, cells }, cells.length - 1).length === cells.length - walls.length - 1) walls.push(cell);
    else cells[cell] = 0;
  }
  return walls;
}
