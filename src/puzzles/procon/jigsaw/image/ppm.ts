// Binary PPM (P6), the contest's problem format: the header carries the grid, the selection limit
// and the costs as comment lines, in that order, before the pixel size:
//   P6 / # <columns> <rows> / # <selection limit> / # <select cost> <swap cost> / <width> <height> / 255
// then width x height RGB bytes. Photos in P6 without those comments are read too (readPpm).
import { InputError } from '../../../../core/input-error.js';
import { MAX_PROCON_SIDE, MIN_PROCON_SIDE } from '../../swap/problem.js';

/** An RGB image: `width` x `height` pixels, three bytes each, row by row. */
export interface RgbImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** A problem as the contest handed it out: the shuffled photo and the puzzle's numbers. */
export interface ProblemImage {
  readonly columns: number;
  readonly rows: number;
  readonly selectLimit: number;
  readonly selectCost: number;
  readonly swapCost: number;
  readonly image: RgbImage;
}

/** The contest's problem image: pieces of 16 to 128 px each way, read by {@link parseProblemPpm}. */
export const MIN_PIECE_PX = 16;
export const MAX_PIECE_PX = 128;

/**
 * What the reassembly takes beyond the contest ({@link checkProblemImage}): pieces of 7 px and up
 * each way (two rows for a gradient and more for its covariance), grids of 2 to 64 each way, and
 * 1,024 pieces at most (the standard sets have 432, 540 and 805): the seam tables grow with the
 * square of the count (4,096 pieces would need about half a gigabyte) and the refinement faster.
 */
export const MIN_JIGSAW_PIECE_PX = 7;
export const MAX_JIGSAW_SIDE = 64;
export const MAX_JIGSAW_PIECES = 1024;

/** The header's tokens and comments in order, and where the pixels start. */
function header(bytes: Uint8Array): { tokens: string[]; comments: string[]; start: number } {
  const tokens: string[] = [], comments: string[] = [];
  let at = 0;
  while (tokens.length < 4) {
    if (at >= bytes.length) throw new InputError(`the header ends after ${tokens.length} of its 4 fields (P6, width, height, 255)`);
    const byte = bytes[at];
    if (byte === 0x23) { // '#': a comment to the end of the line
      let end = at;
      while (end < bytes.length && bytes[end] !== 0x0a) end++;
      comments.push(String.fromCharCode(...bytes.subarray(at + 1, end)).trim());
      at = end + 1;
    } else if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) {
      at++;
    } else {
      let end = at;
      while (end < bytes.length && ![0x20, 0x0a, 0x0d, 0x09, 0x23].includes(bytes[end])) end++;
      tokens.push(String.fromCharCode(...bytes.subarray(at, end)));
      at = end;
    }
  }
  // Exactly one whitespace byte ends the header.
  return { tokens, comments, start: at + 1 };
}

/**
 * Reads a binary PPM photo (comments anywhere in the header are skipped).
 * @throws {@link InputError}: not P6, a bad size, a maximum other than 255, or too few pixel bytes
 */
export function readPpm(bytes: Uint8Array): RgbImage {
  return readWithComments(bytes).image;
}

function readWithComments(bytes: Uint8Array): { image: RgbImage; comments: string[] } {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x36) throw new InputError('not a binary PPM: it must start with P6');
  const { tokens, comments, start } = header(bytes);
  if (tokens[0] !== 'P6') throw new InputError(`not a binary PPM: it must start with P6, got ${tokens[0]}`);
  const [width, height, max] = tokens.slice(1).map((token) => (/^\d+$/.test(token) ? Number(token) : NaN));
  if (!(width > 0) || !(height > 0)) throw new InputError(`the pixel size must be two positive whole numbers, got ${tokens[1]} ${tokens[2]}`);
  if (max !== 255) throw new InputError(`the maximum value must be 255, got ${tokens[3]}`);
  const size = width * height * 3;
  if (bytes.length - start < size) throw new InputError(`truncated: ${width} x ${height} pixels need ${size} bytes, found ${Math.max(0, bytes.length - start)}`);
  return { image: { width, height, data: bytes.slice(start, start + size) }, comments };
}

/**
 * Reads the contest's problem image strictly, within the contest's own limits (a grid of 2 to 16
 * each way, pieces of 16 to 128 px), narrower than {@link checkProblemImage}'s.
 * @throws {@link InputError} naming what is wrong: the PPM itself, a missing or malformed comment
 * line, a grid outside 2..16, sizes that the grid does not divide, or pieces outside 16..128 px
 */
