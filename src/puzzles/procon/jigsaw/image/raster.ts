// Pixels in and out of pieces: crops, an area-average resize, and a photo cut into a grid of
// pieces and rearranged by a permutation (how a problem is made, and how an answer is drawn).
import type { RgbImage } from './ppm.js';

/** The `width` x `height` window of `image` whose top-left pixel is (x, y). */
export function cropImage(image: RgbImage, x: number, y: number, width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 3;
    data.set(image.data.subarray(from, from + width * 3), row * width * 3);
  }
  return { width, height, data };
}

/** The image scaled to `width` x `height`, each new pixel the mean of the source area it covers (a box filter). */
export function resizeImage(image: RgbImage, width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  const sx = image.width / width, sy = image.height / height;
  for (let y = 0; y < height; y++) {
    const top = Math.floor(y * sy), bottom = Math.max(top + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const left = Math.floor(x * sx), right = Math.max(left + 1, Math.floor((x + 1) * sx));
      const sum = [0, 0, 0];
      for (let v = top; v < bottom; v++) {
        for (let u = left; u < right; u++) {
          const at = (v * image.width + u) * 3;
          sum[0] += image.data[at]; sum[1] += image.data[at + 1]; sum[2] += image.data[at + 2];
        }
      }
      const area = (bottom - top) * (right - left), out = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[out + c] = Math.round(sum[c] / area);
    }
  }
  return { width, height, data };
}

/**
 * The image cut into `columns` x `rows` pieces and rearranged: cell c of the result shows the piece
 * from cell `from[c]` of `image`. With `from` a problem's pieces (each cell's target), this shuffles
 * a photo into the problem; with its inverse, it puts a problem's photo back together.
 */
export function rearrange(image: RgbImage, columns: number, rows: number, from: ArrayLike<number>): RgbImage {
  const pieceWidth = image.width / columns, pieceHeight = image.height / rows;
  const data = new Uint8Array(image.data.length);
  for (let cell = 0; cell < columns * rows; cell++) {
    const source = from[cell];
    const sx = (source % columns) * pieceWidth, sy = Math.floor(source / columns) * pieceHeight;
    const tx = (cell % columns) * pieceWidth, ty = Math.floor(cell / columns) * pieceHeight;
    for (let row = 0; row < pieceHeight; row++) {
      const at = ((sy + row) * image.width + sx) * 3;
      data.set(image.data.subarray(at, at + pieceWidth * 3), ((ty + row) * image.width + tx) * 3);
    }
  }
  return { width: image.width, height: image.height, data };
}

/**
 * A reader of the pixels of `image` cut into `columns` x `rows` pieces: channel `c` of pixel (x, y)
 * of piece `piece` (numbered in reading order), x and y within the piece.
 */
export function piecePixel(image: RgbImage, columns: number, rows: number): (piece: number, x: number, y: number, c: number) => number {
  const pieceWidth = image.width / columns, pieceHeight = image.height / rows;
  return (piece, x, y, c) => image.data[((Math.floor(piece / columns) * pieceHeight + y) * image.width + (piece % columns) * pieceWidth + x) * 3 + c];
}

/** The inverse of a permutation: inverse[p[i]] = i. */
export function inversePermutation(p: ArrayLike<number>): Uint16Array {
  const inverse = new Uint16Array(p.length);
  for (let i = 0; i < p.length; i++) inverse[p[i]] = i;
  return inverse;
}
