// The Procon 25 champion's select-and-swap beam ("kurage"; University of Tokyo, 2014), the twin of
// src/engine/search/select-swap-ts.ts. A step is a swap or a new selection, as the champion
// counts them. Boards are kept in layers by selections left, each layer with its own share of the
// width, so boards that spent selections never crowd out those that did not; within a layer all
// boards have made the same swaps. A board's score is the champion's estimate of the work left
// (select-swap-features.ts). Each call of selectSwapExpand scores every child of the level without building it:
// the selected piece's swaps (never straight back), and, where the selected piece is home (or one
// away) and the last step was a swap, a new selection of any misplaced piece, into the layer below.
// It sorts them by score (assembly/beam/select.ts), keeps each layer's best share, each board only
// if it was not kept before with as many selections left (assembly/beam/seen-layers.ts), and builds
// only those, into the other of two levels. The layers in play and their share come from the
// caller (Procon's src/puzzles/procon/swap/select-swap-schedule.ts; the engine's whale keeps one
// layer). Pieces are bytes: at most 256 cells.
import { scratchAlloc, scratchReset } from "../arena";
import { seenLayersStart, seenLayersAdd } from "../beam/seen-layers";
import { sortByScore, selectReset } from "../beam/select";
import {
  FEATURES, NONE, boardScore, cDistance, cSelected, childFeatures, farOf, featuresStart, rootFeatures, selectionFeatures, storeChild,
} from "./select-swap-features";


let cells = 0, width = 0, selectLimit = 0, selectCost = 0, swapCost = 0;
/** The champion's whale: at most two swaps a board (its worst of three left out); and the only cell a first selection may take (-1: any). */
let whale = false, firstCell = -1;
/** Inputs the caller writes after selectSwapStart: Zobrist keys (piece, cell), the selected cell's keys, the root's pieces. */
let keys: usize = 0, selectKeys: usize = 0, rootPieces: usize = 0;
/** Per cell and direction of "LRUD", the cell a swap reaches (-1 off the grid). */
let neighbours: usize = 0;

/** A level's fields, as addresses: the current level and the next. */
let pieces: usize = 0, selected: usize = 0, used: usize = 0, features: usize = 0, parity: usize = 0;
let los: usize = 0, his: usize = 0, parents: usize = 0, moves: usize = 0, newCells: usize = 0;
let nextPieces: usize = 0, nextSelected: usize = 0, nextUsed: usize = 0, nextFeatures: usize = 0, nextParity: usize = 0;
let nextLos: usize = 0, nextHis: usize = 0, nextParents: usize = 0, nextMoves: usize = 0, nextNewCells: usize = 0;
let count = 0;

/** Candidates: parent, move (a direction or SELECT), the cell moved from or selected, hash, score. */
let candParents: usize = 0, candDirs: usize = 0, candFroms: usize = 0;
let candLos: usize = 0, candHis: usize = 0, candScores: usize = 0, sorted: usize = 0;
/** Per layer (selections left): boards kept, boards kept that made a new selection, least distance sum of pieces not selected. */
let layerKept: usize = 0, layerFresh: usize = 0, layerLeast: usize = 0;

/** What the last expansion scored and kept: the children scored, the least selections used, the cheapest goal board and the nearest board with a selection left. */
let nodes = 0, minUsed = 0, goalIndex = 0, nearestDistance = 0, nearestIndex = 0;
/** In f64: selections and swaps times their costs may pass i32 where the costs are large. */
let goalCost: f64 = Infinity;

@inline function getI32(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, value: i32): void { store<i32>(base + (<usize>i << 2), value); }
@inline function pieceAt(board: i32, cell: i32): i32 { return <i32>load<u8>(pieces + <usize>(board * cells + cell)); }
@inline function key(piece: i32, cell: i32, half: i32): u32 { return load<u32>(keys + (<usize>(2 * (piece * cells + cell) + half) << 2)); }
@inline function selectKey(cell: i32, half: i32): u32 { return load<u32>(selectKeys + (<usize>(2 * (cell + 1) + half) << 2)); }
/** Board i's pieces and features, as addresses. */
@inline function boardOf(i: i32): usize { return pieces + <usize>(i * cells); }
@inline function featuresOf(i: i32): usize { return features + (<usize>(i * FEATURES) << 2); }

