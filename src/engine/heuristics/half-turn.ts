// Databases that symmetry makes equal, built and stored once. A group whose tiles' homes are an
// earlier group's turned half way round the board (cell i to cell n - 1 - i), digit by digit, has
// that group's database read through the turn: a placement of its tiles, turned, is a placement
// of the earlier group's, as many moves from home. Korf & Felner's 6-6-6-6 partition of the
// 24-puzzle has such a pair (heuristics/partition.ts), which saves a quarter of its 255 MB and
// of its build.
import type { Board } from '../board/board.js';
import { openNeighbours } from '../board/grid.js';
import { BLANK, WALL } from '../board/symbols.js';

/** The cell a half turn of `board` puts `cell` on. */
export function halfTurn(board: Board, cell: number): number {
  return board.cells.length - 1 - cell;
}

/** The cells reachable from `from` without crossing a wall or a cell of `blocked`. */
function region(goal: Board, from: number, blocked: ReadonlySet<number>): Set<number> {
  const reached = new Set([from]);
  for (const cell of reached) {
    for (const next of openNeighbours(goal, cell)) if (!blocked.has(next)) reached.add(next);
  }
  return reached;
}

/**
 * For each group of `partition`, the earlier group whose database is its own read through the
 * goal's half turn, else undefined. That holds when the turn keeps the walls, maps the earlier
 * group's homes onto this one's digit by digit, and keeps the blank's home in its region of the
 * cells the earlier group leaves free (the database's goal is that group home, the blank anywhere
 * in that region: the turn must map one goal onto the other). Only sets with a `compact` index
 * share, the large ones worth it: a per-board set builds in a blink, and keeps each group's array
 * its own.
 */
export function halfTurnSources(goal: Board, partition: readonly (readonly number[])[], compact: boolean): (number | undefined)[] {
  const { cells } = goal;
  if (!compact || cells.some((code, cell) => (code === WALL) !== (cells[halfTurn(goal, cell)] === WALL))) return partition.map(() => undefined);
  const home = new Map(Array.from(cells, (code, cell) => [code, cell]));
  const blankHome = home.get(BLANK)!;
  return partition.map((tiles, g) => {
    const source = partition.findIndex((earlier, h) => h < g && earlier.length === tiles.length
      && earlier.every((tile, digit) => halfTurn(goal, home.get(tile)!) === home.get(tiles[digit])));
    if (source < 0) return undefined;
    const free = region(goal, blankHome, new Set(partition[source].map((tile) => home.get(tile)!)));
    return free.has(halfTurn(goal, blankHome)) ? source : undefined;
  });
}
