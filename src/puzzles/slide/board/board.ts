// The board model: parse and format `W,H,CELLS` lines (the DevQuiz 2011 format).
import { InputError } from '../../../core/input-error.js';
import { BLANK, TILE_SYMBOLS, WALL, codeOf, symbolOf } from './symbols.js';

/** The smallest width or height a board may have. */
export const MIN_SIDE = 2;
/** The largest width or height a board may have (the DevQuiz range; the wasm layout fits 6 x 6). */
export const MAX_SIDE = 6;

/**
 * A board: its size and its cells in reading order, as codes ({@link BLANK} 0, tiles 1..35,
 * {@link WALL} 36). {@link parseBoard} makes one from a `W,H,CELLS` line; {@link formatBoard} writes
 * it back.
 */
export interface Board {
  /** Cells per row, {@link MIN_SIDE} to {@link MAX_SIDE}. */
  readonly width: number;
  /** Rows, {@link MIN_SIDE} to {@link MAX_SIDE}. */
  readonly height: number;
  /** `width * height` cell codes, row by row: exactly one blank, each tile at most once. */
  readonly cells: Uint8Array;
}

/**
 * Parses a board line, `W,H,CELLS`: width and height from {@link MIN_SIDE} to {@link MAX_SIDE}, then
 * the cells in reading order (`1`-`9` then `A`-`Z` tiles, `0` the blank, `=` a wall), e.g.
 * `3,3,168452=30`. Surrounding white space is ignored.
 * @param line the board line
 * @returns the board, its cells as codes
 * @throws {@link InputError} with a one-line reason on anything malformed: a wrong field count,
 * a side out of range, a wrong cell count, an unknown symbol, a tile twice, no blank or two.
 */
export function parseBoard(line: string): Board {
  const text = line.trim();
  if (text === '') throw new InputError('empty board line: expected W,H,CELLS');
  const parts = text.split(',');
  if (parts.length !== 3) throw new InputError(`expected W,H,CELLS (three comma-separated fields), got ${parts.length} field(s)`);
  const width = parseSide(parts[0], 'width');
  const height = parseSide(parts[1], 'height');
  return { width, height, cells: parseCells(parts[2], width, height) };
}

/**
 * Checks a Board built in code (not parsed): the same rules and the same InputErrors as parseBoard,
 * and a code that is no blank, tile or wall is named. Returns a copy, safe from later changes.
 */
export function checkBoard(board: Board): Board {
  if (typeof board !== 'object' || board === null) throw new InputError('a board must be a W,H,CELLS line or an object { width, height, cells }');
  const width = parseSide(String(board.width), 'width');
  const height = parseSide(String(board.height), 'height');
  const cells: ArrayLike<unknown> | undefined = board.cells;
  if (cells === undefined || cells === null || typeof cells.length !== 'number') throw new InputError('the board has no cells array');
  if (cells.length !== width * height) throw new InputError(`a ${width}x${height} board has ${width * height} cells, got ${cells.length}`);
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i];
    if (!Number.isInteger(code) || (code as number) < BLANK || (code as number) > WALL) {
      throw new InputError(`cell ${i} holds ${String(code)}: expected ${BLANK} (the blank), 1..${WALL - 1} (tiles) or ${WALL} (a wall)`);
    }
  }
  return { width, height, cells: parseCells(formatCells(Uint8Array.from(cells as ArrayLike<number>)), width, height) };
}

/** Parses the CELLS field of a board of known size (also used for custom goals). */
export function parseCells(text: string, width: number, height: number): Uint8Array {
  checkAscii(text);
  const size = width * height;
  if (text.length !== size) {
    throw new InputError(`a ${width}x${height} board has ${size} cells, got ${text.length}`);
  }
  const cells = new Uint8Array(size);
  const seen = new Map<number, number>();
  let blanks = 0;
  for (let i = 0; i < size; i++) {
    const code = codeOf(text[i]);
    if (code === undefined) {
      throw new InputError(`unknown symbol '${text[i]}' at cell ${i}: use 1-9 and A-Z for tiles, 0 for the blank, = for a wall`);
    }
    if (code === BLANK && ++blanks > 1) throw new InputError(`second blank '0' at cell ${i}: a board has exactly one blank`);
    if (code !== BLANK && code !== WALL) {
      if (code >= size) {
        throw new InputError(`tile '${text[i]}' at cell ${i} cannot exist on a ${width}x${height} board (tiles ${TILE_SYMBOLS[0]}..${symbolOf(size - 1)})`);
      }
      const first = seen.get(code);
      if (first !== undefined) throw new InputError(`tile '${text[i]}' appears twice, at cells ${first} and ${i}`);
      seen.set(code, i);
    }
    cells[i] = code;
  }
  if (blanks === 0) throw new InputError("no blank '0' on the board");
  return cells;
}

/**
 * Formats a board as its `W,H,CELLS` line, the inverse of {@link parseBoard}.
 * @param board a board (not checked: codes outside 0..36 have no symbol)
 * @returns the line, e.g. `3,3,168452=30`
 */
export function formatBoard(board: Board): string {
  return `${board.width},${board.height},${formatCells(board.cells)}`;
}

/** Formats the CELLS field. */
export function formatCells(cells: Uint8Array): string {
  return Array.from(cells, symbolOf).join('');
}

/**
 * Draws a board for people: one row per line, symbols separated by spaces.
 * @param board the board
 * @returns `height` lines joined by newlines, e.g. `1 6 8\n4 5 2\n= 3 0`
 */
export function drawBoard(board: Board): string {
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    rows.push(Array.from(board.cells.subarray(y * board.width, (y + 1) * board.width), symbolOf).join(' '));
  }
  return rows.join('\n');
}

function parseSide(field: string, name: string): number {
  checkAscii(field);
  if (!/^\d+$/.test(field)) throw new InputError(`${name} '${field}' is not a whole number`);
  const value = Number(field);
  if (value < MIN_SIDE || value > MAX_SIDE) {
    throw new InputError(`${name} ${value} is out of range ${MIN_SIDE}..${MAX_SIDE}`);
  }
  return value;
}

function checkAscii(text: string): void {
  const at = text.search(/[^\x20-\x7e]/);
  if (at >= 0) {
    const code = text.codePointAt(at)!.toString(16).toUpperCase().padStart(4, '0');
    throw new InputError(`non-ASCII or control character U+${code} in '${text}'`);
  }
}
