// The wasm module's exports (assembly/index.ts) and a fresh instance of it. Instances are cheap:
// the module is compiled once per thread (wasm-module.ts).
import { wasmModule } from './wasm-module.js';

export interface WasmExports {
  memory: WebAssembly.Memory;
  side(): number;
  boardPtr(): number;
  tablePtr(): number;
  pathPtr(): number;
  linesPtr(): number;
  codesPtr(): number;
  conflictsPtr(): number;
  groupsPtr(): number;
  indexesPtr(): number;
  databasesPtr(): number;
  patternsCompact(cells: number, tiles: number, distances: number): void;
  ranksPtr(): number;
  homesPtr(): number;
  release(): void;
  reserve(bytes: number): number;
  start(blank: number, maxBound: number, minBound: number, terms: number, patternLookups: number, firstMoves: number): number;
  run(budget: number): number;
  nodeCount(): number;
  currentBound(): number;
  pendingBound(): number;
  currentDepth(): number;
  zobristPtr(): number;
  beamStart(width: number, lookups: number, groups: number, hashBits: number, idleCost: number): number;
  beamExpand(maxH: number): number;
  beamCount(): number;
  beamBestH(): number;
  beamBestIndex(): number;
  beamNodes(): number;
  beamLastsPtr(): number;
  beamParentsPtr(): number;
  buildStart(tiles: number, blankHome: number, radix: number): number;
  buildRun(budget: number): number;
  compactBuildStart(tiles: number, blankHome: number, cells: number): number;
  compactBuildRun(budget: number): number;
  compactBuildFilled(): number;
  compactBuildPack(): number;
  seamCosts(n: number, length: number, first: number, second: number, out: number, weight: number): void;
  selectSwapStart(columns: number, rows: number, width: number, limit: number, selectCost: number, swapCost: number,
    salt: number, seenBits: number, whale: boolean, firstCell: number): number;
  selectSwapRoot(parity: number): number;
  selectSwapExpand(depth: number, minLayer: number, maxLayer: number, share: number): number;
  selectSwapMinUsed(): number;
  selectSwapNodes(): number;
  selectSwapGoalCost(): number;
  selectSwapGoalIndex(): number;
  selectSwapNearestDistance(): number;
  selectSwapNearestIndex(): number;
  selectSwapParentsPtr(): number;
  selectSwapMovesPtr(): number;
  selectSwapNewCellsPtr(): number;
  selectSwapLayerKeptPtr(): number;
  selectSwapLayerFreshPtr(): number;
  selectSwapLayerLeastPtr(): number;
  placeBoardPtr(): number;
  placeHeldPtr(): number;
  placeMovesPtr(): number;
  placeLinePtr(): number;
  placeMoveCount(): number;
  placeBlank(): number;
  placeLoad(): void;
  placeTile(code: number, target: number): number;
  placeLine(length: number, inward: number): number;
  placePlayPtr(): number;
  placePlay(length: number): number;
  placeHold(cell: number): void;
  lineTableBuild(width: number, height: number, tiles: number, offset: number): number;
  placeGroup(table: number, width: number, height: number, tiles: number, offset: number, column: number, row: number,
    across: number, along: number, code0: number, code1: number, code2: number): number;
}

/** A new instance of `module` (default: the embedded module). */
export function wasmInstance(module: WebAssembly.Module = wasmModule()): WasmExports {
  let exports: WasmExports | undefined;
  // AssemblyScript's abort(message, file, line, column): strings are UTF-16 with their byte length before them.
  const text = (address: number) => {
    if (!exports || address === 0) return '';
    const bytes = new Uint32Array(exports.memory.buffer, address - 4, 1)[0];
    return String.fromCharCode(...new Uint16Array(exports.memory.buffer, address, bytes >> 1));
  };
  const abort = (message: number, file: number, line: number, column: number): never => {
    throw new Error(`the wasm engine aborted: ${text(message)} (${text(file)}:${line}:${column})`);
  };
  exports = new WebAssembly.Instance(module, { env: { abort } }).exports as unknown as WasmExports;
  return exports;
}
