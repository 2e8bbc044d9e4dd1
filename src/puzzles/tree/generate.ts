// Inputs made by the statement's procedure: a random spanning tree of the grid without its
// bottom-right cell (edges shuffled, each kept when it joins two components), its tiles with the
// blank bottom-right, then T = 2 N^3 random moves of the blank, never straight back.
import { randomInt, seededRandom } from '../../core/random.js';
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
  const tiles = solved.slice();
  const maxMoves = moveLimit(n);
  const steps: Record<string, number> = { L: -1, U: -n, R: 1, D: n };
  const reverse: Record<string, string> = { L: 'R', R: 'L', U: 'D', D: 'U' };
  let blank = n * n - 1, scramble = '', last = '';
  for (let i = 0; i < maxMoves; i++) {
    const x = blank % n, y = (blank - x) / n;
    const legal = [...'LURD'].filter((move) => move !== reverse[last]
      && (move !== 'L' || x > 0) && (move !== 'R' || x < n - 1) && (move !== 'U' || y > 0) && (move !== 'D' || y < n - 1));
    const move = legal[randomInt(random, 0, legal.length - 1)];
    const to = blank + steps[move];
    tiles[blank] = tiles[to];
    tiles[to] = 0;
    blank = to;
    scramble += last = move;
  }
  return { input: { n, maxMoves, tiles }, solved, scramble };
}
