// The Procon 25 champion's select-and-swap beam ("kurage"; University of Tokyo, 2014), the twin of
// src/puzzles/procon/swap/select-swap-ts.ts. A step is a swap or a new selection, as the champion
// counts them. Boards are kept in layers by selections left, each layer with its own share of the
// width, so boards that spent selections never crowd out those that did not; within a layer all
// boards have made the same swaps. A board's score is the champion's estimate of the work left
// (boardScore). Each call of selectSwapExpand scores every child of the level without building it:
// the selected piece's swaps (never straight back), and, where the selected piece is home (or one
// away) and the last step was a swap, a new selection of any misplaced piece, into the layer below.
// It sorts them by score (assembly/beam/select.ts), keeps each layer's best share, each board only
// if it was not kept before with as many selections left (assembly/beam/seen-layers.ts), and builds
// only those, into the other of two levels. The layers in play and their share come from the
// caller (src/puzzles/procon/swap/select-swap-schedule.ts). Pieces are bytes: at most 256 cells.
import { scratchAlloc, scratchReset } from "../arena";
import { seenLayersStart, seenLayersAdd } from "../beam/seen-layers";
import { sortByScore, selectReset } from "../beam/select";

/** No piece selected yet (the root board). */
const NONE = -1;
/** A board's features, i32 each: distance sum of the pieces not selected, the selected piece's distance, linear conflicts, sum of squared distances, and for the spread of misplaced cells: sum of y² + x², sum of y, sum of x, count. */
const FEATURES = 8;

let cells = 0, columns = 0, rows = 0, width = 0, selectLimit = 0, selectCost = 0, swapCost = 0, salt: u32 = 0, rootDistance = 0;
/** Inputs the caller writes after selectSwapStart: Zobrist keys (piece, cell), the selected cell's keys, the root's pieces. */
let keys: usize = 0, selectKeys: usize = 0, rootPieces: usize = 0;
/** Per cell and direction of "LRUD", the cell a swap reaches (-1 off the grid); per piece and cell, the distance. */
let neighbours: usize = 0, far: usize = 0;
/** Per cell, its row and column (u8 each), so that no loop divides. */
let rowOf: usize = 0, columnOf: usize = 0;

/** A level's fields, as addresses: the current level and the next. */
let pieces: usize = 0, selected: usize = 0, used: usize = 0, features: usize = 0, parity: usize = 0;
let los: usize = 0, his: usize = 0, parents: usize = 0, moves: usize = 0, newCells: usize = 0;
let nextPieces: usize = 0, nextSelected: usize = 0, nextUsed: usize = 0, nextFeatures: usize = 0, nextParity: usize = 0;
let nextLos: usize = 0, nextHis: usize = 0, nextParents: usize = 0, nextMoves: usize = 0, nextNewCells: usize = 0;
let count = 0;

/** Candidates: parent, move (a direction or SELECT), the cell moved from or selected, hash, score. */
let candParents: usize = 0, candDirs: usize = 0, candFroms: usize = 0;
let candLos: usize = 0, candHis: usize = 0, candScores: usize = 0, sorted: usize = 0;
/** One child's features (in FEATURES' order), worked out from its parent's, in globals rather than memory: V8 calls out for a memory.copy. */
let cDistance = 0, cSelected = 0, cConflicts = 0, cSquares = 0, cSpreadSquares = 0, cSpreadY = 0, cSpreadX = 0, cSpreadCount = 0;
/** Per layer (selections left): boards kept, boards kept that made a new selection, least distance sum of pieces not selected. */
let layerKept: usize = 0, layerFresh: usize = 0, layerLeast: usize = 0;

/** What the last expansion scored and kept: the children scored, the least selections used, the cheapest goal board and the nearest board with a selection left. */
let nodes = 0, minUsed = 0, goalIndex = 0, nearestDistance = 0, nearestIndex = 0;
/** In f64: selections and swaps times their costs may pass i32 where the costs are large. */
let goalCost: f64 = Infinity;

