// The Procon 25 champion's select-and-swap beam ("kurage"; University of Tokyo, 2014), the twin of
// src/puzzles/procon/swap/select-swap-ts.ts: each call of selectSwapExpand scores every child of the
// level without building it (the selected piece's swaps, never straight back, and while selections
// are left a new selection whose first swap brings both pieces nearer home), sorts them by score
// (assembly/beam/select.ts), drops duplicates in that order (assembly/beam/duplicates.ts), keeps the
// best `width` (split by selections used when asked, as src/puzzles/procon/swap/width-shares.ts) and
// builds only those, into the other of two levels. Pieces are bytes: a board has at most 256 cells.
import { scratchAlloc, scratchReset } from "../arena";
import { duplicatesStart, duplicatesAdd } from "../beam/duplicates";
import { sortByScore, selectReset } from "../beam/select";

/** No piece selected yet (the root board). */
const NONE = -1;

let cells = 0, width = 0, selectLimit = 0, selectCost = 0, swapCost = 0;
let selectWeight = 0, distanceWeight = 0, split = false;
/** Inputs the caller writes after selectSwapStart: Zobrist keys (piece, cell), the selected cell's keys, the root's pieces. */
let keys: usize = 0, selectKeys: usize = 0, rootPieces: usize = 0;
/** Per cell and direction of "LRUD", the cell a swap reaches (-1 off the grid); per piece and cell, the distance. */
let neighbours: usize = 0, far: usize = 0;

/** A level's fields, as addresses: the current level and the next. */
let pieces: usize = 0, selected: usize = 0, used: usize = 0, distance: usize = 0, parity: usize = 0;
let los: usize = 0, his: usize = 0, parents: usize = 0, moves: usize = 0, newCells: usize = 0;
let nextPieces: usize = 0, nextSelected: usize = 0, nextUsed: usize = 0, nextDistance: usize = 0, nextParity: usize = 0;
let nextLos: usize = 0, nextHis: usize = 0, nextParents: usize = 0, nextMoves: usize = 0, nextNewCells: usize = 0;
let count = 0;

/** Candidates: parent, direction, selected cell before the swap, whether it is a new selection, distance, hash, score. */
let candParents: usize = 0, candDirs: usize = 0, candFroms: usize = 0, candFresh: usize = 0, candDistances: usize = 0;
let candLos: usize = 0, candHis: usize = 0, candScores: usize = 0, sorted: usize = 0, waiting: usize = 0, taken: usize = 0;

/** What the last expansion scored and kept: the children scored, the least selections used, the cheapest goal board and the nearest board with a selection left. */
let nodes = 0, minUsed = 0, goalIndex = 0, nearestDistance = 0, nearestIndex = 0;
/** In f64: selections and swaps times their costs may pass i32 where the costs are large. */
let goalCost: f64 = Infinity;

@inline function i32At(base: usize, i: i32): usize { return base + (<usize>i << 2); }
@inline function getI32(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, value: i32): void { store<i32>(base + (<usize>i << 2), value); }
@inline function pieceAt(board: i32, cell: i32): i32 { return <i32>load<u8>(pieces + <usize>(board * cells + cell)); }
@inline function farOf(piece: i32, cell: i32): i32 { return <i32>load<u8>(far + <usize>(piece * cells + cell)); }
@inline function key(piece: i32, cell: i32, half: i32): u32 { return load<u32>(keys + (<usize>(2 * (piece * cells + cell) + half) << 2)); }
@inline function selectKey(cell: i32, half: i32): u32 { return load<u32>(selectKeys + (<usize>(2 * (cell + 1) + half) << 2)); }

function allocateLevel(level: i32): void {
  const w4 = <usize>width << 2;
  const p = scratchAlloc(<usize>width * <usize>cells);
  const s = scratchAlloc(w4), u = scratchAlloc(w4), d = scratchAlloc(w4), q = scratchAlloc(w4);
  const lo = scratchAlloc(w4), hi = scratchAlloc(w4), pa = scratchAlloc(w4), m = scratchAlloc(w4), n = scratchAlloc(w4);
  if (level == 0) {
    pieces = p; selected = s; used = u; distance = d; parity = q; los = lo; his = hi; parents = pa; moves = m; newCells = n;
  } else {
    nextPieces = p; nextSelected = s; nextUsed = u; nextDistance = d; nextParity = q;
    nextLos = lo; nextHis = hi; nextParents = pa; nextMoves = m; nextNewCells = n;
  }
}

