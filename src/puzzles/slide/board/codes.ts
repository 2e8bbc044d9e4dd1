// Cell codes shared by the board, both engines and the wasm module (which reads them as i32).

/** The blank's code; tiles are 1..35. */
export const BLANK = 0;
/** A wall's code. */
export const WALL = 36;
