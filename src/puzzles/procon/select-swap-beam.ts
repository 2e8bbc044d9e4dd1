// Seed 001's small-board beam ("kurage"): breadth-first by swaps, keeping the boards of lowest
// estimated cost at each depth. A board's children are the selected piece's swaps and, while
// selections are left, a new selection followed by its first swap. Only swaps that bring both
// pieces nearer home start a selection: one that does less could have been a swap of the piece
// already selected. Duplicates (same pieces, same piece selected) are dropped in order of score
// by a Zobrist hash (core/beam). The last selection is pruned by parity: each swap flips the
// permutation's parity and the selected piece's distance parity together, so a board whose two
// parities differ can never be finished by the piece it has selected. The width can be split
// among the boards by selections used (width-shares.ts).
import { DuplicateSet } from '../../core/beam/duplicate-set.js';
import { zobristKeys } from '../../core/beam/zobrist.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';
import type { Selection } from './answer.js';
import { SWAPS, gridDistance, swapCell } from './grid.js';
import { type ProconProblem, permutationParity } from './problem.js';
import { keepByShares } from './width-shares.js';

export interface SelectSwapBeamOptions {
  /** Boards kept per depth. */
  readonly width: number;
  /**
   * The score's estimate of the swaps still needed is `distanceWeight / 4` swaps per unit of the
   * pieces' distance sum (each swap takes at most 2 units off it, so 2 is optimistic).
   */
  readonly distanceWeight: number;
  /** Stop when the nearest board (lowest distance sum) has not improved for this many depths. */
  readonly stallDepths: number;
  /**
   * Split the width evenly among the boards by selections used (those present at the depth);
   * a share that one count leaves empty goes to the best of the rest, in score order.
   */
  readonly splitBySelections: boolean;
}

export interface SelectSwapBeamResult {
  /** The cheapest answer found, if the beam reached the picture. */
  readonly answer?: Selection[];
  /** The way to the board nearest the picture that the beam saw with a selection left, for another solver to finish. */
  readonly closest: Selection[];
}

/** No piece selected yet (the root board). */
const NONE = -1;

/** One depth's boards in flat arrays (seed 001: parent indexes rather than copies for paths). */
class Level {
  readonly pieces: Uint8Array;
  readonly selected: Int32Array;
  readonly used: Uint8Array;
  readonly distance: Int32Array;
  readonly parity: Uint8Array;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  /** The move that made each board: its parent, direction and, for a new selection, the cell selected + 1. */
  readonly parent: Int32Array;
  readonly move: Uint8Array;
  readonly newCell: Int32Array;
  count = 0;

  constructor(width: number, readonly cells: number) {
    this.pieces = new Uint8Array(width * cells);
    this.selected = new Int32Array(width);
    this.used = new Uint8Array(width);
    this.distance = new Int32Array(width);
    this.parity = new Uint8Array(width);
    this.lo = new Int32Array(width);
    this.hi = new Int32Array(width);
    this.parent = new Int32Array(width);
    this.move = new Uint8Array(width);
    this.newCell = new Int32Array(width);
  }
}

/** The moves that made one depth's boards, kept for spelling answers. */
interface Made { readonly parent: Int32Array; readonly move: Uint8Array; readonly newCell: Int32Array }

/**
 * The cheapest answer the beam finds, and the way to the nearest board it saw. It ends when no
 * board left can beat the answer, when it stalls, or at the limits. Pieces are bytes, so the board
 * has at most 256 cells.
 */
