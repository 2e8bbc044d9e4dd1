// The select-and-swap beam's levels in TypeScript, the twin of assembly/procon/select-swap-beam.ts
// (the same keys, scores and order, so the same boards): each expansion scores every child of the
// level without building it (the selected piece's swaps, never straight back, and while selections
// are left a new selection whose first swap brings both pieces nearer home), sorts them by score,
// drops duplicates in that order, keeps the best `width` (split by selections used when asked,
// width-shares.ts) and builds only those.
import { DuplicateSet } from '../../../core/beam/duplicate-set.js';
import { sortByScore } from '../../../core/beam/lowest.js';
import { gridDistance } from '../../../core/grid.js';
import { arrangementParity } from '../../../core/permutation.js';
import { swapCell } from './grid.js';
import type { ProconProblem } from './problem.js';
import {
  type SelectSwapBeamOptions, type SelectSwapLevel, type SelectSwapLevels, selectSwapHashBits, selectSwapKeys, selectSwapWeights,
} from './select-swap-levels.js';
import { keepByShares } from './width-shares.js';

/** No piece selected yet (the root board). */
const NONE = -1;

/** One depth's boards in flat arrays (parent indexes rather than copies for paths, as the Procon 25 champion keeps them). */
class Level {
  readonly pieces: Uint8Array;
  readonly selected: Int32Array;
  readonly used: Int32Array;
  readonly distance: Int32Array;
  readonly parity: Uint8Array;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly newCell: Int32Array;
  count = 0;

  constructor(width: number, cells: number) {
    this.pieces = new Uint8Array(width * cells);
    this.selected = new Int32Array(width);
    this.used = new Int32Array(width);
    this.distance = new Int32Array(width);
    this.parity = new Uint8Array(width);
    this.lo = new Int32Array(width);
    this.hi = new Int32Array(width);
    this.parent = new Int32Array(width);
    this.move = new Int32Array(width);
    this.newCell = new Int32Array(width);
  }
}

/** The levels of a beam over `problem`, in TypeScript. */
export class TsSelectSwapLevels implements SelectSwapLevels {
  readonly rootDistance: number;
  private level: Level;
  private next: Level;
  private readonly cells: number;
  private readonly keys: Int32Array;
  private readonly selectKeys: Int32Array;
  private readonly weights: { select: number; distance: number };
  private readonly neighbours: Int32Array;
  private readonly far: Uint8Array;
  private readonly seen: DuplicateSet;
  private readonly cand: {
    parent: Int32Array; dir: Uint8Array; from: Int32Array; fresh: Uint8Array; distance: Int32Array;
    lo: Int32Array; hi: Int32Array; score: Int32Array; sorted: Int32Array;
  };
  private histogram = new Int32Array(4096);

  constructor(private readonly problem: ProconProblem, private readonly options: SelectSwapBeamOptions) {
    const { width: columns, height: rows } = problem;
    const cells = (this.cells = columns * rows), width = options.width;
    ({ keys: this.keys, selectKeys: this.selectKeys } = selectSwapKeys(cells));
    this.weights = selectSwapWeights(problem, options);
    this.neighbours = Int32Array.from({ length: 4 * cells }, (_, k) => swapCell(k >> 2, k & 3, columns, rows));
    this.far = Uint8Array.from({ length: cells * cells }, (_, k) => gridDistance(columns, Math.floor(k / cells), k % cells));
    this.seen = new DuplicateSet(selectSwapHashBits(width));
    const capacity = width * 4 * (1 + cells);
    this.cand = {
      parent: new Int32Array(capacity), dir: new Uint8Array(capacity), from: new Int32Array(capacity), fresh: new Uint8Array(capacity),
      distance: new Int32Array(capacity), lo: new Int32Array(capacity), hi: new Int32Array(capacity),
      score: new Int32Array(capacity), sorted: new Int32Array(capacity),
    };
    this.level = new Level(width, cells);
    this.next = new Level(width, cells);
    const level = this.level;
    level.pieces.set(problem.pieces);
    level.selected[0] = NONE;
    level.parity[0] = arrangementParity(problem.pieces);
    for (let cell = 0; cell < cells; cell++) {
      const piece = problem.pieces[cell];
      level.distance[0] += this.far[piece * cells + cell];
      level.lo[0] ^= this.keys[2 * (piece * cells + cell)];
      level.hi[0] ^= this.keys[2 * (piece * cells + cell) + 1];
    }
    level.count = 1;
    this.rootDistance = level.distance[0];
  }

