// Additive disjoint pattern databases (Korf & Felner 2002), looked up incrementally. Each group of
// tiles has a database of the fewest moves of its own tiles that bring them home; the groups are
// disjoint, so their sum is admissible. A lookup gives each tile a group and an index part per
// cell; a second, mirrored lookup reads the same databases for the board reflected about the
// diagonal (an equally hard board), and h is the larger of the two sums. A move saves what it
// replaces, so backtracking restores it without looking anything up. A set with a compact index
// (compact-index.ts) keeps the digit form and ranks it at each lookup.
import { MAX_LOOKUPS, MAX_GROUPS, NO_GROUP, MAX_DEPTH, DIGIT_PAIRS } from "../../src/engine/search/search-constants";
import { PADDED_CELLS, TABLE_ROWS } from "../size";
import { WALL } from "../../src/engine/board/codes";
import { cellAt, GROUPS, INDEXES, DATABASES, INDEX_NOW, ENTRY_NOW } from "../memory";
import { compactIndexOf } from "./compact-index";

let lookups = 0;
/** The open cells a compact index ranks over; 0 for a set indexed by digits. */
let compactCells = 0;
/** Each group's tiles in a compact set, four bits a group (globals, so the static data keep their places). */
let compactTiles: u32 = 0;
/**
 * A compact set's distances home, loaded beside its databases, by pairs of digits: byte b of group
 * g's digit form (tiles 2p and 2p + 1, on the cells of ranks b & 15 and b >> 4) puts those two
 * tiles DISTANCES[(g * 4 + p) * 256 + b] from home.
 */
let compactDistances: usize = 0;
/** The heuristic's current value: the largest lookup sum. */
let current = 0;
/** Per lookup: the current sum, and the sum, index and entry a pending move would give. */
const SUM_NOW: usize = memory.data(MAX_LOOKUPS * 4, 4);
const SUM_NEXT: usize = memory.data(MAX_LOOKUPS * 4, 4);
const INDEX_NEXT: usize = memory.data(MAX_LOOKUPS * 4, 4);
const ENTRY_NEXT: usize = memory.data(MAX_LOOKUPS * 4, 4);
let next = 0;
/** Per depth, what patternMove replaced (per lookup: index, entry, sum; then h), so undoing is a copy. */
const UNDO_WORDS = 3 * MAX_LOOKUPS + 1;
const UNDO: usize = memory.data(MAX_DEPTH * UNDO_WORDS * 4, 4);

@inline function group(lookup: i32, tile: i32): i32 {
  return <i32>load<u8>(GROUPS + <usize>(lookup * TABLE_ROWS + tile));
}

@inline function indexPart(lookup: i32, tile: i32, cell: i32): u32 {
  return load<u32>(INDEXES + (<usize>((lookup * TABLE_ROWS + tile) * PADDED_CELLS + cell) << 2));
}

/**
 * The entry of group `group`'s database at `index`. `Index` says at compile time how the loaded
 * set is indexed (a type marker, as ida.ts marks its terms): i32 by digits, a byte an entry; i64
 * compactly, the index then in digit form and the entries packed two a byte, each half the excess
 * over the tiles' distances home (pattern-build-compact.ts). The hot loops are compiled once for
 * each, so digit-indexed sets pay no test per lookup.
 */
@inline export function entry<Index>(group: i32, index: u32): i32 {
  if (sizeof<Index>() == 4) return <i32>load<u8>(<usize>load<u32>(DATABASES + (<usize>group << 2)) + <usize>index);
  return compactCells > 16 ? compactEntryWide(group, index) : compactEntry(group, index);
}

/**
 * A compact set's entry, as `entry` says: a call rather than inlined at every lookup, which keeps
 * the module 2.7 KB smaller. Digits of 4 bits (the 15-puzzle's); compactEntryWide takes 5.
 */
function compactEntry(group: i32, index: u32): i32 {
  const database = <usize>load<u32>(DATABASES + (<usize>group << 2));
  const tiles = <i32>((compactTiles >> <u32>(group << 2)) & 15);
  const rank = compactIndexOf(index, tiles, compactCells, 4);
  const half = (<u32>load<u8>(database + <usize>(rank >> 1)) >> ((rank & 1) << 2)) & 15;
  let distance: u32 = 0;
  const row = compactDistances + (<usize>(group * DIGIT_PAIRS) << 8);
  for (let p = 0; p < tiles; p += 2) distance += <u32>load<u8>(row + (<usize>p << 7) + <usize>((index >> <u32>(p << 2)) & 255));
  return <i32>(distance + (half << 1));
}

/**
 * compactEntry with 5-bit digits (over 16 open cells: the 24-puzzle's), each pair of digits read
 * as 10 bits. Apart, so that the 15-puzzle's 4-bit lookups keep constant shifts: the width read
 * from a variable in one function cost every search about a tenth of its speed, digit-indexed
 * ones too (the module's code then laid out otherwise).
 */
