// The TypeScript beam, twin of assembly/engine/beam.ts: breadth-first by moves, keeping the `width`
// boards with the lowest rank (the heuristic, plus Engine.beam's idle cost) at each depth, duplicates
// removed by a Zobrist hash (the pruned breadth-first searches of two DevQuiz 2011 solvers, in Java
// and in Python).
// Children are scored without being built (parent, move, h and hash); only the kept ones become
// boards, in one of two preallocated levels used in turn (parent indexes, not copies, as the Procon
// 25 champion's beam keeps paths).
import type { Beam, SearchProblem } from './engine.js';
import type { Layout } from './layout.js';
import { WALL } from '../board/codes.js';
import { BeamPatterns } from './beam-patterns.js';
import { checkIdleCost } from './problem.js';
import { DuplicateSet } from '../../core/beam/duplicate-set.js';
import { LowestSelector } from '../../core/beam/lowest.js';
import { type Trail, trailOf } from '../../core/beam/trail.js';
import { zobristKeys } from '../../core/beam/zobrist.js';

/**
 * The duplicate table holds 64 hashes per beam slot (2^16 to 2^22), emptied when half full: enough
 * memory of past depths to lead a stalled beam away from boards it has seen, and small enough for
 * the processor's caches (a 4 M table made the whole beam twice as slow, for the same answers).
 */
export const beamHashBits = (width: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(width * 64))));

const zobristByLayout = new Map<Layout, Int32Array>();
/** Keys per movable code and padded cell of a layout, made once per thread (both engines use them). */
export function beamZobrist(layout: Layout): Int32Array {
  let keys = zobristByLayout.get(layout);
  if (!keys) zobristByLayout.set(layout, (keys = zobristKeys(layout.tableRows, layout.cells)));
  return keys;
}

/** The TS engine's beam; `idleCost` as Engine.beam's. */
export function tsBeam(problem: SearchProblem, width: number, idleCost = 0): Beam {
  checkIdleCost(idleCost);
  const { table, layout } = problem;
  const cells = layout.cells, offsets = [-1, 1, -layout.stride, layout.stride];
  const zobrist = beamZobrist(layout);
  // Whether the blank on `blank` touches no tile off its goal cell (table cost above 0); `moved` on
  // `from` has just left `blank`'s cell (`boards`, at `base`, still holds the parent).
  const idleBlank = (boards: Uint16Array, base: number, blank: number, moved: number, from: number) => {
    if (moved !== 0 && table[moved * cells + from] > 0) return false;
    for (let dir = 0; dir < 4; dir++) {
      const cell = blank + offsets[dir];
      if (cell === from) continue;
      const tile = boards[base + cell];
      if (tile !== WALL && table[tile * cells + cell] > 0) return false;
    }
    return true;
  };
  const patterns = new BeamPatterns(problem.patterns);
  let level = new Level(width, layout, patterns.stride);
  let spare = new Level(width, layout, patterns.stride);
  level.setRoot(problem, patterns);
  // The root's rank, as the children's (assembly/engine/beam.ts does the same).
  if (idleCost > 0 && level.bestH > 0 && idleBlank(level.boards, 0, level.blanks[0], 0, -1)) {
    level.bestH += idleCost;
  }
  const seen = new DuplicateSet(beamHashBits(width));
  const candidates = new Candidates(width * 3 + 1);
  let nodes = 0;
  return {
    get count() { return level.count; },
    get bestH() { return level.bestH; },
    get bestIndex() { return level.bestIndex; },
    get nodes() { return nodes; },
    trail: () => level.trail(),
    expand(maxH = Infinity) {
      candidates.clear();
      const { boards, blanks, last, tableH, hashLo, hashHi } = level;
      for (let i = 0; i < level.count; i++) {
        const base = i * cells, blank = blanks[i];
        for (let dir = 0; dir < 4; dir++) {
          if (dir === (last[i] ^ 1)) continue;
          const to = blank + offsets[dir];
          const tile = boards[base + to];
          if (tile === WALL) continue;
          nodes++;
          const z = 2 * tile * cells;
          const lo = hashLo[i] ^ zobrist[z + 2 * blank] ^ zobrist[z + 2 * to];
          const hi = hashHi[i] ^ zobrist[z + 2 * blank + 1] ^ zobrist[z + 2 * to + 1];
          if (!seen.add(lo, hi)) continue;
          const row = tile * cells;
          const childTable = tableH[i] + table[row + blank] - table[row + to];
          const nh = childTable + patterns.childH(level.patterns, i * patterns.stride, tile, to, blank);
          if (nh > maxH) continue;
          if (nh === 0) return { node: i, dir };
          const rank = idleCost > 0 && idleBlank(boards, base, to, tile, blank) ? nh + idleCost : nh;
          candidates.push(i, dir, rank, childTable, lo, hi);
        }
      }
      spare.fillFrom(level, candidates, width, patterns);
      [level, spare] = [spare, level];
      return undefined;
    },
  };
}

