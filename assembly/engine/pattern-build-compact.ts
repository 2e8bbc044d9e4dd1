// Builds one pattern database with a compact index (compact-index.ts): the same breadth-first
// search backward from the goal as pattern-build.ts, over a pattern's placements and the blank's
// region, but sized for Korf & Felner's 7-8 databases of the 15-puzzle, where a queue of states
// would not fit: 519 M placements of eight tiles. Each state, a placement and one of its regions,
// has two bits instead: unreached, reached at an even or at an odd level, or expanded. A level
// scans these bits for its own and expands them, marking what they reach with the other parity.
// A region is named by its lowest-ranked free cell, counted among the placement's free cells (n - k
// of them), so a placement's states take 2 (n - k) bits: two bytes for eight tiles on 16 cells,
// and the build needs three bytes per entry in all.
import { UNREACHED, MAX_PATTERN_TILES } from "../../src/engine/search/search-constants";
import { HOMES } from "../memory";
import { PADDED_CELLS, SMALL_PADDED_CELLS } from "../size";
import { arenaReset, arenaAlloc } from "../arena";
import { CELL_OF_RANK, bit, rank, around, flood, openRegions } from "./pattern-regions";
import { compactIndex, compactDigits, digitBits } from "./compact-index";

const EXPANDED: u32 = 3;
/** Each 2-bit field of a word equal to 1 (the low bit of every field). */
const LOW_BITS: u64 = 0x5555555555555555;
const CELLS: usize = memory.data(MAX_PATTERN_TILES);

let tiles = 0;
let cells = 0;
let slots = 0;
let open: u64 = 0;
let database: usize = 0;
let marks: usize = 0;
let words: u64 = 0;
let scan: u64 = 0;
let level = 0;
let reachedNext = false;
let filled: u32 = 0;

@inline function markAt(field: u64): u32 {
  return (<u32>load<u8>(marks + <usize>(field >> 2)) >> <u32>((field & 3) << 1)) & 3;
}

@inline function setMark(field: u64, code: u32): void {
  const at = marks + <usize>(field >> 2);
  store<u8>(at, load<u8>(at) | <u8>(code << <u32>((field & 3) << 1)));
}

/** The free cells of `free` (a rank mask) below rank `below`: the slot of a region whose lowest rank that is. */
@inline function slotOf(free: u32, below: i32): u32 {
  return popcnt(free & ((<u32>1 << <u32>below) - 1));
}

/**
 * Starts the build for the goal on BOARD (walls as WALL), the `tileCount` homes in HOMES, the open
 * cells' RANKS (`cellCount` of them, at most 31, the digits in 32 bits) and the blank's home.
 * Returns the database's address: cellCount! / (cellCount - tileCount)! bytes.
 */
export function compactBuildStart(tileCount: i32, blankHome: i32, cellCount: i32): usize {
  if (PADDED_CELLS > SMALL_PADDED_CELLS) abort("pattern databases are built by the small (6 x 6) module only");
  if (cellCount > 31 || <u32>tileCount * digitBits(cellCount) > 32) abort("a compact pattern database's digits must fit 32 bits");
  tiles = tileCount;
  cells = cellCount;
  slots = cells - tiles;
  open = openRegions();
  let entries: u64 = 1;
  for (let i = 0; i < tiles; i++) entries *= <u64>(cells - i);
  arenaReset();
  database = arenaAlloc(<usize>entries);
  memory.fill(database, <u8>UNREACHED, <usize>entries);
  words = (entries * <u64>slots + 31) >> 5;
  marks = arenaAlloc(<usize>(words << 3));
  memory.fill(marks, 0, <usize>(words << 3));
  let digits: u32 = 0, occupied: u64 = 0, used: u32 = 0;
  for (let i = 0; i < tiles; i++) {
    const home = <i32>load<u8>(HOMES + <usize>i);
    digits |= <u32>rank(home) << (<u32>i * digitBits(cells));
    occupied |= bit(home);
    used |= <u32>1 << <u32>rank(home);
  }
  const goal = compactIndex(digits, tiles, cells);
  const first = <i32>ctz(flood(bit(blankHome), open & ~occupied));
  setMark(<u64>goal * <u64>slots + <u64>slotOf(~used, rank(first)), 1);
  store<u8>(database + <usize>goal, 0);
  filled = 1;
  level = 0;
  scan = 0;
  reachedNext = false;
  return database;
}

/** Expands the states of about `budget` placements. Returns 1 when the database is complete, 0 to be called again. */
export function compactBuildRun(budget: i32): i32 {
  if (PADDED_CELLS > SMALL_PADDED_CELLS) abort("pattern databases are built by the small (6 x 6) module only");
  while (budget > 0) {
    if (scan == words) {
      if (!reachedNext) return 1;
      level++;
      if (level >= <i32>UNREACHED) abort("pattern database entry past 254 moves");
      scan = 0;
      reachedNext = false;
    }
    const code: u64 = 1 + <u64>(level & 1);
    // Fields equal to this level's code: both bits of (word xor code in every field) clear.
    const x = load<u64>(marks + <usize>(scan << 3)) ^ (code * LOW_BITS);
    let found = ~(x | (x >> 1)) & LOW_BITS;
    while (found != 0) {
      const field = (scan << 5) + (ctz(found) >> 1);
      found &= found - 1;
      setMark(field, EXPANDED);
      expand(<u32>(field / <u64>slots), <u32>(field % <u64>slots));
      budget--;
    }
    scan++;
  }
  return 0;
}

