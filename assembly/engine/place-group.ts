// Two or three tiles of a line brought home together by a line table, on the placing kernel's
// board: the twin of src/engine/search/ts-place-group.ts, which says how and why. In the kernel,
// a lookup over every ordered pair or triple of candidates and the way's read-back cost about a
// microsecond each, where the TypeScript twin's took most of a line's time.
import { STRIDE } from "../size";
import { cellAt, heldAt, placeBlank, placeHold, placePlay, placePlayPtr } from "./place";
import { frameStep, packState } from "./line-tables";

const UNREACHED: i32 = 255;
/** Window cells a table may span (line-tables.ts: at most 64). */
const MAX_WINDOW: i32 = 64;
/** Each window cell's padded cell, or -1 off the board. */
const WINDOW: usize = memory.data(MAX_WINDOW * 4, 4);
/** The candidate window cells of each tracked tile, MAX_WINDOW apiece. */
const CHOICES: usize = memory.data(3 * MAX_WINDOW * 4, 4);
/** A padded direction's unit step, [column, row], for "LRUD". */
const STEP_X: usize = memory.data<i32>([-1, 1, 0, 0]);
const STEP_Y: usize = memory.data<i32>([0, 0, -1, 1]);

@inline function i32At(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function setI32(base: usize, i: i32, value: i32): void { store<i32>(base + (<usize>i << 2), value); }

// The table in use: its window, its tracked tiles, and its bytes.
let table: usize = 0;
let width: i32 = 0;
let height: i32 = 0;
let tiles: i32 = 0;
let wall: i32 = 0;
let cellCount: i32 = 0;
let choiceCount0: i32 = 0;
let choiceCount1: i32 = 0;
let choiceCount2: i32 = 0;
// The candidate after which the next lookup searches: its distance and its rank in the enumeration.
let afterDistance: i32 = -1;
let afterRank: i32 = -1;
let bestDistance: i32 = 0;
let bestRank: i32 = 0;
let bestState: i32 = 0;

@inline function entry(state: i32): i32 { return <i32>load<u8>(table + <usize>state); }

/** Keeps `state` (rank `rank`) if it is the least entry after the last one tried. */
@inline function consider(state: i32, rank: i32): void {
  const distance = entry(state);
  if (distance == UNREACHED) return;
  if (distance < afterDistance || (distance == afterDistance && rank <= afterRank)) return;
  if (distance < bestDistance || (distance == bestDistance && rank < bestRank)) {
    bestDistance = distance; bestRank = rank; bestState = state;
  }
}

/**
 * Finds the least entry after (afterDistance, afterRank) over every ordered pair or triple of
 * distinct candidates, ranked in the order of the nested loops (the twin sorts them stably); false
 * when none is left.
 */
function nextCandidate(blank: i32): bool {
  const n = cellCount;
  bestDistance = UNREACHED; bestRank = 0x7fffffff;
  let rank = 0;
  for (let i = 0; i < choiceCount0; i++) {
    const a = i32At(CHOICES, i);
    for (let j = 0; j < choiceCount1; j++) {
      const b = i32At(CHOICES, MAX_WINDOW + j);
      if (b == a) continue;
      if (tiles == 2) { consider(packState(blank, a, b, 0, n, 2), rank++); continue; }
      for (let k = 0; k < choiceCount2; k++) {
        const c = i32At(CHOICES, 2 * MAX_WINDOW + k);
        if (c == a || c == b) continue;
        consider(packState(blank, a, b, c, n, 3), rank++);
      }
    }
  }
  if (bestDistance == UNREACHED) return false;
  afterDistance = bestDistance; afterRank = bestRank;
  return true;
}

/**
 * The moves from `state` to a goal, written at the kernel's play buffer as padded directions
 * (`padded[d]` for frame direction d), each the first direction one move nearer; their count.
 */
function readBack(state: i32, padded0: i32, padded1: i32, padded2: i32, padded3: i32): i32 {
  const n = cellCount;
  const play = placePlayPtr();
  let blank = state % n, rest = state / n;
  let a = rest % n; rest /= n;
  let b = rest % n; rest /= n;
  let c = tiles == 3 ? rest % n : -1;
  const length = entry(state);
  for (let distance = length; distance > 0; distance--) {
    for (let d = 0; d < 4; d++) {
      const to = frameStep(blank, d, width, height, wall);
      if (to < 0) continue;
      const na = a == to ? blank : a, nb = b == to ? blank : b, nc = c == to ? blank : c;
      if (entry(packState(to, na, nb, nc, n, tiles)) != distance - 1) continue;
      store<u8>(play + <usize>(length - distance), <u8>(d == 0 ? padded0 : d == 1 ? padded1 : d == 2 ? padded2 : padded3));
      blank = to; a = na; b = nb; c = nc;
      break;
    }
  }
  return length;
}

/**
 * Brings tiles of codes `c0`, `c1` (and `c2` when `count` is 3) home together by the table at
 * `address` (a `w` x `h` window, targets from (0, `first`)): its frame's (0, 0) on padded column
 * `column` and row `row`, its x along padded direction `across` and its y along `along`. Plays the
 * least entry's way that stays on open cells and holds the targets: 1; or 0, the board as it was,
 * when the blank is outside the window or no way stays on open cells.
 */
export function placeGroup(address: usize, w: i32, h: i32, count: i32, first: i32, column: i32, row: i32, across: i32, along: i32, c0: i32, c1: i32, c2: i32): i32 {
  table = address; width = w; height = h; tiles = count; wall = first + count; cellCount = w * h;
  const ax = i32At(STEP_X, across), ay = i32At(STEP_Y, across), lx = i32At(STEP_X, along), ly = i32At(STEP_Y, along);
  const blankCell = placeBlank();
  let blank = -1;
  choiceCount0 = choiceCount1 = choiceCount2 = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const px = column + x * ax + y * lx, py = row + x * ay + y * ly;
      const cell = px >= 0 && px < STRIDE && py >= 0 && py < STRIDE ? py * STRIDE + px : -1;
      setI32(WINDOW, i, cell);
      if (cell < 0) continue;
      if (cell == blankCell) blank = i;
      if (heldAt(cell) != 0) continue;
      const code = cellAt(cell);
      if (code == c0) setI32(CHOICES, choiceCount0++, i);
      if (code == c1) setI32(CHOICES, MAX_WINDOW + choiceCount1++, i);
      if (count == 3 && code == c2) setI32(CHOICES, 2 * MAX_WINDOW + choiceCount2++, i);
    }
  }
  if (blank < 0) return 0;
  afterDistance = -1; afterRank = -1;
  // Frame moves "LRUD" (x - 1, x + 1, y - 1, y + 1) as the padded board's.
  while (nextCandidate(blank)) {
    if (placePlay(readBack(bestState, across ^ 1, across, along ^ 1, along)) == 0) continue;
    for (let t = 0; t < count; t++) placeHold(i32At(WINDOW, (first + t) * w));
    return 1;
  }
  return 0;
}
