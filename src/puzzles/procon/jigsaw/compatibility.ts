// How well two pieces fit side by side: the prediction-based dissimilarity of Pomeranz et al.
// (2011). Each piece's border predicts the pixels just past it (linearly: 2 x the edge - the pixel
// inside it), and the dissimilarity sums |prediction - the other piece's edge|^0.3 both ways: an
// exponent below 1 forgives a few very wrong pixels (a hard edge in the photo) more than many
// slightly wrong ones. Then, as Paikin & Tal (2015) do, each dissimilarity is weighed against the
// piece's best alternative, and mutual best matches ("best buddies") found.
import type { RgbImage } from '../image/ppm.js';

/** The exponent p of the dissimilarity's |error|^p (Pomeranz et al.'s best). */
const EXPONENT = 0.3;
/** |error|^p for every error a prediction can make: predictions run -255..510, edges 0..255. */
const POWER = Float32Array.from({ length: 511 }, (_, error) => error ** EXPONENT);

/** The pieces' dissimilarities: `right[i * n + j]` for i left of j, `down[i * n + j]` for i above j. */
export interface Dissimilarities {
  readonly count: number;
  readonly right: Float32Array;
  readonly down: Float32Array;
}

/** One side of every piece: its edge pixels and the prediction past them, as flat arrays. */
interface Side { readonly edge: Int16Array; readonly predicted: Int16Array; readonly length: number }

/** The four sides of each piece of a `columns` x `rows` cut of `image`. */
function sides(image: RgbImage, columns: number, rows: number): { left: Side; right: Side; top: Side; bottom: Side } {
  const pw = image.width / columns, ph = image.height / rows, n = columns * rows;
  const pixel = (piece: number, x: number, y: number, c: number) => {
    const px = (piece % columns) * pw + x, py = Math.floor(piece / columns) * ph + y;
    return image.data[(py * image.width + px) * 3 + c];
  };
  const side = (length: number, at: (piece: number, k: number, c: number, depth: number) => number): Side => {
    const edge = new Int16Array(n * length * 3), predicted = new Int16Array(n * length * 3);
    for (let piece = 0; piece < n; piece++) {
      for (let k = 0; k < length; k++) {
        for (let c = 0; c < 3; c++) {
          const i = (piece * length + k) * 3 + c, outer = at(piece, k, c, 0);
          edge[i] = outer;
          predicted[i] = 2 * outer - at(piece, k, c, 1);
        }
      }
    }
    return { edge, predicted, length: length * 3 };
  };
  return {
    left: side(ph, (p, k, c, d) => pixel(p, d, k, c)),
    right: side(ph, (p, k, c, d) => pixel(p, pw - 1 - d, k, c)),
    top: side(pw, (p, k, c, d) => pixel(p, k, d, c)),
    bottom: side(pw, (p, k, c, d) => pixel(p, k, ph - 1 - d, c)),
  };
}

/** Dissimilarities of every ordered pair of `first`'s side against `second`'s. */
function pairwise(first: Side, second: Side, n: number): Float32Array {
  const out = new Float32Array(n * n);
  const length = first.length;
  for (let i = 0; i < n; i++) {
    const a = i * length;
    for (let j = 0; j < n; j++) {
      if (i === j) { out[i * n + j] = Infinity; continue; }
      const b = j * length;
      let sum = 0;
      for (let k = 0; k < length; k++) {
        sum += POWER[Math.abs(first.predicted[a + k] - second.edge[b + k])] + POWER[Math.abs(second.predicted[b + k] - first.edge[a + k])];
      }
      out[i * n + j] = sum;
    }
  }
  return out;
}

/** Every pair's dissimilarity, both ways round, for a photo cut into `columns` x `rows` pieces. */
export function dissimilarities(image: RgbImage, columns: number, rows: number): Dissimilarities {
  const n = columns * rows;
  const { left, right, top, bottom } = sides(image, columns, rows);
  return { count: n, right: pairwise(right, left, n), down: pairwise(bottom, top, n) };
}
