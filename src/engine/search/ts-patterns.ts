// The TS twin of assembly/engine/patterns.ts: additive pattern databases read incrementally, the
// larger of a regular and a mirrored lookup; a move saves what it replaces, so undoing it is a
// copy.
import type { PatternLookup, PatternTerm } from './engine.js';
import { MAX_DEPTH, NO_GROUP } from './search-constants.js';
import { SMALL_LAYOUT } from './layout.js';
import { WALL } from '../board/codes.js';
import { termEntry } from './compact-index.js';

interface LookupState {
  readonly lookup: PatternLookup;
  /** Per group: the current database index and entry. */
  readonly index: Uint32Array;
  readonly entry: Int32Array;
  sum: number;
  /** What the pending move would give. */
  nextIndex: number;
  nextEntry: number;
  nextSum: number;
  /** Per depth, what move() replaced: index, entry and sum. */
  readonly undo: Int32Array;
}

export class TsPatterns {
  private readonly term: PatternTerm;
  private readonly states: LookupState[];
  private current = 0;
  private next = 0;
  private readonly undoCurrent = new Int32Array(MAX_DEPTH);

  constructor(term: PatternTerm) {
    this.term = term;
    const groups = term.databases.length;
    this.states = term.lookups.map((lookup) => ({
      lookup, index: new Uint32Array(groups), entry: new Int32Array(groups), sum: 0, nextIndex: 0, nextEntry: 0, nextSum: 0,
      undo: new Int32Array(3 * MAX_DEPTH),
    }));
  }

  /** Sets every group's index from `board` and returns the heuristic. */
  atStart(board: Uint16Array): number {
    for (const state of this.states) {
      for (let cell = 0; cell < SMALL_LAYOUT.cells; cell++) {
        const tile = board[cell];
        const g = state.lookup.groups[tile];
        if (tile !== 0 && tile !== WALL && g !== NO_GROUP) state.index[g] += state.lookup.indexes[tile * SMALL_LAYOUT.cells + cell];
      }
      state.index.forEach((index, g) => { state.entry[g] = termEntry(this.term, g, index); });
      state.sum = state.entry.reduce((a, b) => a + b, 0);
      this.current = Math.max(this.current, state.sum);
    }
    return this.current;
  }

  /** The change in h when `tile` moves from `from` to `to`; move() then applies it. */
  delta(tile: number, from: number, to: number): number {
    let next = 0;
    for (const state of this.states) {
      const { groups, indexes } = state.lookup;
      const g = groups[tile];
      state.nextSum = state.sum;
      if (g !== NO_GROUP) {
        state.nextIndex = state.index[g] - indexes[tile * SMALL_LAYOUT.cells + from] + indexes[tile * SMALL_LAYOUT.cells + to];
        state.nextEntry = termEntry(this.term, g, state.nextIndex);
        state.nextSum += state.nextEntry - state.entry[g];
      }
      next = Math.max(next, state.nextSum);
    }
    this.next = next;
    return next - this.current;
  }

  /** Applies the move delta() just evaluated for `tile`, from depth `depth`. */
  move(tile: number, depth: number): void {
    for (const state of this.states) {
      const g = state.lookup.groups[tile];
      if (g !== NO_GROUP) {
        state.undo[3 * depth] = state.index[g];
        state.undo[3 * depth + 1] = state.entry[g];
        state.index[g] = state.nextIndex;
        state.entry[g] = state.nextEntry;
      }
      state.undo[3 * depth + 2] = state.sum;
      state.sum = state.nextSum;
    }
    this.undoCurrent[depth] = this.current;
    this.current = this.next;
  }

  /** Undoes the move() of `tile` made from depth `depth`. */
  undo(tile: number, depth: number): void {
    for (const state of this.states) {
      const g = state.lookup.groups[tile];
      if (g !== NO_GROUP) {
        state.index[g] = state.undo[3 * depth];
        state.entry[g] = state.undo[3 * depth + 1];
      }
      state.sum = state.undo[3 * depth + 2];
    }
    this.current = this.undoCurrent[depth];
  }
}
