// One interface, two implementations: the wasm engine and its pure TypeScript twin.

/** The engines the package ships. */
export type EngineName = 'wasm' | 'ts';

/**
 * What a search runs on: a padded board (see layout.ts) and a heuristic table.
 * The goal is the board on which every tile costs 0, so the table alone defines it: an exact
 * distance table is a full goal, zeroed rows are "don't care" tiles (partial goals, seed 000).
 */
export interface SearchProblem {
  /** PADDED_CELLS codes: 0 blank, 1..35 tiles, WALL. */
  readonly board: Uint8Array;
  /** TABLE_ROWS x PADDED_CELLS costs; row t, column c is the cost of tile t on cell c. */
  readonly table: Uint16Array;
  /** The search stops with `limit` rather than raise its bound past this. */
  readonly maxBound: number;
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
