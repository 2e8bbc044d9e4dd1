// The placing kernel (assembly/engine/place.ts) and its TypeScript twin (search/ts-placer.ts): the
// same moves on the same boards, every placement replayed, a tile's route as short as a breadth-first
// search over (tile, blank) finds, the nearest of alike tiles taken, the shut-in end of a line
// escaped, and a tile that cannot get home refused with nothing played.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { devquizGoal } from '../../src/engine/board/goal.js';
import { DIRECTIONS, replay } from '../../src/engine/board/moves.js';
import { WALL } from '../../src/engine/board/codes.js';
import { shuffled } from '../../src/engine/scramble.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import type { Placer } from '../../src/engine/search/placer.js';
import { layoutOf, padBoard, paddedCell } from '../../src/engine/search/problem.js';
import { seededRandom } from '../../src/core/random.js';

const engines = [createEngine('wasm'), createEngine('ts')];
const text = (moves: Uint8Array) => Array.from(moves, (d) => DIRECTIONS[d]).join('');

function loaded(placer: Placer, board: Board): void {
  const padded = padBoard(board);
  placer.load(padded, Uint8Array.from(padded, (code) => (code === WALL ? 1 : 0)));
}

/** Rows from the top and columns from the left, the longer side first, until 3 x 3 is left: each line's moves. */
function reduceByLines(placer: Placer, board: Board, goal: Board): string[] {
  const { width: n, height } = board;
  const layout = layoutOf(board);
  const pad = (cell: number) => paddedCell(cell, n, layout);
  loaded(placer, board);
  const lines: string[] = [];
  for (let top = 0, left = 0; height - top > 3 || n - left > 3;) {
    const cells: number[] = [];
    const byRow = height - top >= n - left;
    if (byRow) for (let x = left; x < n; x++) cells.push(top * n + x);
    else for (let y = top; y < height; y++) cells.push(y * n + left);
    const before = placer.moves().length;
    expect(placer.placeLine(cells.map(pad), cells.map((cell) => goal.cells[cell]), byRow ? layout.stride : 1)).toBe(true);
    lines.push(text(placer.moves().slice(before)));
    if (byRow) top++; else left++;
  }
  // Replayed from the start, the moves give the kernel's board, with every line's tiles home.
  const after = replay(board, lines.join(''));
  expect(padBoard(after)).toEqual(placer.board());
  expect(placer.blank()).toBe(placer.board().indexOf(0));
  const held = placer.held();
  goal.cells.forEach((code, cell) => { if (held[pad(cell)] !== 0) expect(after.cells[cell]).toBe(code); });
  return lines;
}

/** The fewest blank moves that bring the tile on `from` to `to` on `board` (walls stay), by breadth-first search over (tile, blank). */
function fewestMoves(board: Board, from: number, to: number): number {
  const { width, height } = board;
  const open = (cell: number) => board.cells[cell] !== WALL;
  const key = (tile: number, blank: number) => tile * board.cells.length + blank;
  let frontier = [[from, board.cells.indexOf(0)]];
  const seen = new Set([key(from, board.cells.indexOf(0))]);
  for (let distance = 0; frontier.length > 0; distance++) {
    if (frontier.some(([tile]) => tile === to)) return distance;
    const next: number[][] = [];
    for (const [tile, blank] of frontier) {
      const x = blank % width, y = Math.floor(blank / width);
      for (const cell of [x > 0 ? blank - 1 : -1, x < width - 1 ? blank + 1 : -1, y > 0 ? blank - width : -1, y < height - 1 ? blank + width : -1]) {
        if (cell < 0 || !open(cell)) continue;
        const moved = cell === tile ? blank : tile;
        if (!seen.has(key(moved, cell))) { seen.add(key(moved, cell)); next.push([moved, cell]); }
      }
    }
    frontier = next;
  }
  return Infinity;
}

