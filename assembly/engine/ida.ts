// IDA* (Korf 1985) in slices: a call runs a node budget and the next call resumes. The search is
// plain recursion, so a node's state (blank, h, the directions left) lives in locals, not memory;
// when the budget runs out, every frame records its h (HSTACK) and the directions it has left (TODO)
// and unwinds without undoing its move, so the board, PATH and HSTACK hold the way back in, and the
// next call replays that path to rebuild the frames, counting no node twice. The heuristic is a per-tile
// table summed over tiles, updated incrementally: only the moved tile's entry changes (as in the
// DevQuiz 2011 C++ IDA* write-up).
// Optional terms add to it, each updated for the moved tile alone: linear conflicts (conflicts.ts)
// and pattern databases (patterns.ts). A node's directions are its cell's open ones (walls never
// move) less the inverse of the move that led there.
import { MAX_DEPTH, PAUSED, FOUND, LIMIT, TERM_CONFLICTS, TERM_PATTERNS } from "../../src/engine/search/search-constants";
import { PADDED_CELLS, SMALL_PADDED_CELLS, STRIDE } from "../size";
import { WALL } from "../../src/engine/board/codes";
import { cellAt, setCell, TABLE, DELTA, OPEN, TODO, PATH, HSTACK, OFFSETS } from "../memory";
import { conflictsAtStart, conflictDelta, conflictMove } from "./conflicts";
import { patternsAtStart, patternDelta, patternMove, patternUndo, compactSet } from "./patterns";

const UNBOUNDED: i32 = i32.MAX_VALUE;
/** What a frame returns besides FOUND and PAUSED: its subtree is exhausted within the bound. */
const EXHAUSTED: i32 = -1;

let depth = 0;
let rootBlank = 0;
let rootH = 0;
/** The directions the root may move in. */
let rootDirs = 0;
let bound = 0;
let nextBound = 0;
let maxBound = 0;
let nodes: i64 = 0;
let terms = 0;
/** Nodes this call may still generate. */
let budget = 0;
/** The depth of the frame that paused (its board is in memory), or -1 when the search is not paused. */
let pausedAt = -1;

@inline function cost(tile: i32, cell: i32): i32 {
  return <i32>load<u16>(TABLE + (<usize>(tile * PADDED_CELLS + cell) << 1));
}

/** The change in the table sum when `tile`, on `to`, moves into the blank beside it in direction `dir`. */
@inline function delta(tile: i32, to: i32, dir: i32): i32 {
  return <i32>load<i16>(DELTA + (<usize>(((tile * PADDED_CELLS + to) << 2) + dir) << 1));
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
 * `patternLookups` lookups), whose tables the caller has filled; the first iteration's bound is h(start)
 * or `boundFloor`, a bound proved before, if larger. The root moves only in the directions of
 * `firstMoves` (bits of L R U D): a subtree's root does not step back to its parent. Returns
 * h(start); 0 means the goal.
 */
export function start(blankCell: i32, boundLimit: i32, boundFloor: i32, termFlags: i32, patternLookups: i32, firstMoves: i32): i32 {
  let h = 0;
  for (let cell = 0; cell < PADDED_CELLS; cell++) {
    const tile = cellAt(cell);
    if (tile != 0 && tile != WALL) h += cost(tile, cell);
  }
  terms = termFlags;
  if (terms & TERM_CONFLICTS) h += conflictsAtStart();
  if (terms & TERM_PATTERNS) h += patternsAtStart(patternLookups);
  for (let cell = STRIDE + 1; cell < PADDED_CELLS - STRIDE - 1; cell++) {
    let dirs = 0;
    for (let dir = 0; dir < 4; dir++) {
      if (cellAt(cell + offset(dir)) != WALL) dirs |= 1 << dir;
    }
    store<u8>(OPEN + <usize>cell, <u8>dirs);
  }
  // The deltas of the moves the search can make, and only those (a start costs little, as a short
  // search is common): each tile on the board, onto each open cell, from each open neighbour.
  for (let at = STRIDE + 1; at < PADDED_CELLS - STRIDE - 1; at++) {
    const tile = cellAt(at);
    if (tile == 0 || tile == WALL) continue;
    for (let cell = STRIDE + 1; cell < PADDED_CELLS - STRIDE - 1; cell++) {
      if (cellAt(cell) == WALL) continue;
      const dirs = open(cell);
      for (let dir = 0; dir < 4; dir++) {
        // The tile comes onto `cell` from the blank's side, cell - offset(dir): open when bit dir ^ 1 is.
        if ((dirs >> (dir ^ 1)) & 1) {
          store<i16>(DELTA + (<usize>(((tile * PADDED_CELLS + cell) << 2) + dir) << 1), <i16>(cost(tile, cell - offset(dir)) - cost(tile, cell)));
        }
      }
    }
  }
  rootBlank = blankCell;
  rootH = h;
  rootDirs = open(blankCell) & firstMoves;
  depth = 0;
  // As if an iteration had just ended with h (or the floor) as the next bound: the first call of
  // run checks it against the limit and begins the first iteration like every other.
  bound = max(h, boundFloor);
  nextBound = bound;
  maxBound = min(boundLimit, MAX_DEPTH - 1);
  nodes = 0;
  pausedAt = -1;
  return h;
}

