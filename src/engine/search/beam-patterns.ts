// Pattern databases for beam search: each board of a beam carries, per lookup, its groups' database
// indexes and their sum, so a child costs one index update and one read (as in the engines). The
// indexes are kept as i32: `>>> 0` reads back an eight-tile compact set's digit form.
import type { PatternTerm } from './engine.js';
import { NO_GROUP } from './search-constants.js';
import { SMALL_LAYOUT } from './layout.js';
import { WALL } from '../board/codes.js';
import { termEntry } from './compact-index.js';

export class BeamPatterns {
  /** Numbers per board: per lookup, one index per group and the sum of their entries. */
  readonly stride: number;
  private readonly groups: number;

  constructor(private readonly term: PatternTerm | undefined) {
    this.groups = term?.databases.length ?? 0;
    this.stride = term ? term.lookups.length * (this.groups + 1) : 0;
  }

  /** Fills `out[at..]` for `board` and returns its heuristic part. */
  root(board: Uint16Array, out: Int32Array, at: number): number {
    if (!this.term) return 0;
    const term = this.term;
    let h = 0;
    term.lookups.forEach(({ groups, indexes }, l) => {
      const base = at + l * (this.groups + 1);
      for (let cell = 0; cell < SMALL_LAYOUT.cells; cell++) {
        const tile = board[cell];
        if (tile !== 0 && tile !== WALL && groups[tile] !== NO_GROUP) out[base + groups[tile]] += indexes[tile * SMALL_LAYOUT.cells + cell];
      }
      let sum = 0;
      for (let g = 0; g < this.groups; g++) sum += termEntry(term, g, out[base + g] >>> 0);
      out[base + this.groups] = sum;
      h = Math.max(h, sum);
    });
    return h;
  }

  /** The heuristic part after `tile` moves from cell `from` to cell `onto`, given the state at `state[at..]`. */
  childH(state: Int32Array, at: number, tile: number, from: number, onto: number): number {
    if (!this.term) return 0;
    const term = this.term, { lookups } = term;
    let h = 0;
    for (let l = 0; l < lookups.length; l++) {
      const base = at + l * (this.groups + 1);
      let sum = state[base + this.groups];
      const g = lookups[l].groups[tile];
      if (g !== NO_GROUP) {
        const { indexes } = lookups[l];
        const index = state[base + g];
        sum += termEntry(term, g, (index - indexes[tile * SMALL_LAYOUT.cells + from] + indexes[tile * SMALL_LAYOUT.cells + onto]) >>> 0) - termEntry(term, g, index >>> 0);
      }
      if (sum > h) h = sum;
    }
    return h;
  }

  /** Writes to `out[to..]` the state after that move (see childH). */
  child(state: Int32Array, at: number, tile: number, from: number, onto: number, out: Int32Array, to: number): void {
    if (!this.term) return;
    const term = this.term, { lookups } = term;
    for (let k = 0; k < this.stride; k++) out[to + k] = state[at + k];
    for (let l = 0; l < lookups.length; l++) {
      const base = l * (this.groups + 1);
      const g = lookups[l].groups[tile];
      if (g === NO_GROUP) continue;
      const { indexes } = lookups[l];
      const index = state[at + base + g] - indexes[tile * SMALL_LAYOUT.cells + from] + indexes[tile * SMALL_LAYOUT.cells + onto];
      out[to + base + g] = index;
      out[to + base + this.groups] += termEntry(term, g, index >>> 0) - termEntry(term, g, state[at + base + g] >>> 0);
    }
  }
}
