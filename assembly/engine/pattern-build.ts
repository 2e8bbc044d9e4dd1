// Builds one additive pattern database (Korf & Felner 2002) by breadth-first search backward from
// the goal, in slices like the search. A state is where the pattern's k tiles stand plus the region
// of free cells the blank can reach: the blank moving over free cells moves only other groups' tiles,
// which this group does not count, so a state stands for its whole region at no cost, and a pattern
// tile stepping into the region costs 1. The entry of a placement is the cost of its cheapest region.
// A placement's index is its tiles' cell ranks as digits in base `radix` (the open cell count).
// The search runs level by level, and orders each level by index before expanding it: successors
// differ from their state in one digit, so they are then visited in a few ascending streams rather
// than at random, which keeps the large tables' memory traffic sequential. A queued state carries
// its region, found when it was reached, so expanding it needs no second flood fill.
import { UNREACHED, MAX_PATTERN_TILES } from "../../src/engine/search/search-constants";
import { HOMES } from "../memory";
import { arenaReset, arenaAlloc, arenaTop, ensureMemory } from "../arena";
import { CELL_OF_RANK, bit, rank, around, flood, rankMask, openRegions } from "./pattern-regions";

const POWERS: usize = memory.data(MAX_PATTERN_TILES * 4, 4);
const CELLS: usize = memory.data(MAX_PATTERN_TILES);
/** Levels are ordered by this many top bits of their states. */
const SORT_BITS = 11;
const COUNTS: usize = memory.data((1 << SORT_BITS) * 4, 4);
/** Placements are decoded DIGITS_AT_ONCE digits per table lookup (no division per digit). */
const DIGITS_AT_ONCE = 3;

let tiles = 0;
let radix: u32 = 0;
let chunk: u32 = 0;
let open: u64 = 0;
let database: usize = 0;
/** For each index below radix^3, its three digits as cells (one byte each). */
let digitCells: usize = 0;
/** Per placement, a mask over cell ranks: the blank cells whose state the search has reached. */
let seen: usize = 0;
let seenBytes = 0;
/** A queued state: its placement (u32, then 4 bytes unused) and its region (u64 over padded cells). */
const STATE_BYTES: usize = 16;
/** The states of this level, then those of the next, from `base`. */
let base: usize = 0, head: usize = 0, levelEnd: usize = 0, tail: usize = 0;
let level = 0;
/** States are sorted by their bits from here up. */
let sortShift: u32 = 0;

let memoryEnd: usize = 0;

@inline function push(placement: u32, region: u64): void {
  if (tail + STATE_BYTES > memoryEnd) {
    ensureMemory(tail + STATE_BYTES);
    memoryEnd = <usize>memory.size() << 16;
  }
  store<u32>(tail, placement);
  store<u64>(tail, region, 8);
  tail += STATE_BYTES;
}

/**
 * Starts the build for the goal on BOARD (walls as WALL), the `tileCount` homes in HOMES, the open
 * cells' RANKS (`radixArg` of them) and the blank's home. Returns the database's address: radix^k bytes.
 */
export function buildStart(tileCount: i32, blankHome: i32, radixArg: i32): usize {
  tiles = tileCount;
  radix = <u32>radixArg;
  open = openRegions();
  let entries: u32 = 1, goal: u32 = 0, occupied: u64 = 0;
  for (let i = 0; i < tiles; i++) {
    const home = <i32>load<u8>(HOMES + <usize>i);
    store<u32>(POWERS + (<usize>i << 2), entries);
    goal += <u32>rank(home) * entries;
    occupied |= bit(home);
    entries *= radix;
  }
  seenBytes = radix <= 16 ? 2 : radix <= 32 ? 4 : 8;
  arenaReset();
  chunk = radix * radix * radix;
  digitCells = arenaAlloc(<usize>chunk << 2);
  for (let index: u32 = 0; index < chunk; index++) {
    const cells = <u32>load<u8>(CELL_OF_RANK + <usize>(index % radix))
      | (<u32>load<u8>(CELL_OF_RANK + <usize>(index / radix % radix)) << 8)
      | (<u32>load<u8>(CELL_OF_RANK + <usize>(index / radix / radix)) << 16);
    store<u32>(digitCells + (<usize>index << 2), cells);
  }
  database = arenaAlloc(<usize>entries);
  memory.fill(database, <u8>UNREACHED, <usize>entries);
  seen = arenaAlloc(<usize>entries * seenBytes);
  memory.fill(seen, 0, <usize>entries * seenBytes);
  sortShift = <u32>max(0, 32 - <i32>clz(entries - 1) - SORT_BITS);
  base = head = tail = arenaTop();
  memoryEnd = 0;
  level = 0;
  const region = flood(bit(blankHome), open & ~occupied);
  switch (seenBytes) {
    case 2: store<u16>(seen + (<usize>goal << 1), rankMask<u16>(region)); break;
    case 4: store<u32>(seen + (<usize>goal << 2), rankMask<u32>(region)); break;
    default: store<u64>(seen + (<usize>goal << 3), rankMask<u64>(region));
  }
  store<u8>(database + <usize>goal, 0);
  push(goal, region);
  levelEnd = tail;
  return database;
}