/**
 * Starts a beam on a `columns` x `rows` board, keeping `widthArg` boards a level, with 2^hashBits
 * duplicate slots. A board scores `selectWeightArg` a selection used plus `distanceWeightArg` a
 * unit of its distance sum; a goal board costs `selectCostArg` a selection and `swapCostArg` a
 * swap. Returns the address where the caller writes the inputs before selectSwapRoot: 2 x cells x
 * cells u32 Zobrist keys (piece p on cell c at 2 * (p * cells + c)), 2 x (cells + 1) keys of the
 * selected cell (none at 0, cell c at 2 * (c + 1)), then the root's cells u8 pieces (each the
 * target cell of the piece there).
 */
export function selectSwapStart(columns: i32, rows: i32, widthArg: i32, limit: i32, selectCostArg: i32, swapCostArg: i32,
  selectWeightArg: i32, distanceWeightArg: i32, splitArg: bool, hashBits: i32): usize {
  scratchReset();
  selectReset();
  cells = columns * rows; width = widthArg; selectLimit = limit;
  selectCost = selectCostArg; swapCost = swapCostArg; selectWeight = selectWeightArg; distanceWeight = distanceWeightArg;
  split = splitArg;
  // One block, in the order the caller writes it.
  keys = scratchAlloc(<usize>(2 * cells * cells + 2 * (cells + 1)) * 4 + <usize>cells);
  selectKeys = keys + (<usize>(2 * cells * cells) << 2);
  rootPieces = selectKeys + (<usize>(2 * (cells + 1)) << 2);
  neighbours = scratchAlloc(<usize>(4 * cells) << 2);
  far = scratchAlloc(<usize>(cells * cells));
  for (let cell = 0; cell < cells; cell++) {
    const x = cell % columns, y = cell / columns;
    setI32(neighbours, 4 * cell, x > 0 ? cell - 1 : -1);
    setI32(neighbours, 4 * cell + 1, x < columns - 1 ? cell + 1 : -1);
    setI32(neighbours, 4 * cell + 2, y > 0 ? cell - columns : -1);
    setI32(neighbours, 4 * cell + 3, y < rows - 1 ? cell + columns : -1);
    for (let piece = 0; piece < cells; piece++) {
      const distance = abs(piece % columns - x) + abs(piece / columns - y);
      store<u8>(far + <usize>(piece * cells + cell), <u8>distance);
    }
  }
  allocateLevel(0);
  allocateLevel(1);
  const capacity = width * 4 * (1 + cells);
  const c4 = <usize>capacity << 2;
  candParents = scratchAlloc(c4); candDirs = scratchAlloc(<usize>capacity); candFroms = scratchAlloc(c4);
  candFresh = scratchAlloc(<usize>capacity); candDistances = scratchAlloc(c4);
  candLos = scratchAlloc(c4); candHis = scratchAlloc(c4); candScores = scratchAlloc(c4); sorted = scratchAlloc(c4);
  waiting = scratchAlloc(<usize>width << 2);
  taken = scratchAlloc(<usize>(selectLimit + 1) << 2);
  duplicatesStart(hashBits, scratchAlloc(<usize>4 << <usize>hashBits));
  return keys;
}

/** Makes the root level from the inputs; `rootParity` is the permutation's parity. Returns the root's distance sum. */
export function selectSwapRoot(rootParity: i32): i32 {
  memory.copy(pieces, rootPieces, <usize>cells);
  let sum = 0, lo: u32 = 0, hi: u32 = 0;
  for (let cell = 0; cell < cells; cell++) {
    const piece = pieceAt(0, cell);
    sum += farOf(piece, cell);
    lo ^= key(piece, cell, 0);
    hi ^= key(piece, cell, 1);
  }
  setI32(selected, 0, NONE); setI32(used, 0, 0); setI32(distance, 0, sum); setI32(parity, 0, rootParity);
  store<u32>(los, lo); store<u32>(his, hi); setI32(moves, 0, 0);
  count = 1;
  minUsed = 0;
  return sum;
}

