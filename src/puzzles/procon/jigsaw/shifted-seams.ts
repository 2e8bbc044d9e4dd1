// The seams across each boundary between two rows of a grid, with the pieces of one row shifted
// along it by k, as prefix sums over the columns: the band rotations of refine.ts read the cost of
// a band's top or bottom border in one subtraction per block, rather than one lookup per column
// (on 16x16 that pass was most of a reassembly's time).

export class ShiftedSeams {
  private readonly shifts: number;
  /** Prefix sums at ((boundary * shifts + k + width - 1) * (width + 1) + x), x the columns summed. */
  private readonly below: Float64Array;
  private readonly above: Float64Array;

  /**
   * @param grid `width` x `height` pieces, row by row
   * @param cost the seam's cost, `q` in direction `across` of `p` (down, or right on a transposed grid)
   */
  constructor(grid: Int32Array, private readonly width: number, height: number, cost: (p: number, q: number) => number) {
    const shifts = this.shifts = 2 * width - 1;
    this.below = new Float64Array(Math.max(0, height - 1) * shifts * (width + 1));
    this.above = new Float64Array(this.below.length);
    for (let boundary = 0; boundary + 1 < height; boundary++) {
      const upper = boundary * width, lower = upper + width;
      for (let k = 1 - width; k < width; k++) {
        const at = (boundary * shifts + k + width - 1) * (width + 1);
        for (let x = 0; x < width; x++) {
          const inside = x + k >= 0 && x + k < width;
          // The upper row's pieces shifted against the lower row as it is, and the other way round.
          this.below[at + x + 1] = this.below[at + x] + (inside ? cost(grid[upper + x + k], grid[lower + x]) : 0);
          this.above[at + x + 1] = this.above[at + x] + (inside ? cost(grid[upper + x], grid[lower + x + k]) : 0);
        }
      }
    }
  }

  /** The seams across `boundary` in columns [x1, x2), the upper row's piece of column x + k over each column x. */
  upperShifted(boundary: number, k: number, x1: number, x2: number): number {
    const at = (boundary * this.shifts + k + this.width - 1) * (this.width + 1);
    return this.below[at + x2] - this.below[at + x1];
  }

  /** The seams across `boundary` in columns [x1, x2), the lower row's piece of column x + k under each column x. */
  lowerShifted(boundary: number, k: number, x1: number, x2: number): number {
    const at = (boundary * this.shifts + k + this.width - 1) * (this.width + 1);
    return this.above[at + x2] - this.above[at + x1];
  }
}
