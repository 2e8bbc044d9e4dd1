// The wasm placing kernel (assembly/engine/place.ts and place-group.ts): boards and lines copied into
// the instance's memory, the moves and the board copied out. A line table is copied in once, on its
// first group, and kept: the instance is the placer's own, so no search's release frees it.
import type { Layout } from './layout.js';
import { type Placer, checkLine, checkPlay } from './placer.js';
import { MAX_LINE_CELLS } from './search-constants.js';
import { type LineTable, checkGroup, directionOf } from './line-tables.js';
import type { WasmExports } from '../../core/wasm-instance.js';

/** The placer of `wasm`, an instance of the module of `layout`'s size class that nothing else releases. */
export function wasmPlacer(wasm: WasmExports, layout: Layout): Placer {
  const { cells } = layout;
  const view = () => ({
    board: new Uint16Array(wasm.memory.buffer, wasm.placeBoardPtr(), cells),
    held: new Uint8Array(wasm.memory.buffer, wasm.placeHeldPtr(), cells),
  });
  const tables = new Map<Uint8Array, number>();
  const addressOf = (table: Uint8Array) => {
    let address = tables.get(table);
    if (address === undefined) {
      address = wasm.reserve(table.length);
      new Uint8Array(wasm.memory.buffer, address, table.length).set(table);
      tables.set(table, address);
    }
    return address;
  };
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
    placeGroup({ spec, table }: LineTable, frame, codes) {
      checkGroup(spec, frame, layout.stride, codes);
      return wasm.placeGroup(addressOf(table), spec.width, spec.height, spec.tiles, spec.offset, frame.column, frame.row,
        directionOf(frame.across), directionOf(frame.along), codes[0], codes[1], codes[2] ?? -1) === 1;
    },
    play(moves) {
      checkPlay(moves);
      new Uint8Array(wasm.memory.buffer, wasm.placePlayPtr(), moves.length).set(moves);
      return wasm.placePlay(moves.length) === 1;
    },
    hold: (cell) => wasm.placeHold(cell),
    blank: () => wasm.placeBlank(),
    moves: () => new Uint8Array(wasm.memory.buffer, wasm.placeMovesPtr(), wasm.placeMoveCount()).slice(),
    board: () => view().board.slice(),
    held: () => view().held.slice(),
  };
}
