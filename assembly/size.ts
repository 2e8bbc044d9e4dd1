// The size class this module is built for. BOARD_SIDE is a compile-time constant from the build
// (asconfig.json: `--use BOARD_SIDE=6` for the small module, 16 for the large one), so one source
// makes two modules and the 6x6 kernel keeps literal constants. The formulas are layoutOfSide's in
// src/engine/search/layout.ts; a test checks that the two agree.

/** The widest and tallest board the module holds. */
// @ts-ignore: defined by the build (asc --use BOARD_SIDE=...)
export const SIDE: i32 = BOARD_SIDE;
/** Row stride of the padded board: the board plus a wall column on each side. */
export const STRIDE: i32 = SIDE + 2;
/** Cells in the padded board: a wall row above and below too. */
export const PADDED_CELLS: i32 = STRIDE * STRIDE;
/** Rows of the heuristic table: the blank and tiles 1..SIDE*SIDE-1. */
export const TABLE_ROWS: i32 = SIDE * SIDE;
/** Padded cells of the small module (6 x 6 boards): past it, a module holds no heuristic terms. */
export const SMALL_PADDED_CELLS: i32 = 64;