/** Records the child of board `i` where the piece on `from` swaps in direction `dir`, unless it is pruned. */
@inline function add(candidates: i32, i: i32, from: i32, dir: i32, fresh: bool): i32 {
  const to = getI32(neighbours, 4 * from + dir);
  if (to < 0) return candidates;
  const a = pieceAt(i, from), b = pieceAt(i, to);
  const change = farOf(a, to) - farOf(a, from) + farOf(b, from) - farOf(b, to);
  if (fresh && change != -2) return candidates;
  const usedAfter = getI32(used, i) + (fresh ? 1 : 0);
  // Parity pruning: the last selection must be able to finish.
  if (usedAfter == selectLimit && (getI32(parity, i) ^ 1) != farOf(a, to) % 2) return candidates;
  const oldSelect = getI32(selected, i);
  store<u32>(i32At(candLos, candidates), load<u32>(i32At(los, i)) ^ key(a, from, 0) ^ key(a, to, 0) ^ key(b, to, 0) ^ key(b, from, 0)
    ^ selectKey(oldSelect, 0) ^ selectKey(to, 0));
  store<u32>(i32At(candHis, candidates), load<u32>(i32At(his, i)) ^ key(a, from, 1) ^ key(a, to, 1) ^ key(b, to, 1) ^ key(b, from, 1)
    ^ selectKey(oldSelect, 1) ^ selectKey(to, 1));
  setI32(candParents, candidates, i);
  store<u8>(candDirs + <usize>candidates, <u8>dir);
  setI32(candFroms, candidates, from);
  store<u8>(candFresh + <usize>candidates, fresh ? 1 : 0);
  const childDistance = getI32(distance, i) + change;
  setI32(candDistances, candidates, childDistance);
  setI32(candScores, candidates, selectWeight * usedAfter + distanceWeight * childDistance);
  return candidates + 1;
}

/** Makes candidate `c` board `j` of the next level, made at `depth`. */
function keep(c: i32, j: i32, depth: i32): void {
  const i = getI32(candParents, c), from = getI32(candFroms, c), dir = <i32>load<u8>(candDirs + <usize>c);
  const fresh = <i32>load<u8>(candFresh + <usize>c);
  const to = getI32(neighbours, 4 * from + dir);
  const board = nextPieces + <usize>(j * cells);
  memory.copy(board, pieces + <usize>(i * cells), <usize>cells);
  const a = load<u8>(board + <usize>from);
  store<u8>(board + <usize>from, load<u8>(board + <usize>to));
  store<u8>(board + <usize>to, a);
  const usedAfter = getI32(used, i) + fresh, childDistance = getI32(candDistances, c);
  setI32(nextSelected, j, to);
  setI32(nextUsed, j, usedAfter);
  setI32(nextDistance, j, childDistance);
  setI32(nextParity, j, getI32(parity, i) ^ 1);
  store<u32>(i32At(nextLos, j), load<u32>(i32At(candLos, c)));
  store<u32>(i32At(nextHis, j), load<u32>(i32At(candHis, c)));
  setI32(nextParents, j, i);
  setI32(nextMoves, j, dir);
  setI32(nextNewCells, j, fresh != 0 ? from + 1 : 0);
  if (usedAfter < minUsed) minUsed = usedAfter;
  const cost = <f64>usedAfter * <f64>selectCost + <f64>(depth + 1) * <f64>swapCost;
  if (childDistance == 0 && cost < goalCost) { goalCost = cost; goalIndex = j; }
  if (usedAfter < selectLimit && childDistance < nearestDistance) { nearestDistance = childDistance; nearestIndex = j; }
}

