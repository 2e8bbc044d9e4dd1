// The refinement's moves against the whole energy: each lowers it by exactly the gain it reports,
// the strip move takes the best of every strip scored by hand, and the refinement ends where no
// swap of two pieces gains. Seam costs of a picture made here, rounded to whole numbers.
import { describe, expect, it } from 'vitest';
import { dissimilarities } from '../../../src/puzzles/procon/jigsaw/compatibility.js';
import { Fit } from '../../../src/puzzles/procon/jigsaw/fit.js';
import { energy, markAround, refineArrangement, rotateBest } from '../../../src/puzzles/procon/jigsaw/refine.js';
import { relocateSegments } from '../../../src/puzzles/procon/jigsaw/relocate.js';
import { shiftStrips } from '../../../src/puzzles/procon/jigsaw/strips.js';
import { placeAgainInside } from '../../../src/puzzles/procon/jigsaw/inside.js';
import { picture } from '../../helpers/picture.js';

describe('the refinement\'s moves', () => {
  // Seam costs of a picture made here, rounded to whole numbers: their sums are exact in any order,
  // so a move's gain must equal the drop in the energy to the last bit.
  const [columns, rows] = [6, 5], n = columns * rows;
  const costs = dissimilarities(picture(columns * 16, rows * 16, 11), columns, rows);
  const whole = (table: Float32Array) => table.map((cost) => Math.round(cost * 1000));
  const fit = new Fit({ count: n, right: whole(costs.right), down: whole(costs.down) });
  const shuffled = (seed: number) => {
    const arrangement = Int32Array.from({ length: n }, (_, cell) => cell);
    let state = seed;
    for (let i = n - 1; i > 0; i--) {
      state = (state * 1103515245 + 12345) >>> 0;
      const j = (state >>> 16) % (i + 1);
      [arrangement[i], arrangement[j]] = [arrangement[j], arrangement[i]];
    }
    return arrangement;
  };
  const isPermutation = (arrangement: Int32Array) => new Set(arrangement).size === n && arrangement.every((piece) => piece >= 0 && piece < n);

  it('lower the energy by exactly the gain they report: the best band rotation and the segment moves', () => {
    let rotations = 0, relocations = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const arrangement = shuffled(seed);
      // Rotations until none gains: whole rows and columns on odd seeds, bands of any size on even.
      for (let gain = 1; gain > 0; rotations++) {
        const before = energy(fit, arrangement, columns, rows), was = arrangement.slice();
        gain = rotateBest(fit, arrangement, columns, rows, seed % 2 === 0);
        expect(gain).toBe(before - energy(fit, arrangement, columns, rows));
        if (gain === 0) expect(arrangement).toEqual(was);
      }
      const before = energy(fit, arrangement, columns, rows);
      const gain = relocateSegments(fit, arrangement, columns, rows);
      expect(gain).toBe(before - energy(fit, arrangement, columns, rows));
      if (gain > 0) relocations++;
      expect(isPermutation(arrangement)).toBe(true);
    }
    // Not vacuous: moves were taken.
    expect(rotations).toBeGreaterThan(40);
    expect(relocations).toBeGreaterThan(5);
  });

  it('take the best strip move, as every strip shifted either way, with its end swapped or not, scores against the whole energy', () => {
    // The strip move's rule restated: a strip of a row or column shifted one cell either way, the
    // piece that wrapped round to its end swapped with the piece that one of the end's neighbours
    // matches best (or with none).
    const bestByHand = (arrangement: Int32Array) => {
      const before = energy(fit, arrangement, columns, rows);
      let best = 0;
      for (const vertical of [false, true]) {
        const [lines, length] = vertical ? [columns, rows] : [rows, columns];
        for (let line = 0; line < lines; line++) {
          for (let k1 = 0; k1 < length - 1; k1++) {
            for (let k2 = k1 + 2; k2 <= length; k2++) {
              const cells = Array.from({ length: k2 - k1 }, (_, i) => (vertical ? (k1 + i) * columns + line : line * columns + k1 + i));
              for (const shift of [1, -1]) {
                const moved = arrangement.slice();
                cells.forEach((cell, i) => { moved[cell] = arrangement[cells[(i - shift + cells.length) % cells.length]]; });
                const end = shift === 1 ? cells[0] : cells[cells.length - 1], x = end % columns;
                const where = new Int32Array(n);
                moved.forEach((piece, cell) => { where[piece] = cell; });
                const partners = [-1];
                if (x > 0) partners.push(where[fit.bestMatch(moved[end - 1], 0)]);
                if (x + 1 < columns) partners.push(where[fit.bestMatch(moved[end + 1], 1)]);
                if (end >= columns) partners.push(where[fit.bestMatch(moved[end - columns], 2)]);
                if (end + columns < n) partners.push(where[fit.bestMatch(moved[end + columns], 3)]);
                for (const partner of partners) {
                  const swapped = moved.slice();
                  if (partner >= 0) [swapped[end], swapped[partner]] = [swapped[partner], swapped[end]];
                  best = Math.max(best, before - energy(fit, swapped, columns, rows));
                }
              }
            }
          }
        }
      }
      return best;
    };
    let moves = 0;
    for (let seed = 1; seed <= 12; seed++) {
      // Half the boards shuffled, half the true picture with one strip slid and its end swapped away.
      const arrangement = seed % 2 === 0 ? shuffled(seed) : Int32Array.from({ length: n }, (_, cell) => cell);
      if (seed % 2 === 1) {
        const column = seed % columns, strip = [1, 2, 3].map((y) => y * columns + column), pushed = arrangement[strip[2]];
        for (let i = 2; i > 0; i--) arrangement[strip[i]] = arrangement[strip[i - 1]];
        arrangement[strip[0]] = arrangement[(column + 3) % columns];
        arrangement[(column + 3) % columns] = pushed;
      }
      for (let step = 0; step < 3; step++) {
        const best = bestByHand(arrangement), before = energy(fit, arrangement, columns, rows), was = arrangement.slice();
        const moved = shiftStrips(fit, arrangement, columns, rows, 1);
        expect(moved).toBe(best > 0);
        expect(before - energy(fit, arrangement, columns, rows)).toBe(best);
        expect(isPermutation(arrangement)).toBe(true);
        if (!moved) { expect(arrangement).toEqual(was); break; }
        moves++;
      }
    }
    // Not vacuous: moves were taken.
    expect(moves).toBeGreaterThan(10);
  });

  it('end where no swap of two pieces lowers the energy, though later passes try only the swaps of cells changed since', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const arrangement = shuffled(seed), start = energy(fit, arrangement, columns, rows);
      const changed = new Uint8Array(n).fill(1);
      refineArrangement(fit, arrangement, columns, rows, seed % 2 === 0, changed);
      // Ended with nothing to gain: no cell is left marked for the next refinement.
      expect(changed.every((mark) => mark === 0)).toBe(true);
      const lowest = energy(fit, arrangement, columns, rows);
      expect(lowest).toBeLessThan(start);
      expect(isPermutation(arrangement)).toBe(true);
      // Every swap, tried against the whole energy.
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          [arrangement[a], arrangement[b]] = [arrangement[b], arrangement[a]];
          expect(energy(fit, arrangement, columns, rows)).toBeGreaterThanOrEqual(lowest);
          [arrangement[a], arrangement[b]] = [arrangement[b], arrangement[a]];
        }
      }
    }
  });

  it('refine again from the marks of the cells changed since the same as from every cell', () => {
    let differed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const refined = refineArrangement(fit, shuffled(seed), columns, rows, true);
      // A few cells changed after the refinement ended: two exchanges, apart.
      const cells = [seed % n, (seed * 7 + 3) % n, (seed * 13 + 5) % n, (seed * 17 + 11) % n];
      if (new Set(cells).size < 4) continue;
      const [a, b, c, d] = cells;
      [refined[a], refined[b]] = [refined[b], refined[a]];
      [refined[c], refined[d]] = [refined[d], refined[c]];
      const changed = new Uint8Array(n);
      for (const cell of cells) markAround(changed, columns, cell);
      const fromMarks = refineArrangement(fit, refined.slice(), columns, rows, true, changed);
      const fromAll = refineArrangement(fit, refined.slice(), columns, rows, true);
      expect(fromMarks).toEqual(fromAll);
      if (fromAll.some((piece, cell) => piece !== refined[cell])) differed++;
    }
    // Not vacuous: the refinement moved pieces after most of the changes.
    expect(differed).toBeGreaterThan(6);
  });
});

