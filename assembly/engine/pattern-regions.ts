// What both pattern database builds (pattern-build.ts, pattern-build-compact.ts) know of the board:
// cells as bits of a u64 over the padded small layout, the blank's region by flood fill, and each
// open cell's rank in reading order (RANKS), the digits of a database index.
import { PADDED_CELLS, SMALL_PADDED_CELLS, STRIDE } from "../size";
import { WALL } from "../../src/engine/board/codes";
import { cellAt, RANKS } from "../memory";

/** The open cell of each rank. */
export const CELL_OF_RANK: usize = memory.data(PADDED_CELLS);
/** ROW_RANKS[row * 256 + byte]: the rank mask of the open cells a byte of that padded row selects. */
const ROW_RANKS: usize = memory.data(STRIDE * 256 * 8, 8);

@inline export function bit(cell: i32): u64 {
  return <u64>1 << <u64>cell;
}

@inline export function rank(cell: i32): i32 {
  return <i32>load<u8>(RANKS + <usize>cell);
}

@inline export function around(cells: u64): u64 {
  return (cells << 1) | (cells >> 1) | (cells << <u64>STRIDE) | (cells >> <u64>STRIDE);
}

/** The cells of `free` connected to `seed` (the padding is walled, so shifts never wrap into the board). */
@inline export function flood(seed: u64, free: u64): u64 {
  let region = seed, last: u64 = 0;
  while (region != last) {
    last = region;
    region = (region | around(region)) & free;
  }
  return region;
}

/** The ranks of the cells in `region`, as a mask: a table lookup per padded row. */
@inline export function rankMask<M>(region: u64): M {
  let mask: u64 = 0;
  for (let row = 1; row < STRIDE - 1; row++) {
    mask |= load<u64>(ROW_RANKS + (<usize>(row * 256 + <i32>((region >> <u64>(row * STRIDE)) & 0xff)) << 3));
  }
  return <M>mask;
}

/** Fills CELL_OF_RANK and ROW_RANKS from BOARD's walls and RANKS; returns the open cells. */
export function openRegions(): u64 {
  // Regions are u64 masks over the padded cells: only the small module's 64 cells fit.
  if (PADDED_CELLS > SMALL_PADDED_CELLS) abort("pattern databases are built by the small (6 x 6) module only");
  let open: u64 = 0;
  for (let cell = 0; cell < PADDED_CELLS; cell++) {
    if (cellAt(cell) == WALL) continue;
    open |= bit(cell);
    store<u8>(CELL_OF_RANK + <usize>rank(cell), <u8>cell);
  }
  for (let row = 0; row < STRIDE; row++) {
    for (let byte = 0; byte < 256; byte++) {
      let mask: u64 = 0;
      for (let x = 0; x < STRIDE; x++) {
        const cell = row * STRIDE + x;
        if ((byte >> x) & 1 && (open & bit(cell))) mask |= <u64>1 << <u64>rank(cell);
      }
      store<u64>(ROW_RANKS + (<usize>(row * 256 + byte) << 3), mask);
    }
  }
  return open;
}
