// Linear conflict (Hansson, Mayer & Yung 1992), wall-aware, kept incrementally. The admissibility
// argument and the key encoding are in src/engine/heuristics/linear-conflict.ts, which fills the
// tables. A line is a wall-free row or column segment; its key packs, per cell, the home position
// (+1) of the tile there when that home lies in the same segment. CONFLICTS[key] is what the line
// adds.
// A tile moving along an axis changes the keys of two lines across it (it leaves one, enters the
// other) and shifts its digit within the line along it, whose value cannot change (order is kept).
import { MAX_LINES, AXES } from "../../src/engine/search/search-constants";
import { PADDED_CELLS, TABLE_ROWS } from "../size";
import { WALL } from "../../src/engine/board/codes";
import { cellAt, LINES, CODES, KEYS, CONFLICTS } from "../memory";

@inline function keyAddress(axis: i32, cell: i32): usize {
  return KEYS + (<usize>(axis * MAX_LINES + <i32>load<u8>(LINES + <usize>(axis * PADDED_CELLS + cell))) << 2);
}

@inline function code(axis: i32, tile: i32, cell: i32): u32 {
  return load<u32>(CODES + (<usize>((axis * TABLE_ROWS + tile) * PADDED_CELLS + cell) << 2));
}

@inline function value(key: u32): i32 {
  return <i32>load<u8>(CONFLICTS + <usize>key);
}

/** Sets every line's key from BOARD and returns the conflicts' total. */
export function conflictsAtStart(): i32 {
  memory.fill(KEYS, 0, AXES * MAX_LINES * 4);
  for (let cell = 0; cell < PADDED_CELLS; cell++) {
    const tile = cellAt(cell);
    if (tile == 0 || tile == WALL) continue;
    for (let axis = 0; axis < AXES; axis++) {
      const at = keyAddress(axis, cell);
      store<u32>(at, load<u32>(at) + code(axis, tile, cell));
    }
  }
  let total = 0;
  for (let line = 0; line < AXES * MAX_LINES; line++) total += value(load<u32>(KEYS + (<usize>line << 2)));
  return total;
}

/** The change in the total when `tile` moves from `from` to `to`, across the lines of `axis`. */
@inline export function conflictDelta(tile: i32, from: i32, to: i32, axis: i32): i32 {
  const left = load<u32>(keyAddress(axis, from)), entered = load<u32>(keyAddress(axis, to));
  return value(left - code(axis, tile, from)) - value(left) + value(entered + code(axis, tile, to)) - value(entered);
}

/** Applies that move to the keys: the lines of `axis` across it, and the line along it. */
@inline export function conflictMove(tile: i32, from: i32, to: i32, axis: i32): void {
  const left = keyAddress(axis, from), entered = keyAddress(axis, to), along = keyAddress(axis ^ 1, from);
  store<u32>(left, load<u32>(left) - code(axis, tile, from));
  store<u32>(entered, load<u32>(entered) + code(axis, tile, to));
  store<u32>(along, load<u32>(along) - code(axis ^ 1, tile, from) + code(axis ^ 1, tile, to));
}
