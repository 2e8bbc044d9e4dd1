// Exact tables for placing two or three tiles of a line together, as tomerun's 7th-place AHC011
// code does (his `precalc_pattern`, `precalc_pattern_3`): one tile at a time, each by its fewest
// moves, a line costs about twice what moving its tiles together does (docs/ahc011.md).
//
// A table covers a window at a line's edge, in the line's own frame: x runs from the line (x = 0)
// into the rest of the board, y along the line, which is filled from its far end (large y) toward
// y = 0. The tracked tiles' targets are (0, offset), (0, offset + 1), ...; the line's cells past
// them are placed already, so they are walls; every other cell is open, whatever tile it holds
// (other tiles are free space to the table: a path is replayed on the real board, which may refuse
// it). A state is the blank's cell and the tracked tiles' cells; its entry is the fewest moves to a
// goal state: the tiles on their targets and the blank where the line goes on from (the line's next
// cell, or beside the targets). The table is a breadth-first search from every goal state at once
// (moves are reversible, so the backward search is the forward one); a distance a byte, and the
// way is read back from the neighbours, each one move nearer.
//
// This file is the TypeScript twin; assembly/engine/line-tables.ts builds the same bytes.

import { loadFromDisk, saveToDisk } from '../heuristics/pattern-disk-cache.js';

/** Which table: the window's size, how many tiles move together, and where their targets start. */
export interface LineTableSpec {
  /** Cells across the line (x), the line's column included. */
  readonly width: number;
  /** Cells along the line (y). */
  readonly height: number;
  /** Tiles placed together: 2 or 3. */
  readonly tiles: 2 | 3;
  /** The first target's y: the targets are (0, offset) to (0, offset + tiles - 1). */
  readonly offset: number;
}

/** A line table and the window it was built for. */
export interface LineTable {
  readonly spec: LineTableSpec;
  readonly table: Uint8Array;
}

/** The name of `spec`'s table, in the thread's store and in the disk cache. */
export const lineTableKey = (spec: LineTableSpec) => `line-table ${spec.width}x${spec.height}:${spec.tiles}@${spec.offset}`;

/** The tables this thread has made or read, by spec: both engines' (their bytes are the same). */
const kept = new Map<string, LineTable>();

/**
 * An engine's `lineTable`: the table of `spec`, kept on the thread once made. It is read from the
 * disk cache beside the pattern databases (in Node), else made by `build` and stored there: read,
 * the nine tables AHC011's lines use (5.2 MB) take milliseconds, where wasm builds them in 430 ms, a
 * sixth of a 3 s solve, and TS in 3 s (`npm run bench:line-tables`).
 */
export function keptLineTable(spec: LineTableSpec, build: (spec: LineTableSpec) => Uint8Array): LineTable {
  const key = lineTableKey(spec);
  let table = kept.get(key);
  if (table) return table;
  checkSpec(spec);
  let [bytes] = loadFromDisk(key) ?? [];
  if (bytes?.length !== tableSize(spec)) {
    bytes = build(spec);
    saveToDisk(key, [bytes]);
  }
  kept.set(key, table = { spec, table: bytes });
  return table;
}

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
export const directionOf = ([dx, dy]: readonly [number, number]): number => (dx === -1 ? 0 : dx === 1 ? 1 : dy === -1 ? 2 : 3);

/**
 * Throws unless `codes` name one tile per target of `spec` and the targets, laid by `frame`, lie on
 * a padded board of row stride `stride`. Both placers check it before a group placement.
 */
export function checkGroup(spec: LineTableSpec, frame: LineFrame, stride: number, codes: readonly number[]): void {
  if (codes.length !== spec.tiles) throw new RangeError(`the table places ${spec.tiles} tiles, got ${codes.length} codes`);
  for (let i = 0; i < spec.tiles; i++) {
    const column = frame.column + (spec.offset + i) * frame.along[0], row = frame.row + (spec.offset + i) * frame.along[1];
    if (column < 0 || column >= stride || row < 0 || row >= stride) throw new RangeError('a target of the line table is off the board');
  }
}

/** A table entry no goal state reaches (a tile walled in, or two on one cell). */
export const UNREACHED = 255;

