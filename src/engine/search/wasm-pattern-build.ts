// Runs assembly/engine/pattern-build.ts (or pattern-build-compact.ts) in a wasm instance apart from
// the engines': its work space (the database, a reached-mask per placement and the queue: tens of
// MB for six 4x4 tiles; 1.6 GB for the 7-8 set's eight) is not an engine's to keep. A finished
// build hands its instance on to the thread's next build, whose memory is then already grown and
// touched: a fresh instance per database would spend much of a DevQuiz board's build time growing
// memory and faulting in its pages (2^20-entry sets on every 100th DevQuiz board of 4x5 to 6x6:
// handing the instance on takes the whole process to 0.74 of the CPU time of a fresh instance per
// database).
import { MAX_PATTERN_TILES } from './search-constants.js';
import { compactEntries } from './compact-index.js';
import { SMALL_LAYOUT } from './layout.js';
import { type WasmExports, wasmInstance } from '../../core/wasm-instance.js';

/** What a build needs, in padded cells: see heuristics/pattern-database.ts. */
export interface DatabaseSpec {
  /** The padded goal board (only its walls matter). */
  readonly goal: Uint16Array;
  /** Rank of every open padded cell: the digits of a database index. */
  readonly ranks: Uint8Array;
  /** How many open cells: the base of the index. */
  readonly radix: number;
  /** Home cells of the pattern's tiles, in digit order. */
  readonly homes: readonly number[];
  readonly blankHome: number;
  /** A compact index (search/compact-index.ts, radix at most 16) rather than digits. */
  readonly compact: boolean;
}

export interface DatabaseBuild {
  /** Expands at most `budget` states; true once the database is complete. */
  run(budget: number): boolean;
  /** The finished database (a copy out of wasm memory). */
  database(): Uint8Array;
  /**
   * The build's memory so far, in bytes: wasm memory never shrinks, so at the end this is the peak
   * of this build and of the earlier builds its instance ran.
   */
  memoryBytes(): number;
  /** The fraction of the database's entries filled so far (compact builds; 0 for the others until done). */
  progress(): number;
}

/**
 * The instance of the last finished build, for the next (one is kept: builds on a thread seldom
 * overlap, and one that finds none takes a fresh instance). An abandoned build keeps its own.
 */
let spare: WasmExports | undefined;

/**
 * A larger instance is not kept, so a thread holds at most this much between builds: DevQuiz's
 * builds reach 8 to 16 MiB at 2^20 entries, the 15-puzzle's 6-6-3 set about 200 MiB (seconds of
 * build, where growing memory hardly counts).
 */
const SPARE_MAX_BYTES = 64 * 2 ** 20;

export function startDatabaseBuild(spec: DatabaseSpec): DatabaseBuild {
  if (spec.homes.length > MAX_PATTERN_TILES) throw new Error(`a pattern holds at most ${MAX_PATTERN_TILES} tiles`);
  const wasm = spare ?? wasmInstance();
  spare = undefined;
  new Uint16Array(wasm.memory.buffer, wasm.boardPtr(), SMALL_LAYOUT.cells).set(spec.goal);
  new Uint8Array(wasm.memory.buffer, wasm.ranksPtr(), SMALL_LAYOUT.cells).set(spec.ranks);
  new Uint8Array(wasm.memory.buffer, wasm.homesPtr(), spec.homes.length).set(spec.homes);
  const tiles = spec.homes.length;
  const address = spec.compact ? wasm.compactBuildStart(tiles, spec.blankHome, spec.radix) : wasm.buildStart(tiles, spec.blankHome, spec.radix);
  const entries = spec.compact ? compactEntries(tiles, spec.radix) : spec.radix ** tiles;
  let done = false, copy: Uint8Array | undefined;
  return {
    run(budget: number): boolean {
      done ||= (spec.compact ? wasm.compactBuildRun(budget) : wasm.buildRun(budget)) === 1;
      return done;
    },
    progress: () => (done ? 1 : spec.compact ? (wasm.compactBuildFilled() >>> 0) / entries : 0),
    database(): Uint8Array {
      if (!done) throw new Error('database() called before the build finished');
      if (!copy) {
        // A compact database is packed two entries a byte (compactBytes) before it leaves.
        const bytes = spec.compact ? wasm.compactBuildPack() >>> 0 : entries;
        copy = new Uint8Array(wasm.memory.buffer, address, bytes).slice();
        if (wasm.memory.buffer.byteLength <= SPARE_MAX_BYTES) spare = wasm;
      }
      return copy;
    },
    memoryBytes: () => wasm.memory.buffer.byteLength,
  };
}
