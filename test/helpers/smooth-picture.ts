// Smooth pictures made for the jigsaw's hardest case: a gradient with no texture (a sky, a lamp's
// glow, a wall in waves of light), camera-like noise on every pixel, then JPEG's blocks and
// quantisation (jpeg-js's encoder, then its decoder). Their seams carry almost nothing pixel by
// pixel; only the gradient across them does. Used by the tests and by `npm run bench:jigsaw`.
import jpeg from 'jpeg-js';
import type { RgbImage } from '../../src/puzzles/procon/index.js';
import { seededRandom } from '../../src/core/random.js';

/** The gradients: a sky (darker up, tinted across), a radial glow off centre, slow waves of colour. */
export const SMOOTH_KINDS = ['sky', 'glow', 'waves'] as const;
export type SmoothKind = (typeof SMOOTH_KINDS)[number];

/** The colour of `kind` at (u, v), both from 0 to 1 across the picture. */
function gradient(kind: SmoothKind, u: number, v: number): [number, number, number] {
  if (kind === 'sky') return [20 + 40 * v + 10 * u, 40 + 60 * v + 8 * u * u, 90 + 70 * v - 15 * u];
  if (kind === 'glow') {
    const r = Math.hypot(u - 0.3, v - 0.6);
    return [200 - 120 * r, 180 - 100 * r, 150 - 60 * r];
  }
  return [120 + 30 * Math.sin(3 * u + 2 * v), 110 + 25 * Math.cos(2 * u - 3 * v), 100 + 20 * Math.sin(4 * v)];
}

/**
 * A `width` x `height` picture of `kind`, with Gaussian noise of `noise` grey levels (seeded) and
 * saved as a JPEG of `quality` (1 to 100), decoded again.
 */
export function smoothPicture(kind: SmoothKind, width: number, height: number, options: { noise: number; quality: number; seed: number }): RgbImage {
  const random = seededRandom(options.seed);
  // The sum of six uniforms, scaled to a unit variance: near enough Gaussian for a camera's noise.
  const gaussian = () => { let sum = 0; for (let k = 0; k < 6; k++) sum += random(); return (sum - 3) * Math.SQRT2; };
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = gradient(kind, x / width, y / height), at = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) rgba[at + c] = Math.max(0, Math.min(255, Math.round(colour[c] + options.noise * gaussian())));
      rgba[at + 3] = 255;
    }
  }
  const decoded = jpeg.decode(jpeg.encode({ width, height, data: rgba }, options.quality).data, { useTArray: true });
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) for (let c = 0; c < 3; c++) data[i * 3 + c] = decoded.data[i * 4 + c];
  return { width, height, data };
}
