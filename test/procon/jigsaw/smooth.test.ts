// Smooth pieces: the planes' term against hand-made gradients (where the planes are exact), and
// smooth pictures made here (gradients under camera noise and JPEG, test/helpers/smooth-picture.ts)
// reassembled, which MGC and the prediction alone placed from 4% to 75% right.
import { describe, expect, it } from 'vitest';
import { type RgbImage, generateProconProblem, jigsawAccuracy, reassemble, rearrange } from '../../../src/puzzles/procon/index.js';
import { SMOOTH_TERM, STRONG_SMOOTH_TERM, smoothSeams, smoothShare } from '../../../src/puzzles/procon/jigsaw/smooth-seams.js';
import { Fit } from '../../../src/puzzles/procon/jigsaw/fit.js';
import { type SmoothKind, smoothPicture } from '../../helpers/smooth-picture.js';

/** A `width` x `height` picture whose every channel is `colour(x, y)`. */
function drawn(width: number, height: number, colour: (x: number, y: number) => number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.fill(colour(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { width, height, data };
}

describe('the smooth pieces\' term', () => {
  it('is 0 where two pieces of one plane meet as they were cut, and more the other way round', () => {
    // 2 x 2 pieces of 16 px from one exact plane: every piece's fit is exact.
    const { right, down } = smoothSeams(drawn(32, 32, (x, y) => 40 + 2 * x + 3 * y), 2, 2);
    // Pieces 0 1 / 2 3: 1 right of 0, 2 below 0.
    expect(right[0 * 4 + 1]).toBeCloseTo(0, 6);
    expect(down[0 * 4 + 2]).toBeCloseTo(0, 6);
    expect(right[1 * 4 + 0]).toBeGreaterThan(1);
    expect(down[2 * 4 + 0]).toBeGreaterThan(1);
    // The level fits but the slope does not: a piece of another plane.
    const { right: steeper } = smoothSeams(drawn(32, 16, (x) => (x < 16 ? 40 + 2 * x : 72 + 4 * (x - 16))), 2, 1);
    expect(steeper[1]).toBeGreaterThan(1);
  });

  it('tells how smooth a picture is: every piece of an exact plane, none of sharp stripes', () => {
    expect(smoothShare(drawn(64, 64, (x, y) => 40 + x + y), 4, 4)).toBeCloseTo(1, 6);
    expect(smoothShare(drawn(64, 64, (x, y) => (((x >> 1) + (y >> 1)) % 2 === 0 ? 20 : 230)), 4, 4)).toBeLessThan(1e-6);
  });

  it('weighs the mismatch as the term asks: the strong term costs a wrong neighbour more', () => {
    const steps = drawn(32, 16, (x) => (x < 16 ? 40 + 2 * x : 80 + 2 * (x - 16)));
    const [usual, strong] = [smoothSeams(steps, 2, 1), smoothSeams(steps, 2, 1, STRONG_SMOOTH_TERM)];
    expect(usual.right[1]).toBeGreaterThan(0);
    expect(strong.right[1]).toBeGreaterThan(usual.right[1] * (STRONG_SMOOTH_TERM.weight / SMOOTH_TERM.weight));
  });

  it('leaves textured pieces to the other terms', () => {
    // Sharp stripes fit no plane (a residual in the thousands of grey levels squared): no term at all.
    const { right, down } = smoothSeams(drawn(64, 64, (x, y) => (((x >> 1) + (y >> 1)) % 2 === 0 ? 20 : 230)), 4, 4);
    expect(Math.max(...right, ...down)).toBe(0);
  });
});

describe('smooth pictures', () => {
  // The glow at JPEG quality 75 needs the second pass (reassemble.ts): 84% right without it.
  it.each<[SmoothKind, number, number, number]>([['sky', 24, 90, 3], ['glow', 24, 90, 1], ['waves', 16, 90, 3], ['glow', 24, 75, 1]])(
    'puts back a picture of %s in %i px pieces (JPEG quality %i, noise %i)', (kind, px, quality, noise) => {
      const columns = 16, rows = 16;
      const image = smoothPicture(kind, columns * px, rows * px, { noise, quality, seed: px + quality + noise });
      const key = generateProconProblem({ width: columns, height: rows, selectLimit: 4, selectCost: 10, swapCost: 1, seed: 1 });
      const found = reassemble({ columns, rows, selectLimit: 4, selectCost: 10, swapCost: 1, image: rearrange(image, columns, rows, key.pieces) });
      if (found.status !== 'solved') throw new Error(`not solved: ${found.reason}`);
      expect(jigsawAccuracy(found.problem.pieces, key.pieces, columns, rows).direct).toBeGreaterThanOrEqual(0.95);
    });
});

describe('confidences', () => {
  it('stay finite when a piece\'s second-best cost is next to nothing (pixel-identical flat pieces)', () => {
    // Three pieces; piece 0's best right neighbour costs 0 and its second 1e-40, where 1 - D / 1e-40
    // overflows a float to -Infinity.
    const n = 3, right = new Float32Array(n * n).fill(5), down = new Float32Array(n * n).fill(5);
    right[0 * n + 1] = 0; right[0 * n + 2] = 1e-40;
    const fit = new Fit({ count: n, right, down });
    for (let p = 0; p < n; p++) for (let q = 0; q < n; q++) for (let dir = 0; dir < 4; dir++) expect(Number.isFinite(fit.compatibility(p, q, dir))).toBe(true);
  });
});
