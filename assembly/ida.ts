// IDA* (Korf 1985) with an explicit stack, so a call runs a node budget and the next call resumes.
// The heuristic is a per-tile table summed over tiles, updated incrementally: only the moved tile's
// entry changes (seed 000). Optional terms add to it, each updated for the moved tile alone: linear
// conflicts (conflicts.ts) and pattern databases (patterns.ts). Each depth keeps a bit mask of the
// directions still to try; it starts as the cell's open directions (walls never move) less the
// inverse of the move that led there.
import { PADDED_CELLS, STRIDE, MAX_DEPTH, PAUSED, FOUND, LIMIT, TERM_CONFLICTS, TERM_PATTERNS } from "../src/puzzles/slide/engine/layout";
import { WALL } from "../src/puzzles/slide/board/codes";
import { BOARD, TABLE, OPEN, TODO, PATH, HSTACK, OFFSETS } from "./memory";
import { conflictsAtStart, conflictDelta, conflictMove } from "./conflicts";
import { patternsAtStart, patternDelta, patternMove, patternUndo } from "./patterns";

const UNBOUNDED: i32 = i32.MAX_VALUE;

let depth = 0;
let blank = 0;
let h = 0;
let bound = 0;
let nextBound = 0;
let maxBound = 0;
let nodes: i64 = 0;
let terms = 0;

@inline function cost(tile: i32, cell: i32): i32 {
  return <i32>load<u16>(TABLE + (<usize>(tile * PADDED_CELLS + cell) << 1));
}

@inline function offset(dir: i32): i32 {
  return load<i32>(OFFSETS + (<usize>dir << 2));
}

@inline function open(cell: i32): i32 {
  return <i32>load<u8>(OPEN + <usize>cell);
}

/** The lines a tile moving in blank direction `dir` crosses: column lines (1) for L and R, else rows (0). */
@inline function crossAxis(dir: i32): i32 {
  return (dir >> 1) ^ 1;
}

/**
 * Starts a search on BOARD with TABLE plus the `termFlags` terms (TERM_CONFLICTS, TERM_PATTERNS with
 * `patternLookups` lookups), whose tables the caller has filled. Returns h(start); 0 means the goal.
 */
export function start(blankCell: i32, boundLimit: i32, termFlags: i32, patternLookups: i32): i32 {
  h = 0;
  for (let cell = 0; cell < PADDED_CELLS; cell++) {
    const tile = <i32>load<u8>(BOARD + <usize>cell);
    if (tile != 0 && tile != WALL) h += cost(tile, cell);
  }
  terms = termFlags;
  if (terms & TERM_CONFLICTS) h += conflictsAtStart();
  if (terms & TERM_PATTERNS) h += patternsAtStart(patternLookups);
  for (let cell = STRIDE + 1; cell < PADDED_CELLS - STRIDE - 1; cell++) {
    let dirs = 0;
    for (let dir = 0; dir < 4; dir++) {
      if (<i32>load<u8>(BOARD + <usize>(cell + offset(dir))) != WALL) dirs |= 1 << dir;
    }
    store<u8>(OPEN + <usize>cell, <u8>dirs);
  }
  blank = blankCell;
  depth = 0;
  // Start as if an iteration had just ended with h as the next bound, so the first call of run
  // checks it against the limit and begins the first iteration like every other.
  bound = h;
  nextBound = h;
  maxBound = min(boundLimit, MAX_DEPTH - 1);
  nodes = 0;
  store<u8>(TODO, 0);
  return h;
}

/**
 * Generates at most `budget` nodes. Returns FOUND (the path is PATH[0..depth)), LIMIT (the next
 * bound would pass the limit) or PAUSED (call again to resume).
 */
export function run(budget: i32): i32 {
  // One loop, inlined once per combination of terms so each copy carries only its own work.
  switch (terms) {
    case 0: return search(budget, false, false);
    case TERM_CONFLICTS: return search(budget, true, false);
    case TERM_PATTERNS: return search(budget, false, true);
    default: return search(budget, true, true);
  }
}

@inline function search(budget: i32, conflicts: bool, patterns: bool): i32 {
  let d = depth, b = blank, hc = h, bnd = bound, nb = nextBound, n = 0;
  let status = PAUSED;
  while (n < budget) {
    const todo = <i32>load<u8>(TODO + <usize>d);
    if (todo == 0) {
      if (d == 0) {
        // This iteration is exhausted: deepen to the smallest f that passed the bound.
        if (nb > maxBound) { status = LIMIT; break; }
        bnd = nb;
        nb = UNBOUNDED;
        store<u8>(TODO, <u8>open(b));
        continue;
      }
      d--;
      const dir = <i32>load<u8>(PATH + <usize>d);
      const back = b - offset(dir);
      const tile = <i32>load<u8>(BOARD + <usize>back);
      // Undoing a move: conflicts apply the reverse move; patterns restore what they saved.
      if (conflicts) conflictMove(tile, back, b, crossAxis(dir));
      if (patterns) patternUndo(tile, d);
      store<u8>(BOARD + <usize>b, <u8>tile);
      store<u8>(BOARD + <usize>back, 0);
      b = back;
      hc = load<i32>(HSTACK + (<usize>d << 2));
      continue;
    }
    const dir = ctz(todo);
    store<u8>(TODO + <usize>d, <u8>(todo & (todo - 1)));
    const to = b + offset(dir);
    const tile = <i32>load<u8>(BOARD + <usize>to);
    n++;
    let nh = hc + cost(tile, b) - cost(tile, to);
    if (conflicts) nh += conflictDelta(tile, to, b, crossAxis(dir));
    if (patterns) nh += patternDelta(tile, to, b);
    const f = d + 1 + nh;
    if (f > bnd) {
      if (f < nb) nb = f;
      continue;
    }
    if (conflicts) conflictMove(tile, to, b, crossAxis(dir));
    if (patterns) patternMove(tile, d);
    store<i32>(HSTACK + (<usize>d << 2), hc);
    store<u8>(PATH + <usize>d, <u8>dir);
    store<u8>(BOARD + <usize>b, <u8>tile);
    store<u8>(BOARD + <usize>to, 0);
    b = to;
    hc = nh;
    d++;
    store<u8>(TODO + <usize>d, <u8>(open(to) & ~(1 << (dir ^ 1))));
    if (hc == 0) { status = FOUND; break; }
  }
  depth = d; blank = b; h = hc; bound = bnd; nextBound = nb; nodes += <i64>n;
  return status;
}

/** Nodes generated since start: one per child tested against the bound (IDA*'s recursive calls). */
export function nodeCount(): f64 { return <f64>nodes; }
/** The current IDA* bound. */
export function currentBound(): i32 { return bound; }
/** The current depth: the solution length once run returned FOUND. */
export function currentDepth(): i32 { return depth; }
