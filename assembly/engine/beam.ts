// Beam search over the sliding puzzle (the pruned breadth-first search of two DevQuiz 2011 solvers,
// in Java and in Python), the twin of src/engine/search/ts-beam.ts: each call of beamExpand scores
// every child of the level without building it (parent, move, h and hash), drops duplicates
// (assembly/beam/duplicates.ts), keeps the `width` lowest (assembly/beam/select.ts) and builds only
// those, into the other of two levels. The heuristic is the table sum plus, with pattern databases,
// the larger lookup sum, each board carrying its groups' database indexes (as
// src/engine/search/beam-patterns.ts).
import { NO_GROUP } from "../../src/engine/search/search-constants";
import { WALL } from "../../src/engine/board/codes";
import { PADDED_CELLS, SMALL_PADDED_CELLS, TABLE_ROWS } from "../size";
import { BOARD, TABLE, OFFSETS, GROUPS, INDEXES, ZOBRIST } from "../memory";
import { scratchAlloc, scratchReset } from "../arena";
import { duplicatesStart, duplicatesAdd } from "../beam/duplicates";
import { selectLowest, selectReset } from "../beam/select";
import { entry, compactSet } from "./patterns";

/**
 * A level's boards keep a byte a cell (tiles up to 255, walls as the blank): at wide beams the
 * levels leave the caches, and boards half the size of BOARD's make the copies and the loads of
 * every child cheaper. Walls never move, so they are read from BOARD, which holds the root.
 */
const BOARD_BYTES: usize = <usize>PADDED_CELLS;

@inline function levelCell(board: usize, cell: i32): i32 {
  return <i32>load<u8>(board + <usize>cell);
}

@inline function setLevelCell(board: usize, cell: i32, code: i32): void {
  store<u8>(board + <usize>cell, <u8>code);
}

@inline function isWall(cell: i32): bool {
  return <i32>load<u16>(BOARD + (<usize>cell << 1)) == WALL;
}

let width = 0;
/** Added to the rank of a board whose blank touches no misplaced tile (see src/engine/search/engine.ts, Engine.beam). */
let idleCost = 0;
let lookups = 0;
let groups = 0;
/** Numbers per board of pattern state: per lookup, one index per group and their entries' sum. */
let stride = 0;
let count = 0;
let bestH = 0;
let bestIndex = 0;
let nodes: f64 = 0;

/** A level's fields, as addresses: the current level (from) and the next (into). */
let boards: usize = 0, blanks: usize = 0, tableHs: usize = 0, states: usize = 0;
let lasts: usize = 0, parents: usize = 0, los: usize = 0, his: usize = 0;
let nextBoards: usize = 0, nextBlanks: usize = 0, nextTableHs: usize = 0, nextStates: usize = 0;
let nextLasts: usize = 0, nextParents: usize = 0, nextLos: usize = 0, nextHis: usize = 0;
/**
 * Candidates: parent, move, rank (candHs: h plus any idle cost), table part and hash of each child
 * waiting for selection.
 */
let candParents: usize = 0, candDirs: usize = 0, candHs: usize = 0, candTableHs: usize = 0, candLos: usize = 0, candHis: usize = 0;
let kept: usize = 0;

@inline function i32At(base: usize, i: i32): usize { return base + (<usize>i << 2); }
@inline function offset(dir: i32): i32 { return load<i32>(OFFSETS + (<usize>dir << 2)); }
@inline function cost(tile: i32, cell: i32): i32 { return <i32>load<u16>(TABLE + (<usize>(tile * PADDED_CELLS + cell) << 1)); }
@inline function key(half: i32, tile: i32, cell: i32): u32 { return load<u32>(ZOBRIST + (<usize>(2 * (tile * PADDED_CELLS + cell) + half) << 2)); }
@inline function group(lookup: i32, tile: i32): i32 { return <i32>load<u8>(GROUPS + <usize>(lookup * TABLE_ROWS + tile)); }
@inline function indexPart(lookup: i32, tile: i32, cell: i32): i32 {
  return load<i32>(INDEXES + (<usize>((lookup * TABLE_ROWS + tile) * PADDED_CELLS + cell) << 2));
}

/**
 * Whether the blank on `blank` of `board` touches no tile off its goal cell (table cost above 0).
 * `moved` on `from` is the tile that has just left `blank`'s cell (`board` still holds the parent).
 */
function idleBlank(board: usize, blank: i32, moved: i32, from: i32): bool {
  if (moved != 0 && cost(moved, from) > 0) return false;
  for (let dir = 0; dir < 4; dir++) {
    const cell = blank + offset(dir);
    if (cell == from) continue;
    if (!isWall(cell) && cost(levelCell(board, cell), cell) > 0) return false;
  }
  return true;
}

function allocateLevel(): usize {
  return scratchAlloc(<usize>width * (BOARD_BYTES + <usize>(6 + stride) * 4));
}

/**
 * Starts a beam from BOARD under TABLE (and, with `lookupCount` > 0, the pattern databases loaded
 * for the search: `groupCount` groups), keeping `widthArg` boards a level, with 2^hashBits
 * duplicate slots; ZOBRIST holds the keys. Boards are ranked by their heuristic plus
 * `idleCostArg` where the blank is idle (idleBlank). Returns the root's rank.
 */
