// The wasm placing kernel (assembly/engine/place.ts): boards and lines copied into the instance's
// memory, the moves and the board copied out.
import type { Layout } from './layout.js';
import { type Placer, checkLine, checkPlay } from './placer.js';
import { MAX_LINE_CELLS } from './search-constants.js';
import type { WasmExports } from '../../core/wasm-instance.js';

/** The placer of `wasm`, an instance of the module of `layout`'s size class. */
export function wasmPlacer(wasm: WasmExports, layout: Layout): Placer {
  const { cells } = layout;
  const view = () => ({
    board: new Uint16Array(wasm.memory.buffer, wasm.placeBoardPtr(), cells),
    held: new Uint8Array(wasm.memory.buffer, wasm.placeHeldPtr(), cells),
  });
  return {
    load(board, held) {
      const now = view();
      now.board.set(board);
      now.held.set(held);
      wasm.placeLoad();
    },
    placeTile: (code, target) => wasm.placeTile(code, target) === 1,
    placeLine(lineCells, codes, inward) {
      checkLine(lineCells, codes);
      const line = new Int32Array(wasm.memory.buffer, wasm.placeLinePtr(), 2 * MAX_LINE_CELLS);
      line.set(lineCells);
      line.set(codes, MAX_LINE_CELLS);
      return wasm.placeLine(lineCells.length, inward) === 1;
    },
    play(moves) {
      checkPlay(moves);
      new Uint8Array(wasm.memory.buffer, wasm.placePlayPtr(), moves.length).set(moves);
      return wasm.placePlay(moves.length) === 1;
    },
    hold: (cell) => wasm.placeHold(cell),
    moves: () => new Uint8Array(wasm.memory.buffer, wasm.placeMovesPtr(), wasm.placeMoveCount()).slice(),
    board: () => view().board.slice(),
    held: () => view().held.slice(),
  };
}
