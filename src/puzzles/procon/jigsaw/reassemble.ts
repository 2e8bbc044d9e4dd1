// Jigsaw reassembly of a problem image (pieces of known orientation): every pair's dissimilarity
// (compatibility.ts), greedy placement from best buddies (place.ts), then refinement (refine.ts).
// The result is the practice format's permutation: for each cell of the problem image, the cell
// its piece belongs in.
import type { ProconProblem } from '../problem.js';
import type { ProblemImage } from '../image/ppm.js';
import { dissimilarities } from './compatibility.js';
import { Fit } from './fit.js';
import { densestWindow, placeFree, placePieces } from './place.js';
import { energy, refineArrangement } from './refine.js';
import { relocateSegments } from './relocate.js';
import { largestSegments } from './segments.js';

/** Rounds of placing everything again around a segment, while the energy falls. */
const REPLACE_ROUNDS = 3;
/** The largest segments each round tries. */
const SEGMENTS_TRIED = 4;

/**
 * The permutation found for a problem image, as a board for the select-and-swap solver. The seam
 * costs run in the embedded wasm module, compiled on first use: on a browser's main thread, await
 * {@link loadWasmModule} first, or reassemble in the worker (`createSolver().reassemble()`).
 */
export function reassemble(problem: ProblemImage): ProconProblem {
  const { columns, rows } = problem;
  const fit = new Fit(dissimilarities(problem.image, columns, rows));
  // Two starts: grown freely, the pieces find the picture's shape themselves, and the frame's
  // densest window of that shape is kept, the rest placed again inside the frame; and grown inside
  // the frame from the surest piece. The lower energy wins. (Framed starts from the four surest
  // pieces found lower energies but no more pieces right on the bench.)
  const candidates = [placePieces(fit, columns, rows, densestWindow(placeFree(fit), columns, rows)), placePieces(fit, columns, rows)];
  let arrangement = candidates[0], lowest = Infinity;
  for (const candidate of candidates) {
    const refined = refineArrangement(fit, candidate, columns, rows);
    const e = energy(fit, refined, columns, rows);
    if (e < lowest) { lowest = e; arrangement = refined; }
  }
  for (let round = 0; round < REPLACE_ROUNDS; round++) {
    let improved = false;
    for (const segment of largestSegments(fit, arrangement, columns, SEGMENTS_TRIED)) {
      const again = refineArrangement(fit, placePieces(fit, columns, rows, segment), columns, rows);
      const e = energy(fit, again, columns, rows);
      if (e < lowest) { lowest = e; arrangement = again; improved = true; }
    }
    if (!improved) break;
  }
  // Last, the large moves: rotations of bands of any size, and segments put down elsewhere.
  for (let round = 0; round < REPLACE_ROUNDS; round++) {
    refineArrangement(fit, arrangement, columns, rows, true);
    if (!relocateSegments(fit, arrangement, columns, rows)) break;
  }
  const pieces = new Uint16Array(columns * rows);
  arrangement.forEach((piece, cell) => { pieces[piece] = cell; });
  return { width: columns, height: rows, selectLimit: problem.selectLimit, selectCost: problem.selectCost, swapCost: problem.swapCost, pieces };
}