@inline function getI32(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, value: i32): void { store<i32>(base + (<usize>i << 2), value); }
@inline function pieceAt(board: i32, cell: i32): i32 { return <i32>load<u8>(pieces + <usize>(board * cells + cell)); }
@inline function farOf(piece: i32, cell: i32): i32 { return <i32>load<u8>(far + <usize>(piece * cells + cell)); }
@inline function key(piece: i32, cell: i32, half: i32): u32 { return load<u32>(keys + (<usize>(2 * (piece * cells + cell) + half) << 2)); }
@inline function selectKey(cell: i32, half: i32): u32 { return load<u32>(selectKeys + (<usize>(2 * (cell + 1) + half) << 2)); }
/** Board i's features into the child's. */
@inline function loadChild(i: i32): void {
  const at = features + (<usize>(i * FEATURES) << 2);
  cDistance = load<i32>(at); cSelected = load<i32>(at, 4); cConflicts = load<i32>(at, 8); cSquares = load<i32>(at, 12);
  cSpreadSquares = load<i32>(at, 16); cSpreadY = load<i32>(at, 20); cSpreadX = load<i32>(at, 24); cSpreadCount = load<i32>(at, 28);
}
/** The child's features to `at`. */
@inline function storeChild(at: usize): void {
  store<i32>(at, cDistance); store<i32>(at, cSelected, 4); store<i32>(at, cConflicts, 8); store<i32>(at, cSquares, 12);
  store<i32>(at, cSpreadSquares, 16); store<i32>(at, cSpreadY, 20); store<i32>(at, cSpreadX, 24); store<i32>(at, cSpreadCount, 28);
}
@inline function rowAt(cell: i32): i32 { return <i32>load<u8>(rowOf + <usize>cell); }
@inline function columnAt(cell: i32): i32 { return <i32>load<u8>(columnOf + <usize>cell); }

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
 * `swapCostArg` a swap; `saltArg` varies the scores' noise. Returns the address where the caller
 * writes the inputs before selectSwapRoot: 2 x cells x cells u32 Zobrist keys (piece p on cell c
 * at 2 * (p * cells + c)), 2 x (cells + 1) keys of the selected cell (none at 0, cell c at
 * 2 * (c + 1)), then the root's cells u8 pieces (each the target cell of the piece there).
 */
