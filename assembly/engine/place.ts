// The placing kernel, twin of src/engine/search/ts-placer.ts: tiles brought home one cell or one line
// at a time on a padded board, the cells placed so far held still. A placement is cheap enough (tens
// of microseconds) for a search over which line goes next and from which end, as the peers that
// beat a fixed reduction do; one tile at a time, though, it places lines dearer than they do (two or
// three tiles moved together), measured in docs/ahc011.md.
//
// A tile goes home by the fewest moves, not along one shortest path of its own: a best-first search
// over (the tile's cell, the side of it the blank stands on). The tile steps into the blank (one
// move), or the blank goes round it to another side: by the corner between two sides (2 moves) or
// an arc past the tile (4), where their cells are open, as no way round is shorter; else by a
// breadth-first walk that neither passes the tile nor a held cell, stopped once it has reached the
// other sides. A bound on the rest (`bound`) that never falls by more than a step costs guides the
// search, so the first route to reach the target is a shortest one.
import { MAX_PLACE_MOVES, MAX_LINE_CELLS, MAX_PLAY_MOVES } from "../../src/engine/search/search-constants";
import { PADDED_CELLS, STRIDE } from "../size";

const BLANK: i32 = 0;
/** A route state is the tile's cell times 4 plus the blank's side: 11 bits hold the large layout's. */
const STATE_BITS: i32 = 11;
const STATE_MASK: i32 = (1 << STATE_BITS) - 1;
const STATES: i32 = PADDED_CELLS * 4;

/** The board being placed on (u16 codes) and its held cells (u8, walls held too). */
const CELLS: usize = memory.data(PADDED_CELLS * 2, 2);
const HELD: usize = memory.data(PADDED_CELLS);
/** The moves played since the load, as direction indices of "LRUD". */
const MOVES: usize = memory.data(MAX_PLACE_MOVES);
/** A line's padded cells, then its codes (i32 each). */
const LINE: usize = memory.data(MAX_LINE_CELLS * 2 * 4, 4);
/** The moves placePlay plays, as direction indices of "LRUD". */
const PLAY: usize = memory.data(MAX_PLAY_MOVES);
// Breadth-first search: a distance is valid where its stamp is the current generation.
const DISTANCE: usize = memory.data(PADDED_CELLS * 4, 4);
const STAMP: usize = memory.data(PADDED_CELLS * 4, 4);
const QUEUE: usize = memory.data(PADDED_CELLS * 4, 4);
const STOPS: usize = memory.data(4 * 4, 4);
// The route's search: costs, parents and closed marks per state, stamped by the route's generation.
const COST: usize = memory.data(STATES * 4, 4);
const PARENT: usize = memory.data(STATES * 4, 4);
const ROUTE_STAMP: usize = memory.data(STATES * 4, 4);
const CLOSED: usize = memory.data(STATES * 4, 4);
/** A binary heap of (cost + distance left) << STATE_BITS | state: every state is closed once, so 4 pushes each fit. */
const HEAP: usize = memory.data((STATES * 4 + 8) * 4, 4);
const CHAIN: usize = memory.data(STATES * 4, 4);
const OFFSET: usize = memory.data<i32>([-1, 1, -STRIDE, STRIDE]);

let blank: i32 = 0;
let count: i32 = 0;
let generation: i32 = 0;
let queued: i32 = 0;
let routeGeneration: i32 = 0;
let heapSize: i32 = 0;

@inline function i32At(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, value: i32): void { store<i32>(base + (<usize>i << 2), value); }
@inline export function cellAt(cell: i32): i32 { return <i32>load<u16>(CELLS + (<usize>cell << 1)); }
@inline function setCell(cell: i32, code: i32): void { store<u16>(CELLS + (<usize>cell << 1), <u16>code); }
@inline export function heldAt(cell: i32): i32 { return <i32>load<u8>(HELD + <usize>cell); }
@inline function setHeld(cell: i32, held: i32): void { store<u8>(HELD + <usize>cell, <u8>held); }
@inline function offset(d: i32): i32 { return i32At(OFFSET, d); }
@inline function distanceOf(cell: i32): i32 { return i32At(STAMP, cell) == generation ? i32At(DISTANCE, cell) : -1; }

