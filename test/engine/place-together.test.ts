// Two and three tiles placed together by a line table on the placing kernel's board: as few moves
// as breadth-first search over the whole board finds (alike tiles and the blank's end cell chosen
// jointly), the same moves in both engines, every placement replayed, a way across a held cell
// refused for the next candidate, and nothing played when none is left.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import type { Engine } from '../../src/engine/search/engine.js';
import type { LineFrame, LineTableSpec } from '../../src/engine/search/line-tables.js';
import { layoutOf, padBoard, paddedCell } from '../../src/engine/search/problem.js';
import { seededRandom } from '../../src/core/random.js';
import { breadthFirst } from '../helpers/bfs.js';

const engines = [createEngine('wasm'), createEngine('ts')];
const OFFSETS = (stride: number) => [-1, 1, -stride, stride];

/** A width x height board of codes 1..kinds (alike tiles), the blank on a random cell. */
function randomBoard(width: number, height: number, kinds: number, seed: number): Board {
  const random = seededRandom(seed);
  const cells = Uint16Array.from({ length: width * height }, (_, i) => (i % kinds) + 1);
  cells[Math.floor(random() * cells.length)] = 0;
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return { width, height, cells };
}

/** Loads `board` on the engine's placer, `heldCells` (board cells) held besides the walls. */
function load(engine: Engine, board: Board, heldCells: readonly number[] = []) {
  const layout = layoutOf(board);
  const padded = padBoard(board);
  const held = Uint8Array.from(padded, (code) => (code === WALL ? 1 : 0));
  for (const cell of heldCells) held[paddedCell(cell, board.width, layout)] = 1;
  const placer = engine.placer(layout);
  placer.load(padded, held);
  return { placer, layout, padded, held };
}

/** The padded board after `moves` (blank directions), checked to move no held cell. */
function replayed(padded: Uint16Array, held: Uint8Array, stride: number, moves: Uint8Array): Uint16Array {
  const cells = padded.slice();
  let blank = cells.indexOf(0);
  for (const d of moves) {
    const to = blank + OFFSETS(stride)[d];
    expect(held[to]).toBe(0);
    cells[blank] = cells[to];
    cells[to] = 0;
    blank = to;
  }
  return cells;
}

/** The left column filled from the bottom up: the frame's x runs right, its y down the column. */
const leftColumn = (top: number): LineFrame => ({ column: 1, row: top + 1, across: [1, 0], along: [0, 1] });

