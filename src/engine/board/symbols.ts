// Cell symbols of the DevQuiz 2011 format: tiles 1-9 then A-Z, '=' a wall, '0' the blank.
import { BLANK, WALL } from './codes.js';

export const TILE_SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const BLANK_SYMBOL = '0';
export const WALL_SYMBOL = '=';
export { BLANK, WALL };

/** The cell code of a symbol (0 blank, 1..35 tile, WALL), or undefined for an unknown symbol. */
export function codeOf(symbol: string): number | undefined {
  if (symbol === BLANK_SYMBOL) return BLANK;
  if (symbol === WALL_SYMBOL) return WALL;
  const index = TILE_SYMBOLS.indexOf(symbol);
  return index >= 0 && symbol.length === 1 ? index + 1 : undefined;
}

/**
 * The symbol of a cell code in a board line.
 * @param code a cell code: {@link BLANK}, a tile or {@link WALL}
 * @returns `0` for the blank, `1`-`9` then `A`-`Z` for tiles 1..35, `=` for a wall; a larger
 * tile's number (as written on boards of over 36 cells)
 */
export function symbolOf(code: number): string {
  if (code === BLANK) return BLANK_SYMBOL;
  if (code === WALL) return WALL_SYMBOL;
  return TILE_SYMBOLS[code - 1] ?? String(code);
}
