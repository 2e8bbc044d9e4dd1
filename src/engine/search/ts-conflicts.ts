// The TS twin of assembly/engine/conflicts.ts: linear conflicts kept incrementally, line by line.
import type { ConflictTerm } from './engine.js';
import { AXES, MAX_LINES } from './search-constants.js';
import { SMALL_LAYOUT } from './layout.js';
import { WALL } from '../board/codes.js';

export class TsConflicts {
  private readonly keys = new Uint32Array(AXES * MAX_LINES);
  private readonly lines: Uint8Array;
  private readonly codes: Uint32Array;
  private readonly values: Uint8Array;

  constructor(term: ConflictTerm) {
    ({ lines: this.lines, codes: this.codes, values: this.values } = term);
  }

  /** Sets every line's key from `board` and returns the conflicts' total. */
  atStart(board: Uint16Array): number {
    for (let cell = 0; cell < SMALL_LAYOUT.cells; cell++) {
      const tile = board[cell];
      if (tile === 0 || tile === WALL) continue;
      for (let axis = 0; axis < AXES; axis++) this.keys[this.line(axis, cell)] += this.code(axis, tile, cell);
    }
    return this.keys.reduce((total, key) => total + this.values[key], 0);
  }

  /** The change in the total when `tile` moves from `from` to `to`, across the lines of `axis`. */
  delta(tile: number, from: number, to: number, axis: number): number {
    const { keys, values } = this;
    const left = keys[this.line(axis, from)], entered = keys[this.line(axis, to)];
    return values[left - this.code(axis, tile, from)] - values[left] + values[entered + this.code(axis, tile, to)] - values[entered];
  }

  /** Applies that move to the keys: the lines of `axis` across it, and the line along it. */
  move(tile: number, from: number, to: number, axis: number): void {
    const { keys } = this;
    keys[this.line(axis, from)] -= this.code(axis, tile, from);
    keys[this.line(axis, to)] += this.code(axis, tile, to);
    keys[this.line(axis ^ 1, from)] += this.code(axis ^ 1, tile, to) - this.code(axis ^ 1, tile, from);
  }

  private line(axis: number, cell: number): number {
    return axis * MAX_LINES + this.lines[axis * SMALL_LAYOUT.cells + cell];
  }

  private code(axis: number, tile: number, cell: number): number {
    return this.codes[(axis * SMALL_LAYOUT.tableRows + tile) * SMALL_LAYOUT.cells + cell];
  }
}
