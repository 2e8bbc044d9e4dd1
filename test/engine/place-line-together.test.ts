// Whole lines placed a group at a time (place-line-together.ts): boards of alike tiles reduced
// line by line in the reduction's order until 3 x 3 is left, each line's tiles home and held, every
// move replayed, the same moves in both engines; and groups of two and three cost fewer moves than
// one tile at a time over the same boards.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';
import { nextLine } from '../../src/engine/strategy/reduce.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import type { Engine } from '../../src/engine/search/engine.js';
import { layoutOf, padBoard, paddedCell } from '../../src/engine/search/problem.js';
import { type GroupSize, placeLineTogether } from '../../src/engine/strategy/place-line-together.js';
import { seededRandom } from '../../src/core/random.js';

const engines = [createEngine('wasm'), createEngine('ts')];

/** An n x n board of codes 1..15 in random order (alike tiles), the blank last; the goal a random arrangement of the same tiles. */
function boardAndGoal(n: number, seed: number): { board: Board; goal: Board } {
  const random = seededRandom(seed);
  const shuffle = (cells: Uint16Array) => {
    for (let i = cells.length - 2; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    return cells;
  };
  const tiles = Uint16Array.from({ length: n * n }, (_, i) => (i === n * n - 1 ? 0 : (i % 15) + 1));
  return { board: { width: n, height: n, cells: shuffle(tiles.slice()) }, goal: { width: n, height: n, cells: shuffle(tiles.slice()) } };
}

/** Reduces `board` toward `goal` line by line until 3 x 3 is left; the moves, or undefined when a line fails. */
function reduce(engine: Engine, board: Board, goal: Board, groupSize: GroupSize): number[] | undefined {
  const n = board.width;
  const layout = layoutOf(board);
  const padded = padBoard(board);
  const held = Uint8Array.from(padded, (code) => (code === WALL ? 1 : 0));
  const placer = engine.placer(layout);
  placer.load(padded, held);
  const open = goal.cells.slice();
  for (let lines = 0; lines < 2 * (n - 3); lines++) {
    const { cells, inward } = nextLine({ width: n, height: n, cells: open });
    const pad = (cell: number) => paddedCell(cell, n, layout);
    const step = Math.abs(inward) === 1 ? inward : Math.sign(inward) * layout.stride;
    if (!placeLineTogether(engine, layout, placer, cells.map(pad), cells.map((cell) => goal.cells[cell]), step, groupSize)) return undefined;
    const now = placer.board();
    for (const cell of cells) {
      expect(now[pad(cell)]).toBe(goal.cells[cell]);
      expect(placer.held()[pad(cell)]).toBe(1);
      open[cell] = WALL;
    }
  }
  // Every move replayed from the start: one step to a neighbour, never onto a wall.
  const moves = Array.from(placer.moves());
  const cells = padded.slice();
  let blank = cells.indexOf(0);
  for (const d of moves) {
    const to = blank + [-1, 1, -layout.stride, layout.stride][d];
    expect(cells[to]).not.toBe(WALL);
    [cells[blank], cells[to]] = [cells[to], 0];
    blank = to;
  }
  expect(cells).toEqual(placer.board());
  return moves;
}

describe('whole lines placed a group at a time', () => {
  it('reduce 6x6 to 10x10 boards of alike tiles to 3 x 3, every line home and replayed, the same moves in both engines', () => {
    const mixed = (seed: number): GroupSize => { const random = seededRandom(seed); return () => 1 + Math.floor(random() * 3); };
    for (const n of [6, 8, 10]) {
      for (let seed = 1; seed <= 3; seed++) {
        const { board, goal } = boardAndGoal(n, n * 10 + seed);
        const [wasm, ts] = engines.map((engine) => reduce(engine, board, goal, mixed(seed)));
        expect(wasm).toBeDefined();
        expect(ts).toEqual(wasm);
      }
    }
  });

  it('costs fewer moves with pairs and triples than one tile at a time, over 10x10 boards', () => {
    const [engine] = engines;
    let singles = 0, groups = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const { board, goal } = boardAndGoal(10, 100 + seed);
      singles += reduce(engine, board, goal, () => 1)!.length;
      groups += reduce(engine, board, goal, (left) => (left >= 3 ? 3 : 2))!.length;
    }
    expect(groups).toBeLessThan(singles);
  });
});