export function beamStart(widthArg: i32, lookupCount: i32, groupCount: i32, hashBits: i32, idleCostArg: i32): i32 {
  scratchReset();
  selectReset();
  width = widthArg;
  idleCost = idleCostArg;
  lookups = lookupCount;
  groups = groupCount;
  stride = lookups * (groups + 1);
  for (let level = 0; level < 2; level++) {
    const base = allocateLevel();
    const fields = base + <usize>width * BOARD_BYTES;
    const w4 = <usize>width << 2;
    if (level == 0) {
      boards = base; blanks = fields; tableHs = blanks + w4; lasts = tableHs + w4;
      parents = lasts + w4; los = parents + w4; his = los + w4; states = his + w4;
    } else {
      nextBoards = base; nextBlanks = fields; nextTableHs = nextBlanks + w4; nextLasts = nextTableHs + w4;
      nextParents = nextLasts + w4; nextLos = nextParents + w4; nextHis = nextLos + w4; nextStates = nextHis + w4;
    }
  }
  const capacity = 3 * width + 1;
  const c4 = <usize>capacity << 2;
  candParents = scratchAlloc(c4); candDirs = scratchAlloc(<usize>capacity); candHs = scratchAlloc(c4);
  candTableHs = scratchAlloc(c4); candLos = scratchAlloc(c4); candHis = scratchAlloc(c4);
  kept = scratchAlloc(c4);
  duplicatesStart(hashBits, scratchAlloc(<usize>4 << <usize>hashBits));

  let tableH = 0, lo: u32 = 0, hi: u32 = 0, blank = 0;
  for (let cell = 0; cell < PADDED_CELLS; cell++) {
    const tile = <i32>load<u16>(BOARD + (<usize>cell << 1));
    setLevelCell(boards, cell, tile == WALL ? 0 : tile);
    if (tile == 0) blank = cell;
    if (tile == 0 || tile == WALL) continue;
    tableH += cost(tile, cell);
    lo ^= key(0, tile, cell);
    hi ^= key(1, tile, cell);
  }
  memory.fill(states, 0, <usize>stride << 2);
  let h = 0;
  for (let l = 0; l < lookups; l++) {
    const base = states + (<usize>(l * (groups + 1)) << 2);
    for (let cell = 0; cell < PADDED_CELLS; cell++) {
      const tile = <i32>load<u16>(BOARD + (<usize>cell << 1));
      if (tile == 0 || tile == WALL) continue;
      const g = group(l, tile);
      if (g != NO_GROUP) store<i32>(i32At(base, g), load<i32>(i32At(base, g)) + indexPart(l, tile, cell));
    }
    let sum = 0;
    for (let g = 0; g < groups; g++) {
      const index = load<u32>(i32At(base, g));
      sum += compactSet() ? entry<i64>(g, index) : entry<i32>(g, index);
    }
    store<i32>(i32At(base, groups), sum);
    h = max(h, sum);
  }
  store<i32>(blanks, blank);
  store<i32>(lasts, 4); // no previous move: 4 ^ 1 is no direction
  store<i32>(parents, 0);
  store<i32>(tableHs, tableH);
  store<u32>(los, lo);
  store<u32>(his, hi);
  count = 1;
  bestH = tableH + h;
  if (idleCost > 0 && bestH > 0 && idleBlank(boards, blank, 0, -1)) bestH += idleCost;
  bestIndex = 0;
  nodes = 0;
  return bestH;
}

/** The pattern part of the heuristic after `tile` moves from `from` onto `onto`, for the state at `state`. */
@inline function childPatterns<Index>(state: usize, tile: i32, from: i32, onto: i32): i32 {
  let h = 0;
  for (let l = 0; l < lookups; l++) {
    const base = state + (<usize>(l * (groups + 1)) << 2);
    let sum = load<i32>(i32At(base, groups));
    const g = group(l, tile);
    if (g != NO_GROUP) {
      const index = load<i32>(i32At(base, g));
      sum += entry<Index>(g, <u32>(index - indexPart(l, tile, from) + indexPart(l, tile, onto))) - entry<Index>(g, <u32>index);
    }
    h = max(h, sum);
  }
  return h;
}

/** Writes at `out` the pattern state after that move. */
@inline function movePatterns<Index>(state: usize, tile: i32, from: i32, onto: i32, out: usize): void {
  memory.copy(out, state, <usize>stride << 2);
  for (let l = 0; l < lookups; l++) {
    const base = <usize>(l * (groups + 1));
    const g = group(l, tile);
    if (g == NO_GROUP) continue;
    const index = load<i32>(i32At(state + (base << 2), g)) - indexPart(l, tile, from) + indexPart(l, tile, onto);
    store<i32>(i32At(out + (base << 2), g), index);
    const sumAt = i32At(out + (base << 2), groups);
    store<i32>(sumAt, load<i32>(sumAt) + entry<Index>(g, <u32>index) - entry<Index>(g, load<u32>(i32At(state + (base << 2), g))));
  }
}