describe('placing tiles together by a line table', () => {
  // The board is the table's window: the left column's cells past the targets held, as placed.
  const exact: [LineTableSpec, number][] = [[{ width: 3, height: 4, tiles: 2, offset: 1 }, 3], [{ width: 3, height: 4, tiles: 3, offset: 0 }, 3], [{ width: 4, height: 3, tiles: 2, offset: 0 }, 3]];
  it.each(exact)('takes as few moves as breadth-first search over the board finds: %o, %i kinds of tile', (spec, kinds) => {
    for (let seed = 1; seed <= 12; seed++) {
      const board = randomBoard(spec.width, spec.height, kinds, seed);
      const placedBelow = Array.from({ length: spec.height - spec.offset - spec.tiles }, (_, i) => (spec.offset + spec.tiles + i) * spec.width);
      const targets = Array.from({ length: spec.tiles }, (_, i) => (spec.offset + i) * spec.width);
      const codes = targets.map((_, i) => ((seed + i) % kinds) + 1);
      // Breadth-first search over the whole board, the placed cells walls.
      const walled = { ...board, cells: board.cells.slice() };
      for (const cell of placedBelow) walled.cells[cell] = WALL;
      const goalBlanks = [...(spec.offset > 0 ? [(spec.offset - 1) * spec.width] : [])];
      for (let y = Math.max(0, spec.offset - 1); y < spec.offset + spec.tiles; y++) goalBlanks.push(y * spec.width + 1);
      let fewest = -1;
      for (const { cells, distance } of breadthFirst(walled)) {
        if (targets.every((cell, i) => cells[cell] === codes[i]) && goalBlanks.includes(cells.indexOf(0))) { fewest = distance; break; }
      }
      const results = engines.map((engine) => {
        const { placer, layout, padded, held } = load(engine, board, placedBelow);
        const placed = placer.placeGroup(engine.lineTable(spec), leftColumn(0), codes);
        const moves = placer.moves();
        if (placed) {
          const after = replayed(padded, held, layout.stride, moves);
          expect(after).toEqual(placer.board());
          targets.forEach((cell, i) => {
            const at = paddedCell(cell, board.width, layout);
            expect(after[at]).toBe(codes[i]);
            expect(placer.held()[at]).toBe(1);
          });
        }
        return { placed, moves: Array.from(moves) };
      });
      expect(results[1]).toEqual(results[0]);
      expect(results[0].placed).toBe(fewest >= 0);
      if (fewest >= 0) expect(results[0].moves).toHaveLength(fewest);
    }
  });

  it('places pairs and triples on 10x10 boards by columns and by rows turned a quarter, the same moves in both engines', () => {
    const pair: LineTableSpec = { width: 8, height: 8, tiles: 2, offset: 6 };
    const triple: LineTableSpec = { width: 6, height: 6, tiles: 3, offset: 3 };
    // The left column's bottom two or three, and the top row's right end filled leftward: x runs down, y right.
    const frames: [LineTableSpec, LineFrame, number[]][] = [
      [pair, leftColumn(2), [80, 90]], [triple, leftColumn(4), [70, 80, 90]],
      [pair, { column: 10 - 7, row: 1, across: [0, 1], along: [1, 0] }, [8, 9]],
    ];
    let placedCount = 0;
    for (let seed = 1; seed <= 10; seed++) {
      for (const [spec, frame, targets] of frames) {
        // The blank inside every window (the line order brings it there before a line).
        const board = randomBoard(10, 10, 16, seed);
        const blank = board.cells.indexOf(0);
        [board.cells[blank], board.cells[53]] = [board.cells[53], 0];
        const codes = targets.map((cell) => board.cells[(cell + 37 * seed) % 100] || 1);
        const results = engines.map((engine) => {
          const { placer, layout, padded, held } = load(engine, board);
          const placed = placer.placeGroup(engine.lineTable(spec), frame, codes);
          const moves = placer.moves();
          if (placed) {
            const after = replayed(padded, held, layout.stride, moves);
            targets.forEach((cell, i) => expect(after[paddedCell(cell, 10, layout)]).toBe(codes[i]));
          } else {
            expect(moves).toHaveLength(0);
            expect(placer.board()).toEqual(padded);
          }
          return { placed, moves: Array.from(moves) };
        });
        expect(results[1]).toEqual(results[0]);
        if (results[0].placed) placedCount++;
      }
    }
    expect(placedCount).toBeGreaterThanOrEqual(25);
  });

  it('refuses a way across a held cell and takes the next candidate; with none left, plays nothing', () => {
    const spec: LineTableSpec = { width: 8, height: 8, tiles: 2, offset: 6 };
    const outcomes = { longer: 0, none: 0 };
    for (let seed = 1; seed <= 20; seed++) {
      const board = randomBoard(8, 8, 6, seed);
      const codes = [board.cells[63 - seed] || 1, board.cells[seed] || 2];
      for (const engine of engines) {
        const free = load(engine, board);
        if (!free.placer.placeGroup(engine.lineTable(spec), leftColumn(0), codes)) continue;
        const way = free.placer.moves();
        // Hold the first cell the blank steps onto: the table's way is refused there.
        const stride = free.layout.stride;
        const first = free.padded.indexOf(0) + OFFSETS(stride)[way[0]];
        const x = (first % stride) - 1, y = Math.floor(first / stride) - 1;
        const blocked = load(engine, board, [y * 8 + x]);
        if (blocked.placer.placeGroup(engine.lineTable(spec), leftColumn(0), codes)) {
          expect(blocked.placer.moves().length).toBeGreaterThanOrEqual(way.length);
          replayed(blocked.padded, blocked.held, stride, blocked.placer.moves());
          outcomes.longer++;
        } else {
          expect(blocked.placer.moves()).toHaveLength(0);
          expect(blocked.placer.board()).toEqual(blocked.padded);
          outcomes.none++;
        }
      }
    }
    expect(outcomes.longer).toBeGreaterThan(0);
    expect(outcomes.none).toBeGreaterThan(0);
  });
});
