// The target: a spanning tree of the grid drawn with exactly the given tiles. Simulated annealing
// over spanning trees (as the 13th-place AHC011 entry and most of the field do): join two cells the
// tree does not join, which closes a cycle, and cut another edge of that cycle, so the graph stays
// a spanning tree. The energy counts the tiles the tree's masks get wrong, plus, so that the target
// lies close to the board, how far each cell is from the nearest tile of the mask it asks for.
import { type Random, shuffle } from '../../core/random.js';
import { gridDistance } from '../../core/grid.js';
import { DOWN, LEFT, RIGHT, UP } from './tiles.js';

/** A tree being shaped: its masks per cell, and the cells it may still change. */
export interface TreeShape {
  readonly n: number;
  /** The pipe mask per cell, a spanning tree of every cell but the blank's, which holds 0. */
  readonly masks: Uint8Array;
  /** The cells whose masks may change (placed tiles and the blank's cell are fixed). */
  readonly free: Uint8Array;
}

/** What the annealing aims at. */
export interface TreeAim {
  /** How many free tiles have each mask (16 counts). */
  readonly counts: ArrayLike<number>;
  /** `near[mask * N^2 + cell]`: what it costs to ask for `mask` at `cell` (e.g. the distance to the nearest such tile). */
  readonly near: ArrayLike<number>;
}

/**
 * The aim that asks for a board's tiles: their counts per mask, and as nearness each cell's
 * distance to the nearest tile of each mask (a far one costs 2 N).
 * @param masks per cell the mask of a tile that takes part, 0 elsewhere (the blank, placed tiles)
 */
export function aimAt(n: number, masks: ArrayLike<number>): TreeAim & { readonly near: Float64Array } {
  const size = n * n;
  const counts = new Int32Array(16);
  const near = new Float64Array(16 * size).fill(2 * n);
  for (let at = 0; at < size; at++) {
    const mask = masks[at];
    if (mask === 0) continue;
    counts[mask]++;
    for (let cell = 0; cell < size; cell++) near[mask * size + cell] = Math.min(near[mask * size + cell], gridDistance(n, at, cell));
  }
  return { counts, near };
}

/** The pipe ends in the order of the steps to the neighbour they point at: left, right, up, down (i ^ 1 is i's opposite). */
const ENDS = [LEFT, RIGHT, UP, DOWN];

/** Each wrong tile costs this much energy: low enough that re-shaping can pass through inexact trees (measured: 2 beat 4 and 8 on the public inputs). */
const MISMATCH_WEIGHT = 2;

/**
 * Anneals `shape` in place for `iterations` steps, from `hot` to `cold`, and returns the best exact
 * tree met (masks), or undefined when none had the right counts.
 */
