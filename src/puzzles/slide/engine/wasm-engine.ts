// The wasm engine: a thin wrapper that copies a SearchProblem into the module's memory
// and runs assembly/ida.ts in slices.
import type { ConflictTerm, Engine, PatternTerm, Search, SearchProblem, SliceStatus } from './engine.js';
import {
  FOUND, LIMIT, MAX_GROUPS, MAX_LOOKUPS, NO_GROUP, PADDED_CELLS, TABLE_ROWS, TERM_CONFLICTS, TERM_PATTERNS,
} from './layout.js';
import { DIRECTIONS } from '../board/moves.js';
import { wasmInstance } from './wasm-instance.js';

/** Budgets are passed to wasm as i32. */
const MAX_SLICE = 0x7fffffff;

/**
 * The WebAssembly engine: IDA* compiled from AssemblyScript, on its own instance (and memory) of
 * the module. Large tables (conflict values, pattern databases) are copied in once and kept while
 * later problems share them.
 * @param module the compiled module; default the embedded one from {@link wasmModule} (compiled on
 * first use; on a browser's main thread, await {@link loadWasmModule} first)
 * @returns the engine, named `wasm`
 * @throws when the module cannot be compiled (see {@link wasmModule}) or instantiated
 */
export function createWasmEngine(module?: WebAssembly.Module): Engine {
  const wasm = wasmInstance(module);
  // Big tables are copied in once and kept while later problems share them (compared by identity).
  let loadedValues: Uint8Array | undefined;
  let loadedDatabases: readonly Uint8Array[] | undefined;
  let generation = 0;

  function loadConflicts(term: ConflictTerm): void {
    const memory = wasm.memory.buffer;
    new Uint8Array(memory, wasm.linesPtr(), term.lines.length).set(term.lines);
    new Uint32Array(memory, wasm.codesPtr(), term.codes.length).set(term.codes);
    if (loadedValues !== term.values) new Uint8Array(memory, wasm.conflictsPtr(), term.values.length).set(term.values);
    loadedValues = term.values;
  }

  function loadPatterns(term: PatternTerm): void {
    if (loadedDatabases !== term.databases) {
      wasm.release();
      const addresses = new Uint32Array(MAX_GROUPS);
      term.databases.forEach((database, g) => {
        addresses[g] = wasm.reserve(database.length);
        new Uint8Array(wasm.memory.buffer, addresses[g], database.length).set(database);
      });
      new Uint32Array(wasm.memory.buffer, wasm.databasesPtr(), MAX_GROUPS).set(addresses);
      loadedDatabases = term.databases;
    }
    const groups = new Uint8Array(wasm.memory.buffer, wasm.groupsPtr(), MAX_LOOKUPS * TABLE_ROWS).fill(NO_GROUP);
    const indexes = new Uint32Array(wasm.memory.buffer, wasm.indexesPtr(), MAX_LOOKUPS * TABLE_ROWS * PADDED_CELLS);
    term.lookups.forEach((lookup, l) => {
      groups.set(lookup.groups, l * TABLE_ROWS);
      indexes.set(lookup.indexes, l * TABLE_ROWS * PADDED_CELLS);
    });
  }

  function search(problem: SearchProblem): Search {
    const mine = ++generation;
    if (problem.conflicts) loadConflicts(problem.conflicts);
    if (problem.patterns) loadPatterns(problem.patterns);
    const memory = wasm.memory.buffer;
    new Uint8Array(memory, wasm.boardPtr(), PADDED_CELLS).set(problem.board);
    new Uint16Array(memory, wasm.tablePtr(), TABLE_ROWS * PADDED_CELLS).set(problem.table);
    const terms = (problem.conflicts ? TERM_CONFLICTS : 0) | (problem.patterns ? TERM_PATTERNS : 0);
    const h0 = wasm.start(problem.board.indexOf(0), problem.maxBound, terms, problem.patterns?.lookups.length ?? 0);
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

