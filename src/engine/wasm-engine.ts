// The wasm engine: a thin wrapper that copies a SearchProblem into the module's memory
// and runs assembly/ida.ts in slices.
import type { Engine, Search, SearchProblem, SliceStatus } from './engine.js';
import { FOUND, LIMIT, PADDED_CELLS, TABLE_ROWS } from './layout.js';
import { DIRECTIONS } from '../board/moves.js';
import { wasmModule } from './wasm-module.js';

interface IdaExports {
  memory: WebAssembly.Memory;
  boardPtr(): number;
  tablePtr(): number;
  pathPtr(): number;
  start(blank: number, maxBound: number): number;
  run(budget: number): number;
  nodeCount(): number;
  currentBound(): number;
  currentDepth(): number;
}

/** Budgets are passed to wasm as i32. */
const MAX_SLICE = 0x7fffffff;

/** The WebAssembly engine; `module` defaults to the embedded module, compiled once. */
export function createWasmEngine(module: WebAssembly.Module = wasmModule()): Engine {
  const wasm = new WebAssembly.Instance(module, { env: { abort: wasmAbort } }).exports as unknown as IdaExports;
  let generation = 0;

  function search(problem: SearchProblem): Search {
    const mine = ++generation;
    const memory = wasm.memory.buffer;
    new Uint8Array(memory, wasm.boardPtr(), PADDED_CELLS).set(problem.board);
    new Uint16Array(memory, wasm.tablePtr(), TABLE_ROWS * PADDED_CELLS).set(problem.table);
    const h0 = wasm.start(problem.board.indexOf(0), problem.maxBound);
    const current = () => {
      if (mine !== generation) throw new Error('this search was ended by a newer search on the same engine');
    };
    return {
      run(nodeBudget: number): SliceStatus {
        current();
        if (h0 === 0) return 'found';
        const status = wasm.run(Math.min(nodeBudget, MAX_SLICE));
        return status === FOUND ? 'found' : status === LIMIT ? 'limit' : 'paused';
      },
      get nodes() { current(); return wasm.nodeCount(); },
      get bound() { current(); return wasm.currentBound(); },
      moves(): string {
        current();
        const path = new Uint8Array(wasm.memory.buffer, wasm.pathPtr(), wasm.currentDepth());
        let out = '';
        for (const dir of path) out += DIRECTIONS[dir];
        return h0 === 0 ? '' : out;
      },
    };
  }

  return { name: 'wasm', search };
}

function wasmAbort(): never {
  throw new Error('the wasm engine aborted');
}