export function selectSwapStart(columnsArg: i32, rowsArg: i32, widthArg: i32, limit: i32, selectCostArg: i32, swapCostArg: i32,
  saltArg: u32, seenBits: i32): usize {
  scratchReset();
  selectReset();
  columns = columnsArg; rows = rowsArg; cells = columns * rows; width = widthArg; selectLimit = limit;
  selectCost = selectCostArg; swapCost = swapCostArg;
  // Spread over the bits the noise reads (Knuth's multiplicative hash), as the TS twin does.
  salt = saltArg * 0x9E3779B1;
  // One block, in the order the caller writes it.
  keys = scratchAlloc(<usize>(2 * cells * cells + 2 * (cells + 1)) * 4 + <usize>cells);
  selectKeys = keys + (<usize>(2 * cells * cells) << 2);
  rootPieces = selectKeys + (<usize>(2 * (cells + 1)) << 2);
  neighbours = scratchAlloc(<usize>(4 * cells) << 2);
  far = scratchAlloc(<usize>(cells * cells));
  rowOf = scratchAlloc(<usize>cells); columnOf = scratchAlloc(<usize>cells);
  for (let cell = 0; cell < cells; cell++) {
    const x = cell % columns, y = cell / columns;
    store<u8>(rowOf + <usize>cell, <u8>y); store<u8>(columnOf + <usize>cell, <u8>x);
    setI32(neighbours, 4 * cell, x > 0 ? cell - 1 : -1);
    setI32(neighbours, 4 * cell + 1, x < columns - 1 ? cell + 1 : -1);
    setI32(neighbours, 4 * cell + 2, y > 0 ? cell - columns : -1);
    setI32(neighbours, 4 * cell + 3, y < rows - 1 ? cell + columns : -1);
    for (let piece = 0; piece < cells; piece++) {
      store<u8>(far + <usize>(piece * cells + cell), <u8>(abs(piece % columns - x) + abs(piece / columns - y)));
    }
  }
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

/**
 * Linear conflicts (Hansson, Mayer and Yung 1992) of piece `p` on cell `c` with the pieces in c's
 * row (`row`) and column (`column`) that are home in that line, leaving out cells `s1` and `s2`
 * (the selected piece is in no conflict: it moves freely); `before` counts only the cells before c.
 */
function conflicts(board: i32, p: i32, c: i32, s1: i32, s2: i32, row: bool, column: bool, before: bool): i32 {
  const py = rowAt(p), px = columnAt(p), cy = rowAt(c), cx = columnAt(c);
  let sum = 0;
  if (row && py == cy) {
    const end = before ? cx : columns;
    for (let x = 0, cell = cy * columns; x < end; x++, cell++) {
      if (cell == c || cell == s1 || cell == s2) continue;
      const q = pieceAt(board, cell);
      if (rowAt(q) != cy) continue;
      const qx = columnAt(q);
      if ((x < cx && qx > px) || (x > cx && qx < px)) sum++;
    }
  }
  if (column && px == cx) {
    const end = before ? cy : rows;
    for (let y = 0, cell = cx; y < end; y++, cell += columns) {
      if (cell == c || cell == s1 || cell == s2) continue;
      const q = pieceAt(board, cell);
      if (columnAt(q) != cx) continue;
      const qy = rowAt(q);
      if ((y < cy && qy > py) || (y > cy && qy < py)) sum++;
    }
  }
  return sum;
}

/** A misplaced cell joins (`sign` 1) or leaves (-1) the spread's sums. */
@inline function spread(cell: i32, sign: i32): void {
  const y = rowAt(cell), x = columnAt(cell);
  cSpreadSquares += sign * (y * y + x * x); cSpreadY += sign * y; cSpreadX += sign * x; cSpreadCount += sign;
}

/** The features of board i's child that selects the piece on `from`, into the c globals: it leaves the sums, and the piece selected before joins them. */
function selectionFeatures(i: i32, from: i32): void {
  loadChild(i);
  const a = pieceAt(i, from), old = getI32(selected, i);
  const da = farOf(a, from);
  cDistance -= da; cSquares -= da * da;
  if (rowAt(a) == rowAt(from) || columnAt(a) == columnAt(from)) cConflicts -= conflicts(i, a, from, old, from, true, true, false);
  if (a != from) spread(from, -1);
  if (old != NONE) {
    const m = pieceAt(i, old), dm = farOf(m, old);
    cDistance += dm; cSquares += dm * dm;
    if (rowAt(m) == rowAt(old) || columnAt(m) == columnAt(old)) cConflicts += conflicts(i, m, old, old, from, true, true, false);
    if (m != old) spread(old, 1);
  }
  cSelected = da;
}

/** The features of board i's child where its selected piece (on `from`) swaps to `to`, into the c globals. */
function childFeatures(i: i32, from: i32, to: i32, horizontal: bool): void {
  loadChild(i);
  const a = pieceAt(i, from), b = pieceAt(i, to);
  // The swap: a to `to`, b to `from`, across the line that a horizontal swap changes for b.
  cSelected = farOf(a, to);
  const before = farOf(b, to), after = farOf(b, from);
  cDistance += after - before; cSquares += after * after - before * before;
  // Most pieces are home in neither line: no call then.
  if (horizontal ? columnAt(b) == columnAt(from) : rowAt(b) == rowAt(from)) cConflicts += conflicts(i, b, from, from, to, !horizontal, horizontal, false);
  if (horizontal ? columnAt(b) == columnAt(to) : rowAt(b) == rowAt(to)) cConflicts -= conflicts(i, b, to, from, to, !horizontal, horizontal, false);
  if (b != to) spread(to, -1);
  if (b != from) spread(from, 1);
}

/**
 * The champion's score of the child in `child` with `left` selections left, lowest best: 15 a unit
 * of distance, 15 x max(2, 4 - left / 2) a linear conflict, the selected piece's distance, 30 x
 * the spread (variance) of the misplaced cells, 150 x the root of the sum of squared distances,
 * and noise up to 60 x the share of the distance left, from the hash (the champion drew it at
 * random). In f64, in the TS twin's order, floored.
 */
function boardScore(left: i32, hi: u32): i32 {
  const md = <f64>cDistance, count = <f64>cSpreadCount;
  const sy = <f64>cSpreadY, sx = <f64>cSpreadX;
  const variance = count == 0 ? 0.0 : <f64>cSpreadSquares / count - (sy * sy + sx * sx) / (count * count);
  const noise = <f64>(((hi ^ salt) >>> 8) & 0xffffff) / 16777216.0;
  const s = 15.0 * md + 15.0 * max(2.0, 4.0 - <f64>left / 2.0) * <f64>cConflicts + <f64>cSelected
    + 60.0 * md / <f64>(rootDistance + 1) * noise + 30.0 * variance + 150.0 * Math.sqrt(<f64>cSquares);
  return <i32>Math.floor(s);
}

/** Makes the root level from the inputs; `rootParity` is the permutation's parity. Returns the root's distance sum. */
export function selectSwapRoot(rootParity: i32): i32 {
  memory.copy(pieces, rootPieces, <usize>cells);
  cDistance = 0; cSelected = 0; cConflicts = 0; cSquares = 0; cSpreadSquares = 0; cSpreadY = 0; cSpreadX = 0; cSpreadCount = 0;
  let lo: u32 = 0, hi: u32 = 0;
  for (let cell = 0; cell < cells; cell++) {
    const piece = pieceAt(0, cell), d = farOf(piece, cell);
    cDistance += d; cSquares += d * d;
    cConflicts += conflicts(0, piece, cell, cell, cell, true, true, true);
    if (piece != cell) spread(cell, 1);
    lo ^= key(piece, cell, 0);
    hi ^= key(piece, cell, 1);
  }
  storeChild(features);
  setI32(selected, 0, NONE); setI32(used, 0, 0); setI32(parity, 0, rootParity);
  store<u32>(los, lo); store<u32>(his, hi); setI32(moves, 0, 0);
  count = 1;
  minUsed = 0;
  rootDistance = cDistance;
  return rootDistance;
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
  childFeatures(i, from, to, dir < 2);
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
  selectionFeatures(i, from);
  return record(candidates, i, from, SELECT, lo, hi, selectLimit - usedAfter);
}

/** Makes candidate `c` board `j` of the next level, made at step `depth` + 1 (its swaps: that less its selections). */
function keep(c: i32, j: i32, depth: i32): void {
  const i = getI32(candParents, c), from = getI32(candFroms, c), dir = <i32>load<u8>(candDirs + <usize>c);
  const board = nextPieces + <usize>(j * cells);
  memory.copy(board, pieces + <usize>(i * cells), <usize>cells);
  let usedAfter = getI32(used, i), at = from, flip = 0;
  if (dir == SELECT) {
    selectionFeatures(i, from);
    usedAfter++;
  } else {
    at = getI32(neighbours, 4 * from + dir);
    childFeatures(i, from, at, dir < 2);
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
      for (let from = 0; from < cells; from++) candidates = addSelection(candidates, i, from);
      continue;
    }
    const layer = selectLimit - getI32(used, i), last = getI32(moves, i);
    if (layer < minLayer || layer > maxLayer) continue;
    // Never straight back: the selected piece made the board's last move.
    for (let dir = 0; dir < 4; dir++) if (dir != (last ^ 1)) candidates = addSwap(candidates, i, current, dir);
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
