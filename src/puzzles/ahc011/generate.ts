// Inputs made by the statement's procedure: a random spanning tree of the grid without its
// bottom-right cell (edges shuffled, each kept when it joins two components), its tiles with the
// blank bottom-right, then T = 2 N^3 random moves of the blank, never straight back.
import { seededRandom } from '../../core/random.js';
import { randomWalk, replay } from '../../engine/index.js';
import { tileBoard } from './score.js';
import { randomTree } from './spanning-tree.js';
import { type TreeInput, moveLimit } from './tiles.js';

/** A generated input, with the tree it was scrambled from and the scramble. */
export interface GeneratedTree {
  readonly input: TreeInput;
  /** The tiles before the scramble: a spanning tree, the blank bottom-right. */
  readonly solved: Uint8Array;
  /** The T moves of the blank that turned `solved` into the input. */
  readonly scramble: string;
}

/**
 * Makes one input. The same seed makes the same input on every machine (not the official
 * generator's: it draws from another random source).
 * @param seed the seed; N = 6 + seed % 5 unless `n` is given, as the official inputs have it
 * @param n the side, 2 to 16
 */
export function generateTree(seed: number, n = 6 + (seed % 5)): GeneratedTree {
  const random = seededRandom(seed);
  const solved = randomTree(n, n * n - 1, random);
  const maxMoves = moveLimit(n);
  const scramble = randomWalk(random, tileBoard(n, solved), maxMoves);
  const tiles = Uint8Array.from(replay(tileBoard(n, solved), scramble).cells);
  return { input: { n, maxMoves, tiles }, solved, scramble };
}
