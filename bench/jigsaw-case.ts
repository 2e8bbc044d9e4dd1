// One jigsaw bench case: a photo made into a shuffled problem, reassembled in-process, scored
// against the key, and diagnosed by energy (refine.ts's sum of seam costs, on the same seam costs
// the reassembly uses): when a case is not perfect, a true arrangement of lower energy than the
// one found means the search failed to find it; one of equal or higher energy means the measure
// ranks a wrong picture first, and no search on it would do better. A case whose pieces are wrong
// only where pixel-identical pieces changed places (black sky) shows the true picture: neither. A
// case is scored by id (pieces in their own cell) and by content (pieces identical to their own).
import { type RgbImage, contentAccuracy, cropImage, generateProconProblem, inversePermutation, jigsawAccuracy, reassemble, rearrange, resizeImage } from '../src/puzzles/procon/index.js';
import { dissimilarities } from '../src/puzzles/procon/jigsaw/compatibility.js';
import { Fit } from '../src/puzzles/procon/jigsaw/fit.js';
import { energy } from '../src/puzzles/procon/jigsaw/refine.js';

/** Why a case is not perfect: see the head of this file. */
export type Failure = 'none' | 'identical' | 'search' | 'measure';

export interface Case {
  readonly photo: string;
  readonly columns: number;
  readonly rows: number;
  readonly px: number;
  readonly kind: 'scaled' | 'crop';
  readonly direct: number;
  readonly neighbour: number;
  /** Direct accuracy by content: cells holding a piece pixel-identical to their own. */
  readonly content: number;
  /** Pieces pixel-identical to another of the picture, and the groups they make. */
  readonly identical: number;
  readonly groups: number;
  readonly ms: number;
  /** The energies of the true arrangement and of the one found. */
  readonly truth: number;
  readonly found: number;
  readonly failure: Failure;
}

/**
 * The photo as a case's picture: scaled whole to the grid, or cropped from its centre; undefined
 * where the crop is past the photo, or where the picture is scaled up and `scaleUp` is false (the
 * box filter then repeats pixel rows and columns, which no camera's photo has).
 */
export function casePicture(photo: RgbImage, width: number, height: number, kind: Case['kind'], scaleUp = true): RgbImage | undefined {
  const past = width > photo.width || height > photo.height;
  if (kind === 'scaled') return past && !scaleUp ? undefined : resizeImage(photo, width, height);
  if (past) return undefined;
  return cropImage(photo, (photo.width - width) >> 1, (photo.height - height) >> 1, width, height);
}

/** Shuffles `image` (cut `columns` x `rows`) from `seed`, reassembles it and scores it; throws the reason of an invalid result. */
export function runCase(image: RgbImage, columns: number, rows: number, seed: number): Omit<Case, 'photo' | 'px' | 'kind'> {
  const key = generateProconProblem({ width: columns, height: rows, selectLimit: 8, selectCost: 200, swapCost: 5, seed }).pieces;
  const shuffled = rearrange(image, columns, rows, key);
  const began = performance.now();
  const result = reassemble({ columns, rows, selectLimit: 8, selectCost: 200, swapCost: 5, image: shuffled });
  const ms = performance.now() - began;
  if (result.status !== 'solved') throw new Error(result.reason);
  const accuracy = jigsawAccuracy(result.problem.pieces, key, columns, rows);
  const { direct: content, identical, groups } = contentAccuracy(shuffled, result.problem.pieces, key, columns, rows);
  // Arrangements as cell -> piece, a piece being its cell in the shuffled image.
  const n = columns * rows, fit = new Fit(dissimilarities(shuffled, columns, rows));
  const [truthArrangement, foundArrangement] = [new Int32Array(n), new Int32Array(n)];
  for (let piece = 0; piece < n; piece++) {
    truthArrangement[key[piece]] = piece;
    foundArrangement[result.problem.pieces[piece]] = piece;
  }
  const [truth, found] = [energy(fit, truthArrangement, columns, rows), energy(fit, foundArrangement, columns, rows)];
  const restored = rearrange(shuffled, columns, rows, inversePermutation(result.problem.pieces));
  const failure: Failure = accuracy.direct === 1 ? 'none' : restored.data.every((value, at) => value === image.data[at]) ? 'identical'
    : truth < found ? 'search' : 'measure';
  return { columns, rows, ...accuracy, content, identical, groups, ms, truth, found, failure };
}
