// The line tables built in wasm (assembly/engine/line-tables.ts): the same bytes as
// buildLineTable's, 6.4 to 6.7 times as fast (`npm run bench:line-tables`: the seven 8x8 pair
// tables, 1.8 MB, in 114 ms against 732; the two 6x6 triple tables, 3.4 MB, in 212 ms against 1,421).
// The table is copied out: the instance's memory may grow, and its arena is freed with its pattern
// databases.
import type { WasmExports } from '../../core/wasm-instance.js';
import { type LineTableSpec, checkSpec, tableSize } from './line-tables.js';

/** The table of `spec`, built in `wasm`. */
export function wasmLineTable(wasm: WasmExports, spec: LineTableSpec): Uint8Array {
  checkSpec(spec);
  const address = wasm.lineTableBuild(spec.width, spec.height, spec.tiles, spec.offset);
  return new Uint8Array(wasm.memory.buffer, address, tableSize(spec)).slice();
}
