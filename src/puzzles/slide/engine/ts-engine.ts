// The pure TypeScript twin of assembly/ida.ts: the same IDA* with the same explicit stack, move order
// and node count, over typed arrays instead of linear memory. Read ida.ts for the why of each step.
import type { Engine, Search, SearchProblem, SliceStatus } from './engine.js';
import { MAX_DEPTH, PADDED_CELLS, STRIDE } from './layout.js';
import { WALL } from '../board/codes.js';
import { DIRECTIONS } from '../board/moves.js';
import { TsConflicts } from './ts-conflicts.js';
import { TsPatterns } from './ts-patterns.js';

const UNBOUNDED = 0x7fffffff;
const OFFSETS = Int32Array.of(-1, 1, -STRIDE, STRIDE);

/** The lines a tile moving in blank direction `dir` crosses: column lines (1) for L and R, else rows (0). */
const crossAxis = (dir: number) => (dir >> 1) ^ 1;

class TsSearch implements Search {
  private readonly board: Uint8Array;
  private readonly table: Uint16Array;
  private readonly open = new Uint8Array(PADDED_CELLS);
  private readonly todo = new Uint8Array(MAX_DEPTH);
  private readonly path = new Uint8Array(MAX_DEPTH);
  private readonly hStack = new Int32Array(MAX_DEPTH);
  private readonly maxBound: number;
  private readonly conflicts?: TsConflicts;
  private readonly patterns?: TsPatterns;
  private depth = 0;
  private blank: number;
  private h = 0;
  private nextBound = UNBOUNDED;
  nodes = 0;
  bound: number;

  constructor(problem: SearchProblem) {
    const board = (this.board = problem.board.slice());
    this.table = problem.table;
    for (let cell = 0; cell < PADDED_CELLS; cell++) {
      const tile = board[cell];
      if (tile !== 0 && tile !== WALL) this.h += this.table[tile * PADDED_CELLS + cell];
    }
    if (problem.conflicts) {
      this.conflicts = new TsConflicts(problem.conflicts);
      this.h += this.conflicts.atStart(board);
    }
    if (problem.patterns) {
      this.patterns = new TsPatterns(problem.patterns);
      this.h += this.patterns.atStart(board);
    }
    for (let cell = STRIDE + 1; cell < PADDED_CELLS - STRIDE - 1; cell++) {
      let dirs = 0;
      for (let dir = 0; dir < 4; dir++) if (board[cell + OFFSETS[dir]] !== WALL) dirs |= 1 << dir;
      this.open[cell] = dirs;
    }
    this.blank = board.indexOf(0);
    // As in ida.ts: an iteration has just ended with h as the next bound.
    this.bound = this.nextBound = this.h;
    this.maxBound = Math.min(problem.maxBound, MAX_DEPTH - 1);
  }

  run(nodeBudget: number): SliceStatus {
    if (this.h === 0) return 'found';
    const { board, table, open, todo, path, hStack, conflicts, patterns } = this;
    let d = this.depth, b = this.blank, hc = this.h, bnd = this.bound, nb = this.nextBound, n = 0;
    let status: SliceStatus = 'paused';
    while (n < nodeBudget) {
      const rest = todo[d];
      if (rest === 0) {
        if (d === 0) {
          if (nb > this.maxBound) { status = 'limit'; break; }
          bnd = nb;
          nb = UNBOUNDED;
          todo[0] = open[b];
          continue;
        }
        d--;
        const back = b - OFFSETS[path[d]];
        const tile = board[back];
        conflicts?.move(tile, back, b, crossAxis(path[d]));
        patterns?.undo(tile, d);
        board[b] = tile;
        board[back] = 0;
        b = back;
        hc = hStack[d];
        continue;
      }
      const dir = 31 - Math.clz32(rest & -rest);
      todo[d] = rest & (rest - 1);
      const to = b + OFFSETS[dir];
      const tile = board[to];
      n++;
      let nh = hc + table[tile * PADDED_CELLS + b] - table[tile * PADDED_CELLS + to];
      if (conflicts) nh += conflicts.delta(tile, to, b, crossAxis(dir));
      if (patterns) nh += patterns.delta(tile, to, b);
      const f = d + 1 + nh;
      if (f > bnd) {
        if (f < nb) nb = f;
        continue;
      }
      conflicts?.move(tile, to, b, crossAxis(dir));
      patterns?.move(tile, d);
      hStack[d] = hc;
      path[d] = dir;
      board[b] = tile;
      board[to] = 0;
      b = to;
      hc = nh;
      d++;
      todo[d] = open[to] & ~(1 << (dir ^ 1));
      if (hc === 0) { status = 'found'; break; }
    }
    this.depth = d; this.blank = b; this.h = hc; this.bound = bnd; this.nextBound = nb;
    this.nodes += n;
    return status;
  }

  moves(): string {
    let out = '';
    for (let d = 0; d < this.depth; d++) out += DIRECTIONS[this.path[d]];
    return out;
  }
}

/** The pure TypeScript engine. */
export function createTsEngine(): Engine {
  return { name: 'ts', search: (problem) => new TsSearch(problem) };
}