function compactEntryWide(group: i32, index: u32): i32 {
  const database = <usize>load<u32>(DATABASES + (<usize>group << 2));
  const tiles = <i32>((compactTiles >> <u32>(group << 2)) & 15);
  const rank = compactIndexOf(index, tiles, compactCells, 5);
  const half = (<u32>load<u8>(database + <usize>(rank >> 1)) >> ((rank & 1) << 2)) & 15;
  let distance: u32 = 0;
  const row = compactDistances + (<usize>(group * DIGIT_PAIRS) << 10);
  for (let p = 0; p < tiles; p += 2) distance += <u32>load<u8>(row + (<usize>p << 9) + <usize>((index >> <u32>(p * 5)) & 1023));
  return <i32>(distance + (half << 1));
}

/** Whether the loaded set is indexed compactly: the loops take i64 as `Index` then. */
@inline export function compactSet(): bool {
  return compactCells != 0;
}

@inline function slot(lookup: i32, group: i32): usize {
  return <usize>(lookup * MAX_GROUPS + group) << 2;
}

/**
 * Says how the databases loaded are indexed: `cells` 0 by digits, else compactly over that many
 * cells, group g having (tiles >> 4g) & 15 tiles (eight groups at most), their distances home at
 * `distances` (see compactDistances).
 */
export function patternsCompact(cells: i32, tiles: u32, distances: usize): void {
  compactCells = cells;
  compactTiles = tiles;
  compactDistances = distances;
}

/** Sets every group's index from BOARD and returns the heuristic. */
export function patternsAtStart(lookupCount: i32): i32 {
  lookups = lookupCount;
  memory.fill(INDEX_NOW, 0, MAX_LOOKUPS * MAX_GROUPS * 4);
  for (let cell = 0; cell < PADDED_CELLS; cell++) {
    const tile = cellAt(cell);
    if (tile == 0 || tile == WALL) continue;
    for (let l = 0; l < lookups; l++) {
      const g = group(l, tile);
      if (g != NO_GROUP) store<u32>(INDEX_NOW + slot(l, g), load<u32>(INDEX_NOW + slot(l, g)) + indexPart(l, tile, cell));
    }
  }
  current = 0;
  for (let l = 0; l < lookups; l++) {
    let sum = 0;
    for (let g = 0; g < MAX_GROUPS; g++) {
      if (load<u32>(DATABASES + (<usize>g << 2)) == 0) continue;
      const index = load<u32>(INDEX_NOW + slot(l, g));
      const e = compactSet() ? entry<i64>(g, index) : entry<i32>(g, index);
      store<i32>(ENTRY_NOW + slot(l, g), e);
      sum += e;
    }
    store<i32>(SUM_NOW + (<usize>l << 2), sum);
    current = max(current, sum);
  }
  return current;
}

/** The change in h when `tile` moves from `from` to `to`; patternMove then applies it. */
@inline export function patternDelta<Index>(tile: i32, from: i32, to: i32): i32 {
  next = 0;
  for (let l = 0; l < lookups; l++) {
    const g = group(l, tile);
    let sum = load<i32>(SUM_NOW + (<usize>l << 2));
    if (g != NO_GROUP) {
      const index = load<u32>(INDEX_NOW + slot(l, g)) - indexPart(l, tile, from) + indexPart(l, tile, to);
      const e = entry<Index>(g, index);
      sum += e - load<i32>(ENTRY_NOW + slot(l, g));
      store<u32>(INDEX_NEXT + (<usize>l << 2), index);
      store<i32>(ENTRY_NEXT + (<usize>l << 2), e);
    }
    store<i32>(SUM_NEXT + (<usize>l << 2), sum);
    next = max(next, sum);
  }
  return next - current;
}

/** Applies the move patternDelta just evaluated for `tile`, from depth `depth`. */
@inline export function patternMove(tile: i32, depth: i32): void {
  const undo = UNDO + <usize>(depth * UNDO_WORDS << 2);
  for (let l = 0; l < lookups; l++) {
    const g = group(l, tile);
    const at = undo + (<usize>(3 * l) << 2);
    if (g != NO_GROUP) {
      store<u32>(at, load<u32>(INDEX_NOW + slot(l, g)));
      store<i32>(at, load<i32>(ENTRY_NOW + slot(l, g)), 4);
      store<u32>(INDEX_NOW + slot(l, g), load<u32>(INDEX_NEXT + (<usize>l << 2)));
      store<i32>(ENTRY_NOW + slot(l, g), load<i32>(ENTRY_NEXT + (<usize>l << 2)));
    }
    store<i32>(at, load<i32>(SUM_NOW + (<usize>l << 2)), 8);
    store<i32>(SUM_NOW + (<usize>l << 2), load<i32>(SUM_NEXT + (<usize>l << 2)));
  }
  store<i32>(undo, current, 3 * MAX_LOOKUPS * 4);
  current = next;
}

/** Undoes the patternMove of `tile` made from depth `depth`. */
@inline export function patternUndo(tile: i32, depth: i32): void {
  const undo = UNDO + <usize>(depth * UNDO_WORDS << 2);
  for (let l = 0; l < lookups; l++) {
    const g = group(l, tile);
    const at = undo + (<usize>(3 * l) << 2);
    if (g != NO_GROUP) {
      store<u32>(INDEX_NOW + slot(l, g), load<u32>(at));
      store<i32>(ENTRY_NOW + slot(l, g), load<i32>(at, 4));
    }
    store<i32>(SUM_NOW + (<usize>l << 2), load<i32>(at, 8));
  }
  current = load<i32>(undo, 3 * MAX_LOOKUPS * 4);
}
