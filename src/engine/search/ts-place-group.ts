// Two or three tiles of a line brought home together by a line table (line-tables.ts), on the
// placing kernel's board, as tomerun's 7th-place AHC011 code places a line's tiles. Every tile of
// the wanted code in the window is a candidate, and every ordered pair or triple of them is looked
// up with the blank where it stands: the least entry picks the tiles, and the blank's end cell,
// jointly and exactly. The table knows nothing of the board's edge or its held cells, so its way is
// played by the kernel, which refuses a move onto a held cell and takes the way back whole; then
// the next candidate is tried, in the order (entry, rank in the enumeration).
//
// This is the TypeScript twin of assembly/engine/place-group.ts: the same candidates, order and
// moves.
import { type LineFrame, type LineTable, UNREACHED, directionOf, readBack } from './line-tables.js';

/** The placing kernel's board as a group placement reads and plays it. */
export interface GroupBoard {
  readonly stride: number;
  /** The padded cells' codes and held marks, live. */
  readonly cells: Uint16Array;
  readonly held: Uint8Array;
  /** The blank's padded cell now. */
  blank(): number;
  play(moves: ArrayLike<number>): boolean;
  hold(cell: number): void;
}

/**
 * Brings tiles of `codes` (one a target, down the line) home together on `board` by `lineTable`,
 * its window laid by `frame`, and holds them there. The caller checks the group (checkGroup).
 * @returns false, the board as it was, when the blank is outside the window or no candidate's way
 * stays on open cells
 */
export function tsPlaceGroup(board: GroupBoard, lineTable: LineTable, frame: LineFrame, codes: readonly number[]): boolean {
  const { spec, table } = lineTable;
  const { width, height, tiles, offset } = spec;
  const n = width * height;
  const { stride } = board;
  const window = new Int32Array(n);
  const choices = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
  const counts = [0, 0, 0];
  const blankCell = board.blank();
  let blank = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const column = frame.column + x * frame.across[0] + y * frame.along[0];
      const row = frame.row + x * frame.across[1] + y * frame.along[1];
      const cell = column >= 0 && column < stride && row >= 0 && row < stride ? row * stride + column : -1;
      window[i] = cell;
      if (cell < 0) continue;
      if (cell === blankCell) blank = i;
      if (board.held[cell] !== 0) continue;
      for (let t = 0; t < tiles; t++) if (board.cells[cell] === codes[t]) choices[t][counts[t]++] = i;
    }
  }
  if (blank < 0) return false;
  // Frame moves "LRUD" (x - 1, x + 1, y - 1, y + 1) as the padded board's.
  const across = directionOf(frame.across), along = directionOf(frame.along);
  const padded = [across ^ 1, across, along ^ 1, along];
  let afterDistance = -1, afterRank = -1;
  for (;;) {
    let bestDistance = UNREACHED, bestRank = Infinity, bestState = 0, rank = 0;
    const consider = (state: number) => {
      const distance = table[state];
      const mine = rank++;
      if (distance === UNREACHED || distance < afterDistance || (distance === afterDistance && mine <= afterRank)) return;
      if (distance < bestDistance || (distance === bestDistance && mine < bestRank)) { bestDistance = distance; bestRank = mine; bestState = state; }
    };
    for (let i = 0; i < counts[0]; i++) {
      const a = choices[0][i];
      for (let j = 0; j < counts[1]; j++) {
        const b = choices[1][j];
        if (b === a) continue;
        if (tiles === 2) { consider(blank + n * (a + n * b)); continue; }
        for (let k = 0; k < counts[2]; k++) {
          const c = choices[2][k];
          if (c !== a && c !== b) consider(blank + n * (a + n * (b + n * c)));
        }
      }
    }
    if (bestDistance === UNREACHED) return false;
    afterDistance = bestDistance;
    afterRank = bestRank;
    if (!board.play(readBack(spec, table, bestState)!.map((d) => padded[d]))) continue;
    for (let t = 0; t < tiles; t++) board.hold(window[(offset + t) * width]);
    return true;
  }
}