/**
 * Generates at most `nodeBudget` nodes. Returns FOUND (the path is PATH[0..depth)), LIMIT (the next
 * bound would pass the limit) or PAUSED (call again to resume).
 */
export function run(nodeBudget: i32): i32 {
  // The search is compiled once per combination of terms, so each copy carries only its own work:
  // the type arguments say which terms (i32: on, f32: off; for patterns, i64: on with a compact
  // index), decided at compile time.
  budget = nodeBudget;
  let status: i32;
  // The large module (boards over 6 x 6) takes neither term: only the plain search is compiled there.
  if (PADDED_CELLS > SMALL_PADDED_CELLS) status = iterate<f32, f32>();
  else switch (terms) {
    case 0: status = iterate<f32, f32>(); break;
    case TERM_CONFLICTS: status = iterate<i32, f32>(); break;
    case TERM_PATTERNS: status = compactSet() ? iterate<f32, i64>() : iterate<f32, i32>(); break;
    default: status = compactSet() ? iterate<i32, i64>() : iterate<i32, i32>();
  }
  nodes += <i64>(nodeBudget - budget);
  return status;
}

/** Resumes a paused iteration, or starts iterations with deeper bounds, until one ends the call. */
function iterate<Conflicts, Patterns>(): i32 {
  let status = EXHAUSTED;
  while (status == EXHAUSTED) {
    if (pausedAt >= 0) {
      status = resume<Conflicts, Patterns>(0, rootBlank);
    } else {
      // Deepen to the smallest f that passed the bound.
      if (nextBound > maxBound) return LIMIT;
      bound = nextBound;
      nextBound = UNBOUNDED;
      status = expand<Conflicts, Patterns>(0, rootBlank, rootH, rootDirs);
    }
  }
  return status;
}

/** Rebuilds the frames of a paused search along PATH, from `d` down, and goes on where it paused. */
function resume<Conflicts, Patterns>(d: i32, blank: i32): i32 {
  if (d == pausedAt) {
    pausedAt = -1;
    return expand<Conflicts, Patterns>(d, blank, load<i32>(HSTACK + (<usize>d << 2)), <i32>load<u8>(TODO + <usize>d));
  }
  const dir = <i32>load<u8>(PATH + <usize>d);
  const to = blank + offset(dir);
  const status = resume<Conflicts, Patterns>(d + 1, to);
  if (status != EXHAUSTED) return status;
  undo<Conflicts, Patterns>(d, blank, to, dir, cellAt(blank));
  return expand<Conflicts, Patterns>(d, blank, load<i32>(HSTACK + (<usize>d << 2)), <i32>load<u8>(TODO + <usize>d));
}

/**
 * Records what the frame at depth `d` needs to resume: its h and its directions left. Written only
 * as a paused search unwinds, not for every node.
 */
@inline function pause(d: i32, h: i32, dirs: i32): void {
  store<i32>(HSTACK + (<usize>d << 2), h);
  store<u8>(TODO + <usize>d, <u8>dirs);
}

/** Takes back the move from depth `d`: `tile`, now on `blank`, returns to `to`. */
@inline function undo<Conflicts, Patterns>(d: i32, blank: i32, to: i32, dir: i32, tile: i32): void {
  // Conflicts apply the reverse move; patterns restore what they saved.
  if (isInteger<Conflicts>()) conflictMove(tile, blank, to, crossAxis(dir));
  if (isInteger<Patterns>()) patternUndo(tile, d);
  setCell(to, tile);
  setCell(blank, 0);
}

