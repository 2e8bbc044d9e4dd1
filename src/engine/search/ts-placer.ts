// The pure TypeScript twin of assembly/engine/place.ts, the placing kernel: the same searches, tie
// rules and moves, over typed arrays instead of linear memory. Read place.ts for the why of each step.
import type { Layout } from './layout.js';
import { type Placer, checkLine, checkPlay } from './placer.js';
import { MAX_PLACE_MOVES } from './search-constants.js';
import { BLANK } from '../board/codes.js';
import { type LineFrame, type LineTable, checkGroup } from './line-tables.js';
import { type GroupBoard, tsPlaceGroup } from './ts-place-group.js';

/** A state of the tile's route: the tile's cell times 4 plus the side the blank stands on. */
const STATE_BITS = 11;
const STATE_MASK = (1 << STATE_BITS) - 1;

export class TsPlacer implements Placer {
  private readonly cells: number;
  private readonly stride: number;
  private readonly offsets: Int32Array;
  private readonly cellsNow: Uint16Array;
  private readonly heldNow: Uint8Array;
  private blankCell = 0;
  private readonly played = new Uint8Array(MAX_PLACE_MOVES);
  private count = 0;
  // Breadth-first search: distances valid where the stamp is the current generation.
  private readonly distance: Int32Array;
  private readonly stamp: Int32Array;
  private generation = 0;
  private readonly queue: Int32Array;
  private queued = 0;
  private readonly stops = new Int32Array(4);
  // The route's best-first search over (tile cell, blank side) states.
  private readonly cost: Int32Array;
  private readonly parent: Int32Array;
  private readonly routeStamp: Int32Array;
  private readonly closed: Int32Array;
  private routeGeneration = 0;
  private readonly heap: Int32Array;
  private heapSize = 0;
  private readonly chain: Int32Array;
  /** The board as a group placement sees it. */
  private readonly groupBoard: GroupBoard;

  constructor(layout: Layout) {
    const { cells, stride } = layout;
    this.cells = cells;
    this.stride = stride;
    this.offsets = Int32Array.of(-1, 1, -stride, stride);
    this.cellsNow = new Uint16Array(cells);
    this.heldNow = new Uint8Array(cells);
    this.distance = new Int32Array(cells);
    this.stamp = new Int32Array(cells);
    this.queue = new Int32Array(cells);
    this.cost = new Int32Array(cells * 4);
    this.parent = new Int32Array(cells * 4);
    this.routeStamp = new Int32Array(cells * 4);
    this.closed = new Int32Array(cells * 4);
    this.heap = new Int32Array(cells * 16 + 8);
    this.chain = new Int32Array(cells * 4);
    this.groupBoard = {
      stride, cells: this.cellsNow, held: this.heldNow,
      blank: () => this.blankCell, play: (moves) => this.play(moves), hold: (cell) => this.hold(cell),
    };
  }

  load(board: Uint16Array, held: Uint8Array): void {
    this.cellsNow.set(board);
    this.heldNow.set(held);
    for (let cell = 0; cell < this.cells; cell++) {
      if (board[cell] === BLANK) this.blankCell = cell;
    }
    this.count = 0;
  }

  placeGroup(table: LineTable, frame: LineFrame, codes: readonly number[]): boolean {
    checkGroup(table.spec, frame, this.stride, codes);
    return tsPlaceGroup(this.groupBoard, table, frame, codes);
  }

  blank(): number { return this.blankCell; }
  moves(): Uint8Array { return this.played.slice(0, this.count); }
  board(): Uint16Array { return this.cellsNow.slice(); }
  held(): Uint8Array { return this.heldNow.slice(); }

  private open(cell: number): boolean { return this.heldNow[cell] === 0; }
  private distanceOf(cell: number): number { return this.stamp[cell] === this.generation ? this.distance[cell] : -1; }

  /** Distances from `from` over open cells but `block`, until every one of the first `stopCount` stops is reached. */
  private bfs(from: number, block: number, stopCount: number): void {
    const gen = ++this.generation;
    let left = stopCount;
    this.stamp[from] = gen;
    this.distance[from] = 0;
    this.queue[0] = from;
    let head = 0, tail = 1;
    for (let i = 0; i < stopCount; i++) if (this.stops[i] === from) left--;
    while (head < tail && (stopCount === 0 || left > 0)) {
      const cell = this.queue[head++];
      const next = this.distance[cell] + 1;
      for (let d = 0; d < 4; d++) {
        const to = cell + this.offsets[d];
        if (to === block || this.heldNow[to] !== 0 || this.stamp[to] === gen) continue;
        this.stamp[to] = gen;
        this.distance[to] = next;
        this.queue[tail++] = to;
        for (let i = 0; i < stopCount; i++) if (this.stops[i] === to) left--;
      }
    }
    this.queued = tail;
  }

