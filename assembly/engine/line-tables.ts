// Exact tables for placing two or three tiles of a line together: the twin of
// src/engine/search/line-tables.ts, which says what a table holds and why. The same breadth-first
// search from every goal state at once, the same states in the same order, so the same bytes.
import { arenaAlloc, scratchAlloc, scratchReset } from "../arena";

const UNREACHED: u8 = 255;

// The table being built: its window and its tracked tiles.
let width: i32 = 0;
let height: i32 = 0;
let tiles: i32 = 0;
let offset: i32 = 0;
let cellCount: i32 = 0;

@inline function isWall(cell: i32): bool {
  return cell % width == 0 && cell / width >= offset + tiles;
}

/** The state of the blank on `blank` and the tiles on `t0`, `t1` and (with three) `t2`. */
@inline function stateOf(blank: i32, t0: i32, t1: i32, t2: i32): i32 {
  const n = cellCount;
  const rest = tiles == 3 ? t0 + n * (t1 + n * t2) : t0 + n * t1;
  return blank + n * rest;
}

/**
 * Builds the table of a `w` x `h` window whose `count` tiles (2 or 3) have their targets from
 * (0, `first`) down the line, in memory the arena keeps (until `release`): `cells ** (count + 1)`
 * bytes, at the address returned. The caller checks the arguments (line-tables.ts, checkSpec).
 */
export function lineTableBuild(w: i32, h: i32, count: i32, first: i32): usize {
  width = w; height = h; tiles = count; offset = first; cellCount = w * h;
  const n = cellCount;
  let size: i32 = n * n * n;
  if (count == 3) size *= n;
  const table = arenaAlloc(<usize>size);
  memory.fill(table, UNREACHED, <usize>size);
  const queue = scratchAlloc(<usize>size << 2);
  let tail: i32 = 0;
  // The goal states: the tiles on their targets, the blank on the line's next cell or beside.
  const t0 = first * w, t1 = (first + 1) * w, t2 = count == 3 ? (first + 2) * w : 0;
  if (first > 0) tail = seed(table, queue, tail, stateOf((first - 1) * w, t0, t1, t2));
  for (let y = max(0, first - 1); y < first + count; y++) tail = seed(table, queue, tail, stateOf(y * w + 1, t0, t1, t2));
  for (let head: i32 = 0; head < tail; head++) {
    const state = load<i32>(queue + (<usize>head << 2));
    const distance = <u8>(load<u8>(table + <usize>state) + 1);
    let rest = state;
    const blank = rest % n; rest /= n;
    const a = rest % n; rest /= n;
    const b = rest % n; rest /= n;
    const c = count == 3 ? rest % n : 0;
    const x = blank % w, y = blank / w;
    for (let d = 0; d < 4; d++) {
      let to: i32;
      if (d == 0) { if (x == 0) continue; to = blank - 1; }
      else if (d == 1) { if (x == w - 1) continue; to = blank + 1; }
      else if (d == 2) { if (y == 0) continue; to = blank - w; }
      else { if (y == h - 1) continue; to = blank + w; }
      if (isWall(to)) continue;
      const reached = stateOf(to, a == to ? blank : a, b == to ? blank : b, c == to ? blank : c);
      const at = table + <usize>reached;
      if (load<u8>(at) != UNREACHED) continue;
      store<u8>(at, distance);
      store<i32>(queue + (<usize>tail << 2), reached);
      tail++;
    }
  }
  scratchReset();
  return table;
}

/** Marks `state` a goal (distance 0) and queues it. */
function seed(table: usize, queue: usize, tail: i32, state: i32): i32 {
  store<u8>(table + <usize>state, 0);
  store<i32>(queue + (<usize>tail << 2), state);
  return tail + 1;
}
