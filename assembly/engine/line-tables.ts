// Exact tables for placing two or three tiles of a line together: the twin of
// src/engine/search/line-tables.ts, which says what a table holds and why. The same breadth-first
// search from every goal state at once, the same states in the same order, so the same bytes.
import { arenaAlloc, scratchAlloc, scratchReset } from "../arena";

const UNREACHED: u8 = 255;

/** The state of the blank on `blank` and the `count` tiles on `t0`, `t1` and (with three) `t2`, in a window of `n` cells. */
@inline export function packState(blank: i32, t0: i32, t1: i32, t2: i32, n: i32, count: i32): i32 {
  return blank + n * (count == 3 ? t0 + n * (t1 + n * t2) : t0 + n * t1);
}

/**
 * The cell one blank move `d` ("LRUD" in the frame: x - 1, x + 1, y - 1, y + 1) from `cell` in a
 * `w` x `h` window whose line cells (x = 0) from y = `wallFrom` on are placed; -1 off the window or
 * onto a placed cell.
 */
@inline export function frameStep(cell: i32, d: i32, w: i32, h: i32, wallFrom: i32): i32 {
  const x = cell % w, y = cell / w;
  let to: i32;
  if (d == 0) { if (x == 0) return -1; to = cell - 1; }
  else if (d == 1) { if (x == w - 1) return -1; to = cell + 1; }
  else if (d == 2) { if (y == 0) return -1; to = cell - w; }
  else { if (y == h - 1) return -1; to = cell + w; }
  return to % w == 0 && to / w >= wallFrom ? -1 : to;
}

/**
 * Builds the table of a `w` x `h` window whose `count` tiles (2 or 3) have their targets from
 * (0, `first`) down the line, in memory the arena keeps (until `release`): `cells ** (count + 1)`
 * bytes, at the address returned. The caller checks the arguments (line-tables.ts, checkSpec).
 */
export function lineTableBuild(w: i32, h: i32, count: i32, first: i32): usize {
  const n = w * h;
  let size: i32 = n * n * n;
  if (count == 3) size *= n;
  const table = arenaAlloc(<usize>size);
  memory.fill(table, UNREACHED, <usize>size);
  const queue = scratchAlloc(<usize>size << 2);
  let tail: i32 = 0;
  // The goal states: the tiles on their targets, the blank on the line's next cell or beside.
  const t0 = first * w, t1 = (first + 1) * w, t2 = count == 3 ? (first + 2) * w : 0;
  if (first > 0) tail = seed(table, queue, tail, packState((first - 1) * w, t0, t1, t2, n, count));
  for (let y = max(0, first - 1); y < first + count; y++) tail = seed(table, queue, tail, packState(y * w + 1, t0, t1, t2, n, count));
  for (let head: i32 = 0; head < tail; head++) {
    const state = load<i32>(queue + (<usize>head << 2));
    const distance = <u8>(load<u8>(table + <usize>state) + 1);
    let rest = state;
    const blank = rest % n; rest /= n;
    const a = rest % n; rest /= n;
    const b = rest % n; rest /= n;
    const c = count == 3 ? rest % n : 0;
    for (let d = 0; d < 4; d++) {
      const to = frameStep(blank, d, w, h, first + count);
      if (to < 0) continue;
      const reached = packState(to, a == to ? blank : a, b == to ? blank : b, c == to ? blank : c, n, count);
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
