// The select-and-swap beam's levels in TypeScript, the twin of assembly/engine/select-swap-beam.ts
// (the same keys, features, score and order, so the same boards): boards in layers by selections
// left; each expansion scores every child of the layers in play without building it (the selected
// piece's swaps, never straight back, and where the selected piece is home and the last step was a
// swap, a new selection of a misplaced piece), sorts them by score, keeps each layer's best share
// of boards not kept before with as many selections left, and builds only those.
import { SeenLayers } from '../../core/beam/seen-layers.js';
import { sortByScore } from '../../core/beam/lowest.js';
import { gridDistance, swapCell } from '../../core/grid.js';
import { arrangementParity } from '../../core/permutation.js';
import {
  FEATURES, type LayerPlan, SEEN_BITS, type SelectSwapBeamOptions, type SelectSwapLevel, type SelectSwapLevels, type SwapProblem, selectSwapKeys, selectSwapScore,
  selectSwapWeight, selectSwapWeightDivisor, whaleScore,
} from './select-swap-levels.js';

/** No piece selected yet (the root board). */
const NONE = -1;
/** The move of a new selection (no swap), after the four swaps of "LRUD". */
const SELECT = 4;
/** The largest i32, the least of no boards (as the wasm twin reports it). */
const EMPTY = 2 ** 31 - 1;

/** One depth's boards in flat arrays (parent indexes rather than copies for paths, as the Procon 25 champion keeps them). */
class Level {
  readonly pieces: Uint8Array;
  readonly features: Int32Array;
  readonly selected: Int32Array;
  readonly used: Int32Array;
  readonly parity: Uint8Array;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly newCell: Int32Array;
  count = 0;

