// What the placement and the refinement ask of the dissimilarities, in tables made once: per
// piece, direction and candidate neighbour, the seam's cost and Paikin & Tal's confidence, and per
// piece and direction the best match (for best buddies).
import type { Dissimilarities } from './compatibility.js';

/** Directions from a piece to its neighbour: right, left, down, up. */
export const DX = [1, -1, 0, 0], DY = [0, 0, 1, -1];
/** The direction back: `p` is in direction `OPPOSITE[dir]` of its neighbour in direction `dir`. */
export const OPPOSITE = [1, 0, 3, 2];

/** The least second-best cost a confidence is divided by (see the constructor). */
const MIN_SECOND = 1e-6;

export class Fit {
  readonly n: number;
  /**
   * The seam's cost per (p, dir, q) (compatibility.ts), at `(p * 4 + dir) * n + q`: read directly by
   * the refinement's inner loops, where {@link cost} is the same lookup.
   */
  readonly seams: Float32Array;
  private readonly confidences: Float32Array;
  private readonly best: Int32Array;

  constructor(d: Dissimilarities) {
    const n = this.n = d.count;
    this.seams = new Float32Array(4 * n * n);
    this.confidences = new Float32Array(4 * n * n);
    this.best = new Int32Array(4 * n);
    for (let p = 0; p < n; p++) {
      for (let dir = 0; dir < 4; dir++) {
        // Right and down are rows of the tables, left and up their columns.
        const [table, start, step] = dir === 0 ? [d.right, p * n, 1] : dir === 1 ? [d.right, p, n] : dir === 2 ? [d.down, p * n, 1] : [d.down, p, n];
        const row = (p * 4 + dir) * n;
        let first = Infinity, second = Infinity, best = -1;
        for (let q = 0, at = start; q < n; q++, at += step) {
          const value = this.seams[row + q] = table[at];
          if (value < first) { second = first; first = value; best = q; } else if (value < second) second = value;
        }
        this.best[4 * p + dir] = best;
        // Paikin & Tal: 1 - D / the second best D, so only a clear winner is confident (D the seam's
        // cost, its two logs summed: the placement ranks on the same costs the energy adds up). A
        // second best near 0 (pixel-identical flat pieces) would overflow the table's floats to
        // -Infinity, and a slot whose every candidate scores that is never filled: no confidence.
        const sure = second > MIN_SECOND && Number.isFinite(second);
        for (let q = 0; q < n; q++) this.confidences[row + q] = sure ? 1 - this.seams[row + q] / second : 0;
      }
    }
  }

  /** The seam's cost when `q` is in direction `dir` of `p`. */
  cost(p: number, q: number, dir: number): number {
    return this.seams[(p * 4 + dir) * this.n + q];
  }

  /** Paikin & Tal's confidence that `q` belongs in direction `dir` of `p`. */
  compatibility(p: number, q: number, dir: number): number {
    return this.confidences[(p * 4 + dir) * this.n + q];
  }

  /** The piece that fits best in direction `dir` of `p`. */
  bestMatch(p: number, dir: number): number {
    return this.best[4 * p + dir];
  }

  /** Whether either of `p` and `q` is the other's best match (`q` in direction `dir` of `p`). */
  eitherBest(p: number, q: number, dir: number): boolean {
    return this.best[4 * p + dir] === q || this.best[4 * q + OPPOSITE[dir]] === p;
  }

  /** Whether `p` and `q` are each other's best match, `q` in direction `dir` of `p`. */
  buddies(p: number, q: number, dir: number): boolean {
    return this.best[4 * p + dir] === q && this.best[4 * q + OPPOSITE[dir]] === p;
  }
}
