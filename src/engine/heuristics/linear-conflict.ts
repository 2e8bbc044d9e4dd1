// Linear conflict (Hansson, Mayer & Yung 1992), made wall-aware, as an admissible add-on to the
// wall-aware distance sum (homeDistances).
//
// A line is a maximal wall-free segment of a row or of a column. Take the tiles standing in a line
// whose homes lie in the same line. For such a tile the wall-aware distance is exactly the in-line
// distance (the straight path is open, and no path is shorter than the Manhattan distance), and any
// path that leaves the line must step off it and back: two moves across the line that the in-line
// distance does not count. Tiles that never leave the line keep their order (they cannot pass each
// other in one lane), so at least (count - longest run already in home order) of them must leave:
// each costs 2 more moves than its distance. The extra moves of a row's leavers are vertical and
// those of a column's leavers horizontal, and a tile is in a row line and a column line with its
// home only when it is home, so rows and columns add up: sum of distances + 2 x leavers is a lower
// bound on the moves of these tiles. Tiles outside the term (`tiles`) are not counted at all.
//
// Encoding for the engines: each cell has a line id and a position per axis; tile t on cell c adds
// (home position + 1) << 3 x (position of c) to its line's key when its home is in that line, so a
// key lists its tiles' home positions cell by cell, and a shared table gives each key's extra moves.
import type { Board } from '../board/board.js';
import { WALL } from '../board/symbols.js';
import type { ConflictTerm } from '../search/engine.js';
import { AXES, LINE_KEY_BITS, LINE_KEYS, MAX_LINES } from '../search/search-constants.js';
import { SMALL_LAYOUT } from '../search/layout.js';
import { paddedCell } from '../search/problem.js';

const MAX_SEGMENT = 6;

let sharedValues: Uint8Array | undefined;

/**
 * The extra moves of every line key: 2 x (tiles - longest increasing run of home positions). Built
 * once per thread, with no allocation per key (2^18 keys: a few milliseconds, not tens).
 */
export function conflictValues(): Uint8Array {
  if (sharedValues) return sharedValues;
  const values = new Uint8Array(LINE_KEYS);
  const homes = new Int32Array(MAX_SEGMENT), ending = new Int32Array(MAX_SEGMENT);
  for (let key = 0; key < LINE_KEYS; key++) {
    let count = 0;
    for (let i = 0; i < MAX_SEGMENT; i++) {
      const digit = (key >> (LINE_KEY_BITS * i)) & ((1 << LINE_KEY_BITS) - 1);
      if (digit !== 0) homes[count++] = digit;
    }
    values[key] = 2 * (count - longestIncreasingRun(homes, count, ending));
  }
  sharedValues = values;
  return values;
}

/** Length of the longest strictly increasing subsequence of sequence[0..length) (quadratic: six tiles at most). */
function longestIncreasingRun(sequence: Int32Array, length: number, ending: Int32Array): number {
  let longest = 0;
  for (let i = 0; i < length; i++) {
    ending[i] = 1;
    for (let j = 0; j < i; j++) if (sequence[j] < sequence[i] && ending[j] + 1 > ending[i]) ending[i] = ending[j] + 1;
    if (ending[i] > longest) longest = ending[i];
  }
  return longest;
}

/** Line id and position of every open cell of `goal` (board layout), per axis. */
function segments(goal: Board): { line: Int32Array; position: Int32Array }[] {
  const { width, height, cells } = goal;
  return [0, 1].map((axis) => {
    const line = new Int32Array(cells.length).fill(-1), position = new Int32Array(cells.length);
    const [outer, inner] = axis === 0 ? [height, width] : [width, height];
    let id = -1;
    for (let a = 0; a < outer; a++) {
      let run = 0;
      for (let b = 0; b < inner; b++) {
        const cell = axis === 0 ? a * width + b : b * width + a;
        if (cells[cell] === WALL) { run = 0; continue; }
        if (run === 0) id++;
        line[cell] = id;
        position[cell] = run++;
      }
    }
    if (id >= MAX_LINES) throw new Error(`${id + 1} lines along axis ${axis}: more than ${MAX_LINES}`);
    return { line, position };
  });
}

/** The linear-conflict term for `goal`, counting the tiles in `tiles` (default: every tile). */
export function conflictTerm(goal: Board, tiles?: ReadonlySet<number>): ConflictTerm {
  const lines = new Uint8Array(AXES * SMALL_LAYOUT.cells);
  const codes = new Uint32Array(AXES * SMALL_LAYOUT.tableRows * SMALL_LAYOUT.cells);
  segments(goal).forEach(({ line, position }, axis) => {
    goal.cells.forEach((tile, home) => {
      const padded = paddedCell(home, goal.width, SMALL_LAYOUT);
      if (tile !== WALL) lines[axis * SMALL_LAYOUT.cells + padded] = line[home];
      if (tile === 0 || tile === WALL || (tiles && !tiles.has(tile))) return;
      for (let cell = 0; cell < goal.cells.length; cell++) {
        if (line[cell] !== line[home] || line[cell] < 0) continue;
        const at = (axis * SMALL_LAYOUT.tableRows + tile) * SMALL_LAYOUT.cells + paddedCell(cell, goal.width, SMALL_LAYOUT);
        codes[at] = (position[home] + 1) << (LINE_KEY_BITS * position[cell]);
      }
    });
  });
  return { lines, codes, values: conflictValues() };
}