describe('the placing kernel', () => {
  it('plays the same moves in wasm and in TypeScript, and every line replays home', () => {
    const random = seededRandom(50);
    for (const side of [4, 6, 8, 10, 16]) {
      const goal = devquizGoal({ width: side, height: side, cells: new Uint16Array(side * side) });
      for (let i = 0; i < (side === 16 ? 1 : 3); i++) {
        const board = shuffled(goal, random);
        const [fromWasm, fromTs] = engines.map((engine) => reduceByLines(engine.placer(layoutOf(board)), board, goal));
        expect(fromWasm).toEqual(fromTs);
      }
    }
  });

  it('brings a tile home by the fewest moves that keep the held cells still', () => {
    const random = seededRandom(7);
    const goal = devquizGoal({ width: 5, height: 4, cells: new Uint16Array(20) });
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const board = shuffled(goal, random);
      // Walls for two or three held cells; tile 6 goes to a cell that changes from board to board.
      const held = [i % 4, 5 + (i % 3) * 2, ...(i % 2 ? [13] : [])];
      const target = [12, 19, 8, 16, 11][i % 5];
      const tile = 6;
      if (held.some((cell) => board.cells[cell] === 0 || board.cells[cell] === tile)) continue;
      const walled = { ...board, cells: board.cells.slice() };
      held.forEach((cell) => (walled.cells[cell] = WALL));
      const shortest = fewestMoves(walled, walled.cells.indexOf(tile), target);
      for (const engine of engines) {
        const placer = engine.placer(layoutOf(walled));
        loaded(placer, walled);
        expect(placer.placeTile(tile, paddedCell(target, 5, layoutOf(walled)))).toBe(shortest < Infinity);
        expect(placer.moves().length).toBe(shortest < Infinity ? shortest : 0);
        if (shortest < Infinity) expect(replay(walled, text(placer.moves())).cells[target]).toBe(tile);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('takes the nearest of alike tiles', () => {
    // Code 5 on cells 3 and 12; cell 4 is 1 step from 12 and 4 from 3 (around nothing held).
    const board: Board = { width: 4, height: 4, cells: Uint16Array.of(1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13, 14, 5, 15, 4, 0) };
    for (const engine of engines) {
      const placer = engine.placer(layoutOf(board));
      loaded(placer, board);
      expect(placer.placeTile(5, paddedCell(8, 4, layoutOf(board)))).toBe(true);
      const after = replay(board, text(placer.moves()));
      expect(after.cells[8]).toBe(5);
      expect(after.cells[3]).toBe(5);
    }
  });

  it("turns home a line's last two when the second-last tile is shut in behind the last", () => {
    // Row 0 wants 1 2 3 4: tile 4 parks on cell 2 (already there) and shuts tile 3 in on cell 3.
    const board = parseBoard('4,4,1 2 4 3 5 6 7 8 9 10 11 12 13 14 15 0');
    const goal = devquizGoal(board);
    for (const engine of engines) {
      const layout = layoutOf(board);
      const placer = engine.placer(layout);
      loaded(placer, board);
      expect(placer.placeLine([0, 1, 2, 3].map((cell) => paddedCell(cell, 4, layout)), [1, 2, 3, 4], layout.stride)).toBe(true);
      expect(Array.from(replay(board, text(placer.moves())).cells.slice(0, 4))).toEqual([1, 2, 3, 4]);
    }
  });

  it('rejects a line of no cells, of more than a side of the largest board, or without a code for each cell, in both engines', () => {
    const board = parseBoard('3,3,1=2=34560');
    for (const engine of engines) {
      const placer = engine.placer(layoutOf(board));
      loaded(placer, board);
      expect(() => placer.placeLine([], [], 1)).toThrow(RangeError);
      expect(() => placer.placeLine(Array.from({ length: 17 }, (_, i) => i), Array.from({ length: 17 }, () => 1), 1)).toThrow(RangeError);
      expect(() => placer.placeLine([6, 7], [1], 1)).toThrow(/a code for each/);
      expect(placer.moves().length).toBe(0);
    }
  });

  it('refuses a tile that cannot get home, playing nothing', () => {
    // Tile 1 is walled into the corner.
    const board = parseBoard('3,3,1=2=34560');
    for (const engine of engines) {
      const placer = engine.placer(layoutOf(board));
      loaded(placer, board);
      expect(placer.placeTile(1, paddedCell(8, 3, layoutOf(board)))).toBe(false);
      expect(placer.moves().length).toBe(0);
      expect(placer.board()).toEqual(padBoard(board));
    }
  });
});
