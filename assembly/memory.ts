// Static memory regions of the search: a few kilobytes, fixed at compile time.
import { PADDED_CELLS, TABLE_ROWS, MAX_DEPTH, STRIDE } from "../src/engine/layout";

/** The padded board, one byte per cell. */
export const BOARD: usize = memory.data(PADDED_CELLS);
/** Heuristic table: u16 cost of tile t standing on cell c, at index t * PADDED_CELLS + c. */
export const TABLE: usize = memory.data(TABLE_ROWS * PADDED_CELLS * 2, 2);
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
