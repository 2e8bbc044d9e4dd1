// Beam search (seeds 002 and 003): breadth-first by moves, keeping only the `width` boards with the
// lowest heuristic at each depth, duplicates removed by a Zobrist hash. Not optimal, but it finds
// near-optimal answers where IDA* runs out of time, and the shortening pass then improves them.
import type { SearchProblem } from '../engine/engine.js';
import { PADDED_CELLS, STRIDE, WALL } from '../engine/layout.js';
import { DIRECTIONS } from '../board/moves.js';
import { seededRandom } from '../util/random.js';
import { BeamPatterns } from './beam-patterns.js';

export interface BeamOptions {
  /** Boards kept per depth. */
  readonly width: number;
  /** Give up when the best heuristic value has not improved for this many depths. Default 60. */
  readonly stallDepths?: number;
  readonly deadline?: number;
  readonly signal?: AbortSignal;
}

const OFFSETS = [-1, 1, -STRIDE, STRIDE];
const HASH_BITS = 22; // 4 M remembered boards; the table is cleared when it fills
const zobrist = (() => {
  const random = seededRandom(0x5eed);
  return Int32Array.from({ length: 2 * WALL * PADDED_CELLS }, () => (random() * 2 ** 32) | 0);
})();

export interface BeamResult {
  /** A path to the board where every tile costs 0, if the beam reached it. */
  readonly moves?: string;
  /** Otherwise, when the beam stalled or died out: a path to the board with the lowest heuristic it saw. */
  readonly closest?: string;
  readonly nodes: number;
}

/**
 * Beam search toward the board where every tile costs 0. A beam that stalls in a local minimum
 * returns the way to the closest board it saw, for IDA* to finish from there.
 */
export function beamSearch(problem: SearchProblem, options: BeamOptions): BeamResult {
  const { width } = options;
  const table = problem.table;
  const patterns = new BeamPatterns(problem.patterns);
  let level = Level.root(problem, patterns);
  const seen = new HashSet(HASH_BITS);
  const history: Trail[] = [];
  const candidates = new Candidates(width * 3, patterns.stride);
  const stallDepths = options.stallDepths ?? 60;
  let nodes = 0;
  // A beam trapped in a local minimum of the heuristic wanders without end: watch its best board.
  let bestH = Infinity, bestDepth = 0, bestIndex = 0;
  for (let depth = 0; level.count > 0; depth++) {
    if (options.signal?.aborted || (options.deadline !== undefined && performance.now() >= options.deadline)) return { nodes };
    for (let i = 0; i < level.count; i++) {
      if (level.h[i] < bestH) { bestH = level.h[i]; bestDepth = depth; bestIndex = i; }
    }
    if (depth - bestDepth > stallDepths) return { closest: pathTo(history.slice(0, bestDepth), history[bestDepth], bestIndex), nodes };
    candidates.clear();
    for (let i = 0; i < level.count; i++) {
      const base = i * PADDED_CELLS, blank = level.blank[i], tableH = level.tableH[i];
      for (let dir = 0; dir < 4; dir++) {
        if (dir === (level.last[i] ^ 1)) continue;
        const to = blank + OFFSETS[dir];
        const tile = level.boards[base + to];
        if (tile === WALL) continue;
        nodes++;
        const z = 2 * (tile * PADDED_CELLS);
        const lo = level.hashLo[i] ^ zobrist[z + 2 * blank] ^ zobrist[z + 2 * to];
        const hi = level.hashHi[i] ^ zobrist[z + 2 * blank + 1] ^ zobrist[z + 2 * to + 1];
        if (!seen.add(lo, hi)) continue;
        const c = candidates.count;
        const childTable = tableH + table[tile * PADDED_CELLS + blank] - table[tile * PADDED_CELLS + to];
        const childPatterns = patterns.child(level.patterns, i * patterns.stride, tile, to, blank, candidates.patterns, c * patterns.stride);
        const nh = childTable + childPatterns;
        if (nh === 0) return { moves: pathTo(history, level, i) + DIRECTIONS[dir], nodes };
        candidates.push(i, dir, nh, childTable, lo, hi);
      }
    }
    history.push({ last: level.last, parent: level.parent }); // not its boards: paths need only these
    level = level.next(candidates, width);
  }
  return { closest: pathTo(history.slice(0, bestDepth), history[bestDepth], bestIndex), nodes };
}

/** What a path needs of a past depth: each board's move and parent. */
interface Trail {
  readonly last: Uint8Array;
  readonly parent: Int32Array;
}

/** Moves from the root to node i of `level`, following parent links back through `history`. */
function pathTo(history: Trail[], level: Trail, i: number): string {
  let path = '';
  for (let d = history.length - 1; d >= 0; d--) {
    path = DIRECTIONS[level.last[i]] + path;
    i = level.parent[i];
    level = history[d];
  }
  return path;
}

/** The boards kept at one depth, in flat typed arrays. */
class Level {
  readonly boards: Uint8Array;
  readonly blank: Int32Array;
  /** The heuristic: the table's part (tableH) plus the pattern databases' part (from `patterns`). */
  readonly h: Int32Array;
  readonly tableH: Int32Array;
  readonly patterns: Int32Array;
  readonly last: Uint8Array;
  readonly parent: Int32Array;
  readonly hashLo: Int32Array;
  readonly hashHi: Int32Array;
  count = 0;

