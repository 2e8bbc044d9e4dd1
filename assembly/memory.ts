// Static memory regions of the search: fixed at compile time. Pattern databases and the build's
// work space live above them, in the arena (arena.ts).
import {
  MAX_DEPTH, AXES, MAX_LINES, LINE_KEYS, MAX_LOOKUPS, MAX_GROUPS, MAX_PATTERN_TILES,
} from "../src/engine/search/search-constants";
import { PADDED_CELLS, TABLE_ROWS, STRIDE } from "./size";

/** The padded board, a u16 code per cell: tiles reach 255 on 16 x 16, and walls need a code too. */
export const BOARD: usize = memory.data(PADDED_CELLS * 2, 2);

/** The code on a padded cell. */
@inline export function cellAt(cell: i32): i32 {
  return <i32>load<u16>(BOARD + (<usize>cell << 1));
}

@inline export function setCell(cell: i32, code: i32): void {
  store<u16>(BOARD + (<usize>cell << 1), <u16>code);
}
/** Heuristic table: u16 cost of tile t standing on cell c, at index t * PADDED_CELLS + c. */
export const TABLE: usize = memory.data(TABLE_ROWS * PADDED_CELLS * 2, 2);
/**
 * i16 change in the table sum when tile t, standing on cell c, moves against blank direction d
 * (into the blank at c - offset(d)): DELTA[(t * PADDED_CELLS + c) * 4 + d]. One load per child.
 */
export const DELTA: usize = memory.data(TABLE_ROWS * PADDED_CELLS * 4 * 2, 2);
/** Per cell: the directions (bit i for "LRUD"[i]) that do not run into a wall. */
export const OPEN: usize = memory.data(PADDED_CELLS);
/** Per depth: the directions still to try, as a bit mask. */
export const TODO: usize = memory.data(MAX_DEPTH);
/** Per depth: the move taken from that depth. */
export const PATH: usize = memory.data(MAX_DEPTH);
/** Per depth: the heuristic value of the node there. */
export const HSTACK: usize = memory.data(MAX_DEPTH * 4, 4);
/** Blank offsets of L, R, U, D. */
export const OFFSETS: usize = memory.data<i32>([-1, 1, -STRIDE, STRIDE]);

/** Zobrist key pairs of the beam (engine/beam.ts), the TS twin's keys: u32 key (t, c, half) at (2 * (t * PADDED_CELLS + c) + half) * 4. */
export const ZOBRIST: usize = memory.data(TABLE_ROWS * PADDED_CELLS * 2 * 4, 4);

// Linear conflict (engine/conflicts.ts).
/** u8 line id of each cell, per axis: LINES[axis * PADDED_CELLS + cell]. */
export const LINES: usize = memory.data(AXES * PADDED_CELLS);
/** u32 key part of tile t on cell c along an axis: CODES[(axis * TABLE_ROWS + t) * PADDED_CELLS + c]. */
export const CODES: usize = memory.data(AXES * TABLE_ROWS * PADDED_CELLS * 4, 4);
/** u32 current key of each line: KEYS[axis * MAX_LINES + line]. */
export const KEYS: usize = memory.data(AXES * MAX_LINES * 4, 4);
/** u8 moves a line's conflicts add, by line key. */
export const CONFLICTS: usize = memory.data(LINE_KEYS);

// Pattern databases (engine/patterns.ts).
/** u8 group of tile t in lookup l (NO_GROUP for none): GROUPS[l * TABLE_ROWS + t]. */
export const GROUPS: usize = memory.data(MAX_LOOKUPS * TABLE_ROWS);
/** u32 index part of tile t on cell c in lookup l: INDEXES[(l * TABLE_ROWS + t) * PADDED_CELLS + c]. */
export const INDEXES: usize = memory.data(MAX_LOOKUPS * TABLE_ROWS * PADDED_CELLS * 4, 4);
/** u32 address of each group's database (0 for an unused group). */
export const DATABASES: usize = memory.data(MAX_GROUPS * 4, 4);
/** Per lookup and group (index l * MAX_GROUPS + g): the current u32 database index and i32 entry. */
export const INDEX_NOW: usize = memory.data(MAX_LOOKUPS * MAX_GROUPS * 4, 4);
export const ENTRY_NOW: usize = memory.data(MAX_LOOKUPS * MAX_GROUPS * 4, 4);

// Pattern database build (engine/pattern-build.ts).
/** u8 rank of each open cell among the open cells in reading order: the digits of a database index. */
export const RANKS: usize = memory.data(PADDED_CELLS);
/** u8 home cells of the pattern's tiles, as the build's input. */
export const HOMES: usize = memory.data(MAX_PATTERN_TILES);
