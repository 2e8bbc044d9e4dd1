// The picture one cell off inside its frame: the pieces that belong along one side sit scattered
// along the other (a smooth sky's border strip is a poor fit anywhere), and the rest one cell
// off. No band rotation brings it back, as the pieces pushed out are not a strip, nor does a swap.
// So the arrangement less a border is kept whole and the pieces around it placed again.
import type { Fit } from './fit.js';
import { type Placed, placePieces } from './place.js';
import { energy, refineArrangement } from './refine.js';

/** The borders dropped: left, right, top and bottom rows or columns, one side or two at a corner. */
const BORDERS = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [1, 0, 1, 0], [1, 0, 0, 1], [0, 1, 1, 0], [0, 1, 0, 1]];

/**
 * The arrangement less each border (the four sides, and two at each corner) kept as one block,
 * the greedy placement (place.ts) growing the rest around it inside the frame, and each refined
 * (whole rows and columns rotated, and swaps): the lowest of them if it is lower than
 * `arrangement`, else undefined.
 */
export function placeAgainInside(fit: Fit, arrangement: Int32Array, columns: number, rows: number): Int32Array | undefined {
  let best = { arrangement: undefined as Int32Array | undefined, energy: energy(fit, arrangement, columns, rows) - 1e-6 };
  for (const [left, right, top, bottom] of BORDERS) {
    const block: Placed[] = [];
    for (let y = top; y < rows - bottom; y++) for (let x = left; x < columns - right; x++) block.push({ piece: arrangement[y * columns + x], x, y });
    // Whole rows and columns only: the one kept is finished with every band after (on the bench,
    // every band here too found the same pieces right, in about a fifth more of this step's time).
    const again = refineArrangement(fit, placePieces(fit, columns, rows, block), columns, rows);
    const e = energy(fit, again, columns, rows);
    if (e < best.energy) best = { arrangement: again, energy: e };
  }
  return best.arrangement;
}