  constructor(capacity: number, patternStride: number) {
    this.boards = new Uint8Array(capacity * PADDED_CELLS);
    this.blank = new Int32Array(capacity);
    this.h = new Int32Array(capacity);
    this.tableH = new Int32Array(capacity);
    this.patterns = new Int32Array(capacity * patternStride);
    this.last = new Uint8Array(capacity);
    this.parent = new Int32Array(capacity);
    this.hashLo = new Int32Array(capacity);
    this.hashHi = new Int32Array(capacity);
  }

  static root(problem: SearchProblem, patterns: BeamPatterns): Level {
    const level = new Level(1, patterns.stride);
    level.boards.set(problem.board);
    level.blank[0] = problem.board.indexOf(0);
    level.last[0] = 4; // no previous move: 4 ^ 1 is no direction
    for (let cell = 0; cell < PADDED_CELLS; cell++) {
      const tile = problem.board[cell];
      if (tile === 0 || tile === WALL) continue;
      level.tableH[0] += problem.table[tile * PADDED_CELLS + cell];
      level.hashLo[0] ^= zobrist[2 * (tile * PADDED_CELLS + cell)];
      level.hashHi[0] ^= zobrist[2 * (tile * PADDED_CELLS + cell) + 1];
    }
    level.h[0] = level.tableH[0] + patterns.root(problem.board, level.patterns, 0);
    level.count = 1;
    return level;
  }

  /** The best `width` candidates (lowest h, first come first kept among equals), made into boards. */
  next(candidates: Candidates, width: number): Level {
    const keep = candidates.best(width);
    const level = new Level(keep.length, candidates.stride);
    const stride = candidates.stride;
    for (const c of keep) {
      const i = level.count++;
      const parent = candidates.parent[c], dir = candidates.dir[c];
      level.patterns.set(candidates.patterns.subarray(c * stride, (c + 1) * stride), i * stride);
      level.tableH[i] = candidates.tableH[c];
      const from = this.blank[parent], to = from + OFFSETS[dir];
      const board = level.boards.subarray(i * PADDED_CELLS, (i + 1) * PADDED_CELLS);
      board.set(this.boards.subarray(parent * PADDED_CELLS, (parent + 1) * PADDED_CELLS));
      board[from] = board[to];
      board[to] = 0;
      level.blank[i] = to;
      level.h[i] = candidates.h[c];
      level.last[i] = dir;
      level.parent[i] = parent;
      level.hashLo[i] = candidates.hashLo[c];
      level.hashHi[i] = candidates.hashHi[c];
    }
    return level;
  }
}

/** Children waiting for selection: parent, move, heuristic (and its parts) and hash. */
class Candidates {
  readonly parent: Int32Array;
  readonly dir: Uint8Array;
  readonly h: Int32Array;
  readonly tableH: Int32Array;
  /** Pattern state of candidate c at c * stride, written by BeamPatterns.child before push. */
  readonly patterns: Int32Array;
  readonly hashLo: Int32Array;
  readonly hashHi: Int32Array;
  count = 0;

  constructor(capacity: number, readonly stride: number) {
    this.parent = new Int32Array(capacity);
    this.dir = new Uint8Array(capacity);
    this.h = new Int32Array(capacity);
    this.tableH = new Int32Array(capacity);
    this.patterns = new Int32Array(capacity * stride);
    this.hashLo = new Int32Array(capacity);
    this.hashHi = new Int32Array(capacity);
  }

  clear(): void { this.count = 0; }

  push(parent: number, dir: number, h: number, tableH: number, lo: number, hi: number): void {
    const i = this.count++;
    this.parent[i] = parent; this.dir[i] = dir; this.h[i] = h; this.tableH[i] = tableH; this.hashLo[i] = lo; this.hashHi[i] = hi;
  }

  /** Indices of the `width` lowest h values, by a counting sort on h (small whole numbers). */
  best(width: number): number[] {
    let maxH = 0;
    for (let i = 0; i < this.count; i++) if (this.h[i] > maxH) maxH = this.h[i];
    const histogram = new Int32Array(maxH + 2);
    for (let i = 0; i < this.count; i++) histogram[this.h[i]]++;
    let cut = 0;
    for (let taken = 0; cut <= maxH && taken + histogram[cut] <= width; cut++) taken += histogram[cut];
    let room = width - histogram.subarray(0, cut).reduce((a, b) => a + b, 0);
    const keep: number[] = [];
    for (let i = 0; i < this.count; i++) {
      if (this.h[i] < cut) keep.push(i);
      else if (this.h[i] === cut && room > 0) { keep.push(i); room--; }
    }
    return keep;
  }
}

/** A set of 64-bit hashes (two 32-bit halves) with open addressing; it empties itself when full. */
class HashSet {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly used: Uint8Array;
  private readonly mask: number;
  private size = 0;

  constructor(bits: number) {
    this.lo = new Int32Array(1 << bits);
    this.hi = new Int32Array(1 << bits);
    this.used = new Uint8Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** Adds the hash; false if it was already there. */
  add(lo: number, hi: number): boolean {
    if (this.size > (this.mask >> 1)) { this.used.fill(0); this.size = 0; }
    for (let slot = lo & this.mask; ; slot = (slot + 1) & this.mask) {
      if (!this.used[slot]) {
        this.used[slot] = 1; this.lo[slot] = lo; this.hi[slot] = hi; this.size++;
        return true;
      }
      if (this.lo[slot] === lo && this.hi[slot] === hi) return false;
    }
  }
}
