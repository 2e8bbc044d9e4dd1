// A walk over exact trees (spanning trees drawn with exactly the board's tiles), as tomerun's
// 7th-place AHC011 entry makes its targets (`TreePlacer::find`): from an exact tree, one forced
// change (join two cells, cut an edge of the cycle that closes) and then a cold search on the tile
// counts alone, each join's cut chosen greedily (the cycle's edge whose cut brings the counts
// nearest the board's, ties at random), until the counts match again. Each exact tree is a few
// steps from the last, so thousands are met a second; nearness to the board is left to the walk's
// driver (walkTargets), which steps on from the nearest tree so far.
import type { Random } from '../../core/random.js';
import { DOWN, LEFT, RIGHT, UP } from './tiles.js';

/** The pipe ends by direction: left, up, right, down, bit d of a mask (d ^ 2 is d's opposite). */
const ENDS = [LEFT, UP, RIGHT, DOWN];

/** Steps a search for the next exact tree may take (his: 100,000). */
const MAX_TURNS = 100_000;

/** The search's inverse temperature rises from 2 to 3 over its turns (his: exp from log 2 to log 3). */
const COOLER_FROM = Math.log(2), COOLER_TO = Math.log(3);

export class TreeWalk {
  /** The current tree's masks on the grid with a border of zeros: (n + 2) squared cells. */
  private readonly cells: Uint8Array;
  private readonly want = new Int32Array(16);
  private readonly have = new Int32Array(16);
  private readonly side: number;
  private readonly step: readonly number[];
  /** The cells of the tree (all but the blank's), by padded index. */
  private readonly open: Int32Array;
  private readonly cameFrom: Int8Array;
  private readonly queue: Int32Array;
  private readonly choices: Int32Array;

  /**
   * @param tiles the board's masks in reading order (0 the blank): the counts every tree must match
   * @param blank the cell the trees leave empty
   */
  constructor(private readonly n: number, tiles: ArrayLike<number>, blank: number, private readonly random: Random) {
    for (let cell = 0; cell < n * n; cell++) if (tiles[cell] !== 0) this.want[tiles[cell]]++;
    this.side = n + 2;
    this.step = [-1, -this.side, 1, this.side];
    this.cells = new Uint8Array(this.side * this.side);
    this.open = Int32Array.from({ length: n * n }, (_, cell) => this.padded(cell)).filter((at) => at !== this.padded(blank));
    this.cameFrom = new Int8Array(this.cells.length);
    this.queue = new Int32Array(this.cells.length);
    this.choices = new Int32Array(this.cells.length);
  }

  /** Makes `masks` (reading order, a spanning tree of every cell but the blank's) the walk's tree. */
  set(masks: ArrayLike<number>): void {
    this.have.fill(0);
    for (let cell = 0; cell < this.n * this.n; cell++) {
      this.cells[this.padded(cell)] = masks[cell];
      this.have[masks[cell]]++;
    }
  }

  /** The current tree's masks in reading order. */
  masks(): Uint8Array {
    const masks = new Uint8Array(this.n * this.n);
    for (let cell = 0; cell < masks.length; cell++) masks[cell] = this.cells[this.padded(cell)];
    return masks;
  }

