// The board model: parse and format `W,H,CELLS` lines. Boards of up to 36 cells use DevQuiz 2011's
// one character per cell; larger ones (over 35 tiles) write each cell as a space-separated token.
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';
import { BLANK, TILE_SYMBOLS, WALL, WALL_SYMBOL, codeOf, symbolOf } from './symbols.js';

/** The smallest width or height a board may have. */
export const MIN_SIDE = 2;
/** The largest width or height a board may have (16, Procon 25's largest; DevQuiz's boards reach 6). */
export const MAX_SIDE = 16;
/** The largest side of DevQuiz 2011's boards: `generate` makes problems up to it by default. */
export const DEVQUIZ_MAX_SIDE = 6;
/** Boards of at most this many cells (35 tiles and the blank) are written one character per cell. */
export const MAX_SYMBOL_CELLS = 36;

/**
 * A board: its size and its cells in reading order, as codes ({@link BLANK} 0, tiles 1..W*H-1,
 * {@link WALL}). {@link parseBoard} makes one from a `W,H,CELLS` line; {@link formatBoard} writes
 * it back.
 */
export interface Board {
  /** Cells per row, {@link MIN_SIDE} to {@link MAX_SIDE}. */
  readonly width: number;
  /** Rows, {@link MIN_SIDE} to {@link MAX_SIDE}. */
  readonly height: number;
  /** `width * height` cell codes, row by row: exactly one blank, each tile at most once. */
  readonly cells: Uint16Array;
}

/**
 * Parses a board line, `W,H,CELLS`: width and height from {@link MIN_SIDE} to {@link MAX_SIDE}, then
 * the cells in reading order. A board of up to 36 cells has one character per cell (`1`-`9` then
 * `A`-`Z` tiles, `0` the blank, `=` a wall), e.g. `3,3,168452=30`; a larger one has space-separated
 * tokens (numbers 1..W*H-1 tiles, `0` the blank, `=` a wall), e.g. `8,8,1 2 3 ... 63 0`. Tokens are
 * accepted on small boards too. Surrounding white space is ignored.
 * @param line the board line
 * @returns the board, its cells as codes
 * @throws {@link InputError} with a one-line reason on anything malformed: a wrong field count,
 * a side out of range, a wrong cell count, an unknown symbol or token, a tile out of range or
 * twice, no blank or two.
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
  // Codes that a board line could hold go through parseCells, for the same reasons as text.
  const writable = Math.max(width * height - 1, TILE_SYMBOLS.length);
  const codes = Uint16Array.from(cells as ArrayLike<unknown>, (code, i) => {
    if (code === WALL || (Number.isInteger(code) && (code as number) >= BLANK && (code as number) <= writable)) return code as number;
    throw new InputError(`cell ${i} holds ${String(code)}: expected ${BLANK} (the blank), 1..${width * height - 1} (tiles) or ${WALL} (a wall)`);
  });
  return { width, height, cells: parseCells(formatCells(codes), width, height) };
}

/**
 * Parses the CELLS field of a board of known size (also used for custom goals): tokens when it
 * holds white space or the board has over 36 cells, else one character per cell.
 */
export function parseCells(text: string, width: number, height: number): Uint16Array {
  checkAscii(text);
  const size = width * height;
  const tokens = size > MAX_SYMBOL_CELLS || /\s/.test(text);
  const items = tokens ? text.trim().split(/\s+/).filter((token) => token !== '') : [...text];
  if (items.length !== size) {
    throw new InputError(`a ${width}x${height} board has ${size} cells, got ${items.length}${tokens ? ' tokens' : ''}`);
  }
  const cells = new Uint16Array(size);
  const seen = new Map<number, number>();
  let blanks = 0;
  for (let i = 0; i < size; i++) {
    const item = items[i];
    const code = tokens ? tokenCode(item) : codeOf(item);
    if (code === undefined) {
      throw new InputError(tokens
        ? `token ${quote(item)} at cell ${i} is not a number or '='`
        : `unknown symbol '${item}' at cell ${i}: use 1-9 and A-Z for tiles, 0 for the blank, = for a wall`);
    }
    if (code === BLANK && ++blanks > 1) throw new InputError(`second blank '0' at cell ${i}: a board has exactly one blank`);
    if (code !== BLANK && code !== WALL) {
      if (code >= size) {
        throw new InputError(`tile '${item}' at cell ${i} cannot exist on a ${width}x${height} board (tiles ${cellText(1, tokens)}..${cellText(size - 1, tokens)})`);
      }
      const first = seen.get(code);
      if (first !== undefined) throw new InputError(`tile '${item}' appears twice, at cells ${first} and ${i}`);
      seen.set(code, i);
    }
    cells[i] = code;
  }
  if (blanks === 0) throw new InputError("no blank '0' on the board");
  return cells;
}

/** The code of a token: a whole number in decimal, or `=`; undefined otherwise. */
function tokenCode(token: string): number | undefined {
  if (token === WALL_SYMBOL) return WALL;
  // Five digits reach WALL's own code: past the tiles, so out of range, never a wall.
  return /^\d{1,5}$/.test(token) ? Math.min(Number(token), WALL - 1) : undefined;
}

/** How a cell code is written: a symbol, or a number token. */
function cellText(code: number, tokens: boolean): string {
  return tokens && code !== WALL ? String(code) : symbolOf(code);
}

/**
 * Formats a board as its `W,H,CELLS` line, the inverse of {@link parseBoard}.
 * @param board a board (not checked)
 * @returns the line, e.g. `3,3,168452=30`, or tokens for a board of over 36 cells
 */
export function formatBoard(board: Board): string {
  return `${board.width},${board.height},${formatCells(board.cells)}`;
}

/** Formats the CELLS field: one symbol per cell up to 36 cells, else space-separated tokens. */
export function formatCells(cells: ArrayLike<number>): string {
  const tokens = cells.length > MAX_SYMBOL_CELLS;
  return Array.from(cells, (code) => cellText(code, tokens)).join(tokens ? ' ' : '');
}

/**
 * Draws a board for people: one row per line, cells separated by spaces (numbers right-aligned on
 * boards of over 36 cells).
 * @param board the board
 * @returns `height` lines joined by newlines, e.g. `1 6 8\n4 5 2\n= 3 0`
 */
export function drawBoard(board: Board): string {
  const tokens = board.cells.length > MAX_SYMBOL_CELLS;
  const width = tokens ? String(board.cells.length - 1).length : 1;
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    const row = Array.from(board.cells.subarray(y * board.width, (y + 1) * board.width), (code) => cellText(code, tokens).padStart(width));
    rows.push(row.join(' '));
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
    throw new InputError(`non-ASCII or control character U+${code} in ${quote(text)}`);
  }
}
