// The board memory layout shared by both engines, and compiled into the wasm module too
// (AssemblyScript reads these plain constants as i32).
// Seed 000's padded board: the W x H board sits at rows 1..H and columns 1..W of a STRIDE-wide
// grid and every other cell is a wall, so a move never needs a bounds check.

/** Row stride of the padded board; 8 fits boards up to 6 x 6. */
export const STRIDE = 8;
/** Cells in the padded board. */
export const PADDED_CELLS = STRIDE * STRIDE;
/** Tile codes: 0 is the blank, 1..35 the tiles, WALL a wall. */
export const WALL = 36;
/** Rows of the heuristic table: one per movable code (blank and tiles). */
export const TABLE_ROWS = WALL;
/** Deepest path a search can hold; bounds above it end the search with `limit`. */
export const MAX_DEPTH = 4096;

/** Status codes a search slice returns. */
export const PAUSED = 0;
export const FOUND = 1;
export const LIMIT = 2;
