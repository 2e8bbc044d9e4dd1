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
  /** The photo scaled down whole, cropped from its centre or from its smoothest window; or a smooth picture made here. */
  readonly kind: 'scaled' | 'crop' | 'smooth' | 'made';
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
export function casePicture(photo: RgbImage, width: number, height: number, kind: Exclude<Case['kind'], 'made'>, scaleUp = true): RgbImage | undefined {
  const past = width > photo.width || height > photo.height;
  if (kind === 'scaled') return past && !scaleUp ? undefined : resizeImage(photo, width, height);
  if (past) return undefined;
  if (kind === 'smooth') {
    const { x, y } = smoothestWindow(photo, width, height);
    return cropImage(photo, x, y, width, height);
  }
  return cropImage(photo, (photo.width - width) >> 1, (photo.height - height) >> 1, width, height);
}

/**
 * The `width` x `height` window of the photo with the least gradient (the sum over its pixels of
 * the absolute differences to the right and below neighbours, every channel), on a grid of 8 px
 * steps: its sky, its cup, its blurred background, where seams carry least.
 */
export function smoothestWindow(photo: RgbImage, width: number, height: number): { x: number; y: number } {
  const { width: w, height: h, data } = photo;
  // Summed-area table of each pixel's gradient.
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let gradient = 0;
      for (let c = 0; c < 3; c++) {
        const at = (y * w + x) * 3 + c;
        if (x + 1 < w) gradient += Math.abs(data[at + 3] - data[at]);
        if (y + 1 < h) gradient += Math.abs(data[at + w * 3] - data[at]);
      }
      sums[(y + 1) * (w + 1) + x + 1] = gradient + sums[y * (w + 1) + x + 1] + sums[(y + 1) * (w + 1) + x] - sums[y * (w + 1) + x];
    }
  }
  let best = { x: 0, y: 0, gradient: Infinity };
  for (let y = 0; y + height <= h; y += 8) {
    for (let x = 0; x + width <= w; x += 8) {
      const gradient = sums[(y + height) * (w + 1) + x + width] - sums[y * (w + 1) + x + width] - sums[(y + height) * (w + 1) + x] + sums[y * (w + 1) + x];
      if (gradient < best.gradient) best = { x, y, gradient };
    }
  }
  return best;
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