function allocateLevel(level: i32): void {
  const w4 = <usize>width << 2;
  const p = scratchAlloc(<usize>width * <usize>cells), f = scratchAlloc(w4 * FEATURES);
  const s = scratchAlloc(w4), u = scratchAlloc(w4), q = scratchAlloc(w4);
  const lo = scratchAlloc(w4), hi = scratchAlloc(w4), pa = scratchAlloc(w4), m = scratchAlloc(w4), n = scratchAlloc(w4);
  if (level == 0) {
    pieces = p; features = f; selected = s; used = u; parity = q; los = lo; his = hi; parents = pa; moves = m; newCells = n;
  } else {
    nextPieces = p; nextFeatures = f; nextSelected = s; nextUsed = u; nextParity = q;
    nextLos = lo; nextHis = hi; nextParents = pa; nextMoves = m; nextNewCells = n;
  }
}

/**
 * Starts a beam on a `columnsArg` x `rowsArg` board, keeping at most `widthArg` boards a level,
 * with 2^seenBits slots for the boards seen. A goal board costs `selectCostArg` a selection and
 * `swapCostArg` a swap; `saltArg` varies the scores' noise. With `whaleArg`, boards are scored by
 * the champion's whale and keep at most two swaps each; `firstCellArg` (not -1) is the only cell the
 * first selection may take. Returns the address where the caller
 * writes the inputs before selectSwapRoot: 2 x cells x cells u32 Zobrist keys (piece p on cell c
 * at 2 * (p * cells + c)), 2 x (cells + 1) keys of the selected cell (none at 0, cell c at
 * 2 * (c + 1)), then the root's cells u8 pieces (each the target cell of the piece there).
 */
export function selectSwapStart(columns: i32, rows: i32, widthArg: i32, limit: i32, selectCostArg: i32, swapCostArg: i32,
  saltArg: u32, seenBits: i32, whaleArg: bool, firstCellArg: i32): usize {
  scratchReset();
  selectReset();
  cells = columns * rows; width = widthArg; selectLimit = limit; whale = whaleArg; firstCell = firstCellArg;
  selectCost = selectCostArg; swapCost = swapCostArg;
  // One block, in the order the caller writes it.
  keys = scratchAlloc(<usize>(2 * cells * cells + 2 * (cells + 1)) * 4 + <usize>cells);
  selectKeys = keys + (<usize>(2 * cells * cells) << 2);
  rootPieces = selectKeys + (<usize>(2 * (cells + 1)) << 2);
  neighbours = scratchAlloc(<usize>(4 * cells) << 2);
  for (let cell = 0; cell < cells; cell++) {
    const x = cell % columns, y = cell / columns;
    setI32(neighbours, 4 * cell, x > 0 ? cell - 1 : -1);
    setI32(neighbours, 4 * cell + 1, x < columns - 1 ? cell + 1 : -1);
    setI32(neighbours, 4 * cell + 2, y > 0 ? cell - columns : -1);
    setI32(neighbours, 4 * cell + 3, y < rows - 1 ? cell + columns : -1);
  }
  featuresStart(columns, rows, saltArg, whale);
  allocateLevel(0);
  allocateLevel(1);
  const capacity = width * 4 * (1 + cells);
  const c4 = <usize>capacity << 2;
  candParents = scratchAlloc(c4); candDirs = scratchAlloc(<usize>capacity); candFroms = scratchAlloc(c4);
  candLos = scratchAlloc(c4); candHis = scratchAlloc(c4); candScores = scratchAlloc(c4); sorted = scratchAlloc(c4);
  const layers4 = <usize>(selectLimit + 1) << 2;
  layerKept = scratchAlloc(layers4); layerFresh = scratchAlloc(layers4); layerLeast = scratchAlloc(layers4);
  seenLayersStart(seenBits, scratchAlloc(<usize>5 << <usize>seenBits));
  return keys;
}

/** Makes the root level from the inputs; `rootParity` is the permutation's parity. Returns the root's distance sum. */
export function selectSwapRoot(rootParity: i32): i32 {
  memory.copy(pieces, rootPieces, <usize>cells);
  let lo: u32 = 0, hi: u32 = 0;
  for (let cell = 0; cell < cells; cell++) {
    const piece = pieceAt(0, cell);
    lo ^= key(piece, cell, 0);
    hi ^= key(piece, cell, 1);
  }
  const distance = rootFeatures(pieces);
  storeChild(features);
  setI32(selected, 0, NONE); setI32(used, 0, 0); setI32(parity, 0, rootParity);
  store<u32>(los, lo); store<u32>(his, hi); setI32(moves, 0, 0);
  count = 1;
  minUsed = 0;
  return distance;
}

/** The move of a new selection (no swap), after the four swaps of "LRUD". */
const SELECT = 4;

