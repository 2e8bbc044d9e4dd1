// The placing kernel's interface: a board on which tiles are brought home one cell, or one line, at
// a time, with the cells already placed held still. Both engines have one (assembly/engine/place.ts
// and its TypeScript twin, ts-placer.ts), and they play the same moves.
import { MAX_LINE_CELLS, MAX_PLAY_MOVES } from './search-constants.js';
import type { LineFrame, LineTable } from './line-tables.js';

/** A board in a padded layout, being placed on. */
export interface Placer {
  /**
   * Loads a padded board (`layout.cells` codes) and which of its cells are held (non-zero: a tile
   * placed, never moved again; walls are always held). The moves played so far are cleared.
   */
  load(board: Uint16Array, held: Uint8Array): void;
  /**
   * Brings a tile of code `code` (the nearest of the alike ones that are not held) to the padded
   * cell `target` by the fewest moves that hold every held cell still, and holds it there.
   * @returns false when no tile of the code can get there (the board is then as it was)
   */
  placeTile(code: number, target: number): boolean;
  /**
   * Places a line: `codes[i]` on padded cell `cells[i]`, in order, holding each; the last two are
   * parked one inward of the other's cell and turned home together, as a line's last two tiles
   * cannot go home one after the other. `inward` is the offset from the line into the rest.
   * @returns false when a tile finds no way (the moves played so far stay played)
   */
  placeLine(cells: readonly number[], codes: readonly number[], inward: number): boolean;
  /**
   * Plays the blank's `moves` (direction indices of `LRUD`, at most MAX_PLAY_MOVES), each onto an
   * open cell: the way a line table found, which knows nothing of held cells.
   * @returns false, with the board as it was, at the first move onto a held cell
   */
  play(moves: ArrayLike<number>): boolean;
  /**
   * Brings tiles of `codes` (one a target, in the order of the targets down the line) home together
   * by `table`, its window laid on the board by `frame`, and holds them: the least entry over every
   * ordered pair or triple of open tiles of those codes in the window, with the blank where it
   * stands; a way that would move a held cell is refused for the next (ts-place-group.ts).
   * @returns false, with the board as it was, when the blank is outside the window or no way stays
   * on open cells
   * @throws RangeError when `codes` are not one a target or a target is off the board
   */
  placeGroup(table: LineTable, frame: LineFrame, codes: readonly number[]): boolean;
  /** Holds `cell` still from now on. */
  hold(cell: number): void;
  /** The blank's padded cell now. */
  blank(): number;
  /** The moves played since the load, as direction indices of `LRUD`. */
  moves(): Uint8Array;
  /** The board now: a copy of its padded cells, and of its held cells. */
  board(): Uint16Array;
  held(): Uint8Array;
}

/** Throws unless `moves` fit one `play`. Both placers check it. */
export function checkPlay(moves: ArrayLike<number>): void {
  if (moves.length > MAX_PLAY_MOVES) throw new RangeError(`at most ${MAX_PLAY_MOVES} moves a play, got ${moves.length}`);
}

/** Throws unless a line has 1 to MAX_LINE_CELLS cells and a code for each: the wasm kernel holds no more. Both placers check it. */
export function checkLine(cells: readonly number[], codes: readonly number[]): void {
  if (cells.length < 1 || cells.length > MAX_LINE_CELLS || codes.length !== cells.length) {
    throw new RangeError(`a line has 1 to ${MAX_LINE_CELLS} cells and a code for each, got ${cells.length} cells and ${codes.length} codes`);
  }
}