  constructor(width: number, cells: number) {
    this.pieces = new Uint8Array(width * cells);
    this.features = new Int32Array(width * FEATURES);
    this.selected = new Int32Array(width);
    this.used = new Int32Array(width);
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
  private readonly columns: number;
  private readonly keys: Int32Array;
  private readonly selectKeys: Int32Array;
  private readonly neighbours: Int32Array;
  private readonly far: Uint8Array;
  private readonly weights: Uint8Array;
  private readonly weightDivisor: number;
  private readonly seen: SeenLayers;
  private readonly child = new Int32Array(FEATURES);
  private readonly cand: {
    parent: Int32Array; dir: Uint8Array; from: Int32Array; lo: Int32Array; hi: Int32Array; score: Int32Array; sorted: Int32Array;
  };
  private histogram = new Int32Array(4096);
  /** The salt spread over the bits the noise reads (Knuth's multiplicative hash), as the wasm twin does. */
  private readonly salt: number;

  constructor(private readonly problem: SwapProblem, private readonly options: SelectSwapBeamOptions) {
    const { width: columns, height: rows } = problem;
    const cells = (this.cells = columns * rows), width = options.width;
    this.columns = columns;
    this.seen = new SeenLayers(options.seenBits ?? SEEN_BITS);
    this.salt = Math.imul(options.salt ?? 0, 0x9e3779b1);
    ({ keys: this.keys, selectKeys: this.selectKeys } = selectSwapKeys(cells));
    this.neighbours = Int32Array.from({ length: 4 * cells }, (_, k) => swapCell(k >> 2, k & 3, columns, rows));
    this.far = Uint8Array.from({ length: cells * cells }, (_, k) => gridDistance(columns, Math.floor(k / cells), k % cells));
    this.weights = Uint8Array.from({ length: cells }, (_, piece) => selectSwapWeight(piece, columns, rows));
    this.weightDivisor = selectSwapWeightDivisor(columns, rows);
    const capacity = width * 4 * (1 + cells);
    this.cand = {
      parent: new Int32Array(capacity), dir: new Uint8Array(capacity), from: new Int32Array(capacity),
      lo: new Int32Array(capacity), hi: new Int32Array(capacity), score: new Int32Array(capacity), sorted: new Int32Array(capacity),
    };
    this.level = new Level(width, cells);
    this.next = new Level(width, cells);
    const { level, child } = this;
    level.pieces.set(problem.pieces);
    for (let cell = 0; cell < cells; cell++) {
      const piece = problem.pieces[cell];
      this.distances(piece, this.far[piece * cells + cell], 1);
      child[2] += this.conflicts(0, piece, cell, cell, cell, true, true, true);
      if (piece !== cell) this.spread(cell, 1);
      level.lo[0] ^= this.keys[2 * (piece * cells + cell)];
      level.hi[0] ^= this.keys[2 * (piece * cells + cell) + 1];
    }
    level.features.set(child);
    level.selected[0] = NONE;
    level.parity[0] = arrangementParity(problem.pieces);
    level.count = 1;
    this.rootDistance = child[0];
  }

  /**
   * Linear conflicts of piece `p` on cell `c` with the pieces in c's row and column (as asked) that
   * are home in that line, leaving out cells `s1` and `s2`; `before` counts only cells before c.
   */
  private conflicts(board: number, p: number, c: number, s1: number, s2: number, row: boolean, column: boolean, before: boolean): number {
    const { columns, cells } = this;
    const pieces = this.level.pieces, base = board * cells;
    const py = Math.floor(p / columns), px = p % columns, cy = Math.floor(c / columns), cx = c % columns;
    let sum = 0;
    if (row && py === cy) {
      for (let x = 0, end = before ? cx : columns; x < end; x++) {
        const cell = cy * columns + x;
        if (cell === c || cell === s1 || cell === s2) continue;
        const q = pieces[base + cell];
        if (Math.floor(q / columns) !== cy) continue;
        const qx = q % columns;
        if ((x < cx && qx > px) || (x > cx && qx < px)) sum++;
      }
    }
    if (column && px === cx) {
      for (let y = 0, end = before ? cy : cells / columns; y < end; y++) {
        const cell = y * columns + cx;
        if (cell === c || cell === s1 || cell === s2) continue;
        const q = pieces[base + cell];
        if (q % columns !== cx) continue;
        const qy = Math.floor(q / columns);
        if ((y < cy && qy > py) || (y > cy && qy < py)) sum++;
      }
    }
    return sum;
  }

  /** Piece `p` at distance `d` joins (`sign` 1) or leaves (-1) the distance sums. */
  private distances(p: number, d: number, sign: number): void {
    const child = this.child;
    child[0] += sign * d; child[3] += sign * d * d; child[8] += sign * this.weights[p] * d;
  }

  /** A misplaced cell joins (`sign` 1) or leaves (-1) the spread's sums. */
  private spread(cell: number, sign: number): void {
    const y = Math.floor(cell / this.columns), x = cell % this.columns, child = this.child;
    child[4] += sign * (y * y + x * x); child[5] += sign * y; child[6] += sign * x; child[7] += sign;
  }

  /** The features of board i's child that selects the piece on `from`, into `child`: it leaves the sums, and the piece selected before joins them. */
  private selectionFeatures(i: number, from: number): void {
    const { level, cells, far, child } = this;
    child.set(level.features.subarray(i * FEATURES, (i + 1) * FEATURES));
    const a = level.pieces[i * cells + from], old = level.selected[i], da = far[a * cells + from];
    this.distances(a, da, -1);
    child[2] -= this.conflicts(i, a, from, old, from, true, true, false);
    if (a !== from) this.spread(from, -1);
    if (old !== NONE) {
      const m = level.pieces[i * cells + old];
      this.distances(m, far[m * cells + old], 1);
      child[2] += this.conflicts(i, m, old, old, from, true, true, false);
      if (m !== old) this.spread(old, 1);
    }
    child[1] = da;
  }

  /** The features of board i's child where its selected piece (on `from`) swaps to `to`, into `child`. */
  private childFeatures(i: number, from: number, to: number, horizontal: boolean): void {
    const { level, cells, far, child } = this;
    child.set(level.features.subarray(i * FEATURES, (i + 1) * FEATURES));
    const a = level.pieces[i * cells + from], b = level.pieces[i * cells + to];
    // The swap: a to `to`, b to `from`, across the line that a horizontal swap changes for b.
    child[1] = far[a * cells + to];
    this.distances(b, far[b * cells + to], -1);
    this.distances(b, far[b * cells + from], 1);
    child[2] += this.conflicts(i, b, from, from, to, !horizontal, horizontal, false) - this.conflicts(i, b, to, from, to, !horizontal, horizontal, false);
    if (b !== to) this.spread(to, -1);
    if (b !== from) this.spread(from, 1);
  }

  /** Records candidate `count`: board i's child by `dir` (a swap of the piece on `from`, or SELECT of it), its hash and score. */
  private record(count: number, i: number, from: number, dir: number, lo: number, hi: number, left: number): number {
    const { cand } = this;
    cand.lo[count] = lo; cand.hi[count] = hi; cand.parent[count] = i; cand.dir[count] = dir; cand.from[count] = from;
    cand.score[count] = this.options.whale ? whaleScore(this.child, 0, hi, this.salt, this.rootDistance)
      : selectSwapScore(this.child, 0, left, hi, this.salt, this.rootDistance, this.weightDivisor);
    return count + 1;
  }

  /**
   * The champion's whale keeps at most two children a board: of three candidates from `first` to
   * `end`, the highest score (the first of equals) is left out, the last moved into its place.
   */
  private dropWorst(first: number, end: number): number {
    const { cand } = this;
    let worst = first;
    for (let c = first + 1; c < end; c++) if (cand.score[c] > cand.score[worst]) worst = c;
    const last = end - 1;
    cand.parent[worst] = cand.parent[last]; cand.dir[worst] = cand.dir[last]; cand.from[worst] = cand.from[last];
    cand.score[worst] = cand.score[last]; cand.lo[worst] = cand.lo[last]; cand.hi[worst] = cand.hi[last];
    return last;
  }

  /** Records the child of board `i` where its selected piece (on `from`) swaps in direction `dir`. */
  private addSwap(count: number, i: number, from: number, dir: number): number {
    const { level, cells, keys, selectKeys } = this;
    const to = this.neighbours[4 * from + dir];
    if (to < 0) return count;
    const ka = 2 * (level.pieces[i * cells + from] * cells), kb = 2 * (level.pieces[i * cells + to] * cells);
    const oldSelect = 2 * (from + 1), newSelect = 2 * (to + 1);
    const lo = level.lo[i] ^ keys[ka + 2 * from] ^ keys[ka + 2 * to] ^ keys[kb + 2 * to] ^ keys[kb + 2 * from] ^ selectKeys[oldSelect] ^ selectKeys[newSelect];
    const hi = level.hi[i] ^ keys[ka + 2 * from + 1] ^ keys[ka + 2 * to + 1] ^ keys[kb + 2 * to + 1] ^ keys[kb + 2 * from + 1] ^ selectKeys[oldSelect + 1] ^ selectKeys[newSelect + 1];
    this.childFeatures(i, from, to, dir < 2);
    return this.record(count, i, from, dir, lo, hi, this.problem.selectLimit - level.used[i]);
  }

  /** Records the child of board `i` that selects the piece on `from`, unless parity rules out the last selection finishing. */
  private addSelection(count: number, i: number, from: number): number {
    const { level, cells, selectKeys, problem } = this;
    const used = level.used[i] + 1;
    // Each swap flips the permutation's parity and the selected piece's distance parity together.
    if (used === problem.selectLimit && level.parity[i] !== this.far[level.pieces[i * cells + from] * cells + from] % 2) return count;
    const oldSelect = 2 * (level.selected[i] + 1), newSelect = 2 * (from + 1);
    const lo = level.lo[i] ^ selectKeys[oldSelect] ^ selectKeys[newSelect], hi = level.hi[i] ^ selectKeys[oldSelect + 1] ^ selectKeys[newSelect + 1];
    this.selectionFeatures(i, from);
    return this.record(count, i, from, SELECT, lo, hi, problem.selectLimit - used);
  }

  expand(depth: number, plan: LayerPlan): SelectSwapLevel {
    const { level, next, cells, cand, problem } = this;
    const { selectLimit, selectCost, swapCost } = problem;
    const { minLayer, maxLayer, share } = plan;
    let count = 0;
    for (let i = 0; i < level.count; i++) {
      const selected = level.selected[i];
      if (selected === NONE) {
        const { firstCell } = this.options;
        for (let from = 0; from < cells; from++) if (firstCell === undefined || from === firstCell) count = this.addSelection(count, i, from);
        continue;
      }
      const layer = selectLimit - level.used[i], last = level.move[i];
      if (layer < minLayer || layer > maxLayer) continue;
      // Never straight back: the selected piece made the board's last move.
      const before = count;
      for (let dir = 0; dir < 4; dir++) if (dir !== (last ^ 1)) count = this.addSwap(count, i, selected, dir);
      if (this.options.whale && count - before === 3) count = this.dropWorst(before, count);
      if (layer <= minLayer || last === SELECT) continue;
      const near = cells <= 36 || layer === minLayer + 1 ? 1 : 0;
      if (this.far[level.pieces[i * cells + selected] * cells + selected] > near) continue;
      for (let from = 0; from < cells; from++) {
        if (from !== selected && level.pieces[i * cells + from] !== from) count = this.addSelection(count, i, from);
      }
    }
    // Scores from 0, for the counting sort.
    let low = Infinity, high = 0;
    for (let c = 0; c < count; c++) low = Math.min(low, cand.score[c]);
    for (let c = 0; c < count; c++) high = Math.max(high, (cand.score[c] -= low));
    if (this.histogram.length < high + 1) this.histogram = new Int32Array(2 * high + 2);
    sortByScore(cand.score, count, this.histogram.subarray(0, high + 1), cand.sorted);
    const layers = { kept: new Int32Array(selectLimit + 1), fresh: new Int32Array(selectLimit + 1), least: new Int32Array(selectLimit + 1).fill(EMPTY) };
    let kept = 0, minUsed = Infinity, goal: SelectSwapLevel['goal'], nearest: SelectSwapLevel['nearest'];
    // Each layer's best share, each board only where it was not kept with as many selections left.
    for (let k = 0; k < count && kept < this.options.width; k++) {
      const c = cand.sorted[k], i = cand.parent[c], dir = cand.dir[c], from = cand.from[c];
      const used = level.used[i] + (dir === SELECT ? 1 : 0), layer = selectLimit - used;
      if (layers.kept[layer] >= share || !this.seen.add(cand.lo[c], cand.hi[c], layer)) continue;
      const j = kept++, base = j * cells;
      next.pieces.set(level.pieces.subarray(i * cells, (i + 1) * cells), base);
      let at = from;
      if (dir === SELECT) this.selectionFeatures(i, from);
      else {
        at = this.neighbours[4 * from + dir];
        this.childFeatures(i, from, at, dir < 2);
        [next.pieces[base + from], next.pieces[base + at]] = [next.pieces[base + at], next.pieces[base + from]];
      }
      next.features.set(this.child, j * FEATURES);
      next.selected[j] = at;
      next.used[j] = used;
      next.parity[j] = level.parity[i] ^ (dir === SELECT ? 0 : 1);
      next.lo[j] = cand.lo[c];
      next.hi[j] = cand.hi[c];
      next.parent[j] = i;
      next.move[j] = dir;
      next.newCell[j] = dir === SELECT ? from + 1 : 0;
      layers.kept[layer]++;
      if (dir === SELECT) layers.fresh[layer]++;
      layers.least[layer] = Math.min(layers.least[layer], this.child[0]);
      minUsed = Math.min(minUsed, used);
      const distance = this.child[0] + this.child[1], cost = used * selectCost + (depth + 1 - used) * swapCost;
      if (distance === 0 && (!goal || cost < goal.cost)) goal = { cost, index: j };
      if (used < selectLimit && (!nearest || distance < nearest.distance)) nearest = { distance, index: j };
    }
    next.count = kept;
    [this.level, this.next] = [next, level];
    const made = { parent: next.parent.slice(0, kept), move: next.move.slice(0, kept), newCell: next.newCell.slice(0, kept) };
    return { count: kept, nodes: count, minUsed, made, goal, nearest, layers };
  }
}