export function parseProblemPpm(bytes: Uint8Array): ProblemImage {
  const { image, comments } = readWithComments(bytes);
  const expected = ['<columns> <rows>', '<selection limit>', '<select cost> <swap cost>'];
  const counts = [2, 1, 2];
  const numbers = expected.map((what, k) => {
    const fields = (comments[k] ?? '').split(/\s+/).filter(Boolean);
    if (comments[k] === undefined) throw new InputError(`header comment ${k + 1} is missing: expected # ${what}`);
    if (fields.length !== counts[k] || !fields.every((field) => /^\d+$/.test(field))) {
      throw new InputError(`header comment ${k + 1}: expected # ${what}, got # ${comments[k]}`);
    }
    return fields.map(Number);
  });
  const [[columns, rows], [selectLimit], [selectCost, swapCost]] = numbers;
  // The contest's limits first: the general check's narrower faults ("under 7 px") would hide them.
  checkSides(columns, rows, MAX_PROCON_SIDE);
  const pieceWidth = image.width / columns, pieceHeight = image.height / rows;
  const divides = Number.isInteger(pieceWidth) && Number.isInteger(pieceHeight);
  if (divides && [pieceWidth, pieceHeight].some((px) => px < MIN_PIECE_PX || px > MAX_PIECE_PX)) {
    throw new InputError(`pieces of ${pieceWidth} x ${pieceHeight} px are outside ${MIN_PIECE_PX} to ${MAX_PIECE_PX} px`);
  }
  return checkProblemImage({ columns, rows, selectLimit, selectCost, swapCost, image });
}

/** A grid of `MIN_PROCON_SIDE` to `max` each way, or an InputError naming the side. */
function checkSides(columns: number, rows: number, max: number): void {
  for (const [name, side] of [['columns', columns], ['rows', rows]] as const) {
    if (side < MIN_PROCON_SIDE || side > max) throw new InputError(`${name} ${side} is out of range (${MIN_PROCON_SIDE} to ${max})`);
  }
}

/**
 * Checks a problem image for the reassembly, beyond the contest's limits: a grid of 2 to 64 each
 * way and at most 1,024 pieces, pieces of 7 px and up each way (square or not). The faults it
 * shares with {@link parseProblemPpm} have the same reasons; an object's own faults too: a number
 * that is not whole, or pixel data shorter than its size.
 * @returns the problem, as it is
 * @throws {@link InputError} naming what is wrong: a number that is not whole, pixel data that is
 * not a Uint8Array or too short, a grid outside 2..64 or of more than 1,024 pieces, a selection
 * limit or a cost under 1, sizes that the grid does not divide, or pieces under 7 px
 */
export function checkProblemImage(problem: ProblemImage): ProblemImage {
  if (typeof problem !== 'object' || problem === null) throw new InputError(`not a problem image: ${String(problem)}`);
  const { columns, rows, selectLimit, selectCost, swapCost, image } = problem;
  const numbers = [['columns', columns], ['rows', rows], ['the selection limit', selectLimit], ['the select cost', selectCost],
    ['the swap cost', swapCost], ['the image\'s width', image?.width], ['the image\'s height', image?.height]] as const;
  for (const [name, value] of numbers) {
    if (!Number.isInteger(value)) throw new InputError(`${name} must be a whole number, got ${String(value)}`);
  }
  const size = image.width * image.height * 3;
  if (!(image.data instanceof Uint8Array)) throw new InputError('the image\'s data must be a Uint8Array of RGB bytes');
  if (image.data.length < size) throw new InputError(`truncated: ${image.width} x ${image.height} pixels need ${size} bytes, found ${image.data.length}`);
  checkSides(columns, rows, MAX_JIGSAW_SIDE);
  if (columns * rows > MAX_JIGSAW_PIECES) throw new InputError(`${columns} x ${rows} is ${columns * rows} pieces, more than ${MAX_JIGSAW_PIECES}`);
  if (selectLimit < 1 || selectCost < 1 || swapCost < 1) throw new InputError('the selection limit and both costs must be at least 1');
  if (image.width % columns !== 0 || image.height % rows !== 0) {
    throw new InputError(`${image.width} x ${image.height} pixels do not divide into ${columns} x ${rows} pieces`);
  }
  const pieceWidth = image.width / columns, pieceHeight = image.height / rows;
  if (Math.min(pieceWidth, pieceHeight) < MIN_JIGSAW_PIECE_PX) {
    throw new InputError(`pieces of ${pieceWidth} x ${pieceHeight} px are under ${MIN_JIGSAW_PIECE_PX} px`);
  }
  return problem;
}

/** Writes the contest's problem image, the inverse of {@link parseProblemPpm}. */
export function formatProblemPpm(problem: ProblemImage): Uint8Array {
  const { image } = problem;
  const text = `P6\n# ${problem.columns} ${problem.rows}\n# ${problem.selectLimit}\n# ${problem.selectCost} ${problem.swapCost}\n${image.width} ${image.height}\n255\n`;
  const head = Uint8Array.from(text, (char) => char.charCodeAt(0));
  const bytes = new Uint8Array(head.length + image.data.length);
  bytes.set(head);
  bytes.set(image.data, head.length);
  return bytes;
}