/** The blank's moves in the frame, as "LRUD": x - 1, x + 1, y - 1, y + 1. */
const FRAME_STEPS: readonly (readonly [number, number])[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/** Throws unless `spec` is a table this module builds: at most 64 cells, and the targets inside. */
export function checkSpec(spec: LineTableSpec): void {
  const { width, height, tiles, offset } = spec;
  const ok = Number.isInteger(width) && Number.isInteger(height) && width >= 2 && height >= tiles && width * height <= 64
    && (tiles === 2 || tiles === 3) && Number.isInteger(offset) && offset >= 0 && offset + tiles <= height;
  if (!ok) throw new RangeError(`not a line table: ${JSON.stringify(spec)}`);
}

/** The table's entries: the window's cells to the power tiles + 1. */
export function tableSize(spec: LineTableSpec): number {
  return (spec.width * spec.height) ** (spec.tiles + 1);
}

/** The state of the blank on `blank` and the tracked tiles on `tiles` (window cells y * width + x). */
export function stateOf(spec: LineTableSpec, blank: number, tiles: readonly number[]): number {
  const n = spec.width * spec.height;
  let state = 0;
  for (let i = tiles.length - 1; i >= 0; i--) state = state * n + tiles[i];
  return state * n + blank;
}

/** The cells of a state: the blank's, then the tiles'. */
export function cellsOf(spec: LineTableSpec, state: number): number[] {
  const n = spec.width * spec.height;
  const cells: number[] = [];
  for (let i = 0; i <= spec.tiles; i++, state = Math.floor(state / n)) cells.push(state % n);
  return cells;
}

/** The window's walls: the line's cells past the targets, placed already. */
function isWall(spec: LineTableSpec, cell: number): boolean {
  return cell % spec.width === 0 && Math.floor(cell / spec.width) >= spec.offset + spec.tiles;
}

/** The cells a goal state may leave the blank on: the line's next cell, and the cells beside the targets and it. */
function goalBlankCells(spec: LineTableSpec): number[] {
  const { width, offset, tiles } = spec;
  const cells = offset > 0 ? [(offset - 1) * width] : [];
  for (let y = Math.max(0, offset - 1); y < offset + tiles; y++) cells.push(y * width + 1);
  return cells;
}

/**
 * The state one blank move `direction` (0..3, "LRUD" in the frame) from `cells` (blank first, then
 * the tiles), written into `out`; false if the blank would leave the window or enter a wall.
 */
export function stepCells(spec: LineTableSpec, cells: readonly number[], direction: number, out: number[]): boolean {
  const { width, height } = spec;
  const blank = cells[0];
  const x = (blank % width) + FRAME_STEPS[direction][0], y = Math.floor(blank / width) + FRAME_STEPS[direction][1];
  if (x < 0 || x >= width || y < 0 || y >= height) return false;
  const to = y * width + x;
  if (isWall(spec, to)) return false;
  out.length = cells.length;
  out[0] = to;
  for (let i = 1; i < cells.length; i++) out[i] = cells[i] === to ? blank : cells[i];
  return true;
}

/** The table of `spec`, by a breadth-first search from every goal state (see the head of this file). */
export function buildLineTable(spec: LineTableSpec): Uint8Array {
  checkSpec(spec);
  const table = new Uint8Array(tableSize(spec)).fill(UNREACHED);
  const queue = new Int32Array(table.length);
  let tail = 0;
  const targets = Array.from({ length: spec.tiles }, (_, i) => (spec.offset + i) * spec.width);
  for (const blank of goalBlankCells(spec)) {
    const state = stateOf(spec, blank, targets);
    table[state] = 0;
    queue[tail++] = state;
  }
  const next: number[] = [];
  for (let head = 0; head < tail; head++) {
    const state = queue[head];
    const cells = cellsOf(spec, state);
    const distance = table[state] + 1;
    for (let direction = 0; direction < 4; direction++) {
      if (!stepCells(spec, cells, direction, next)) continue;
      const reached = stateOf(spec, next[0], next.slice(1));
      if (table[reached] !== UNREACHED) continue;
      table[reached] = distance;
      queue[tail++] = reached;
    }
  }
  return table;
}

/**
 * The blank's moves, as frame directions (0..3, "LRUD"), from `state` to a goal state by the
 * fewest: at each step the first direction whose state is one move nearer. Empty at a goal state;
 * undefined where the table has no way.
 */
export function readBack(spec: LineTableSpec, table: Uint8Array, state: number): number[] | undefined {
  if (table[state] === UNREACHED) return undefined;
  const moves: number[] = [];
  const next: number[] = [];
  let cells = cellsOf(spec, state);
  for (let distance = table[state]; distance > 0; distance--) {
    const direction = [0, 1, 2, 3].find((d) => stepCells(spec, cells, d, next) && table[stateOf(spec, next[0], next.slice(1))] === distance - 1)!;
    moves.push(direction);
    stepCells(spec, cells, direction, next);
    cells = next.slice();
  }
  return moves;
}
