// Cell codes shared by the board, both engines and the wasm module (which reads them as i32).

/** The blank's cell code, 0 (written `0` in a board line); tiles are 1 up to 255 (a 16 x 16 board). */
export const BLANK = 0;
/** A wall's cell code, 0xFFFF (65,535) (written `=` in a board line). Walls never move. */
export const WALL = 0xffff;