export async function selectSwapBeam(problem: ProconProblem, options: SelectSwapBeamOptions, limits: Limits = {}): Promise<SelectSwapBeamResult> {
  const { width: columns, height: rows, selectLimit, selectCost, swapCost } = problem;
  const cells = columns * rows, width = options.width;
  const far = gridDistance(columns);
  const keys = zobristKeys(cells, cells), selectKeys = zobristKeys(1, cells + 1, 0x5e1ec7);
  const neighbour = (cell: number, dir: number) => swapCell(cell, dir, columns, rows);
  const score = (used: number, distance: number) => 4 * selectCost * used + swapCost * options.distanceWeight * distance;

  let level = new Level(width, cells), next = new Level(width, cells);
  level.pieces.set(problem.pieces);
  level.selected[0] = NONE;
  level.distance[0] = problem.pieces.reduce((sum, piece, cell) => sum + far(piece, cell), 0);
  level.parity[0] = permutationParity(problem.pieces);
  for (let cell = 0; cell < cells; cell++) {
    level.lo[0] ^= keys[2 * (problem.pieces[cell] * cells + cell)];
    level.hi[0] ^= keys[2 * (problem.pieces[cell] * cells + cell) + 1];
  }
  level.count = 1;
  if (level.distance[0] === 0) return { answer: [], closest: [] };

  const history: Made[] = [];
  let best: { cost: number; depth: number; at: Made; index: number } | undefined;
  let closest: { distance: number; depth: number; at: Made; index: number } | undefined;
  // Candidates: parent, direction, selected cell before the swap, and whether it is a new selection.
  const capacity = width * 4 * (1 + cells);
  const candParent = new Int32Array(capacity), candDir = new Uint8Array(capacity), candFrom = new Int32Array(capacity);
  const candNew = new Uint8Array(capacity), candDistance = new Int32Array(capacity);
  const candLo = new Int32Array(capacity), candHi = new Int32Array(capacity);
  const order = new Float64Array(capacity);
  const seen = new DuplicateSet(Math.min(24, Math.max(16, Math.ceil(Math.log2(width * 64)))));

  for (let depth = 0; level.count > 0; depth++) {
    await paced();
    if (!timeLeft(limits)) break;
    let minUsed = Infinity;
    for (let i = 0; i < level.count; i++) minUsed = Math.min(minUsed, level.used[i]);
    if (best && (depth + 1) * swapCost + minUsed * selectCost >= best.cost) break;
    if (closest && depth - closest.depth > options.stallDepths) break;
    let count = 0;
    const add = (i: number, from: number, dir: number, fresh: boolean) => {
      const to = neighbour(from, dir);
      if (to < 0) return;
      const base = i * cells, a = level.pieces[base + from], b = level.pieces[base + to];
      const change = far(a, to) - far(a, from) + far(b, from) - far(b, to);
      if (fresh && change !== -2) return;
      const used = level.used[i] + (fresh ? 1 : 0);
      // Parity pruning: the last selection must be able to finish.
      if (used === selectLimit && (level.parity[i] ^ 1) !== far(a, to) % 2) return;
      const ka = 2 * (a * cells), kb = 2 * (b * cells);
      const oldSelect = 2 * (level.selected[i] + 1), newSelect = 2 * (to + 1);
      candLo[count] = level.lo[i] ^ keys[ka + 2 * from] ^ keys[ka + 2 * to] ^ keys[kb + 2 * to] ^ keys[kb + 2 * from] ^ selectKeys[oldSelect] ^ selectKeys[newSelect];
      candHi[count] = level.hi[i] ^ keys[ka + 2 * from + 1] ^ keys[ka + 2 * to + 1] ^ keys[kb + 2 * to + 1] ^ keys[kb + 2 * from + 1] ^ selectKeys[oldSelect + 1] ^ selectKeys[newSelect + 1];
      candParent[count] = i; candDir[count] = dir; candFrom[count] = from; candNew[count] = fresh ? 1 : 0;
      candDistance[count] = level.distance[i] + change;
      order[count] = score(used, candDistance[count]) * capacity + count;
      count++;
    };
    for (let i = 0; i < level.count; i++) {
      const selected = level.selected[i];
      if (selected !== NONE) {
        // Never straight back: the selected piece made the board's last move.
        const back = level.move[i] ^ 1;
        for (let dir = 0; dir < 4; dir++) if (dir !== back) add(i, selected, dir, false);
      }
      if (level.used[i] < selectLimit) {
        for (let from = 0; from < cells; from++) {
          if (from === selected) continue;
          for (let dir = 0; dir < 4; dir++) add(i, from, dir, true);
        }
      }
    }
    const sorted = order.subarray(0, count).sort();
    const made: Made = { parent: new Int32Array(Math.min(width, count)), move: new Uint8Array(Math.min(width, count)), newCell: new Int32Array(Math.min(width, count)) };
    next.count = 0;
    // The width's share of each count of selections used (those present at this depth).
    const groupOf = (c: number) => level.used[candParent[c]] + candNew[c];
    let share = width;
    if (options.splitBySelections) {
      const present = new Uint8Array(selectLimit + 1);
      for (let c = 0; c < count; c++) present[groupOf(c)] = 1;
      share = Math.ceil(width / present.reduce((sum, one) => sum + one, 0));
    }
    /** Makes candidate `c` a board of the next depth. */
    const keep = (c: number) => {
      const j = next.count++, i = candParent[c], from = candFrom[c], to = neighbour(from, candDir[c]);
      next.pieces.set(level.pieces.subarray(i * cells, (i + 1) * cells), j * cells);
      const base = j * cells;
      [next.pieces[base + from], next.pieces[base + to]] = [next.pieces[base + to], next.pieces[base + from]];
      next.selected[j] = to;
      next.used[j] = level.used[i] + candNew[c];
      next.distance[j] = candDistance[c];
      next.parity[j] = level.parity[i] ^ 1;
      next.lo[j] = candLo[c];
      next.hi[j] = candHi[c];
      made.parent[j] = next.parent[j] = i;
      made.move[j] = next.move[j] = candDir[c];
      made.newCell[j] = next.newCell[j] = candNew[c] ? from + 1 : 0;
      const cost = next.used[j] * selectCost + (depth + 1) * swapCost;
      if (next.distance[j] === 0 && (!best || cost < best.cost)) best = { cost, depth, at: made, index: j };
      const finishable = next.used[j] < selectLimit;
      if (finishable && (!closest || next.distance[j] < closest.distance)) closest = { distance: next.distance[j], depth, at: made, index: j };
    };
    const fresh = (c: number) => seen.add(candLo[c], candHi[c]);
    for (const c of keepByShares(count, (k) => sorted[k] % capacity, width, share, groupOf, fresh)) keep(c);
    history.push(made);
    [level, next] = [next, level];
  }
  const way = (end: { depth: number; at: Made; index: number } | undefined) => (end ? spell(history.slice(0, end.depth), end.at, end.index) : []);
  return { answer: best && way(best), closest: way(closest) };
}

/** The selections that lead to board `index` of the depth `at`, through `history` (the depths before). */
function spell(history: readonly Made[], at: Made, index: number): Selection[] {
  const steps: { dir: number; newCell: number }[] = [];
  for (let d = history.length; ; d--) {
    steps.push({ dir: at.move[index], newCell: at.newCell[index] });
    index = at.parent[index];
    if (d === 0) break;
    at = history[d - 1];
  }
  const answer: { cell: number; swaps: string }[] = [];
  for (const { dir, newCell } of steps.reverse()) {
    if (newCell !== 0) answer.push({ cell: newCell - 1, swaps: '' });
    answer[answer.length - 1].swaps += SWAPS[dir];
  }
  return answer;
}