/** The blank's step in direction `dir` (L R U D), a constant wherever `dir` is one. */
@inline function step(dir: i32): i32 {
  return dir == 0 ? -1 : dir == 1 ? 1 : dir == 2 ? -STRIDE : STRIDE;
}

/**
 * The node at depth `d` (blank on `blank`, heuristic `h`), its children in the directions `dirs`:
 * FOUND, PAUSED, or EXHAUSTED when no path within the bound runs through them. One call writes out
 * two levels, the node's children and theirs, as a call costs more in wasm than in C. On the eight
 * Korf instances of `npm run bench:native`, with distances, two levels a call took 0.88 of the time
 * of one, and one level with its four directions written out 0.80 of a loop over the direction
 * bits. Not with pattern lookups, whose code sixteen times over would double the module.
 */
function expand<Conflicts, Patterns>(d: i32, blank: i32, h: i32, dirs: i32): i32 {
  if (isInteger<Patterns>()) return children<Conflicts, Patterns, f32>(d, blank, h, dirs);
  return children<Conflicts, Patterns, i32>(d, blank, h, dirs);
}

/**
 * The children of a node, as `expand` says; the four directions written out, so each child's step
 * and delta-table column are constants. `Inner` i32: each child's children are written out here
 * too; f32: a child calls `expand`.
 */
@inline function children<Conflicts, Patterns, Inner>(d: i32, blank: i32, h: i32, dirs: i32): i32 {
  let status = EXHAUSTED;
  if (dirs & 1) { status = child<Conflicts, Patterns, Inner>(d, blank, h, dirs, 0); if (status != EXHAUSTED) return status; }
  if (dirs & 2) { status = child<Conflicts, Patterns, Inner>(d, blank, h, dirs, 1); if (status != EXHAUSTED) return status; }
  if (dirs & 4) { status = child<Conflicts, Patterns, Inner>(d, blank, h, dirs, 2); if (status != EXHAUSTED) return status; }
  if (dirs & 8) return child<Conflicts, Patterns, Inner>(d, blank, h, dirs, 3);
  return EXHAUSTED;
}

/**
 * The child of the node at depth `d` in direction `dir`, one of `dirs`: FOUND, PAUSED, or
 * EXHAUSTED when the node's remaining children are to be tried. A pause records the directions
 * not yet tried: this one and those after it when the budget runs out here, those after it when
 * a child paused.
 */
@inline function child<Conflicts, Patterns, Inner>(d: i32, blank: i32, h: i32, dirs: i32, dir: i32): i32 {
  if (budget <= 0) {
    pause(d, h, dirs & (-1 << dir));
    pausedAt = depth = d;
    return PAUSED;
  }
  budget--;
  const to = blank + step(dir);
  const tile = cellAt(to);
  let nh = h + delta(tile, to, dir);
  if (isInteger<Conflicts>()) nh += conflictDelta(tile, to, blank, crossAxis(dir));
  if (isInteger<Patterns>()) nh += patternDelta<Patterns>(tile, to, blank);
  const f = d + 1 + nh;
  if (f > bound) {
    if (f < nextBound) nextBound = f;
    return EXHAUSTED;
  }
  if (isInteger<Conflicts>()) conflictMove(tile, to, blank, crossAxis(dir));
  if (isInteger<Patterns>()) patternMove(tile, d);
  store<u8>(PATH + <usize>d, <u8>dir);
  setCell(blank, tile);
  setCell(to, 0);
  if (nh == 0) {
    depth = d + 1;
    return FOUND;
  }
  const status = isInteger<Inner>()
    ? children<Conflicts, Patterns, f32>(d + 1, to, nh, open(to) & ~(1 << (dir ^ 1)))
    : expand<Conflicts, Patterns>(d + 1, to, nh, open(to) & ~(1 << (dir ^ 1)));
  if (status != EXHAUSTED) {
    if (status == PAUSED) pause(d, h, dirs & (-2 << dir));
    return status;
  }
  undo<Conflicts, Patterns>(d, blank, to, dir, tile);
  return EXHAUSTED;
}

/** Nodes generated since start: one per child tested against the bound (IDA*'s recursive calls). */
export function nodeCount(): f64 { return <f64>nodes; }
/** The current IDA* bound. */
export function currentBound(): i32 { return bound; }
/** The smallest f past the bound in the iteration so far: the next bound (i32.MAX_VALUE if none). */
export function pendingBound(): i32 { return nextBound; }
/** The current depth: the solution length once run returned FOUND. */
export function currentDepth(): i32 { return depth; }