  /** Records the child of board `i` where the piece on `from` swaps in direction `dir`, unless it is pruned. */
  private add(count: number, i: number, from: number, dir: number, fresh: boolean): number {
    const { level, cells, far, keys, selectKeys, cand } = this;
    const to = this.neighbours[4 * from + dir];
    if (to < 0) return count;
    const a = level.pieces[i * cells + from], b = level.pieces[i * cells + to];
    const change = far[a * cells + to] - far[a * cells + from] + far[b * cells + from] - far[b * cells + to];
    if (fresh && change !== -2) return count;
    const used = level.used[i] + (fresh ? 1 : 0);
    // Parity pruning: the last selection must be able to finish.
    if (used === this.problem.selectLimit && (level.parity[i] ^ 1) !== far[a * cells + to] % 2) return count;
    const ka = 2 * (a * cells), kb = 2 * (b * cells);
    const oldSelect = 2 * (level.selected[i] + 1), newSelect = 2 * (to + 1);
    cand.lo[count] = level.lo[i] ^ keys[ka + 2 * from] ^ keys[ka + 2 * to] ^ keys[kb + 2 * to] ^ keys[kb + 2 * from] ^ selectKeys[oldSelect] ^ selectKeys[newSelect];
    cand.hi[count] = level.hi[i] ^ keys[ka + 2 * from + 1] ^ keys[ka + 2 * to + 1] ^ keys[kb + 2 * to + 1] ^ keys[kb + 2 * from + 1] ^ selectKeys[oldSelect + 1] ^ selectKeys[newSelect + 1];
    cand.parent[count] = i; cand.dir[count] = dir; cand.from[count] = from; cand.fresh[count] = fresh ? 1 : 0;
    cand.distance[count] = level.distance[i] + change;
    cand.score[count] = this.weights.select * used + this.weights.distance * cand.distance[count];
    return count + 1;
  }

  expand(depth: number): SelectSwapLevel {
    const { level, next, cells, cand, options, problem } = this;
    const { selectLimit, selectCost, swapCost } = problem;
    let count = 0;
    for (let i = 0; i < level.count; i++) {
      const selected = level.selected[i];
      if (selected !== NONE) {
        // Never straight back: the selected piece made the board's last move.
        const back = level.move[i] ^ 1;
        for (let dir = 0; dir < 4; dir++) if (dir !== back) count = this.add(count, i, selected, dir, false);
      }
      if (level.used[i] < selectLimit) {
        for (let from = 0; from < cells; from++) {
          if (from === selected) continue;
          for (let dir = 0; dir < 4; dir++) count = this.add(count, i, from, dir, true);
        }
      }
    }
    // Scores from 0, for the counting sort.
    let low = Infinity, high = 0;
    for (let c = 0; c < count; c++) low = Math.min(low, cand.score[c]);
    for (let c = 0; c < count; c++) high = Math.max(high, (cand.score[c] -= low));
    if (this.histogram.length < high + 1) this.histogram = new Int32Array(2 * high + 2);
    sortByScore(cand.score, count, this.histogram.subarray(0, high + 1), cand.sorted);
    // The width's share of each count of selections used (those present among the candidates).
    const groupOf = (c: number) => level.used[cand.parent[c]] + cand.fresh[c];
    let share = options.width;
    if (options.splitBySelections) {
      const present = new Uint8Array(selectLimit + 1);
      for (let c = 0; c < count; c++) present[groupOf(c)] = 1;
      share = Math.ceil(options.width / present.reduce((sum, one) => sum + one, 0));
    }
    let minUsed = Infinity, goal: SelectSwapLevel['goal'], nearest: SelectSwapLevel['nearest'];
    const kept = keepByShares(count, (k) => cand.sorted[k], options.width, share, groupOf, (c) => this.seen.add(cand.lo[c], cand.hi[c]));
    kept.forEach((c, j) => {
      const i = cand.parent[c], from = cand.from[c], to = this.neighbours[4 * from + cand.dir[c]];
      const base = j * cells;
      next.pieces.set(level.pieces.subarray(i * cells, (i + 1) * cells), base);
      [next.pieces[base + from], next.pieces[base + to]] = [next.pieces[base + to], next.pieces[base + from]];
      next.selected[j] = to;
      next.used[j] = level.used[i] + cand.fresh[c];
      next.distance[j] = cand.distance[c];
      next.parity[j] = level.parity[i] ^ 1;
      next.lo[j] = cand.lo[c];
      next.hi[j] = cand.hi[c];
      next.parent[j] = i;
      next.move[j] = cand.dir[c];
      next.newCell[j] = cand.fresh[c] ? from + 1 : 0;
      minUsed = Math.min(minUsed, next.used[j]);
      const cost = next.used[j] * selectCost + (depth + 1) * swapCost;
      if (next.distance[j] === 0 && (!goal || cost < goal.cost)) goal = { cost, index: j };
      if (next.used[j] < selectLimit && (!nearest || next.distance[j] < nearest.distance)) nearest = { distance: next.distance[j], index: j };
    });
    next.count = kept.length;
    [this.level, this.next] = [next, level];
    const made = { parent: next.parent.slice(0, next.count), move: next.move.slice(0, next.count), newCell: next.newCell.slice(0, next.count) };
    return { count: next.count, nodes: count, minUsed, made, goal, nearest };
  }
}
