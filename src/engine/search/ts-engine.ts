// The pure TypeScript twin of assembly/engine/ida.ts: the same IDA* (recursion that pauses and
// resumes along its path, a delta table), move order and node count, over typed arrays instead of
// linear memory. Its four directions are written out as there (here that took the same time as a
// loop over the direction bits); ida.ts's two levels a call are left to the JIT.
// Read ida.ts for the why of each step.
import type { Engine, Search, SearchProblem, SliceStatus } from './engine.js';
import { ALL_DIRECTIONS, MAX_DEPTH } from './search-constants.js';
import { boundFloor, checkTermsFit } from './problem.js';
import { WALL } from '../board/codes.js';
import { DIRECTIONS } from '../board/moves.js';
import { TsConflicts } from './ts-conflicts.js';
import { TsPatterns } from './ts-patterns.js';
import { tsBeam } from './ts-beam.js';
import { TsPlacer } from './ts-placer.js';
import { type LineTableSpec, buildLineTable, keptLineTable } from './line-tables.js';
import type { Placer } from './placer.js';
import type { Layout } from './layout.js';

const UNBOUNDED = 0x7fffffff;
/** What a frame returns besides found and paused: its subtree is exhausted within the bound. */
const EXHAUSTED = 'exhausted';
type FrameStatus = 'found' | 'paused' | typeof EXHAUSTED;

/** The lines a tile moving in blank direction `dir` crosses: column lines (1) for L and R, else rows (0). */
const crossAxis = (dir: number) => (dir >> 1) ^ 1;

class TsSearch implements Search {
  private readonly board: Uint16Array;
  /** Padded cells of the layout, and the blank offsets of L, R, U, D in it. */
  private readonly cells: number;
  private readonly offsets: Int32Array;
  /** The change in the table sum when tile t on cell c moves against direction d: delta[(t * cells + c) * 4 + d]. */
  private readonly delta: Int16Array;
  private readonly open: Uint8Array;
  private readonly todo = new Uint8Array(MAX_DEPTH);
  private readonly path = new Uint8Array(MAX_DEPTH);
  private readonly hStack = new Int32Array(MAX_DEPTH);
  private readonly maxBound: number;
  private readonly conflicts?: TsConflicts;
  private readonly patterns?: TsPatterns;
  private readonly rootBlank: number;
  private readonly rootH: number = 0;
  private readonly rootDirs: number;
  private depth = 0;
  nextBound: number;
  private budget = 0;
  /** The depth of the frame that paused, or -1 when the search is not paused. */
  private pausedAt = -1;
  nodes = 0;
  bound: number;

  constructor(problem: SearchProblem) {
    checkTermsFit(problem);
    const board = (this.board = problem.board.slice());
    const table = problem.table;
    const { cells, stride, tableRows } = problem.layout;
    const offsets = (this.offsets = Int32Array.of(-1, 1, -stride, stride));
    this.cells = cells;
    this.delta = new Int16Array(tableRows * cells * 4);
    this.open = new Uint8Array(cells);
    for (let cell = 0; cell < cells; cell++) {
      const tile = board[cell];
      if (tile !== 0 && tile !== WALL) this.rootH += table[tile * cells + cell];
    }
    if (problem.conflicts) {
      this.conflicts = new TsConflicts(problem.conflicts);
      this.rootH += this.conflicts.atStart(board);
    }
    if (problem.patterns) {
      this.patterns = new TsPatterns(problem.patterns);
      this.rootH += this.patterns.atStart(board);
    }
    for (let cell = stride + 1; cell < cells - stride - 1; cell++) {
      let dirs = 0;
      for (let dir = 0; dir < 4; dir++) if (board[cell + offsets[dir]] !== WALL) dirs |= 1 << dir;
      this.open[cell] = dirs;
    }
    // As in ida.ts: the deltas of the moves the search can make, and only those.
    for (let at = stride + 1; at < cells - stride - 1; at++) {
      const tile = board[at];
      if (tile === 0 || tile === WALL) continue;
      for (let cell = stride + 1; cell < cells - stride - 1; cell++) {
        if (board[cell] === WALL) continue;
        for (let dir = 0; dir < 4; dir++) {
          if ((this.open[cell] >> (dir ^ 1)) & 1) {
            this.delta[((tile * cells + cell) << 2) + dir] = table[tile * cells + cell - offsets[dir]] - table[tile * cells + cell];
          }
        }
      }
    }
    this.rootBlank = board.indexOf(0);
    this.rootDirs = this.open[this.rootBlank] & (problem.firstMoves ?? ALL_DIRECTIONS);
    // As in ida.ts: an iteration has just ended with h (or the floor) as the next bound.
    this.bound = this.nextBound = Math.max(this.rootH, boundFloor(problem));
    this.maxBound = Math.min(problem.maxBound, MAX_DEPTH - 1);
  }