/** Entries reached so far (each one final: levels come in order). */
export function compactBuildFilled(): u32 {
  return filled;
}

/**
 * Packs the finished database in place, two entries a byte (entry 2j in the low half): each as
 * (entry - d) / 2, where d is the sum of the pattern's tiles' distances home, walls counted. Every
 * move of a pattern tile changes d by one and the entry by one, so entry - d is even and never
 * below 0; compact-index.ts's readers add d back. Returns the packed bytes: half the entries,
 * rounded up. An entry more than 30 above its d keeps 30 (a lower bound still).
 */
export function compactBuildPack(): u32 {
  const distances = arenaAlloc(MAX_PATTERN_TILES << 5);
  for (let i = 0; i < tiles; i++) homeDistances(distances + (<usize>i << 5), <i32>load<u8>(HOMES + <usize>i));
  const bits = digitBits(cells), mask = (<u32>1 << bits) - 1;
  let entries: u32 = 1;
  for (let i = 0; i < tiles; i++) entries *= <u32>(cells - i);
  for (let index: u32 = 0; index < entries; index++) {
    const e = <u32>load<u8>(database + <usize>index);
    let half: u32 = 15;
    if (e != <u32>UNREACHED) {
      const digits = compactDigits(index, tiles, cells);
      let d: u32 = 0;
      for (let i = 0; i < tiles; i++) d += <u32>load<u8>(distances + (<usize>i << 5) + <usize>((digits >> (<u32>i * bits)) & mask));
      if (e < d || ((e - d) & 1) != 0) abort("a compact pattern database entry below its distances home, or of the other parity");
      half = min((e - d) >> 1, 15);
    }
    const at = database + <usize>(index >> 1);
    store<u8>(at, (index & 1) == 0 ? <u8>half : load<u8>(at) | <u8>(half << 4));
  }
  return (entries + 1) >> 1;
}

/** The distance from `home` to every open cell, by rank, as bytes at `into` (breadth-first over `open`). */
function homeDistances(into: usize, home: i32): void {
  let reached = bit(home), frontier = reached;
  for (let d = 0; frontier != 0; d++) {
    for (let left = frontier; left != 0; left &= left - 1) store<u8>(into + <usize>rank(<i32>ctz(left)), <u8>d);
    frontier = around(frontier) & open & ~reached;
    reached |= frontier;
  }
}

/** Marks what the state (placement, the region in free slot `slot`) reaches in one move of a pattern tile. */
function expand(placement: u32, slot: u32): void {
  const digits = compactDigits(placement, tiles, cells);
  const bits = digitBits(cells), mask = (<u32>1 << bits) - 1;
  let occupied: u64 = 0, used: u32 = 0;
  for (let i = 0; i < tiles; i++) {
    const r = (digits >> (<u32>i * bits)) & mask;
    const cell = load<u8>(CELL_OF_RANK + <usize>r);
    store<u8>(CELLS + <usize>i, cell);
    occupied |= bit(cell);
    used |= <u32>1 << r;
  }
  const free = open & ~occupied;
  let candidates = ((<u32>1 << <u32>cells) - 1) & ~used;
  for (let skip = slot; skip > 0; skip--) candidates &= candidates - 1;
  const region = flood(bit(<i32>load<u8>(CELL_OF_RANK + <usize>ctz(candidates))), free);
  const nextCode: u32 = 2 - <u32>(level & 1);
  for (let i = 0; i < tiles; i++) {
    const from = <i32>load<u8>(CELLS + <usize>i);
    let targets = around(bit(from)) & region;
    while (targets != 0) {
      const to = <i32>ctz(targets);
      targets &= targets - 1;
      // The tile steps into the blank's region; the blank is left where the tile stood.
      const moved = compactIndex(digits + (<u32>(rank(to) - rank(from)) << (<u32>i * bits)), tiles, cells);
      // Ranks follow reading order, as padded cells do: the region's first cell has its lowest rank.
      const first = <i32>ctz(flood(bit(from), (free & ~bit(to)) | bit(from)));
      const movedFree = (~used & ~(<u32>1 << <u32>rank(to))) | (<u32>1 << <u32>rank(from));
      const field = <u64>moved * <u64>slots + <u64>slotOf(movedFree, rank(first));
      if (markAt(field) != 0) continue;
      setMark(field, nextCode);
      reachedNext = true;
      if (load<u8>(database + <usize>moved) == UNREACHED) {
        store<u8>(database + <usize>moved, <u8>(level + 1));
        filled++;
      }
    }
  }
}
