// Jigsaw reassembly of a problem image (pieces of known orientation): every pair's dissimilarity
// (compatibility.ts), greedy placement from best buddies (place.ts) and from clusters of them
// (clusters.ts), then refinement (refine.ts), then the global step (blocks.ts), then the lowest
// placed again inside its frame (inside.ts); on a smooth picture where that was unsure, all of it
// again on seams that weigh the smooth pieces' term up (smooth-seams.ts).
// The result is the practice format's permutation: for each cell of the problem image, the cell
// its piece belongs in.
import type { ProconProblem } from '../swap/problem.js';
import { InputError } from '../../../core/input-error.js';
import { type ProblemImage, checkProblemImage, parseProblemPpm } from './image/ppm.js';
import { largestCluster } from './clusters.js';
import { dissimilarities } from './compatibility.js';
import { Fit } from './fit.js';
import { STRONG_SMOOTH_TERM, smoothShare } from './smooth-seams.js';
import { DEFAULT_ENGINE } from '../../../engine/index.js';
import { densestWindow, placeFree, placePieces } from './place.js';
import { placeAgainInside } from './inside.js';
import { energy, markAround, refineArrangement } from './refine.js';
import { relocateSegments } from './relocate.js';
import { largestSegments, segmentsOf } from './segments.js';
import { placeBlocks } from './blocks.js';
import { shiftStrips } from './strips.js';

/** The second pass (see `arrange`): pieces at most, distinct arrangements of the first at least, and the smooth share at least. */
const SECOND_PASS_PIECES = 256, UNSURE_FINISHES = 3, SMOOTH_SHARE = 0.5;
/** Rounds of placing everything again around a segment, while the energy falls. */
const REPLACE_ROUNDS = 3;
/** The largest segments each round tries. */
const SEGMENTS_TRIED = 4;

/**
 * What {@link reassemble} returns, told apart by `status`: `solved` or `invalid`. Bad input is a
 * result, never an exception. (It takes no signal: under a second for 256 pieces.)
 */
export type ReassembleResult =
  | {
      /** The arrangement found (every piece placed: a guess, not a proof, so there is no `unsolvable`). */
      readonly status: 'solved';
      /**
       * The permutation found, as a practice-format board for the select-and-swap solver: for each
       * cell of the problem image, the cell its piece belongs in; the limit and costs the image's.
       */
      readonly problem: ProconProblem;
      /**
       * The next best arrangements, as boards like `problem`, by rising energy: each other finished
       * arrangement (the other start's, and the global step's and the placement inside the frame's
       * that lowered the energy, and the second pass's on a smooth picture) where it
       * differs from those before (often none). A caller told that
       * `problem` is wrong (a contest server's misplaced count) tries these next.
       */
      readonly alternatives: readonly ProconProblem[];
      /** Milliseconds the reassembly took (after the image was read and checked). */
      readonly ms: number;
    }
  | {
      /** The image could not be read: its bytes, or a {@link ProblemImage} checked as they are. */
      readonly status: 'invalid';
      /**
       * What is wrong, in one line (the {@link InputError}'s message, as {@link parseProblemPpm} or
       * {@link checkProblemImage} gives it).
       */
      readonly reason: string;
    };

/**
 * Reassembles a problem image's jigsaw: the permutation found, as a board for the select-and-swap
 * solver. The seam costs run in the embedded wasm module, compiled on first use: on a browser's
 * main thread, await `loadWasmModule()` (from `slidepuzzle`) first, or reassemble in the worker
 * (`createSolver().reassemble()`).
 * @param input the problem image: its P6 bytes, with the header comments (see
 * {@link parseProblemPpm}), or a {@link ProblemImage} (see {@link checkProblemImage})
 * @returns `solved` with the `problem` found and `ms`, or `invalid` with the reason (never a throw
 * for bad input)
 */
export function reassemble(input: ProblemImage | Uint8Array): ReassembleResult {
  let problem: ProblemImage;
  try {
    problem = input instanceof Uint8Array ? parseProblemPpm(input) : checkProblemImage(input);
  } catch (error) {
    if (error instanceof InputError) return { status: 'invalid', reason: error.message };
    throw error;
  }
  const started = performance.now();
  const [found, ...alternatives] = arrange(problem);
  return { status: 'solved', problem: found, alternatives, ms: performance.now() - started };
}

