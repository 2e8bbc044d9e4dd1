// Two or three tiles of a line brought home together by a line table (search/line-tables.ts), on
// the placing kernel's board, as tomerun's 7th-place AHC011 code places a line's tiles. Every tile
// of the wanted code in the window is a candidate, and every ordered pair or triple of them is
// looked up with the blank where it stands: the least entry picks the tiles, and the blank's end
// cell, jointly and exactly. The table knows nothing of the board's edge or its held cells, so its
// way is played by the kernel, which refuses a move onto a held cell and takes the way back whole;
// then the next candidate is tried.
import type { Placer } from '../search/placer.js';
import { type LineTable, type LineTableSpec, UNREACHED, readBack, stateOf } from '../search/line-tables.js';

/**
 * Where a table's window lies on a padded board: the padded column and row of the frame's (0, 0),
 * and the unit steps, as [column, row], of the frame's x (from the line into the rest) and y (along
 * the line, toward the cells placed already). A row line is the column frame turned a quarter.
 */
export interface LineFrame {
  readonly column: number;
  readonly row: number;
  readonly across: readonly [number, number];
  readonly along: readonly [number, number];
}

/** The padded direction index ("LRUD") of a unit step [column, row]. */
const directionOf = ([dx, dy]: readonly [number, number]) => (dx === -1 ? 0 : dx === 1 ? 1 : dy === -1 ? 2 : 3);

/** The padded cell of each window cell (y * width + x), or -1 off the padded board. */
function windowCells(spec: LineTableSpec, frame: LineFrame, stride: number): Int32Array {
  const cells = new Int32Array(spec.width * spec.height);
  for (let y = 0; y < spec.height; y++) {
    for (let x = 0; x < spec.width; x++) {
      const column = frame.column + x * frame.across[0] + y * frame.along[0];
      const row = frame.row + x * frame.across[1] + y * frame.along[1];
      cells[y * spec.width + x] = column >= 0 && column < stride && row >= 0 && row < stride ? row * stride + column : -1;
    }
  }
  return cells;
}

/**
 * Brings tiles of `codes` (one a target, in the order of the targets down the line) home together
 * on `placer`'s board by `lineTable`, and holds them there. `stride` is the padded board's.
 * @returns false when the blank is outside the window or no candidate's way stays on open cells
 * (the board is then as it was)
 */
export function placeTogether(placer: Placer, stride: number, lineTable: LineTable, frame: LineFrame, codes: readonly number[]): boolean {
  const { spec, table } = lineTable;
  if (codes.length !== spec.tiles) throw new RangeError(`the table places ${spec.tiles} tiles, got ${codes.length} codes`);
  const board = placer.board(), held = placer.held();
  const cells = windowCells(spec, frame, stride);
  const targets = Array.from({ length: spec.tiles }, (_, i) => cells[(spec.offset + i) * spec.width]);
  if (targets.some((cell) => cell < 0)) throw new RangeError('a target of the line table is off the board');
  const blank = cells.findIndex((cell) => cell >= 0 && board[cell] === 0);
  if (blank < 0) return false;
  const choices = codes.map((code) => [...cells.keys()].filter((i) => cells[i] >= 0 && held[cells[i]] === 0 && board[cells[i]] === code));
  const candidates: { state: number; distance: number }[] = [];
  const pick = (chosen: number[]) => {
    if (chosen.length === codes.length) {
      const state = stateOf(spec, blank, chosen);
      if (table[state] !== UNREACHED) candidates.push({ state, distance: table[state] });
      return;
    }
    for (const cell of choices[chosen.length]) if (!chosen.includes(cell)) pick([...chosen, cell]);
  };
  pick([]);
  candidates.sort((a, b) => a.distance - b.distance);
  // Frame moves "LRUD" (x - 1, x + 1, y - 1, y + 1) as the padded board's.
  const across = directionOf(frame.across), along = directionOf(frame.along);
  const padded = [across ^ 1, across, along ^ 1, along];
  for (const { state } of candidates) {
    if (!placer.play(readBack(spec, table, state)!.map((d) => padded[d]))) continue;
    for (const cell of targets) placer.hold(cell);
    return true;
  }
  return false;
}