  private step(d: number): void {
    const to = this.blankCell + this.offsets[d];
    this.cellsNow[this.blankCell] = this.cellsNow[to];
    this.cellsNow[to] = BLANK;
    this.blankCell = to;
    this.played[this.count++] = d;
  }

  /** Walks the blank to `to` by a shortest way over open cells but `block`; false if there is none. */
  private walkBlank(to: number, block: number): boolean {
    if (this.blankCell === to) return true;
    this.stops[0] = this.blankCell;
    this.bfs(to, block, 1);
    let left = this.distanceOf(this.blankCell);
    if (left < 0 || this.count + left > MAX_PLACE_MOVES) return false;
    while (left > 0) {
      for (let d = 0; d < 4; d++) {
        const next = this.blankCell + this.offsets[d];
        if (next !== block && this.heldNow[next] === 0 && this.distanceOf(next) === left - 1) {
          this.step(d);
          break;
        }
      }
      left--;
    }
    return true;
  }

  private push(key: number): void {
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (this.heap[up] <= key) break;
      this.heap[i] = this.heap[up];
      i = up;
    }
    this.heap[i] = key;
  }

  private pop(): number {
    const top = this.heap[0];
    const last = this.heap[--this.heapSize];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.heapSize) break;
      if (child + 1 < this.heapSize && this.heap[child + 1] < this.heap[child]) child++;
      if (this.heap[child] >= last) break;
      this.heap[i] = this.heap[child];
      i = child;
    }
    this.heap[i] = last;
    return top;
  }

  private bound(state: number, target: number): number {
    const stride = this.stride, tile = state >> 2, side = state & 3;
    const x = tile % stride, y = (tile / stride) | 0, tx = target % stride, ty = (target / stride) | 0;
    const distance = Math.abs(x - tx) + Math.abs(y - ty);
    if (distance === 0) return 0;
    const toward = side === 0 ? x > tx : side === 1 ? x < tx : side === 2 ? y > ty : y < ty;
    return 3 * distance - (toward ? 2 : 0);
  }

  private relax(state: number, cost: number, from: number, target: number): void {
    const gen = this.routeGeneration;
    if (this.closed[state] === gen) return;
    if (this.routeStamp[state] === gen && this.cost[state] <= cost) return;
    this.routeStamp[state] = gen;
    this.cost[state] = cost;
    this.parent[state] = from;
    this.push(((cost + this.bound(state, target)) << STATE_BITS) | state);
  }

  /** The blank's moves from side `from` of the tile to side `to` by the corner or arc next to it; 0 when a cell there is held. */
  private around(tile: number, from: number, to: number): number {
    if ((from ^ to) !== 1) return this.heldNow[tile + this.offsets[from] + this.offsets[to]] === 0 ? 2 : 0;
    return this.arc(tile, from, to) >= 0 ? 4 : 0;
  }

  /** The first side of the two across which the blank can pass from side `from` to the opposite side `to` with its cells open; -1 for neither. */
  private arc(tile: number, from: number, to: number): number {
    const blank = tile + this.offsets[from];
    for (let p = from < 2 ? 2 : 0, end = p + 2; p < end; p++) {
      const step = this.offsets[p];
      if (this.heldNow[blank + step] === 0 && this.heldNow[tile + step] === 0 && this.heldNow[tile + this.offsets[to] + step] === 0) return p;
    }
    return -1;
  }

  /** Walks the blank from side `from` of the tile to side `to`: by the corner or arc of `around`, else by a breadth-first walk. */
  private goRound(tile: number, from: number, to: number): void {
    const way = this.around(tile, from, to);
    if (way === 2) {
      this.step(to);
      this.step(from ^ 1);
    } else if (way === 4) {
      const p = this.arc(tile, from, to);
      this.step(p);
      this.step(to);
      this.step(to);
      this.step(p ^ 1);
    } else {
      this.walkBlank(tile + this.offsets[to], tile);
    }
  }

  /** The tile on `src` brought to `target` by the fewest moves; false, with nothing played, if it cannot get there. */
  private route(src: number, target: number): boolean {
    if (src === target) return true;
    const gen = ++this.routeGeneration;
    this.heapSize = 0;
    let stopCount = 0;
    for (let s = 0; s < 4; s++) if (this.heldNow[src + this.offsets[s]] === 0) this.stops[stopCount++] = src + this.offsets[s];
    this.bfs(this.blankCell, src, stopCount);
    for (let s = 0; s < 4; s++) {
      const side = src + this.offsets[s];
      if (this.heldNow[side] === 0 && this.distanceOf(side) >= 0) this.relax(src * 4 + s, this.distanceOf(side), -1, target);
    }
    while (this.heapSize > 0) {
      const state = this.pop() & STATE_MASK;
      if (this.closed[state] === gen) continue;
      this.closed[state] = gen;
      const tile = state >> 2, side = state & 3;
      const cost = this.cost[state];
      if (tile === target) return this.playRoute(state);
      const blank = tile + this.offsets[side];
      this.relax(blank * 4 + (side ^ 1), cost + 1, state, target);
      stopCount = 0;
      let walked = 0;
      for (let s = 0; s < 4; s++) {
        const other = tile + this.offsets[s];
        if (s === side || this.heldNow[other] !== 0) continue;
        const around = this.around(tile, side, s);
        if (around > 0) {
          this.relax(tile * 4 + s, cost + around, state, target);
        } else {
          this.stops[stopCount++] = other;
          walked |= 1 << s;
        }
      }
      if (walked === 0) continue;
      this.bfs(blank, tile, stopCount);
      for (let s = 0; s < 4; s++) {
        const other = tile + this.offsets[s];
        if ((walked & (1 << s)) !== 0 && this.distanceOf(other) >= 0) this.relax(tile * 4 + s, cost + this.distanceOf(other), state, target);
      }
    }
    return false;
  }

  /** Plays the route that ends in `state`: the blank's walks round the tile and the tile's steps. */
  private playRoute(state: number): boolean {
    if (this.count + this.cost[state] > MAX_PLACE_MOVES) return false;
    let length = 0;
    for (let at = state; at >= 0; at = this.parent[at]) this.chain[length++] = at;
    let tile = this.chain[length - 1] >> 2;
    this.walkBlank(tile + this.offsets[this.chain[length - 1] & 3], tile);
    for (let i = length - 2; i >= 0; i--) {
      const next = this.chain[i] >> 2, side = this.chain[i] & 3;
      if (next !== tile) {
        // The blank stands on `next`: it steps onto the tile's cell, and the tile into its own.
        this.step(side);
        tile = next;
      } else {
        this.goRound(tile, this.chain[i + 1] & 3, side);
      }
    }
    return true;
  }

  /** The nearest cell to `target`, over open cells, holding a tile of `code`; -1 for none. */
  private nearest(code: number, target: number): number {
    this.bfs(target, -1, 0);
    for (let i = 0; i < this.queued; i++) {
      if (this.cellsNow[this.queue[i]] === code) return this.queue[i];
    }
    return -1;
  }

  play(moves: ArrayLike<number>): boolean {
    checkPlay(moves);
    const keep = this.count;
    for (let i = 0; i < moves.length; i++) {
      if (this.heldNow[this.blankCell + this.offsets[moves[i]]] !== 0) {
        this.takeBack(keep);
        return false;
      }
      this.step(moves[i]);
    }
    return true;
  }

  hold(cell: number): void { this.heldNow[cell] = 1; }

  /** Takes back the moves played after the first `keep`, and forgets them. */
  private takeBack(keep: number): void {
    while (this.count > keep) {
      const from = this.blankCell - this.offsets[this.played[--this.count]];
      this.cellsNow[this.blankCell] = this.cellsNow[from];
      this.cellsNow[from] = BLANK;
      this.blankCell = from;
    }
  }

  placeTile(code: number, target: number): boolean {
    if (this.cellsNow[target] !== code) {
      const src = this.nearest(code, target);
      if (src < 0 || !this.route(src, target)) return false;
    }
    this.heldNow[target] = 1;
    return true;
  }

  placeLine(cells: readonly number[], codes: readonly number[], inward: number): boolean {
    checkLine(cells, codes);
    const m = cells.length;
    const paired = m >= 2 && this.open(cells[m - 2] + inward) && this.open(cells[m - 1] + inward);
    for (let i = 0; i < (paired ? m - 2 : m); i++) {
      if (!this.placeTile(codes[i], cells[i])) return false;
    }
    if (!paired) return true;
    const near = cells[m - 2], last = cells[m - 1];
    if (this.cellsNow[near] === codes[m - 2] && this.cellsNow[last] === codes[m - 1]) {
      this.heldNow[near] = 1;
      this.heldNow[last] = 1;
      return true;
    }
    if (!this.placeTile(codes[m - 1], near)) return false;
    if (!this.placeTile(codes[m - 2], near + inward)) {
      // Its tile is shut in on the last cell, behind the one just parked: that one is let go, the
      // tile taken two cells inward, and both parked again.
      const out = near + 2 * inward;
      this.heldNow[near] = 0;
      if (this.heldNow[out] !== 0 || !this.placeTile(codes[m - 2], out)) return false;
      this.heldNow[out] = 0;
      if (!this.placeTile(codes[m - 1], near) || !this.placeTile(codes[m - 2], near + inward)) return false;
    }
    if (!this.walkBlank(last, -1)) return false;
    this.step(this.direction(near - last));
    this.step(this.direction(inward));
    this.heldNow[near + inward] = 0;
    this.heldNow[last] = 1;
    return true;
  }

  private direction(offset: number): number {
    for (let d = 0; d < 4; d++) if (this.offsets[d] === offset) return d;
    return -1;
  }
}