describe('the picture placed again inside its frame', () => {
  it('brings home a picture one cell off, its pushed-out pieces scattered along the other borders, and offers nothing lower than the truth', () => {
    const [columns, rows] = [8, 8], n = columns * rows;
    const fit = new Fit(dissimilarities(picture(columns * 16, rows * 16, 4), columns, rows));
    const truth = Int32Array.from({ length: n }, (_, cell) => cell);
    // The picture one cell right and down; the last column's and row's pieces along the top row and
    // the left column, in a seeded shuffle.
    const off = new Int32Array(n).fill(-1);
    for (let y = 0; y + 1 < rows; y++) for (let x = 0; x + 1 < columns; x++) off[(y + 1) * columns + x + 1] = truth[y * columns + x];
    const pushed = [...truth].filter((piece) => piece % columns === columns - 1 || piece >= (rows - 1) * columns);
    let state = 5;
    for (let i = pushed.length - 1; i > 0; i--) {
      state = (state * 1103515245 + 12345) >>> 0;
      const j = (state >>> 16) % (i + 1);
      [pushed[i], pushed[j]] = [pushed[j], pushed[i]];
    }
    off.forEach((piece, cell) => { if (piece < 0) off[cell] = pushed.pop()!; });
    // (On the bench's smooth 16x16 pictures the refinement alone leaves such a picture off: a glow
    // made there at 0% right, 73.8% after this step.)
    expect(placeAgainInside(fit, off, columns, rows)).toEqual(truth);
    // Nothing lower is offered for the truth itself.
    expect(placeAgainInside(fit, truth, columns, rows)).toBeUndefined();
  });
});
