// The TS twin of assembly/engine/compact-index.ts: a placement of k tiles on n <= 31 open cells as
// its rank among the n!/(n-k)! ordered choices of k cells (Korf & Felner's eight-tile database
// takes 519 M entries this way, against 4 G indexed by digits, and 259 MB at two entries a byte).
// The digit form puts tile i's cell rank at bits b * i, b bits a digit (digitBits).
import type { PatternTerm } from './engine.js';
import { DIGIT_PAIRS } from './search-constants.js';

const popcount = (x: number) => {
  let count = 0;
  for (let bits = x; bits !== 0; bits &= bits - 1) count++;
  return count;
};

/** Bits a digit takes on `cells` open cells: 4 up to 16 cells (eight digits fill 32 bits), else 5. */
export function digitBits(cells: number): number {
  return cells > 16 ? 5 : 4;
}

/** The compact rank of the placement whose tile i stands on the cell of rank (digits >>> bits * i) & (2^bits - 1). */
export function compactIndex(digits: number, tiles: number, cells: number): number {
  const bits = digitBits(cells), mask = (1 << bits) - 1;
  let used = 0, index = 0;
  for (let i = 0; i < tiles; i++) {
    const cell = (digits >>> (i * bits)) & mask;
    // Tile i has cells - i cells left to stand on; its digit is its cell's place among them.
    index = index * (cells - i) + cell - popcount(used & ((1 << cell) - 1));
    used |= 1 << cell;
  }
  return index;
}

/** The digit form of the placement of compact rank `index`: compactIndex's inverse. */
export function compactDigits(index: number, tiles: number, cells: number): number {
  const bits = digitBits(cells);
  const places: number[] = [];
  for (let i = tiles - 1; i >= 0; i--) {
    places[i] = index % (cells - i);
    index = Math.floor(index / (cells - i));
  }
  let free = (1 << cells) - 1, digits = 0;
  for (let i = 0; i < tiles; i++) {
    let candidates = free;
    for (let skip = places[i]; skip > 0; skip--) candidates &= candidates - 1;
    const cell = 31 - Math.clz32(candidates & -candidates);
    digits = (digits | (cell << (i * bits))) >>> 0;
    free &= ~(1 << cell);
  }
  return digits;
}

/** Entries of a compact database: cells! / (cells - tiles)!. */
export function compactEntries(tiles: number, cells: number): number {
  let entries = 1;
  for (let i = 0; i < tiles; i++) entries *= cells - i;
  return entries;
}

/**
 * Bytes of a compact database: two entries a byte (entry 2j in the low half), each stored as half
 * its excess over the distance sum of its tiles (pattern-build-compact.ts): 259 MB for eight tiles.
 */
export function compactBytes(tiles: number, cells: number): number {
  return Math.ceil(compactEntries(tiles, cells) / 2);
}

/** The entry of group `g`'s database at `index` (the digit form, for a compact term). */
export function termEntry(term: PatternTerm, g: number, index: number): number {
  const { compact } = term;
  if (!compact) return term.databases[g][index];
  const tiles = compact.tiles[g];
  const rank = compactIndex(index, tiles, compact.cells);
  const bits = digitBits(compact.cells), pairBits = 2 * bits;
  let distance = 0;
  for (let p = 0; p < tiles; p += 2) {
    distance += compact.distances[((g * DIGIT_PAIRS) << pairBits) + (p << (pairBits - 1)) + ((index >>> (p * bits)) & ((1 << pairBits) - 1))];
  }
  return distance + 2 * ((term.databases[g][rank >>> 1] >>> ((rank & 1) << 2)) & 15);
}
