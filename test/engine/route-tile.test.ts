// Exact partial goals (routeTiles) against an independent fact: breadth-first search over whole
// boards, where the first board with the chosen tiles home gives the true fewest moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { replay } from '../../src/engine/board/moves.js';
import { WALL } from '../../src/engine/board/symbols.js';
import { routeTargets, routeTiles } from '../../src/engine/strategy/route-tile.js';
import { breadthFirst } from '../helpers/bfs.js';

const board = parseBoard('3,3,4=1726530'); // 8 open cells: 40,320 boards

/** The fewest moves that bring every tile of `targets` home, by breadth-first search over whole boards. */
function trueDistanceFrom(start: Board, targets: Map<number, number>): number {
  for (const { cells, distance } of breadthFirst(start)) {
    if ([...targets].every(([tile, cell]) => cells[cell] === tile)) return distance;
  }
  return -1;
}

describe('routeTiles', () => {
  it('finds the fewest moves for one, two and three tiles, as breadth-first search over whole boards does', async () => {
    const open = [...board.cells.keys()].filter((cell) => board.cells[cell] !== WALL);
    const goals = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1, maxLength: 3 })
      .chain((tiles) => fc.shuffledSubarray(open, { minLength: tiles.length, maxLength: tiles.length })
        .map((cells) => new Map(tiles.map((tile, k) => [tile, cells[k]]))));
    await fc.assert(fc.asyncProperty(goals, async (targets) => {
      const moves = await routeTiles(board, targets);
      const expected = trueDistanceFrom(board, targets);
      if (expected < 0) return moves === undefined;
      const end = replay(board, moves!);
      return moves!.length === expected && [...targets].every(([tile, cell]) => end.cells[cell] === tile);
    }), { numRuns: 40 });
  });

  it('keeps fixed cells still, and says when a tile cannot pass them', async () => {
    // A ring of eight cells: tile 1 reaches the top-right corner by turning the ring, but not with
    // tile 2 held still between them (the ring is then a path, and tiles on a path cannot pass).
    const ring = parseBoard('3,3,1230=4567');
    expect(await routeTiles(ring, new Map([[1, 2]]), new Set([1]))).toBeUndefined();
    const moves = (await routeTiles(ring, new Map([[1, 2]])))!;
    expect(moves.length).toBe(trueDistanceFrom(ring, new Map([[1, 2]])));
  });

  it('routes goals too large for one search tile by tile, moving the nearest tiles already home along', async () => {
    const start = parseBoard('4,4,2143F56789ABCDE0');
    // Five tiles on 16 cells are 16^6 states, over the joint search's limit.
    const down = new Map([[1, 0], [2, 4], [3, 8], [4, 1], [5, 5]]);
    const end = replay(start, (await routeTargets(start, down))!);
    for (const [tile, cell] of down) expect(end.cells[cell]).toBe(tile);
    // The last tile of a row cannot reach its corner with the rest of the row held still, so its
    // search moves the row's tiles next to the corner along.
    const rowBut4 = parseBoard('4,4,123F456789ABCDE0');
    const row = new Map([[1, 0], [2, 1], [3, 2], [4, 3], [5, 4]]);
    expect(await routeTiles(rowBut4, new Map([[4, 3]]), new Set([0, 1, 2]))).toBeUndefined();
    const filled = replay(rowBut4, (await routeTargets(rowBut4, row))!);
    for (const [tile, cell] of row) expect(filled.cells[cell]).toBe(tile);
  });
});