export function placeBoardPtr(): usize { return CELLS; }
export function placeHeldPtr(): usize { return HELD; }
export function placeMovesPtr(): usize { return MOVES; }
export function placeLinePtr(): usize { return LINE; }
export function placePlayPtr(): usize { return PLAY; }
export function placeMoveCount(): i32 { return count; }
/** The blank's padded cell now. */
export function placeBlank(): i32 { return blank; }

/** After the board and held cells are written: finds the blank and clears the moves. */
export function placeLoad(): void {
  for (let cell = 0; cell < PADDED_CELLS; cell++) if (cellAt(cell) == BLANK) blank = cell;
  count = 0;
}

/** Distances from `from` over open cells but `block`, until each of the first `stopCount` stops is reached. */
function bfs(from: i32, block: i32, stopCount: i32): void {
  const gen = ++generation;
  let left = stopCount;
  setI32(STAMP, from, gen);
  setI32(DISTANCE, from, 0);
  setI32(QUEUE, 0, from);
  let head = 0, tail = 1;
  for (let i = 0; i < stopCount; i++) if (i32At(STOPS, i) == from) left--;
  while (head < tail && (stopCount == 0 || left > 0)) {
    const cell = i32At(QUEUE, head++);
    const next = i32At(DISTANCE, cell) + 1;
    for (let d = 0; d < 4; d++) {
      const to = cell + offset(d);
      if (to == block || heldAt(to) != 0 || i32At(STAMP, to) == gen) continue;
      setI32(STAMP, to, gen);
      setI32(DISTANCE, to, next);
      setI32(QUEUE, tail++, to);
      for (let i = 0; i < stopCount; i++) if (i32At(STOPS, i) == to) left--;
    }
  }
  queued = tail;
}

function step(d: i32): void {
  const to = blank + offset(d);
  setCell(blank, cellAt(to));
  setCell(to, BLANK);
  blank = to;
  store<u8>(MOVES + <usize>count, <u8>d);
  count++;
}

/** Takes back the moves played after the first `keep`, and forgets them. */
function takeBack(keep: i32): void {
  while (count > keep) {
    count--;
    const from = blank - offset(<i32>load<u8>(MOVES + <usize>count));
    setCell(blank, cellAt(from));
    setCell(from, BLANK);
    blank = from;
  }
}

/**
 * Plays the first `length` moves at PLAY, each onto an open cell: 1; or 0, with the board as it
 * was, at the first that would move a held cell (the way of a table that knows nothing of them).
 */
export function placePlay(length: i32): i32 {
  const keep = count;
  for (let i = 0; i < length; i++) {
    const d = <i32>load<u8>(PLAY + <usize>i);
    if (heldAt(blank + offset(d)) != 0) {
      takeBack(keep);
      return 0;
    }
    step(d);
  }
  return 1;
}

/** Holds `cell` still from now on. */
export function placeHold(cell: i32): void { setHeld(cell, 1); }

/** Walks the blank to `to` by a shortest way over open cells but `block`; false if there is none. */
function walkBlank(to: i32, block: i32): bool {
  if (blank == to) return true;
  setI32(STOPS, 0, blank);
  bfs(to, block, 1);
  let left = distanceOf(blank);
  if (left < 0 || count + left > MAX_PLACE_MOVES) return false;
  while (left > 0) {
    for (let d = 0; d < 4; d++) {
      const next = blank + offset(d);
      if (next != block && heldAt(next) == 0 && distanceOf(next) == left - 1) {
        step(d);
        break;
      }
    }
    left--;
  }
  return true;
}

function push(key: i32): void {
  let i = heapSize++;
  while (i > 0) {
    const up = (i - 1) >> 1;
    if (i32At(HEAP, up) <= key) break;
    setI32(HEAP, i, i32At(HEAP, up));
    i = up;
  }
  setI32(HEAP, i, key);
}

function pop(): i32 {
  const top = i32At(HEAP, 0);
  const last = i32At(HEAP, --heapSize);
  let i = 0;
  while (true) {
    let child = 2 * i + 1;
    if (child >= heapSize) break;
    if (child + 1 < heapSize && i32At(HEAP, child + 1) < i32At(HEAP, child)) child++;
    if (i32At(HEAP, child) >= last) break;
    setI32(HEAP, i, i32At(HEAP, child));
    i = child;
  }
  setI32(HEAP, i, last);
  return top;
}