/** The permutations found for a checked problem image, the lowest energy first, each once. */
function arrange(problem: ProblemImage): ProconProblem[] {
  const { columns, rows, image } = problem;
  const fit = new Fit(dissimilarities(image, columns, rows));
  const finished = finishedArrangements(fit, columns, rows);
  // A second pass on the seam costs with the smooth pieces' term weighed up, its arrangements
  // ranked with the first's on the first's energy: where most pieces are smooth and the first
  // pass was unsure (its starts and global steps ended apart). On the bench, the glows made here
  // from 5.9%, 73.8% to 89.5% right to 90.6% to 98.4%, and the rocket's 16 px sky at 8x8 from 78.1%
  // to 87.5%; no photo case lost a piece. Not beyond 256 pieces: on the rocket's 24x18 skies it
  // found nothing and took a second more, against the 1 s asked (docs/jigsaw.md).
  if (columns * rows <= SECOND_PASS_PIECES && distinctArrangements(finished).length >= UNSURE_FINISHES && smoothShare(image, columns, rows) >= SMOOTH_SHARE) {
    finished.push(...finishedArrangements(new Fit(dissimilarities(image, columns, rows, DEFAULT_ENGINE, STRONG_SMOOTH_TERM)), columns, rows));
  }
  const byEnergy = finished
    .map((arrangement) => ({ arrangement, energy: energy(fit, arrangement, columns, rows) }))
    // A stable sort: on a tie the greedy start stays first, as it always has.
    .sort((a, b) => a.energy - b.energy)
    .map(({ arrangement }) => arrangement);
  return distinctArrangements(byEnergy).map((arrangement) => {
    const pieces = new Uint16Array(columns * rows);
    arrangement.forEach((piece, cell) => { pieces[piece] = cell; });
    return { width: columns, height: rows, selectLimit: problem.selectLimit, selectCost: problem.selectCost, swapCost: problem.swapCost, pieces };
  });
}

/** Whether two arrangements put every piece in the same cell. */
function sameArrangement(a: Int32Array, b: Int32Array): boolean {
  return a.every((piece, cell) => piece === b[cell]);
}

/** The arrangements, each once, in their order (the first of equal ones kept). */
function distinctArrangements(arrangements: readonly Int32Array[]): Int32Array[] {
  return arrangements.filter((arrangement, k) => arrangements.findIndex((other) => sameArrangement(other, arrangement)) === k);
}

/**
 * One pass of the search on `fit`'s seams: the greedy and cluster starts finished, the global
 * step's arrangements and the placement inside the frame's where they lowered the energy.
 */
function finishedArrangements(fit: Fit, columns: number, rows: number): Int32Array[] {
  const refined = (arrangement: Int32Array) => refineArrangement(fit, arrangement, columns, rows);
  const leastEnergy = (arrangements: Int32Array[]) =>
    arrangements.reduce((best, next) => (energy(fit, next, columns, rows) < energy(fit, best, columns, rows) ? next : best));
  // Greedy starts: grown freely, the pieces find the picture's shape themselves, and the frame's
  // densest window of that shape is kept, the rest placed again inside the frame; and grown inside
  // the frame from the surest piece. The lower energy goes on. (Framed starts from the four surest
  // pieces found lower energies but no more pieces right on the bench.)
  const greedy = leastEnergy([placePieces(fit, columns, rows, densestWindow(placeFree(fit), columns, rows)), placePieces(fit, columns, rows)].map(refined));
  // And a start grown inside the frame from the largest cluster of best buddies. Each start is
  // finished on its own, as its segments differ: on the bench's 16x16 crops and scaled photos the
  // clusters found the frame where greedy growth did not (rocket scaled down, 16 px pieces: every
  // piece right against 73%), and greedy growth where the clusters did not. The cluster start
  // skips placing again around its segments, which it grew from already: on the bench, direct
  // accuracy within one piece on every case, a few neighbours fewer on four of Hubble's and the
  // rocket's 16 px pictures, and 16x16 reassemblies a sixth faster.
  const clustered = refined(placePieces(fit, columns, rows, largestCluster(fit, columns, rows)));
  const known: Finishes = new Map();
  const finished = [finish(fit, greedy, columns, rows, { replaceAround: true }, known), finish(fit, clustered, columns, rows, { replaceAround: false }, known)];
  // The global step from both finished starts, the lower energy first (on a tie, the greedy's),
  // the other too where they differ: the higher one's segments are sometimes the blocks that come
  // home whole (the rocket's pictures on the bench; docs/jigsaw.md).
  const lower = leastEnergy(finished), higher = finished.find((arrangement) => arrangement !== lower)!;
  for (const start of sameArrangement(lower, higher) ? [lower] : [lower, higher]) finished.push(...placeAgainAsBlocks(fit, start, columns, rows, known));
  // The lowest one, placed again inside its frame less a border (inside.ts), finished where that
  // lowered the energy: on the bench, a glow made here from 0% to 73.8% right and the rocket's 16 px
  // sky at 16x16 from 10.5% to 50.4% (docs/jigsaw.md).
  const lowest = leastEnergy(finished), inside = placeAgainInside(fit, lowest, columns, rows);
  if (inside) {
    const again = finish(fit, inside, columns, rows, { replaceAround: false }, known);
    if (energy(fit, again, columns, rows) < energy(fit, lowest, columns, rows) - 1e-6) finished.push(again);
  }
  return finished;
}

