// The wasm engine: a thin wrapper that copies a SearchProblem into the module's memory
// and runs assembly/engine/ida.ts in slices.
import type { Beam, ConflictTerm, Engine, PatternTerm, Search, SearchProblem, SliceStatus } from './engine.js';
import { wasmBeam } from './wasm-beam.js';
import { wasmPlacer } from './wasm-placer.js';
import { wasmLineTable } from './wasm-line-tables.js';
import { type LineTableSpec, keptLineTable } from './line-tables.js';
import type { Placer } from './placer.js';
import { boundFloor, checkIdleCost, checkTermsFit } from './problem.js';
import {
  ALL_DIRECTIONS, FOUND, LIMIT, MAX_GROUPS, MAX_LOOKUPS, NO_GROUP, TERM_CONFLICTS, TERM_PATTERNS,
} from './search-constants.js';
import { type Layout, SMALL_LAYOUT } from './layout.js';
import { DIRECTIONS } from '../board/moves.js';
import { type WasmExports, wasmInstance } from '../../core/wasm-instance.js';
import { type WasmSize, wasmModule } from '../../core/wasm-module.js';

/** Budgets are passed to wasm as i32. */
const MAX_SLICE = 0x7fffffff;

/**
 * The WebAssembly engine: IDA* compiled from AssemblyScript, on its own instance (and memory) of
 * the module of each size class it meets (the large one only once a board over 6 x 6 comes). Large
 * tables (conflict values, pattern databases) are copied in once and kept while later problems
 * share them.
 * @param module the compiled small module; default the embedded one from {@link wasmModule}
 * (compiled on first use; on a browser's main thread, await {@link loadWasmModule} first, with
 * `'large'` too for boards over 6 x 6)
 * @returns the engine, named `wasm`
 * @throws when the module cannot be compiled (see {@link wasmModule}) or instantiated
 */
export function createWasmEngine(module?: WebAssembly.Module): Engine {
  const instances: { [size in WasmSize]?: WasmExports } = {};
  const newInstance = (size: WasmSize) => wasmInstance(size === 'small' && module ? module : wasmModule(size));
  const instanceFor = (size: WasmSize) => (instances[size] ??= newInstance(size));
  // Linear conflicts and pattern databases exist on the small layout only (choose-heuristic.ts).
  const small = instanceFor('small');
  // Big tables are copied in once and kept while later problems share them (compared by identity).
  let loadedValues: Uint8Array | undefined;
  let loadedDatabases: readonly Uint8Array[] | undefined;
  /** Where the loaded compact set's distances home are (0 for a set indexed by digits). */
  let loadedDistances = 0;
  let generation = 0;

  function loadConflicts(term: ConflictTerm): void {
    const memory = small.memory.buffer;
    new Uint8Array(memory, small.linesPtr(), term.lines.length).set(term.lines);
    new Uint32Array(memory, small.codesPtr(), term.codes.length).set(term.codes);
    if (loadedValues !== term.values) new Uint8Array(memory, small.conflictsPtr(), term.values.length).set(term.values);
    loadedValues = term.values;
  }

  function loadPatterns(term: PatternTerm): void {
    if (loadedDatabases !== term.databases) {
      small.release();
      const addresses = new Uint32Array(MAX_GROUPS);
      term.databases.forEach((database, g) => {
        // A database two groups share (heuristics/half-turn.ts) is copied in once.
        const shared = term.databases.indexOf(database);
        if (shared < g) {
          addresses[g] = addresses[shared];
          return;
        }
        addresses[g] = small.reserve(database.length);
        new Uint8Array(small.memory.buffer, addresses[g], database.length).set(database);
      });
      new Uint32Array(small.memory.buffer, small.databasesPtr(), MAX_GROUPS).set(addresses);
      loadedDistances = 0;
      if (term.compact) {
        loadedDistances = small.reserve(term.compact.distances.length);
        new Uint8Array(small.memory.buffer, loadedDistances, term.compact.distances.length).set(term.compact.distances);
      }
      loadedDatabases = term.databases;
    }
    const packedTiles = (term.compact?.tiles ?? []).reduce((packed, tiles, g) => packed | (tiles << (4 * g)), 0);
    small.patternsCompact(term.compact?.cells ?? 0, packedTiles, loadedDistances);
    const { tableRows, cells } = SMALL_LAYOUT;
    const groups = new Uint8Array(small.memory.buffer, small.groupsPtr(), MAX_LOOKUPS * tableRows).fill(NO_GROUP);
    const indexes = new Uint32Array(small.memory.buffer, small.indexesPtr(), MAX_LOOKUPS * tableRows * cells);
    term.lookups.forEach((lookup, l) => {
      groups.set(lookup.groups, l * tableRows);
      indexes.set(lookup.indexes, l * tableRows * cells);
    });
  }

  /** Copies the problem into the instance of its layout, which it returns, and makes it the current one. */
  function load(problem: SearchProblem): WasmExports {
    const { layout } = problem;
    checkTermsFit(problem);
    if (problem.conflicts) loadConflicts(problem.conflicts);
    if (problem.patterns) loadPatterns(problem.patterns);
    const wasm = instanceFor(layout.size);
    const memory = wasm.memory.buffer;
    new Uint16Array(memory, wasm.boardPtr(), layout.cells).set(problem.board);
    new Uint16Array(memory, wasm.tablePtr(), layout.tableRows * layout.cells).set(problem.table);
    return wasm;
  }

  /** A check that throws once a newer search or beam has started on this engine. */
  function claim(): () => void {
    const mine = ++generation;
    return () => {
      if (mine !== generation) throw new Error('this search was ended by a newer search on the same engine');
    };
  }

  function search(problem: SearchProblem): Search {
    const current = claim();
    const wasm = load(problem);
    const terms = (problem.conflicts ? TERM_CONFLICTS : 0) | (problem.patterns ? TERM_PATTERNS : 0);
    const h0 = wasm.start(problem.board.indexOf(0), problem.maxBound, boundFloor(problem), terms, problem.patterns?.lookups.length ?? 0,
      problem.firstMoves ?? ALL_DIRECTIONS);
    return {
      run(nodeBudget: number): SliceStatus {
        current();
        if (h0 === 0) return 'found';
        const status = wasm.run(Math.min(nodeBudget, MAX_SLICE));
        return status === FOUND ? 'found' : status === LIMIT ? 'limit' : 'paused';
      },
      get nodes() { current(); return wasm.nodeCount(); },
      get bound() { current(); return wasm.currentBound(); },
      get nextBound() { current(); return wasm.pendingBound(); },
      moves(): string {
        current();
        const path = new Uint8Array(wasm.memory.buffer, wasm.pathPtr(), wasm.currentDepth());
        let out = '';
        for (const dir of path) out += DIRECTIONS[dir];
        return h0 === 0 ? '' : out;
      },
    };
  }

  function beam(problem: SearchProblem, width: number, idleCost = 0): Beam {
    checkIdleCost(idleCost);
    const current = claim();
    return wasmBeam(load(problem), problem, width, idleCost, current);
  }

  const placers: { [size in WasmSize]?: Placer } = {};
  // A placer has an instance of its own: the line tables it copies in stay while searches release theirs.
  const placer = (layout: Layout) => (placers[layout.size] ??= wasmPlacer(newInstance(layout.size), layout));
  const lineTable = (spec: LineTableSpec) => keptLineTable(spec, (built) => wasmLineTable(small, built));
  return { name: 'wasm', search, beam, placer, lineTable };
}