/** Expands at most `budget` states. Returns 1 when the database is complete, 0 to be called again. */
export function buildRun(budget: i32): i32 {
  switch (seenBytes) {
    case 2: return expand<u16>(budget);
    case 4: return expand<u32>(budget);
    default: return expand<u64>(budget);
  }
}

function expand<M>(budget: i32): i32 {
  for (let n = 0; n < budget; n++) {
    if (head == levelEnd) {
      if (levelEnd == tail) return 1;
      nextLevel();
    }
    const placement = load<u32>(head);
    const region = load<u64>(head, 8);
    head += STATE_BYTES;
    let occupied: u64 = 0, rest = placement;
    for (let i = 0; i < tiles; i += DIGITS_AT_ONCE) {
      const higher = rest / chunk;
      let cells = load<u32>(digitCells + (<usize>(rest - higher * chunk) << 2));
      rest = higher;
      for (let j = i; j < min(i + DIGITS_AT_ONCE, tiles); j++) {
        store<u8>(CELLS + <usize>j, <u8>cells);
        occupied |= bit(<i32>(cells & 0xff));
        cells >>= 8;
      }
    }
    const free = open & ~occupied;
    for (let i = 0; i < tiles; i++) {
      const from = <i32>load<u8>(CELLS + <usize>i);
      let targets = around(bit(from)) & region;
      while (targets != 0) {
        const to = <i32>ctz(targets);
        targets &= targets - 1;
        // The tile steps into the blank's region; the blank is left where the tile stood.
        const moved = placement + <u32>(rank(to) - rank(from)) * load<u32>(POWERS + (<usize>i << 2));
        const at = seen + <usize>moved * sizeof<M>();
        const reached = load<M>(at);
        if ((reached >> <M>rank(from)) & 1) continue;
        const next = flood(bit(from), (free & ~bit(to)) | bit(from));
        store<M>(at, reached | rankMask<M>(next));
        if (load<u8>(database + <usize>moved) == UNREACHED) store<u8>(database + <usize>moved, <u8>level + 1);
        push(moved, next);
      }
    }
  }
  return 0;
}

/**
 * Moves the next level's states to `base`, ordered by the top SORT_BITS bits of their index (one
 * counting-sort pass through scratch past the tail): close enough for the streams to stay in cache.
 */
function nextLevel(): void {
  level++;
  if (level >= UNREACHED) abort("pattern database entry past 254 moves");
  const count = (tail - levelEnd) / STATE_BYTES;
  ensureMemory(tail + count * STATE_BYTES);
  memory.fill(COUNTS, 0, (1 << SORT_BITS) * 4);
  for (let i: usize = 0; i < count; i++) {
    const at = COUNTS + (<usize>(load<u32>(levelEnd + i * STATE_BYTES) >> sortShift) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
  let sum: u32 = 0;
  for (let d = 0; d < (1 << SORT_BITS); d++) {
    const at = COUNTS + (<usize>d << 2);
    const c = load<u32>(at);
    store<u32>(at, sum);
    sum += c;
  }
  for (let i: usize = 0; i < count; i++) {
    const from = levelEnd + i * STATE_BYTES;
    const at = COUNTS + (<usize>(load<u32>(from) >> sortShift) << 2);
    const place = load<u32>(at);
    store<u32>(at, place + 1);
    memory.copy(tail + <usize>place * STATE_BYTES, from, STATE_BYTES);
  }
  memory.copy(base, tail, count * STATE_BYTES);
  head = base;
  levelEnd = tail = base + count * STATE_BYTES;
}
