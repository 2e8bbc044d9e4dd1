// One interface, two implementations: the wasm engine and its pure TypeScript twin.
import type { Layout } from './layout.js';
import type { Trail } from '../../core/beam/trail.js';
import type { Placer } from './placer.js';
import type { LineTable, LineTableSpec } from './line-tables.js';

/**
 * The engines the package ships: `wasm`, IDA* compiled to WebAssembly (the fastest), and `ts`, its
 * pure TypeScript twin (same move order, answers and node counts; no WebAssembly needed).
 */
export type EngineName = 'wasm' | 'ts';

/**
 * What a search runs on: a padded board (see layout.ts) and a heuristic table.
 * The goal is the board on which every tile costs 0, so the table alone defines it: an exact
 * distance table is a full goal, zeroed rows are "don't care" tiles (partial goals, as in the
 * DevQuiz 2011 C++ IDA* write-up). Optional terms add to the table sum (proven-optimal search;
 * built in src/engine/heuristics/). Each is 0 exactly when its tiles are home, so the goal stays
 * "h reaches 0".
 */
export interface SearchProblem {
  /** The padded layout of the board's size class (layout.ts); it picks the wasm module. */
  readonly layout: Layout;
  /** `layout.cells` codes: 0 blank, tiles 1..`layout.tableRows` - 1, WALL. */
  readonly board: Uint16Array;
  /**
   * `layout.tableRows` x `layout.cells` costs; row t, column c is the cost of tile t on cell c. The engines
   * keep the change of one move as 16 bits signed: costs of neighbouring open cells must differ by
   * less than 32,768 (distances and their weighted forms differ by far less).
   */
  readonly table: Uint16Array;
  /** The search stops with `limit` rather than raise its bound past this; above 4095 (MAX_DEPTH - 1) counts as 4095. */
  readonly maxBound: number;
  /**
   * A bound proved before (no path is shorter, e.g. by an earlier search toward the same goal): the
   * first iteration searches to it when it is above h(start), skipping the iterations below it.
   * Default 0; taken as a whole number from 0 to 4096 (MAX_DEPTH), NaN as 0. One that is not
   * proven can hide shorter paths.
   */
  readonly minBound?: number;
  /**
   * The directions the start's first move may take, as bits of L R U D (1, 2, 4, 8). Default all
   * (15): a subtree of a split search (strategy/split-search.ts) leaves out the way back to its
   * parent.
   */
  readonly firstMoves?: number;
  /** Linear conflicts among the tiles the table counts (small layout only). */
  readonly conflicts?: ConflictTerm;
  /** Pattern databases for tiles whose table rows are zero (small layout only). */
  readonly patterns?: PatternTerm;
}

/** Linear conflicts (see heuristics/linear-conflict.ts for the encoding and the proof). */
export interface ConflictTerm {
  /** AXES x cells line ids: row segment (axis 0) and column segment (axis 1) of each cell. */
  readonly lines: Uint8Array;
  /** AXES x tableRows x cells: tile t on cell c adds codes[(axis * tableRows + t) * cells + c] to its line's key. */
  readonly codes: Uint32Array;
  /** LINE_KEYS: the moves a line's conflicts add, by key (one shared table). */
  readonly values: Uint8Array;
}

/** Additive pattern databases (see heuristics/pattern-term.ts). */
export interface PatternTerm {
  /** One database per group of tiles: the fewest moves of the group's own tiles, by placement index. */
  readonly databases: readonly Uint8Array[];
  /** One or two (regular, mirrored) ways to read them; h is the largest sum. */
  readonly lookups: readonly PatternLookup[];
  /**
   * Present when the databases have a compact index (search/compact-index.ts): the open cells it
   * ranks over, each group's tiles, and their distances home by pairs of digits: pair p of group
   * g's digit form, read as a number b of 2 digitBits(cells) bits, puts its tiles 2p and 2p + 1
   * `distances[((g * DIGIT_PAIRS + p) << 2 digitBits(cells)) + b]` from home (a missing tile counts
   * 0). The lookups' `indexes` then give the digit form, and the databases hold two entries a byte,
   * each half its excess over those distances (see `termEntry`).
   */
  readonly compact?: { readonly cells: number; readonly tiles: readonly number[]; readonly distances: Uint8Array };
}

/**
 * One way to read the pattern databases: the regular reading, or the mirrored one (the board
 * reflected about its main diagonal, tiles renamed to match). A group's database index is the sum
 * of `indexes` over its tiles' cells.
 */
