// A whole line placed on the kernel's board a group of tiles at a time, as tomerun's 7th-place
// AHC011 code places its lines (`solve_up`): from the line's far end toward its corner, each step
// one tile by its fewest moves, or two or three together by a line table (Placer.placeGroup), as
// `groupSize` says; the line's last two always by the pair table first, then by the kernel's park
// and turn. A group the table cannot place (the blank outside its window, or no way on open cells)
// is placed one tile at a time.
import type { Engine } from '../search/engine.js';
import type { Layout } from '../search/layout.js';
import type { LineFrame, LineTableSpec } from '../search/line-tables.js';
import type { Placer } from '../search/placer.js';

/** How many tiles to place together next, 1 to 3, with `left` tiles of the line left (3 or more). */
export type GroupSize = (left: number) => number;

/** tomerun's windows: pairs in 8 x 8, triples in 6 x 6. */
const PAIR_SIDE = 8;
const TRIPLE_SIDE = 6;

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
      const side = size === 2 ? PAIR_SIDE : TRIPLE_SIDE;
      const offset = Math.min(side - size, left - size);
      const last = cells[i + size - 1];
      // y runs along the line toward its placed end; the frame's (0, 0) is `offset` cells past the group.
      const along = unit(cells[i] - cells[i + 1]);
      const frame: LineFrame = {
        column: (last % stride) - offset * along[0], row: Math.floor(last / stride) - offset * along[1], across, along,
      };
      const spec: LineTableSpec = { width: side, height: side, tiles: size as 2 | 3, offset };
      const group = codes.slice(i, i + size).reverse();
      if (placer.placeGroup(engine.lineTable(spec), frame, group)) {
        i += size;
        continue;
      }
      if (left === 2) return placer.placeLine(cells.slice(i), codes.slice(i), inward);
    }
    if (!placer.placeTile(codes[i], cells[i])) return false;
    i++;
  }
  return true;
}