/** The boards kept at one depth, in flat typed arrays sized for a whole beam. */
class Level {
  readonly boards: Uint16Array;
  /** The same memory, 32 bits at a time, for copying boards. */
  private readonly words: Int32Array;
  readonly blanks: Int32Array;
  /** The heuristic's table part; the pattern databases' part is in `patterns`. */
  readonly tableH: Int32Array;
  readonly patterns: Int32Array;
  readonly last: Uint8Array;
  readonly parent: Int32Array;
  readonly hashLo: Int32Array;
  readonly hashHi: Int32Array;
  count = 0;
  bestH = 0;
  bestIndex = 0;
  private readonly cells: number;
  private readonly offsets: readonly number[];
  private readonly zobrist: Int32Array;

  constructor(capacity: number, layout: Layout, private readonly patternStride: number) {
    this.cells = layout.cells;
    this.offsets = [-1, 1, -layout.stride, layout.stride];
    this.zobrist = beamZobrist(layout);
    this.words = new Int32Array(capacity * (layout.cells >> 1));
    this.boards = new Uint16Array(this.words.buffer);
    this.blanks = new Int32Array(capacity);
    this.tableH = new Int32Array(capacity);
    this.patterns = new Int32Array(capacity * patternStride);
    this.last = new Uint8Array(capacity);
    this.parent = new Int32Array(capacity);
    this.hashLo = new Int32Array(capacity);
    this.hashHi = new Int32Array(capacity);
  }

  setRoot(problem: SearchProblem, patterns: BeamPatterns): void {
    this.boards.set(problem.board);
    this.blanks[0] = problem.board.indexOf(0);
    this.last[0] = 4; // no previous move: 4 ^ 1 is no direction
    this.parent[0] = 0;
    this.tableH[0] = this.hashLo[0] = this.hashHi[0] = 0;
    const { cells, zobrist } = this;
    for (let cell = 0; cell < cells; cell++) {
      const tile = problem.board[cell];
      if (tile === 0 || tile === WALL) continue;
      this.tableH[0] += problem.table[tile * cells + cell];
      this.hashLo[0] ^= zobrist[2 * (tile * cells + cell)];
      this.hashHi[0] ^= zobrist[2 * (tile * cells + cell) + 1];
    }
    this.patterns.fill(0, 0, this.patternStride);
    this.count = 1;
    this.bestH = this.tableH[0] + patterns.root(problem.board, this.patterns, 0);
    this.bestIndex = 0;
  }

  /** This depth's moves and parents, kept for paths once the level is reused. */
  trail(): Trail {
    return trailOf(this.last, this.parent, this.count);
  }

  /** Fills this level with the best `width` children of `from` (lowest rank, first come first kept among equals). */
  fillFrom(from: Level, candidates: Candidates, width: number, patterns: BeamPatterns): void {
    const stride = this.patternStride, cells = this.cells, words = cells >> 1;
    const keep = candidates.best(width);
    this.bestH = Infinity;
    for (let i = 0; i < keep.length; i++) {
      const c = keep[i];
      const parent = candidates.parent[c], dir = candidates.dir[c];
      const blank = from.blanks[parent], to = blank + this.offsets[dir];
      const source = parent * words, target = i * words;
      for (let w = 0; w < words; w++) this.words[target + w] = from.words[source + w];
      const base = i * cells, tile = this.boards[base + to];
      this.boards[base + blank] = tile;
      this.boards[base + to] = 0;
      patterns.child(from.patterns, parent * stride, tile, to, blank, this.patterns, i * stride);
      this.blanks[i] = to;
      if (candidates.h[c] < this.bestH) { this.bestH = candidates.h[c]; this.bestIndex = i; }
      this.tableH[i] = candidates.tableH[c];
      this.last[i] = dir;
      this.parent[i] = parent;
      this.hashLo[i] = candidates.hashLo[c];
      this.hashHi[i] = candidates.hashHi[c];
    }
    this.count = keep.length;
  }
}

/**
 * Children waiting for selection: parent, move, rank (`h`: the heuristic plus any idle cost), the
 * heuristic's table part and hash.
 */
class Candidates {
  readonly parent: Int32Array;
  readonly dir: Uint8Array;
  readonly h: Int32Array;
  readonly tableH: Int32Array;
  readonly hashLo: Int32Array;
  readonly hashHi: Int32Array;
  private readonly selector: LowestSelector;
  count = 0;

  constructor(capacity: number) {
    this.parent = new Int32Array(capacity);
    this.dir = new Uint8Array(capacity);
    this.h = new Int32Array(capacity);
    this.tableH = new Int32Array(capacity);
    this.hashLo = new Int32Array(capacity);
    this.hashHi = new Int32Array(capacity);
    this.selector = new LowestSelector(capacity);
  }

  clear(): void { this.count = 0; }

  push(parent: number, dir: number, h: number, tableH: number, lo: number, hi: number): void {
    const i = this.count++;
    this.parent[i] = parent; this.dir[i] = dir; this.h[i] = h; this.tableH[i] = tableH; this.hashLo[i] = lo; this.hashHi[i] = hi;
  }

  /** The `width` candidates with the lowest rank, first come first among equals. */
  best(width: number): Int32Array {
    return this.selector.select(this.h, this.count, width);
  }
}
