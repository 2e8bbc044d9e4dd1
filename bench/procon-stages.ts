// Where an answer's swaps go, for `npm run bench:procon -- --stages`. The Procon 25 champion
// (University of Tokyo, 2014) hands the central 10x10 core to its last beam, which spends the
// selections; ours reduces from a corner inward. So an answer's last stage is taken to start at
// the first swap after which every swap stays within one 10x10 box, wherever it lies
// (src/puzzles/procon/swap/core.ts): the swaps before it, the pieces' distance sum there, and the
// swaps and selections from there on.
import type { ProconProblem, Selection } from '../src/puzzles/procon/index.js';
import { lastStage } from '../src/puzzles/procon/swap/core.js';
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

export { CORE_SIDE } from '../src/puzzles/procon/swap/core.js';

/** An answer's stages (see the head of this file); the answer must replay on `problem`. */
export function stagesOf(problem: ProconProblem, answer: readonly Selection[]): Stages {
  const { start, swaps, starts } = lastStage(problem, answer);
  const pieces = problem.pieces.slice();
  for (const [a, b] of swaps.slice(0, start)) [pieces[a], pieces[b]] = [pieces[b], pieces[a]];
  const sum = pieces.reduce((total, target, cell) => total + gridDistance(problem.width, target, cell), 0);
  return { before: start, sum, after: swaps.length - start, selectionsAfter: starts.filter((first) => first >= start).length };
}