export interface PatternLookup {
  /** tableRows: the group (database) each tile's cell counts in, or NO_GROUP. */
  readonly groups: Uint8Array;
  /** tableRows x cells: what tile t on cell c adds to its group's database index. */
  readonly indexes: Uint32Array;
}

/**
 * Outcome of one slice of search: `found` (a path to h = 0, see {@link Search.moves}), `paused`
 * (the slice's node budget is spent; run again to go on) or `limit` (no path within the problem's
 * maxBound).
 */
export type SliceStatus = 'found' | 'paused' | 'limit';

/** A running IDA* search that advances in slices of at most a node budget. */
export interface Search {
  /**
   * Runs the search on from where it paused.
   * @param nodeBudget the most nodes this slice may generate
   * @returns how the search stands: `paused` to call again, `found` or `limit` when it has ended
   * @throws `Error` when a newer search has started on the same engine (wasm engine)
   */
  run(nodeBudget: number): SliceStatus;
  /** Nodes generated so far: one per child passed to the bound test (a call of the recursive step). */
  readonly nodes: number;
  /** The current IDA* bound. */
  readonly bound: number;
  /**
   * The smallest f past the bound in the iteration so far: after `limit`, the bound the next
   * iteration would take (2^31 - 1 when no node passed it).
   */
  readonly nextBound: number;
  /**
   * The path found.
   * @returns the blank's moves over `LRUD` (empty when the start is the goal); meaningful only
   * once {@link Search.run} returned `found`
   */
  moves(): string;
}

/**
 * One beam search (strategy/beam.ts drives it): a level of boards that {@link Beam.expand} replaces
 * by the best `width` children of its boards, ranked by the problem's heuristic (table plus pattern
 * databases, plus Engine.beam's `idleCost` where the blank is idle), duplicates removed by a
 * Zobrist hash. Both engines run the same beam: the same children in the same order, the same
 * selection, so the same levels and answers.
 */
export interface Beam {
  /** Boards in the current level (0 when the beam died out). */
  readonly count: number;
  /** The lowest rank (the heuristic, plus the idle cost) in the current level, and the first board with it. */
  readonly bestH: number;
  readonly bestIndex: number;
  /** Children generated so far: one per move tried (into an open cell, not straight back). */
  readonly nodes: number;
  /** The current level's moves (direction indices of `LRUD`; 4 for the root) and parents, copied out. */
  trail(): Trail;
  /**
   * Replaces the level by its best children.
   * @param maxH children whose heuristic (before any idle cost) exceeds it are left out (branch
   * and bound: with an admissible heuristic, children of depth d bounded by L - 1 - d at every level
   * leave the beam only answers shorter than L, and every such answer in reach). Default: none.
   * @returns the board of this level and the move whose child is the goal (h 0), if one is: the
   * level then stays as it was; undefined otherwise
   */
  expand(maxH?: number): { readonly node: number; readonly dir: number } | undefined;
}

/**
 * What searches run on: made by {@link createEngine}. An engine runs one search at a time; use one
 * engine per concurrent search.
 */
export interface Engine {
  /** Which engine this is: `wasm` or `ts`. */
  readonly name: EngineName;
  /**
   * Starts an IDA* search. An engine runs one search at a time: starting another ends the previous
   * one (the wasm engine's old search then throws when used).
   * @param problem the board, table, maxBound and optional terms (read, never changed)
   * @returns the search, not yet run: advance it with {@link Search.run}
   */
  search(problem: SearchProblem): Search;
  /**
   * Starts a beam search from the problem's board (its root is the only board of the first level).
   * Like a search, it ends the engine's previous search or beam.
   * @param problem the board, table and optional pattern databases (conflicts are not used)
   * @param width the most boards a level keeps
   * @param idleCost added to the rank of a board whose blank is idle, touching no tile whose table
   * cost is above 0 (tiles counted by pattern databases alone never count), so that the beam keeps
   * boards whose blank is at work first: a whole number from 0 to MAX_IDLE_COST. The goal is still
   * h 0; `bestH` is the rank. Default 0: boards ranked by h alone.
   * @returns the beam, at its root level
   */
  beam(problem: SearchProblem, width: number, idleCost?: number): Beam;
  /**
   * The placing kernel for boards of `layout` (placer.ts): one per engine and layout, made on first
   * use. It shares no state with searches and beams, so it may be used between their slices.
   */
  placer(layout: Layout): Placer;
  /**
   * The line table of `spec` (line-tables.ts), built on first use and kept by the engine: the
   * wasm engine builds it in wasm, the TS twin in TypeScript, to the same bytes.
   */
  lineTable(spec: LineTableSpec): LineTable;
}
