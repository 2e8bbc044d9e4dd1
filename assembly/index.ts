// The wasm module's surface: flat functions over linear memory (see memory.ts for the regions).
import { BOARD, TABLE, PATH } from "./memory";

export { start, run, nodeCount, currentBound, currentDepth } from "./ida";

export function boardPtr(): usize { return BOARD; }
export function tablePtr(): usize { return TABLE; }
/** Moves are at pathPtr()[0 .. currentDepth()), as direction indices of "LRUD". */
export function pathPtr(): usize { return PATH; }