/**
 * A lower bound on the moves left from `state`: each step of the tile toward `target` is a move, and
 * each after the first needs the blank round from behind it, 2 moves at least; 2 more while the
 * blank is on no side toward the target. It never falls by more than a transition costs, so the
 * first route to reach the target is a shortest one.
 */
function bound(state: i32, target: i32): i32 {
  const tile = state >> 2, side = state & 3;
  const x = tile % STRIDE, y = tile / STRIDE, tx = target % STRIDE, ty = target / STRIDE;
  const distance = abs<i32>(x - tx) + abs<i32>(y - ty);
  if (distance == 0) return 0;
  const toward = side == 0 ? x > tx : side == 1 ? x < tx : side == 2 ? y > ty : y < ty;
  return 3 * distance - (toward ? 2 : 0);
}

function relax(state: i32, cost: i32, from: i32, target: i32): void {
  const gen = routeGeneration;
  if (i32At(CLOSED, state) == gen) return;
  if (i32At(ROUTE_STAMP, state) == gen && i32At(COST, state) <= cost) return;
  setI32(ROUTE_STAMP, state, gen);
  setI32(COST, state, cost);
  setI32(PARENT, state, from);
  push(((cost + bound(state, target)) << STATE_BITS) | state);
}

/** Plays the route that ends in `state`: the blank's walks round the tile and the tile's steps. */
function playRoute(state: i32): bool {
  if (count + i32At(COST, state) > MAX_PLACE_MOVES) return false;
  let length = 0;
  for (let at = state; at >= 0; at = i32At(PARENT, at)) setI32(CHAIN, length++, at);
  let tile = i32At(CHAIN, length - 1) >> 2;
  walkBlank(tile + offset(i32At(CHAIN, length - 1) & 3), tile);
  for (let i = length - 2; i >= 0; i--) {
    const next = i32At(CHAIN, i) >> 2, side = i32At(CHAIN, i) & 3;
    if (next != tile) {
      // The blank stands on `next`: it steps onto the tile's cell, and the tile into its own.
      step(side);
      tile = next;
    } else {
      goRound(tile, i32At(CHAIN, i + 1) & 3, side);
    }
  }
  return true;
}

/**
 * The blank's moves from side `from` of the tile to side `to` by the corner between them (2) or an
 * arc past the tile (4, to the opposite side), no way being shorter; 0 when a cell there is held,
 * and a breadth-first walk decides.
 */
function around(tile: i32, from: i32, to: i32): i32 {
  if ((from ^ to) != 1) return heldAt(tile + offset(from) + offset(to)) == 0 ? 2 : 0;
  return arc(tile, from, to) >= 0 ? 4 : 0;
}

/** The first side of the two across which the blank can pass from side `from` to the opposite side `to` with its cells open; -1 for neither. */
function arc(tile: i32, from: i32, to: i32): i32 {
  const at = tile + offset(from);
  const first = from < 2 ? 2 : 0;
  for (let p = first; p < first + 2; p++) {
    const step = offset(p);
    if (heldAt(at + step) == 0 && heldAt(tile + step) == 0 && heldAt(tile + offset(to) + step) == 0) return p;
  }
  return -1;
}

/** Walks the blank from side `from` of the tile to side `to`: by the corner or arc of `around`, else by a breadth-first walk. */
function goRound(tile: i32, from: i32, to: i32): void {
  const way = around(tile, from, to);
  if (way == 2) {
    step(to);
    step(from ^ 1);
  } else if (way == 4) {
    const p = arc(tile, from, to);
    step(p);
    step(to);
    step(to);
    step(p ^ 1);
  } else {
    walkBlank(tile + offset(to), tile);
  }
}

