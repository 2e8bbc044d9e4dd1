// One interface, two implementations: the wasm engine and its pure TypeScript twin.

/** The engines the package ships. */
export type EngineName = 'wasm' | 'ts';

/**
 * What a search runs on: a padded board (see layout.ts) and a heuristic table.
 * The goal is the board on which every tile costs 0, so the table alone defines it: an exact
 * distance table is a full goal, zeroed rows are "don't care" tiles (partial goals, seed 000).
 * Optional terms add to the table sum (proven-optimal search; built in src/heuristics/). Each is 0
 * exactly when its tiles are home, so the goal stays "h reaches 0".
 */
export interface SearchProblem {
  /** PADDED_CELLS codes: 0 blank, 1..35 tiles, WALL. */
  readonly board: Uint8Array;
  /** TABLE_ROWS x PADDED_CELLS costs; row t, column c is the cost of tile t on cell c. */
  readonly table: Uint16Array;
  /** The search stops with `limit` rather than raise its bound past this. */
  readonly maxBound: number;
  /** Linear conflicts among the tiles the table counts. */
  readonly conflicts?: ConflictTerm;
  /** Pattern databases for tiles whose table rows are zero. */
  readonly patterns?: PatternTerm;
}

/** Linear conflicts (see heuristics/linear-conflict.ts for the encoding and the proof). */
export interface ConflictTerm {
  /** AXES x PADDED_CELLS line ids: row segment (axis 0) and column segment (axis 1) of each cell. */
  readonly lines: Uint8Array;
  /** AXES x TABLE_ROWS x PADDED_CELLS: tile t on cell c adds codes[(axis * TABLE_ROWS + t) * PADDED_CELLS + c] to its line's key. */
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
}

export interface PatternLookup {
  /** TABLE_ROWS: the group (database) each tile's cell counts in, or NO_GROUP. */
  readonly groups: Uint8Array;
  /** TABLE_ROWS x PADDED_CELLS: what tile t on cell c adds to its group's database index. */
  readonly indexes: Uint32Array;
}

/** Outcome of one slice of search. */
export type SliceStatus = 'found' | 'paused' | 'limit';

/** A running IDA* search that advances in slices of at most a node budget. */
export interface Search {
  /** Runs up to `nodeBudget` node generations and says how the search stands. */
  run(nodeBudget: number): SliceStatus;
  /** Nodes generated so far: one per child passed to the bound test (a call of the recursive step). */
  readonly nodes: number;
  /** The current IDA* bound. */
  readonly bound: number;
  /** The path found, as blank moves over "LRUD"; valid once run returned `found`. */
  moves(): string;
}

export interface Engine {
  readonly name: EngineName;
  /** Starts a search. An engine runs one search at a time: starting another ends the previous one. */
  search(problem: SearchProblem): Search;
}
