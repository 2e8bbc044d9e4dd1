// Dead ends, for the solvability proofs. Wilson's theorem (1974) speaks of 2-connected graphs; a
// corridor that ends in a dead end is not one. The blank that enters such a corridor can only come
// back out the way it went in, and coming out shifts every tile back to where it was. So, with the
// blank outside, a dead-end corridor's tiles never change, and the corridor is as good as walls.
import type { Board } from './board.js';
import { openNeighbours } from './grid.js';
import { BLANK, WALL } from './symbols.js';

/** A region with its dead-end corridors walled off, or the cell that proves the goal out of reach. */
export type DeadEnds =
  | { readonly kind: 'peeled'; readonly start: Board; readonly goal: Board; readonly cells: number[] }
  | { readonly kind: 'unsolvable'; readonly cell: number; readonly tile: number; readonly wanted: number };

/**
 * Walls off the dead-end corridors of the blank's region `cells`, again and again, as walling one
 * off can make a dead end of the cell at its mouth. Where the blank stands in a corridor, in the
 * start or the goal, it is first walked out (its only way out, and the walk can be undone), so the
 * boards returned have the blank outside every corridor. Each corridor's tiles must then be the
 * goal's. A region that is one path end to end is left as it is (the corridor rule takes it).
 */
export function peelDeadEnds(start: Board, goal: Board, cells: readonly number[]): DeadEnds {
  const from: Board = { ...start, cells: start.cells.slice() };
  const to: Board = { ...goal, cells: goal.cells.slice() };
  const open = new Set(cells);
  for (let corridor = nextCorridor(from, open); corridor; corridor = nextCorridor(from, open)) {
    walkOut(from.cells, corridor);
    walkOut(to.cells, corridor);
    for (const cell of corridor.cells) {
      if (from.cells[cell] !== to.cells[cell]) return { kind: 'unsolvable', cell, tile: from.cells[cell], wanted: to.cells[cell] };
      open.delete(cell);
      from.cells[cell] = WALL;
      to.cells[cell] = WALL;
    }
  }
  return { kind: 'peeled', start: from, goal: to, cells: cells.filter((cell) => open.has(cell)) };
}

/** A dead-end corridor: its cells from the dead end outward, and the cell at its mouth. */
interface Corridor {
  readonly cells: number[];
  readonly mouth: number;
}

/** The first dead-end corridor of the open cells, or undefined (none, or the region is one path). */
function nextCorridor(board: Board, open: ReadonlySet<number>): Corridor | undefined {
  const neighbours = (cell: number) => openNeighbours(board, cell).filter((n) => open.has(n));
  for (const end of open) {
    if (neighbours(end).length !== 1) continue;
    const corridor = [end];
    for (let previous = -1, cell = end; ;) {
      const next = neighbours(cell).find((n) => n !== previous)!;
      const ways = neighbours(next).length;
      if (ways <= 1) return undefined; // the other end of a path
      if (ways >= 3) return { cells: corridor, mouth: next };
      corridor.push(next);
      previous = cell;
      cell = next;
    }
  }
  return undefined;
}

/** Walks the blank out of the corridor to its mouth, if it stands in it. */
function walkOut(board: Uint16Array, { cells, mouth }: Corridor): void {
  const depth = cells.indexOf(board.indexOf(BLANK));
  if (depth < 0) return;
  const way = [...cells.slice(depth), mouth];
  for (let k = 1; k < way.length; k++) {
    board[way[k - 1]] = board[way[k]];
    board[way[k]] = BLANK;
  }
}