export function anneal(shape: TreeShape, aim: TreeAim, iterations: number, random: Random, hot = 3, cold = 0.2): { masks: Uint8Array; cost: number } | undefined {
  const { n, masks, free } = shape;
  const size = n * n;
  // The edges that may change: both ends free. [a, b, a's end, b's end] with b right of or below a.
  const edges: number[] = [];
  for (let a = 0; a < size; a++) {
    if (!free[a]) continue;
    if (a % n < n - 1 && free[a + 1]) edges.push(a, a + 1, RIGHT, LEFT);
    if (a + n < size && free[a + n]) edges.push(a, a + n, DOWN, UP);
  }
  const edgeCount = edges.length / 4;
  const have = new Int32Array(16);
  for (let cell = 0; cell < size; cell++) if (free[cell]) have[masks[cell]]++;
  let mismatch = 0, nearness = 0;
  for (let mask = 0; mask < 16; mask++) mismatch += Math.abs(have[mask] - aim.counts[mask]);
  for (let cell = 0; cell < size; cell++) if (free[cell]) nearness += aim.near[masks[cell] * size + cell];
  let best: { masks: Uint8Array; cost: number } | undefined = mismatch === 0 ? { masks: masks.slice(), cost: nearness } : undefined;
  if (edgeCount === 0) return best;

  const toward = [-1, 1, -n, n];
  // The tree rooted anywhere, as parent pointers: the path between two cells climbs from both to
  // where they meet, and a step that keeps its change re-roots only the path it cut off.
  const parent = rootedTree(masks, toward);
  const seen = new Int32Array(size), from = new Int32Array(size);
  let stamp = 0;
  const path = new Int32Array(size);
  const touched = new Int32Array(4), before = new Uint8Array(4);
  const { counts, near } = aim;
  // The temperature falls geometrically from hot to cold: hot * (cold / hot) ** (step / iterations), by one product a step.
  const cooling = (cold / hot) ** (1 / iterations);
  let temperature = hot;
  for (let step = 0; step < iterations; step++, temperature *= cooling) {
    const e = 4 * Math.floor(random() * edgeCount);
    const a = edges[e], b = edges[e + 1];
    if (masks[a] & edges[e + 2]) continue;
    // The tree's path from b to a (`from` steps toward a): up from b to the first ancestor of a.
    stamp++;
    for (let cell = a; cell >= 0; cell = parent[cell]) seen[cell] = stamp;
    let meet = b;
    while (seen[meet] !== stamp) {
      from[meet] = parent[meet];
      meet = parent[meet];
      // Past the root without meeting a's ancestors: the masks were never one tree (a caller's bug).
      if (meet < 0) throw new Error('internal error: the annealing was given masks that are not one spanning tree');
    }
    for (let cell = a; cell !== meet; cell = parent[cell]) from[parent[cell]] = cell;
    let length = 0;
    for (let cell = b; cell !== a; cell = from[cell]) if (free[cell] && free[from[cell]]) path[length++] = cell;
    if (length === 0) continue;
    const c = path[Math.floor(random() * length)], d = from[c];
    // The four ends that change, each cell's mask saved once.
    let count = 0;
    for (const cell of [a, b, c, d]) {
      let seenBefore = false;
      for (let i = 0; i < count; i++) if (touched[i] === cell) seenBefore = true;
      if (!seenBefore) { touched[count] = cell; before[count++] = masks[cell]; }
    }
    masks[a] |= edges[e + 2]; masks[b] |= edges[e + 3];
    // c's end toward d, and d's end toward c (the opposite one: ENDS[end ^ 1]).
    const end = toward.indexOf(d - c);
    masks[c] &= ~ENDS[end]; masks[d] &= ~ENDS[end ^ 1];
    let newMismatch = mismatch, newNearness = nearness;
    for (let i = 0; i < count; i++) {
      const cell = touched[i], old = before[i], now = masks[cell];
      newMismatch += change(have, counts, old, -1) + change(have, counts, now, +1);
      newNearness += near[now * size + cell] - near[old * size + cell];
    }
    const delta = MISMATCH_WEIGHT * (newMismatch - mismatch) + newNearness - nearness;
    if (delta <= 0 || random() < Math.exp(-delta / temperature)) {
      mismatch = newMismatch; nearness = newNearness;
      // c - d cut off the side of the path below it, which now hangs from the new edge a - b.
      const cDown = parent[c] === d, cut = cDown ? c : d;
      for (let cell = cDown ? b : a, above = cDown ? a : b; ;) {
        const next = parent[cell];
        parent[cell] = above;
        if (cell === cut) break;
        above = cell;
        cell = next;
      }
      if (mismatch === 0 && (!best || nearness < best.cost)) best = { masks: masks.slice(), cost: nearness };
    } else {
      for (let i = count - 1; i >= 0; i--) {
        const cell = touched[i];
        have[masks[cell]]--; have[before[i]]++;
      }
      for (let i = 0; i < count; i++) masks[touched[i]] = before[i];
    }
  }
  return best;
}

/**
 * Parent pointers of the tree the masks draw, rooted at its first cell (-1 at the root, the blank,
 * and any cell the root's tree does not reach, which only masks that are not one tree leave).
 */
function rootedTree(masks: Uint8Array, toward: readonly number[]): Int32Array {
  const parent = new Int32Array(masks.length).fill(-1);
  const root = masks.findIndex((mask) => mask !== 0);
  if (root < 0) return parent;
  const queue = [root];
  parent[root] = root;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    for (let end = 0; end < 4; end++) {
      const next = cell + toward[end];
      if (masks[cell] & ENDS[end] && parent[next] < 0) { parent[next] = cell; queue.push(next); }
    }
  }
  parent[root] = -1;
  return parent;
}

/** Moves one tile of `mask` in or out of the counts; returns how the mismatch changes. */
function change(have: Int32Array, want: ArrayLike<number>, mask: number, by: number): number {
  const was = Math.abs(have[mask] - want[mask]);
  have[mask] += by;
  return Math.abs(have[mask] - want[mask]) - was;
}

/**
 * A random spanning tree's masks on the grid without `blank` (Kruskal on shuffled edges): the
 * annealing's start.
 */
export function randomTree(n: number, blank: number, random: Random): Uint8Array {
  const size = n * n;
  const edges: number[] = [];
  for (let a = 0; a < size; a++) {
    if (a === blank) continue;
    if (a % n < n - 1 && a + 1 !== blank) edges.push(a, a + 1);
    if (a + n < size && a + n !== blank) edges.push(a, a + n);
  }
  const order = shuffle(random, Array.from({ length: edges.length / 2 }, (_, i) => i));
  const parent = Int32Array.from({ length: size }, (_, i) => i);
  const find = (cell: number): number => (parent[cell] === cell ? cell : (parent[cell] = find(parent[cell])));
  const masks = new Uint8Array(size);
  for (const i of order) {
    const a = edges[2 * i], b = edges[2 * i + 1];
    const ra = find(a), rb = find(b);
    if (ra === rb) continue;
    parent[ra] = rb;
    masks[a] |= b === a + 1 ? RIGHT : DOWN;
    masks[b] |= b === a + 1 ? LEFT : UP;
  }
  return masks;
}