/**
 * The global step's finishes, by the arrangement each was finished from (its pieces by cell,
 * joined), and each settled finish by itself: a finish that ended with no move left finishes as
 * itself again. The global step meets the same blocks again (strict and loose segments alike, or
 * both starts'), or blocks that put every piece back where a start had it: on the bench's 16x16
 * cases, 30 of its 72 finishes. Each is finished once, to the same arrangement.
 */
type Finishes = Map<string, Int32Array>;

/**
 * The global step (blocks.ts): the arrangement's segments, strict then loose, placed again as
 * blocks and finished; the arrangements that lowered the energy. (Rounds of it while the energy
 * fell found no more pieces right on the bench's 16x16 cases, and took longer.)
 */
function placeAgainAsBlocks(fit: Fit, start: Int32Array, columns: number, rows: number, known: Finishes): Int32Array[] {
  const lower: Int32Array[] = [];
  let arrangement = start, lowest = energy(fit, start, columns, rows);
  for (const loose of [false, true]) {
    const blocks = placeBlocks(fit, segmentsOf(fit, arrangement, columns, loose), columns, rows);
    const key = blocks.join();
    let again = known.get(key);
    if (!again) known.set(key, again = finish(fit, refineArrangement(fit, blocks, columns, rows), columns, rows, { replaceAround: false }, known));
    const e = energy(fit, again, columns, rows);
    if (e < lowest - 1e-6) { lowest = e; arrangement = again; lower.push(again); }
  }
  return lower;
}

/**
 * A start's refinement to its end: placed again around its largest segments while the energy
 * falls (if `replaceAround`), then the large moves: rotations of bands of any size, segments put
 * down elsewhere, and strips shifted by one. One that ends with no move left is added to `known`.
 */
function finish(fit: Fit, start: Int32Array, columns: number, rows: number, { replaceAround }: { replaceAround: boolean }, known: Finishes): Int32Array {
  let arrangement = start, lowest = energy(fit, start, columns, rows);
  for (let round = 0; replaceAround && round < REPLACE_ROUNDS; round++) {
    let improved = false;
    for (const segment of largestSegments(fit, arrangement, columns, SEGMENTS_TRIED)) {
      const again = refineArrangement(fit, placePieces(fit, columns, rows, segment), columns, rows);
      const e = energy(fit, again, columns, rows);
      if (e < lowest) { lowest = e; arrangement = again; improved = true; }
    }
    if (!improved) break;
  }
  // Each round's refinement tries only the swaps of cells the large moves changed since the last.
  const changed = new Uint8Array(arrangement.length).fill(1);
  for (let round = 0; round < REPLACE_ROUNDS; round++) {
    refineArrangement(fit, arrangement, columns, rows, true, changed);
    const settled = changed.every((mark) => mark === 0);
    const refined = arrangement.slice();
    const relocated = relocateSegments(fit, arrangement, columns, rows) > 0;
    if (!shiftStrips(fit, arrangement, columns, rows) && !relocated) {
      // No move left: finished again, it stays as it is.
      if (settled) known.set(arrangement.join(), arrangement);
      break;
    }
    arrangement.forEach((piece, cell) => { if (piece !== refined[cell]) markAround(changed, columns, cell); });
  }
  return arrangement;
}
