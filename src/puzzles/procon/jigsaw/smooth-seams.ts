// The seam term for smooth pieces: a sky, a wall, a blurred background. There the pixels along an
// edge are mostly camera noise and JPEG blocks, and MGC and the prediction (compatibility.ts),
// which read one or two pixels deep, cannot tell the true neighbour from the others. A person
// follows the gradient across the seam instead, and so does this term: each piece's colour is
// fitted by a plane per channel (least squares over all its pixels, so the noise of hundreds of
// pixels averages out), and two pieces fit side by side when their planes agree at the seam: the
// same level there, the same slope across it and along it. The mismatch is weighed against the
// fits' own noise (a chi-square), taken as log(1 + value) as the other terms are, and counts only
// as far as both pieces are smooth: textured pieces, whose planes fit badly, keep MGC's costs.
import type { RgbImage } from './image/ppm.js';
import { piecePixel } from './image/raster.js';

/**
 * How smooth a pair must be for the term to count: it weighs e^(-(r_p + r_q) / SMOOTHNESS), r a
 * piece's residual variance about its planes (per pixel and channel, in grey levels squared): a
 * JPEG sky's are about 1 to 10, a textured piece's hundreds.
 */
const SMOOTHNESS = 10;
/** How much the term counts: its weight against MGC's and the prediction's, and its level floor. */
export interface SmoothTerm {
  readonly weight: number;
  /**
   * What the planes cannot model at the seam, added to the level's noise (grey levels squared):
   * the JPEG's quantisation, a gradient's curve.
   */
  readonly levelFloor: number;
}

/** The term in the seam costs: weighed 1.5, a grey level squared of floor. */
export const SMOOTH_TERM: SmoothTerm = { weight: 1.5, levelFloor: 1 };
/**
 * The term weighed up, for the reassembly's second pass on smooth pictures (reassemble.ts): on the
 * pictures made here, refined from the truth, it keeps 98.65% of the pieces right against 97.1%;
 * but it misleads the placement on a photo's sky (docs/jigsaw.md), so it never replaces the other.
 */
export const STRONG_SMOOTH_TERM: SmoothTerm = { weight: 6, levelFloor: 0.3 };
/** A tenth of a grey level a pixel, squared: what the planes cannot model in the slopes. */
const SLOPE_FLOOR = 0.01;

/** Each piece's planes: per channel the mean, the slope along x and along y; and the residual variance. */
interface Planes {
  readonly fits: Float64Array;
  readonly residual: Float64Array;
}

/** The planes of every piece of a `columns` x `rows` cut, in centred coordinates. */
function fitPlanes(image: RgbImage, columns: number, rows: number): Planes {
  const pw = image.width / columns, ph = image.height / rows, n = columns * rows, pixels = pw * ph;
  const cx = (pw - 1) / 2, cy = (ph - 1) / 2;
  // Sums of the squared centred coordinates over a piece: the slopes' denominators.
  const sxx = (ph * pw * (pw * pw - 1)) / 12, syy = (pw * ph * (ph * ph - 1)) / 12;
  const fits = new Float64Array(n * 9), residual = new Float64Array(n);
  const value = piecePixel(image, columns, rows);
  for (let piece = 0; piece < n; piece++) {
    let squares = 0;
    for (let c = 0; c < 3; c++) {
      let sum = 0, sx = 0, sy = 0;
      for (let y = 0; y < ph; y++) {
        for (let x = 0; x < pw; x++) {
          const v = value(piece, x, y, c);
          sum += v; sx += v * (x - cx); sy += v * (y - cy);
        }
      }
      const mean = sum / pixels, slopeX = sx / sxx, slopeY = sy / syy;
      fits.set([mean, slopeX, slopeY], piece * 9 + c * 3);
      for (let y = 0; y < ph; y++) {
        for (let x = 0; x < pw; x++) squares += (value(piece, x, y, c) - mean - slopeX * (x - cx) - slopeY * (y - cy)) ** 2;
      }
    }
    residual[piece] = squares / (3 * pixels);
  }
  return { fits, residual };
}

/**
 * How smooth the picture is: each piece's weight in the term, e^(-r / SMOOTHNESS), averaged. About
 * 0.4 to 0.8 for the bench's rocket (a sky), 0.7 to 0.97 for the pictures made here, at most 0.26 for
 * its other photos.
 */
export function smoothShare(image: RgbImage, columns: number, rows: number): number {
  const { residual } = fitPlanes(image, columns, rows);
  return residual.reduce((sum, r) => sum + smoothness(r), 0) / residual.length;
}

/** A piece's weight in the term, by its residual variance r: e^(-r / SMOOTHNESS). */
function smoothness(residual: number): number {
  return Math.exp(-residual / SMOOTHNESS);
}

/**
 * The term for every ordered pair, `right[i * n + j]` for i left of j and `down[i * n + j]` for i
 * above j (the layout of compatibility.ts's costs; 0 for i = j), to add to the seam costs.
 */
export function smoothSeams(image: RgbImage, columns: number, rows: number, term = SMOOTH_TERM): { right: Float32Array; down: Float32Array } {
  const pw = image.width / columns, ph = image.height / rows, n = columns * rows, pixels = pw * ph;
  const { fits, residual } = fitPlanes(image, columns, rows);
  const smooth = residual.map(smoothness);
  // Across the seam is x for a right neighbour (the planes' slope 1), y for one below (slope 2).
  const table = (horizontal: boolean) => {
    const [across, along, slopeAcross, slopeAlong] = horizontal ? [pw, ph, 1, 2] : [ph, pw, 2, 1];
    // The seam is half a piece from either centre; the variances of a mean, and of a slope
    // across and along it, per unit of residual variance (least squares over the piece's pixels).
    const half = across / 2, levelVariance = 4 / pixels, acrossVariance = 24 / (pixels * across * across), alongVariance = 24 / (pixels * along * along);
    const out = new Float32Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const weight = term.weight * smooth[i] * smooth[j];
        if (weight < 1e-6) continue;
        const noise = residual[i] + residual[j];
        let chi = 0;
        for (let c = 0; c < 3; c++) {
          const a = i * 9 + c * 3, b = j * 9 + c * 3;
          const level = fits[b] - fits[b + slopeAcross] * half - fits[a] - fits[a + slopeAcross] * half;
          const acrossGap = fits[b + slopeAcross] - fits[a + slopeAcross], alongGap = fits[b + slopeAlong] - fits[a + slopeAlong];
          chi += level * level / (noise * levelVariance + term.levelFloor) + acrossGap * acrossGap / (noise * acrossVariance + SLOPE_FLOOR)
            + alongGap * alongGap / (noise * alongVariance + SLOPE_FLOOR);
        }
        out[i * n + j] = weight * Math.log1p(chi);
      }
    }
    return out;
  };
  return { right: table(true), down: table(false) };
}