/** Records candidate `candidates`: board i's child by `dir` (a swap of the piece on `from`, or SELECT of it), its hash and score. */
@inline function record(candidates: i32, i: i32, from: i32, dir: i32, lo: u32, hi: u32, left: i32): i32 {
  store<u32>(candLos + (<usize>candidates << 2), lo);
  store<u32>(candHis + (<usize>candidates << 2), hi);
  setI32(candParents, candidates, i);
  store<u8>(candDirs + <usize>candidates, <u8>dir);
  setI32(candFroms, candidates, from);
  setI32(candScores, candidates, boardScore(left, hi));
  return candidates + 1;
}

/** Records the child of board `i` where its selected piece (on `from`) swaps in direction `dir`, unless it is pruned. */
function addSwap(candidates: i32, i: i32, from: i32, dir: i32): i32 {
  const to = getI32(neighbours, 4 * from + dir);
  if (to < 0) return candidates;
  const a = pieceAt(i, from), b = pieceAt(i, to);
  const lo = load<u32>(los + (<usize>i << 2)) ^ key(a, from, 0) ^ key(a, to, 0) ^ key(b, to, 0) ^ key(b, from, 0)
    ^ selectKey(from, 0) ^ selectKey(to, 0);
  const hi = load<u32>(his + (<usize>i << 2)) ^ key(a, from, 1) ^ key(a, to, 1) ^ key(b, to, 1) ^ key(b, from, 1)
    ^ selectKey(from, 1) ^ selectKey(to, 1);
  childFeatures(boardOf(i), featuresOf(i), from, to, dir < 2);
  return record(candidates, i, from, dir, lo, hi, selectLimit - getI32(used, i));
}

/** Records the child of board `i` that selects the piece on `from`, unless parity rules out the last selection finishing. */
function addSelection(candidates: i32, i: i32, from: i32): i32 {
  const usedAfter = getI32(used, i) + 1;
  // Each swap flips the permutation's parity and the selected piece's distance parity together.
  if (usedAfter == selectLimit && getI32(parity, i) != farOf(pieceAt(i, from), from) % 2) return candidates;
  const old = getI32(selected, i);
  const lo = load<u32>(los + (<usize>i << 2)) ^ selectKey(old, 0) ^ selectKey(from, 0);
  const hi = load<u32>(his + (<usize>i << 2)) ^ selectKey(old, 1) ^ selectKey(from, 1);
  selectionFeatures(boardOf(i), featuresOf(i), old, from);
  return record(candidates, i, from, SELECT, lo, hi, selectLimit - usedAfter);
}

/**
 * The champion's whale keeps at most two children a board: of three candidates from `first` to
 * `end`, the highest score (the first of equals) is left out, the last moved into its place.
 */
function dropWorst(first: i32, end: i32): i32 {
  let worst = first;
  for (let c = first + 1; c < end; c++) if (getI32(candScores, c) > getI32(candScores, worst)) worst = c;
  const last = end - 1;
  setI32(candParents, worst, getI32(candParents, last)); store<u8>(candDirs + <usize>worst, load<u8>(candDirs + <usize>last));
  setI32(candFroms, worst, getI32(candFroms, last)); setI32(candScores, worst, getI32(candScores, last));
  store<u32>(candLos + (<usize>worst << 2), load<u32>(candLos + (<usize>last << 2)));
  store<u32>(candHis + (<usize>worst << 2), load<u32>(candHis + (<usize>last << 2)));
  return last;
}

