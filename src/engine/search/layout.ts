// The board memory layouts shared by both engines. The padded board of the DevQuiz 2011 C++ IDA*
// write-up: the W x H board sits at rows 1..H and columns 1..W of a stride-wide grid and every
// other cell is a wall, so a move never needs a bounds check. Two size classes, each compiled into
// its own wasm module (assembly/size.ts has the same formulas): small boards keep the 8-wide grid
// and constants of the 6x6 kernel.
import type { WasmSize } from '../../core/wasm-module.js';

/** A padded layout, fixed per size class. */
export interface Layout {
  /** The wasm build that holds it. */
  readonly size: WasmSize;
  /** The widest and tallest board it holds. */
  readonly side: number;
  /** Row stride of the padded board: side + 2 (a wall column each side). */
  readonly stride: number;
  /** Cells in the padded board: stride squared (a wall row above and below too). */
  readonly cells: number;
  /** Rows of the heuristic table: the blank and tiles 1..side * side - 1. */
  readonly tableRows: number;
}

function layoutOfSide(size: WasmSize, side: number): Layout {
  const stride = side + 2;
  return { size, side, stride, cells: stride * stride, tableRows: side * side };
}

/** Boards up to 6 x 6: the DevQuiz sizes, with linear conflicts and pattern databases. */
export const SMALL_LAYOUT = layoutOfSide('small', 6);
/** Boards up to 16 x 16. */
export const LARGE_LAYOUT = layoutOfSide('large', 16);

/** The layout of a width x height board: the small one when it fits. */
export function layoutFor(width: number, height: number): Layout {
  return width <= SMALL_LAYOUT.side && height <= SMALL_LAYOUT.side ? SMALL_LAYOUT : LARGE_LAYOUT;
}