/** Replaces the level by its best children, the boards made at `depth`; returns how many. */
export function selectSwapExpand(depth: i32): i32 {
  let candidates = 0;
  for (let i = 0; i < count; i++) {
    const current = getI32(selected, i);
    if (current != NONE) {
      // Never straight back: the selected piece made the board's last move.
      const back = getI32(moves, i) ^ 1;
      for (let dir = 0; dir < 4; dir++) if (dir != back) candidates = add(candidates, i, current, dir, false);
    }
    if (getI32(used, i) < selectLimit) {
      for (let from = 0; from < cells; from++) {
        if (from == current) continue;
        for (let dir = 0; dir < 4; dir++) candidates = add(candidates, i, from, dir, true);
      }
    }
  }
  nodes = candidates;
  // Scores from 0, for the counting sort.
  let low = i32.MAX_VALUE, high = 0;
  for (let c = 0; c < candidates; c++) low = min(low, getI32(candScores, c));
  for (let c = 0; c < candidates; c++) {
    const score = getI32(candScores, c) - low;
    setI32(candScores, c, score);
    high = max(high, score);
  }
  sortByScore(candScores, candidates, high, sorted);
  // The width's share of each count of selections used (those present among the candidates).
  let share = width;
  memory.fill(taken, 0, <usize>(selectLimit + 1) << 2);
  if (split) {
    let present = 0;
    for (let c = 0; c < candidates; c++) {
      const group = getI32(used, getI32(candParents, c)) + <i32>load<u8>(candFresh + <usize>c);
      if (getI32(taken, group) == 0) { setI32(taken, group, 1); present++; }
    }
    if (present > 0) share = (width + present - 1) / present;
    memory.fill(taken, 0, <usize>(selectLimit + 1) << 2);
  }
  minUsed = i32.MAX_VALUE; goalCost = Infinity; nearestDistance = i32.MAX_VALUE;
  // Each board once, at its best; a group past its share waits for the room the others leave.
  let kept = 0, waitingCount = 0;
  for (let k = 0; k < candidates && kept < width; k++) {
    const c = getI32(sorted, k);
    if (!duplicatesAdd(load<u32>(i32At(candLos, c)), load<u32>(i32At(candHis, c)))) continue;
    const group = getI32(used, getI32(candParents, c)) + <i32>load<u8>(candFresh + <usize>c);
    if (getI32(taken, group) < share) {
      setI32(taken, group, getI32(taken, group) + 1);
      keep(c, kept++, depth);
    } else if (waitingCount < width) setI32(waiting, waitingCount++, c);
  }
  for (let k = 0; k < waitingCount && kept < width; k++) keep(getI32(waiting, k), kept++, depth);
  count = kept;
  swapLevels();
  return count;
}

function swapLevels(): void {
  let t = pieces; pieces = nextPieces; nextPieces = t;
  t = selected; selected = nextSelected; nextSelected = t;
  t = used; used = nextUsed; nextUsed = t;
  t = distance; distance = nextDistance; nextDistance = t;
  t = parity; parity = nextParity; nextParity = t;
  t = los; los = nextLos; nextLos = t;
  t = his; his = nextHis; nextHis = t;
  t = parents; parents = nextParents; nextParents = t;
  t = moves; moves = nextMoves; nextMoves = t;
  t = newCells; newCells = nextNewCells; nextNewCells = t;
}

/** Children scored by the last expansion. */
export function selectSwapNodes(): i32 { return nodes; }
/** The least selections used in the current level (i32.MAX_VALUE when it is empty). */
export function selectSwapMinUsed(): i32 { return minUsed; }
/** The cheapest board at the picture in the current level, its cost (Infinity for none) and index. */
export function selectSwapGoalCost(): f64 { return goalCost; }
export function selectSwapGoalIndex(): i32 { return goalIndex; }
/** The board nearest the picture with a selection left, its distance sum (i32.MAX_VALUE for none) and index. */
export function selectSwapNearestDistance(): i32 { return nearestDistance; }
export function selectSwapNearestIndex(): i32 { return nearestIndex; }
/** The current level's moves: per board, its parent, direction and new selection's cell + 1 (0 for none), i32 each. */
export function selectSwapParentsPtr(): usize { return parents; }
export function selectSwapMovesPtr(): usize { return moves; }
export function selectSwapNewCellsPtr(): usize { return newCells; }