/** The tile on `src` brought to `target` by the fewest moves; false, with nothing played, if it cannot get there. */
function route(src: i32, target: i32): bool {
  if (src == target) return true;
  const gen = ++routeGeneration;
  heapSize = 0;
  let stopCount = 0;
  for (let s = 0; s < 4; s++) if (heldAt(src + offset(s)) == 0) setI32(STOPS, stopCount++, src + offset(s));
  bfs(blank, src, stopCount);
  for (let s = 0; s < 4; s++) {
    const side = src + offset(s);
    if (heldAt(side) == 0 && distanceOf(side) >= 0) relax(src * 4 + s, distanceOf(side), -1, target);
  }
  while (heapSize > 0) {
    const state = pop() & STATE_MASK;
    if (i32At(CLOSED, state) == gen) continue;
    setI32(CLOSED, state, gen);
    const tile = state >> 2, side = state & 3;
    const cost = i32At(COST, state);
    if (tile == target) return playRoute(state);
    const at = tile + offset(side);
    relax(at * 4 + (side ^ 1), cost + 1, state, target);
    stopCount = 0;
    let walked = 0;
    for (let s = 0; s < 4; s++) {
      const other = tile + offset(s);
      if (s == side || heldAt(other) != 0) continue;
      const way = around(tile, side, s);
      if (way > 0) {
        relax(tile * 4 + s, cost + way, state, target);
      } else {
        setI32(STOPS, stopCount++, other);
        walked |= 1 << s;
      }
    }
    if (walked == 0) continue;
    bfs(at, tile, stopCount);
    for (let s = 0; s < 4; s++) {
      const other = tile + offset(s);
      if ((walked & (1 << s)) != 0 && distanceOf(other) >= 0) relax(tile * 4 + s, cost + distanceOf(other), state, target);
    }
  }
  return false;
}

/** The nearest cell to `target`, over open cells, holding a tile of `code`; -1 for none. */
function nearest(code: i32, target: i32): i32 {
  bfs(target, -1, 0);
  for (let i = 0; i < queued; i++) if (cellAt(i32At(QUEUE, i)) == code) return i32At(QUEUE, i);
  return -1;
}

/** Brings the nearest tile of `code` to `target` and holds it there: 1, or 0 with nothing played. */
export function placeTile(code: i32, target: i32): i32 {
  if (cellAt(target) != code) {
    const src = nearest(code, target);
    if (src < 0 || !route(src, target)) return 0;
  }
  setHeld(target, 1);
  return 1;
}

function direction(delta: i32): i32 {
  for (let d = 0; d < 4; d++) if (offset(d) == delta) return d;
  return -1;
}

/**
 * Places the line at LINE (`length` cells, then as many codes) in order, the last two parked one
 * inward of the other's cell and turned home together: 1, or 0 when a tile finds no way.
 */
export function placeLine(length: i32, inward: i32): i32 {
  const m = length;
  const codes = LINE + (<usize>MAX_LINE_CELLS << 2);
  const paired = m >= 2 && heldAt(i32At(LINE, m - 2) + inward) == 0 && heldAt(i32At(LINE, m - 1) + inward) == 0;
  const singles = paired ? m - 2 : m;
  for (let i = 0; i < singles; i++) if (!placeTile(i32At(codes, i), i32At(LINE, i))) return 0;
  if (!paired) return 1;
  const near = i32At(LINE, m - 2), last = i32At(LINE, m - 1);
  const nearCode = i32At(codes, m - 2), lastCode = i32At(codes, m - 1);
  if (cellAt(near) == nearCode && cellAt(last) == lastCode) {
    setHeld(near, 1);
    setHeld(last, 1);
    return 1;
  }
  if (!placeTile(lastCode, near)) return 0;
  if (!placeTile(nearCode, near + inward)) {
    // Its tile is shut in on the last cell, behind the one just parked: that one is let go, the
    // tile taken two cells inward, and both parked again.
    const out = near + 2 * inward;
    setHeld(near, 0);
    if (heldAt(out) != 0 || !placeTile(nearCode, out)) return 0;
    setHeld(out, 0);
    if (!placeTile(lastCode, near) || !placeTile(nearCode, near + inward)) return 0;
  }
  if (!walkBlank(last, -1)) return 0;
  step(direction(near - last));
  step(direction(inward));
  setHeld(near + inward, 0);
  setHeld(last, 1);
  return 1;
}
