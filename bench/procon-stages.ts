// Where an answer's swaps go, for `npm run bench:procon -- --stages`. The Procon 25 champion
// (University of Tokyo, 2014) hands the central 10x10 core to its last beam, which spends the
// selections; ours reduces from a corner inward. So an answer's last stage is taken to start at
// the first swap after which every swap stays within one 10x10 box, wherever it lies: the swaps
// before it, the pieces' distance sum there, and the swaps and selections from there on.
import { type ProconProblem, SWAPS, type Selection, swapCell } from '../src/puzzles/procon/index.js';
import { gridDistance } from '../src/core/grid.js';

export interface Stages {
  /** Swaps before the last stage. */
  readonly before: number;
  /** The sum of the pieces' grid distances to their targets where it starts. */
  readonly sum: number;
  /** Swaps from there on. */
  readonly after: number;
  /** Selections made from there on (a selection begun before counts before). */
  readonly selectionsAfter: number;
}

/** The side of the box the last stage stays in. */
export const CORE_SIDE = 10;

/** An answer's stages (see the head of this file); the answer must replay on `problem`. */
export function stagesOf(problem: ProconProblem, answer: readonly Selection[]): Stages {
  const { width, height } = problem;
  // Every swap as the two cells it exchanges, and the swap each selection starts at.
  const swaps: [number, number][] = [], starts: number[] = [];
  for (const { cell, swaps: moves } of answer) {
    starts.push(swaps.length);
    let at = cell;
    for (const move of moves) {
      const to = swapCell(at, SWAPS.indexOf(move), width, height);
      swaps.push([at, to]);
      at = to;
    }
  }
  // From the end back, the box of the cells touched from each swap on, until it outgrows the side.
  let [left, right, top, bottom] = [width, -1, height, -1], start = swaps.length;
  for (let t = swaps.length - 1; t >= 0; t--) {
    for (const cell of swaps[t]) {
      const x = cell % width, y = Math.floor(cell / width);
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
    if (right - left >= CORE_SIDE || bottom - top >= CORE_SIDE) break;
    start = t;
  }
  const pieces = problem.pieces.slice();
  for (const [a, b] of swaps.slice(0, start)) [pieces[a], pieces[b]] = [pieces[b], pieces[a]];
  const sum = pieces.reduce((total, target, cell) => total + gridDistance(width, target, cell), 0);
  return { before: start, sum, after: swaps.length - start, selectionsAfter: starts.filter((first) => first >= start).length };
}
