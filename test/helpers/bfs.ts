// An independent reference: plain breadth-first search over whole boards, for small boards only.
// A board is held as a string of one character a cell, so that the set of boards seen is cheap.
import type { Board } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';

/** The boards one blank move away from `cells`, each with the tile that moved. */
export function successors(cells: Uint16Array, width: number, height: number): { cells: Uint16Array; tile: number }[] {
  return neighbourCells(cells.indexOf(0), width, height).filter((to) => cells[to] !== WALL).map((to) => {
    const moved = cells.slice();
    moved[moved.indexOf(0)] = moved[to];
    moved[to] = 0;
    return { cells: moved, tile: cells[to] };
  });
}

/** The cells beside `cell`: left, right, up, down. */
function neighbourCells(cell: number, width: number, height: number): number[] {
  const x = cell % width, y = Math.floor(cell / width);
  return [x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1, y > 0 ? cell - width : -1, y < height - 1 ? cell + width : -1].filter((to) => to >= 0);
}

const keyOf = (cells: Uint16Array): string => String.fromCharCode(...cells);
const cellsOf = (key: string): Uint16Array => Uint16Array.from(key, (char) => char.charCodeAt(0));
const BLANK = String.fromCharCode(0);
const WALL_CHAR = String.fromCharCode(WALL);

/** `key` with its characters at `i` < `j` swapped. */
const swapped = (key: string, i: number, j: number): string => key.slice(0, i) + key[j] + key.slice(i + 1, j) + key[i] + key.slice(j + 1);

/**
 * Every board reachable from `start` as keys, in breadth-first order, with their distances; stops
 * when it reaches `stopAt`, the last key then.
 */
function explore(start: Board, stopAt?: string): { keys: string[]; distances: number[] } {
  const keys = [keyOf(start.cells)];
  const distances = [0];
  const seen = new Set(keys);
  if (keys[0] === stopAt) return { keys, distances };
  for (let head = 0; head < keys.length; head++) {
    const key = keys[head];
    const blank = key.indexOf(BLANK);
    for (const to of neighbourCells(blank, start.width, start.height)) {
      if (key[to] === WALL_CHAR) continue;
      const next = swapped(key, Math.min(blank, to), Math.max(blank, to));
      if (!seen.has(next)) {
        seen.add(next);
        keys.push(next);
        distances.push(distances[head] + 1);
        if (next === stopAt) return { keys, distances };
      }
    }
  }
  return { keys, distances };
}

/** Every board reachable from `start`, in breadth-first order, with its distance from it. */
export function* breadthFirst(start: Board): Generator<{ cells: Uint16Array; distance: number }> {
  const { keys, distances } = explore(start);
  for (let i = 0; i < keys.length; i++) yield { cells: cellsOf(keys[i]), distance: distances[i] };
}

/** All of them, for exhaustive checks on boards of a few cells. */
export function allDistances(start: Board): { cells: Uint16Array; distance: number }[] {
  return [...breadthFirst(start)];
}

/** Distances found so far, by start and goal: many tests check one board under many searches. */
const known = new Map<string, number>();

/** The optimal number of moves from start to goal, or -1 if the goal is unreachable. */
export function bfsDistance(start: Board, goal: Board): number {
  const target = keyOf(goal.cells);
  const pair = `${start.width},${keyOf(start.cells)},${target}`;
  let distance = known.get(pair);
  if (distance === undefined) {
    const { keys, distances } = explore(start, target);
    distance = keys.at(-1) === target ? distances.at(-1)! : -1;
    known.set(pair, distance);
  }
  return distance;
}