  /**
   * Walks to the next exact tree: the first whose counts match the board's after at least one
   * change, the first change taken whatever it costs (`forced`, when the tree is exact already).
   * @returns its masks, or undefined when MAX_TURNS pass without one (the tree is then wherever
   * the search left it)
   */
  next(forced: boolean): Uint8Array | undefined {
    const { cells, step, open, random } = this;
    let mismatch = 0;
    for (let mask = 1; mask < 16; mask++) mismatch += Math.abs(this.have[mask] - this.want[mask]);
    let cooler = 1;
    for (let turn = 0; turn < MAX_TURNS; turn++) {
      if ((turn & 0xff) === 0) {
        const ratio = turn / MAX_TURNS;
        cooler = Math.exp((1 - ratio) * COOLER_FROM + ratio * COOLER_TO);
      }
      const a = open[Math.floor(random() * open.length)];
      // A neighbour in the tree but not joined to a: the join closes a cycle.
      let count = 0;
      for (let d = 0; d < 4; d++) if (!(cells[a] & ENDS[d]) && cells[a + step[d]] !== 0) this.choices[count++] = d;
      if (count === 0) continue;
      const d = this.choices[Math.floor(random() * count)], b = a + step[d];
      const joinA = cells[a], joinB = cells[b];
      this.findPath(a, b);
      let delta = this.shift(joinA, -1) + this.shift(joinB, -1);
      cells[a] |= ENDS[d]; cells[b] |= ENDS[d ^ 2];
      delta += this.shift(cells[a], 1) + this.shift(cells[b], 1);
      const [cut, toward] = this.greedyCut(b, a);
      const c = cut, e = cut + step[toward];
      delta += this.shift(cells[c], -1) + this.shift(cells[e], -1) + this.shift(cells[c] ^ ENDS[toward], 1) + this.shift(cells[e] ^ ENDS[toward ^ 2], 1);
      if ((forced && turn === 0) || delta <= 0 || random() < Math.exp(-delta * cooler)) {
        cells[c] ^= ENDS[toward]; cells[e] ^= ENDS[toward ^ 2];
        mismatch += delta;
        if (mismatch === 0) return this.masks();
      } else {
        this.have[cells[c] ^ ENDS[toward]]--; this.have[cells[e] ^ ENDS[toward ^ 2]]--;
        this.have[cells[c]]++; this.have[cells[e]]++;
        this.have[cells[a]]--; this.have[cells[b]]--;
        cells[a] = joinA; cells[b] = joinB;
        this.have[joinA]++; this.have[joinB]++;
      }
    }
    return undefined;
  }

  /** The cell's padded index. */
  private padded(cell: number): number {
    return (Math.floor(cell / this.n) + 1) * this.side + (cell % this.n) + 1;
  }

  /** Moves one tile of `mask` in (+1) or out (-1) of the counts; returns how the mismatch changes. */
  private shift(mask: number, by: number): number {
    const was = Math.abs(this.have[mask] - this.want[mask]);
    this.have[mask] += by;
    return Math.abs(this.have[mask] - this.want[mask]) - was;
  }

  /** Breadth-first through the tree from `from` until `to`: cameFrom[cell] is the direction back toward `from`. */
  private findPath(from: number, to: number): void {
    const { cells, step, queue, cameFrom } = this;
    let head = 0, tail = 0;
    queue[tail++] = from;
    cameFrom[from] = -1;
    while (head < tail) {
      const cell = queue[head++], back = cameFrom[cell];
      // The ends still to follow: all but the one back toward `from`.
      for (let ends = back < 0 ? cells[cell] : cells[cell] & ~ENDS[back]; ends !== 0; ends &= ends - 1) {
        const d = 31 - Math.clz32(ends & -ends), next = cell + step[d];
        cameFrom[next] = d ^ 2;
        if (next === to) return;
        queue[tail++] = next;
      }
    }
  }

  /**
   * The edge to cut on the path from `from` back to `to` (cameFrom's directions): the one whose cut
   * fixes the most counts (each of its two old masks in surplus, each new one short), ties at
   * random. Returns the edge's first cell and the direction to its second.
   */
  private greedyCut(from: number, to: number): [number, number] {
    const { cells, step, cameFrom, have, want, choices } = this;
    let best = Infinity, ties = 0;
    for (let cell = from; cell !== to;) {
      const d = cameFrom[cell], other = cell + step[d];
      const t0 = cells[cell], t1 = cells[other], n0 = t0 ^ ENDS[d], n1 = t1 ^ ENDS[d ^ 2];
      const gain = (have[t0] > want[t0] ? -1 : 0) + (have[t1] > want[t1] ? -1 : 0) + (have[n0] < want[n0] ? -1 : 0) + (have[n1] < want[n1] ? -1 : 0);
      if (gain < best) { best = gain; ties = 0; }
      if (gain === best) choices[ties++] = cell;
      cell = other;
    }
    const cut = this.choices[Math.floor(this.random() * ties)];
    return [cut, cameFrom[cut]];
  }
}
