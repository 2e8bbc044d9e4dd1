// Jigsaw reassembly of a problem image (pieces of known orientation): every pair's dissimilarity
// (compatibility.ts), greedy placement from best buddies (place.ts), then refinement (refine.ts).
// The result is the practice format's permutation: for each cell of the problem image, the cell
// its piece belongs in.
import type { ProconProblem } from '../problem.js';
import type { ProblemImage } from '../image/ppm.js';
import { dissimilarities } from './compatibility.js';
import { Fit, densestWindow, placeFree, placePieces } from './place.js';
import { energy, refineArrangement } from './refine.js';
import { largestSegment } from './segments.js';

/** Rounds of placing everything again around the largest segment, while the energy falls. */
const REPLACE_ROUNDS = 3;

/** The permutation found for a problem image, as a board for the select-and-swap solver. */
export function reassemble(problem: ProblemImage): ProconProblem {
  const { columns, rows } = problem;
  const fit = new Fit(dissimilarities(problem.image, columns, rows));
  // Grown freely, the pieces find the picture's shape themselves; the frame's densest window of
  // that shape is kept and the rest placed again inside the frame. Grown inside the frame from the
  // start is the other candidate; the lower energy wins.
  const framed = refineArrangement(fit, placePieces(fit, columns, rows), columns, rows);
  const free = refineArrangement(fit, placePieces(fit, columns, rows, densestWindow(placeFree(fit), columns, rows)), columns, rows);
  let arrangement = energy(fit, free, columns, rows) < energy(fit, framed, columns, rows) ? free : framed;
  for (let round = 0; round < REPLACE_ROUNDS; round++) {
    const again = refineArrangement(fit, placePieces(fit, columns, rows, largestSegment(fit, arrangement, columns)), columns, rows);
    if (energy(fit, again, columns, rows) >= energy(fit, arrangement, columns, rows)) break;
    arrangement = again;
  }
  const pieces = new Uint16Array(columns * rows);
  arrangement.forEach((piece, cell) => { pieces[piece] = cell; });
  return { width: columns, height: rows, selectLimit: problem.selectLimit, selectCost: problem.selectCost, swapCost: problem.swapCost, pieces };
}