/**
 * Replaces the level by its best `width` children, leaving out those whose heuristic exceeds
 * `hLimit` (Engine.beam's bound). Returns -1, or, when a child is the goal (h 0), node * 4 + move
 * of that child (the level then stays as it was).
 */
export function beamExpand(hLimit: i32): i32 {
  // Compiled once per kind of database index (see patterns.ts's entry).
  // The large module (boards over 6 x 6) holds no databases: only the digit-indexed copy there.
  return PADDED_CELLS <= SMALL_PADDED_CELLS && compactSet() ? expandLevel<i64>(hLimit) : expandLevel<i32>(hLimit);
}

function expandLevel<Index>(hLimit: i32): i32 {
  let candidates = 0, maxH = 0;
  for (let i = 0; i < count; i++) {
    const board = boards + <usize>i * BOARD_BYTES;
    const blank = load<i32>(i32At(blanks, i));
    const back = load<i32>(i32At(lasts, i)) ^ 1;
    const lo = load<u32>(i32At(los, i)), hi = load<u32>(i32At(his, i)), tableH = load<i32>(i32At(tableHs, i));
    const state = states + (<usize>(i * stride) << 2);
    for (let dir = 0; dir < 4; dir++) {
      if (dir == back) continue;
      const to = blank + offset(dir);
      if (isWall(to)) continue;
      const tile = levelCell(board, to);
      nodes++;
      const childLo = lo ^ key(0, tile, blank) ^ key(0, tile, to);
      const childHi = hi ^ key(1, tile, blank) ^ key(1, tile, to);
      if (!duplicatesAdd(childLo, childHi)) continue;
      const childTable = tableH + cost(tile, blank) - cost(tile, to);
      let h = childTable + (lookups > 0 ? childPatterns<Index>(state, tile, to, blank) : 0);
      if (h > hLimit) continue;
      if (h == 0) return (i << 2) | dir;
      if (idleCost > 0 && idleBlank(board, to, tile, blank)) h += idleCost;
      store<i32>(i32At(candParents, candidates), i);
      store<u8>(candDirs + <usize>candidates, <u8>dir);
      store<i32>(i32At(candHs, candidates), h);
      store<i32>(i32At(candTableHs, candidates), childTable);
      store<u32>(i32At(candLos, candidates), childLo);
      store<u32>(i32At(candHis, candidates), childHi);
      if (h > maxH) maxH = h;
      candidates++;
    }
  }
  const keep = selectLowest(candHs, candidates, width, maxH, kept);
  bestH = i32.MAX_VALUE;
  for (let k = 0; k < keep; k++) {
    const c = load<i32>(i32At(kept, k));
    const parent = load<i32>(i32At(candParents, c));
    const dir = <i32>load<u8>(candDirs + <usize>c);
    const blank = load<i32>(i32At(blanks, parent));
    const to = blank + offset(dir);
    const board = nextBoards + <usize>k * BOARD_BYTES;
    memory.copy(board, boards + <usize>parent * BOARD_BYTES, BOARD_BYTES);
    const tile = levelCell(board, to);
    setLevelCell(board, blank, tile);
    setLevelCell(board, to, 0);
    if (lookups > 0) movePatterns<Index>(states + (<usize>(parent * stride) << 2), tile, to, blank, nextStates + (<usize>(k * stride) << 2));
    const h = load<i32>(i32At(candHs, c));
    if (h < bestH) { bestH = h; bestIndex = k; }
    store<i32>(i32At(nextBlanks, k), to);
    store<i32>(i32At(nextTableHs, k), load<i32>(i32At(candTableHs, c)));
    store<i32>(i32At(nextLasts, k), dir);
    store<i32>(i32At(nextParents, k), parent);
    store<u32>(i32At(nextLos, k), load<u32>(i32At(candLos, c)));
    store<u32>(i32At(nextHis, k), load<u32>(i32At(candHis, c)));
  }
  count = keep;
  swapLevels();
  return -1;
}

function swapLevels(): void {
  let t = boards; boards = nextBoards; nextBoards = t;
  t = blanks; blanks = nextBlanks; nextBlanks = t;
  t = tableHs; tableHs = nextTableHs; nextTableHs = t;
  t = states; states = nextStates; nextStates = t;
  t = lasts; lasts = nextLasts; nextLasts = t;
  t = parents; parents = nextParents; nextParents = t;
  t = los; los = nextLos; nextLos = t;
  t = his; his = nextHis; nextHis = t;
}

/** Boards in the current level. */
export function beamCount(): i32 { return count; }
/** The lowest rank (h plus any idle cost) of the current level, and the first board with it. */
export function beamBestH(): i32 { return bestH; }
export function beamBestIndex(): i32 { return bestIndex; }
/** Children generated since beamStart. */
export function beamNodes(): f64 { return nodes; }
/** The current level's moves and parents: i32 each (4 for the root's move). */
export function beamLastsPtr(): usize { return lasts; }
export function beamParentsPtr(): usize { return parents; }
