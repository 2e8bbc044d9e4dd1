// How right a reassembly is, as the contest ranked it and as papers report it.
// - Direct accuracy: pieces placed in their own cell (a picture placed one column off scores 0).
// - Neighbour accuracy: the picture's neighbouring pairs (left-right and above-below) that the
//   reassembly puts side by side the same way round.
// - Direct accuracy by content: cells whose piece is pixel-identical to the one that belongs there.
//   Pieces of identical pixels (flat black sky) can be told apart by no measure, so by id a
//   perfect picture can score below 1; by content it scores 1.
import type { RgbImage } from './image/ppm.js';

export interface JigsawAccuracy {
  readonly direct: number;
  readonly neighbour: number;
}

/**
 * @param found each problem cell's target as reassembled
 * @param key each problem cell's true target
 */
export function jigsawAccuracy(found: ArrayLike<number>, key: ArrayLike<number>, columns: number, rows: number): JigsawAccuracy {
  const n = columns * rows;
  let direct = 0;
  // For each true target cell, the problem cell holding its piece, and where the reassembly put it.
  const pieceAt = new Int32Array(n), placedAt = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) {
    if (found[cell] === key[cell]) direct++;
    pieceAt[key[cell]] = cell;
  }
  for (let target = 0; target < n; target++) placedAt[target] = found[pieceAt[target]];
  let right = 0;
  for (let target = 0; target < n; target++) {
    const x = target % columns;
    const here = placedAt[target];
    if (x + 1 < columns && placedAt[target + 1] === here + 1 && here % columns !== columns - 1) right++;
    if (target + columns < n && placedAt[target + columns] === here + columns) right++;
  }
  const pairs = (columns - 1) * rows + columns * (rows - 1);
  return { direct: direct / n, neighbour: right / pairs };
}

/** {@link contentAccuracy}'s figures. */
export interface ContentAccuracy {
  /** The share of cells whose piece is pixel-identical to the one that belongs there. */
  readonly direct: number;
  /** Pieces that share their pixels with another piece of the image. */
  readonly identical: number;
  /** The groups those pieces make (pieces of one group are pixel-identical). */
  readonly groups: number;
}

/**
 * Direct accuracy by content (see the head of this file), and the image's pixel-identical pieces.
 * @param shuffled the problem's image, `columns` x `rows` pieces
 * @param found each problem cell's target as reassembled
 * @param key each problem cell's true target
 */
export function contentAccuracy(shuffled: RgbImage, found: ArrayLike<number>, key: ArrayLike<number>, columns: number, rows: number): ContentAccuracy {
  const n = columns * rows, pw = shuffled.width / columns, ph = shuffled.height / rows;
  // Each piece's pixels as a string: equal strings, identical pieces.
  const pixels = Array.from({ length: n }, (_, cell) => {
    const x = (cell % columns) * pw, y = Math.floor(cell / columns) * ph;
    let text = '';
    for (let row = 0; row < ph; row++) {
      const at = ((y + row) * shuffled.width + x) * 3;
      text += String.fromCharCode(...shuffled.data.subarray(at, at + pw * 3));
    }
    return text;
  });
  const owner = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) owner[key[cell]] = cell;
  let direct = 0;
  for (let cell = 0; cell < n; cell++) if (pixels[cell] === pixels[owner[found[cell]]]) direct++;
  const sizes = new Map<string, number>();
  for (const text of pixels) sizes.set(text, (sizes.get(text) ?? 0) + 1);
  const shared = [...sizes.values()].filter((size) => size > 1);
  return { direct: direct / n, identical: shared.reduce((sum, size) => sum + size, 0), groups: shared.length };
}