  run(nodeBudget: number): SliceStatus {
    if (this.rootH === 0) return 'found';
    this.budget = nodeBudget;
    let status: FrameStatus | 'limit' = EXHAUSTED;
    while (status === EXHAUSTED) {
      if (this.pausedAt >= 0) status = this.resume(0, this.rootBlank);
      else if (this.nextBound > this.maxBound) status = 'limit';
      else {
        this.bound = this.nextBound;
        this.nextBound = UNBOUNDED;
        status = this.expand(0, this.rootBlank, this.rootH, this.rootDirs);
      }
    }
    this.nodes += nodeBudget - this.budget;
    return status;
  }

  /** As in ida.ts: rebuilds the frames of a paused search along the path, and goes on where it paused. */
  private resume(d: number, blank: number): FrameStatus {
    if (d === this.pausedAt) {
      this.pausedAt = -1;
      return this.expand(d, blank, this.hStack[d], this.todo[d]);
    }
    const dir = this.path[d];
    const to = blank + this.offsets[dir];
    const status = this.resume(d + 1, to);
    if (status !== EXHAUSTED) return status;
    this.undo(d, blank, to, dir);
    return this.expand(d, blank, this.hStack[d], this.todo[d]);
  }

  /** As in ida.ts: what the frame at depth `d` needs to resume, written only as a paused search unwinds. */
  private pause(d: number, h: number, dirs: number): void {
    this.hStack[d] = h;
    this.todo[d] = dirs;
  }

  /** Takes back the move from depth `d`: the tile now on `blank` returns to `to`. */
  private undo(d: number, blank: number, to: number, dir: number): void {
    const tile = this.board[blank];
    this.conflicts?.move(tile, blank, to, crossAxis(dir));
    this.patterns?.undo(tile, d);
    this.board[to] = tile;
    this.board[blank] = 0;
  }

  /** As in ida.ts: the node at depth `d` (blank on `blank`, heuristic `h`), its children in the directions `dirs`, written out. */
  private expand(d: number, blank: number, h: number, dirs: number): FrameStatus {
    let status: FrameStatus;
    if (dirs & 1 && (status = this.child(d, blank, h, dirs, 0)) !== EXHAUSTED) return status;
    if (dirs & 2 && (status = this.child(d, blank, h, dirs, 1)) !== EXHAUSTED) return status;
    if (dirs & 4 && (status = this.child(d, blank, h, dirs, 2)) !== EXHAUSTED) return status;
    if (dirs & 8) return this.child(d, blank, h, dirs, 3);
    return EXHAUSTED;
  }

  /** As in ida.ts: the child in direction `dir`; a pause records the directions not yet tried. */
  private child(d: number, blank: number, h: number, dirs: number, dir: number): FrameStatus {
    if (this.budget <= 0) {
      this.pause(d, h, dirs & (-1 << dir));
      this.pausedAt = this.depth = d;
      return 'paused';
    }
    this.budget--;
    const { board, conflicts, patterns } = this;
    const to = blank + this.offsets[dir];
    const tile = board[to];
    let nh = h + this.delta[((tile * this.cells + to) << 2) + dir];
    if (conflicts) nh += conflicts.delta(tile, to, blank, crossAxis(dir));
    if (patterns) nh += patterns.delta(tile, to, blank);
    const f = d + 1 + nh;
    if (f > this.bound) {
      if (f < this.nextBound) this.nextBound = f;
      return EXHAUSTED;
    }
    conflicts?.move(tile, to, blank, crossAxis(dir));
    patterns?.move(tile, d);
    this.path[d] = dir;
    board[blank] = tile;
    board[to] = 0;
    if (nh === 0) {
      this.depth = d + 1;
      return 'found';
    }
    const status = this.expand(d + 1, to, nh, this.open[to] & ~(1 << (dir ^ 1)));
    if (status !== EXHAUSTED) {
      if (status === 'paused') this.pause(d, h, dirs & (-2 << dir));
      return status;
    }
    this.undo(d, blank, to, dir);
    return EXHAUSTED;
  }

  moves(): string {
    let out = '';
    for (let d = 0; d < this.depth; d++) out += DIRECTIONS[this.path[d]];
    return out;
  }
}

/**
 * The pure TypeScript engine: the same IDA* and beam as the wasm engine (same move order, answers
 * and node counts) over typed arrays, for runtimes without WebAssembly and as a cross-check.
 * @returns the engine, named `ts`
 */
export function createTsEngine(): Engine {
  const placers = new Map<Layout, Placer>();
  const placer = (layout: Layout) => placers.get(layout) ?? placers.set(layout, new TsPlacer(layout)).get(layout)!;
  const lineTable = (spec: LineTableSpec) => keptLineTable(spec, buildLineTable);
  return { name: 'ts', search: (problem) => new TsSearch(problem), beam: tsBeam, placer, lineTable };
}