/** Makes candidate `c` board `j` of the next level, made at step `depth` + 1 (its swaps: that less its selections). */
function keep(c: i32, j: i32, depth: i32): void {
  const i = getI32(candParents, c), from = getI32(candFroms, c), dir = <i32>load<u8>(candDirs + <usize>c);
  const board = nextPieces + <usize>(j * cells);
  memory.copy(board, pieces + <usize>(i * cells), <usize>cells);
  let usedAfter = getI32(used, i), at = from, flip = 0;
  if (dir == SELECT) {
    selectionFeatures(boardOf(i), featuresOf(i), getI32(selected, i), from);
    usedAfter++;
  } else {
    at = getI32(neighbours, 4 * from + dir);
    childFeatures(boardOf(i), featuresOf(i), from, at, dir < 2);
    const a = load<u8>(board + <usize>from);
    store<u8>(board + <usize>from, load<u8>(board + <usize>at));
    store<u8>(board + <usize>at, a);
    flip = 1;
  }
  storeChild(nextFeatures + (<usize>(j * FEATURES) << 2));
  const distance = cDistance + cSelected;
  setI32(nextSelected, j, at);
  setI32(nextUsed, j, usedAfter);
  setI32(nextParity, j, getI32(parity, i) ^ flip);
  store<u32>(nextLos + (<usize>j << 2), load<u32>(candLos + (<usize>c << 2)));
  store<u32>(nextHis + (<usize>j << 2), load<u32>(candHis + (<usize>c << 2)));
  setI32(nextParents, j, i);
  setI32(nextMoves, j, dir);
  setI32(nextNewCells, j, dir == SELECT ? from + 1 : 0);
  const layer = selectLimit - usedAfter;
  setI32(layerKept, layer, getI32(layerKept, layer) + 1);
  if (dir == SELECT) setI32(layerFresh, layer, getI32(layerFresh, layer) + 1);
  setI32(layerLeast, layer, min(getI32(layerLeast, layer), cDistance));
  if (usedAfter < minUsed) minUsed = usedAfter;
  const cost = <f64>usedAfter * <f64>selectCost + <f64>(depth + 1 - usedAfter) * <f64>swapCost;
  if (distance == 0 && cost < goalCost) { goalCost = cost; goalIndex = j; }
  if (usedAfter < selectLimit && distance < nearestDistance) { nearestDistance = distance; nearestIndex = j; }
}

/**
 * Replaces the level by its best children, the boards made at step `depth` + 1, and returns how
 * many. Only boards in layers `minLayer` to `maxLayer` (selections left) are expanded, and each
 * layer keeps at most `share` children. A board selects anew only into a layer in play, and only
 * where its selected piece is home, or one away on boards of at most 36 cells and into the lowest
 * layer.
 */
export function selectSwapExpand(depth: i32, minLayer: i32, maxLayer: i32, share: i32): i32 {
  let candidates = 0;
  for (let i = 0; i < count; i++) {
    const current = getI32(selected, i);
    if (current == NONE) {
      for (let from = 0; from < cells; from++) if (firstCell < 0 || from == firstCell) candidates = addSelection(candidates, i, from);
      continue;
    }
    const layer = selectLimit - getI32(used, i), last = getI32(moves, i);
    if (layer < minLayer || layer > maxLayer) continue;
    // Never straight back: the selected piece made the board's last move.
    const before = candidates;
    for (let dir = 0; dir < 4; dir++) if (dir != (last ^ 1)) candidates = addSwap(candidates, i, current, dir);
    if (whale && candidates - before == 3) candidates = dropWorst(before, candidates);
    if (layer <= minLayer || last == SELECT) continue;
    const near = cells <= 36 || layer == minLayer + 1 ? 1 : 0;
    if (farOf(pieceAt(i, current), current) > near) continue;
    for (let from = 0; from < cells; from++) {
      if (from != current && pieceAt(i, from) != from) candidates = addSelection(candidates, i, from);
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
  const layers4 = <usize>(selectLimit + 1) << 2;
  memory.fill(layerKept, 0, layers4); memory.fill(layerFresh, 0, layers4);
  for (let layer = 0; layer <= selectLimit; layer++) setI32(layerLeast, layer, i32.MAX_VALUE);
  minUsed = i32.MAX_VALUE; goalCost = Infinity; nearestDistance = i32.MAX_VALUE;
  // Each layer's best share, each board only where it was not kept with as many selections left.
  let kept = 0;
  for (let k = 0; k < candidates && kept < width; k++) {
    const c = getI32(sorted, k);
    const layer = selectLimit - getI32(used, getI32(candParents, c)) - (load<u8>(candDirs + <usize>c) == SELECT ? 1 : 0);
    if (getI32(layerKept, layer) >= share) continue;
    if (!seenLayersAdd(load<u32>(candLos + (<usize>c << 2)), load<u32>(candHis + (<usize>c << 2)), layer)) continue;
    keep(c, kept++, depth);
  }
  count = kept;
  swapLevels();
  return count;
}

function swapLevels(): void {
  let t = pieces; pieces = nextPieces; nextPieces = t;
  t = features; features = nextFeatures; nextFeatures = t;
  t = selected; selected = nextSelected; nextSelected = t;
  t = used; used = nextUsed; nextUsed = t;
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
/** Per layer (selections left, 0 to the limit), i32 each: boards kept, those that made a new selection, their least distance sum of pieces not selected (i32.MAX_VALUE for none). */
export function selectSwapLayerKeptPtr(): usize { return layerKept; }
export function selectSwapLayerFreshPtr(): usize { return layerFresh; }
export function selectSwapLayerLeastPtr(): usize { return layerLeast; }
