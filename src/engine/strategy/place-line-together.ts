// A whole line placed on the kernel's board a group of tiles at a time, as tomerun's 7th-place
// AHC011 code places its lines (`solve_up`): from the line's far end toward its corner, each step
// one tile by its fewest moves, or two or three together by a line table (Placer.placeGroup), as
// `groupSize` says; the line's last two always by the pair table first, then by the kernel's park
// and turn. A group's window slides along the line to take in the blank, as his do. A group the
// table cannot place (the blank outside every window, or no way on open cells) is placed one tile
// at a time. Given the same board and target, a line costs what his does (docs/ahc011.md).
import type { Engine } from '../search/engine.js';
import type { Layout } from '../search/layout.js';
import type { LineFrame, LineTableSpec } from '../search/line-tables.js';
import type { Placer } from '../search/placer.js';

/** How many tiles to place together next, 1 to 3, with `left` tiles of the line left (3 or more). */
export type GroupSize = (left: number) => number;

/** tomerun's windows: pairs in 8 x 8, triples in 6 x 6. */
const PAIR_SIDE = 8;
const TRIPLE_SIDE = 6;
/** His two triple windows: at a line's start, all of it ahead of the targets; inside a line, one cell ahead and two behind. */
const TRIPLE_AT_START = 3;
const TRIPLE_INSIDE = 1;

/** How far the blank at `blank` lies along the line past `cell`, toward the placed end (padded cells). */
function alongFrom(cell: number, blank: number, along: readonly [number, number], stride: number): number {
  return ((blank % stride) - (cell % stride)) * along[0] + (Math.floor(blank / stride) - Math.floor(cell / stride)) * along[1];
}

/**
 * The window's offset (its first target's y) for a group of `size` with `left` cells of the line
 * left, the blank `behind` cells past the first target toward the placed end: as tomerun slides his
 * windows, as far ahead as the line and the window allow with the blank inside; -1 when the blank
 * is outside every window. Pairs have a table for every offset; triples his two.
 */
function windowOffset(size: number, left: number, behind: number): number {
  const inside = (offset: number, side: number) => offset + behind >= 0 && offset + behind < side;
  if (size === 3) {
    if (left >= TRIPLE_AT_START + 3 && inside(TRIPLE_AT_START, TRIPLE_SIDE)) return TRIPLE_AT_START;
    return inside(TRIPLE_INSIDE, TRIPLE_SIDE) ? TRIPLE_INSIDE : -1;
  }
  const offset = Math.min(PAIR_SIDE - 2, left - 2, PAIR_SIDE - 1 - behind);
  return inside(offset, PAIR_SIDE) ? offset : -1;
}

/** A padded step to a neighbour as a unit [column, row]. */
const unit = (step: number): [number, number] => (Math.abs(step) === 1 ? [step, 0] : [0, Math.sign(step)]);

/**
 * Places `codes[i]` on the padded cell `cells[i]` of `placer`'s board, in order (the line's far
 * end first), holding each; `inward` is the padded step from the line into the rest.
 * @returns false when a tile finds no way (the moves played so far stay played)
 */
export function placeLineTogether(engine: Engine, layout: Layout, placer: Placer, cells: readonly number[], codes: readonly number[], inward: number, groupSize: GroupSize): boolean {
  const { stride } = layout;
  const length = cells.length;
  const across = unit(inward);
  for (let i = 0; i < length;) {
    const left = length - i;
    let size = left <= 2 ? left : Math.min(groupSize(left), left);
    // A group never leaves the line's last cell alone: at the line's end only two together go home.
    if (left - size === 1) size = size === 2 ? 3 : 2;
    if (size > 1) {
      const last = cells[i + size - 1];
      // y runs along the line toward its placed end; the frame's (0, 0) is `offset` cells past the group.
      const along = unit(cells[i] - cells[i + 1]);
      const offset = windowOffset(size, left, alongFrom(last, placer.blank(), along, stride));
      if (offset >= 0) {
        const side = size === 2 ? PAIR_SIDE : TRIPLE_SIDE;
        const spec: LineTableSpec = { width: side, height: side, tiles: size as 2 | 3, offset };
        const frame: LineFrame = {
          column: (last % stride) - offset * along[0], row: Math.floor(last / stride) - offset * along[1], across, along,
        };
        if (placer.placeGroup(engine.lineTable(spec), frame, codes.slice(i, i + size).reverse())) {
          i += size;
          continue;
        }
      }
      if (left === 2) return placer.placeLine(cells.slice(i), codes.slice(i), inward);
    }
    if (!placer.placeTile(codes[i], cells[i])) return false;
    i++;
  }
  return true;
}
