// The beam over whole lines (line-beam.ts) and its targets (line-targets.ts): tomerun's line order
// in all four turns covers the board outside the rest once, line by line, each line handing on
// inward; the greedy matching's distance on hand-made boards; and on generated inputs every board
// the beam ends with replays from the start to its masks, with every placed cell its target's.
import { describe, expect, it } from 'vitest';
import { createEngine, replay } from '../../src/engine/index.js';
import { generateTree, largestTree } from '../../src/puzzles/ahc011/index.js';
import { lineBeam, lineOrder, nearestStart, restCorner } from '../../src/puzzles/ahc011/line-beam.js';
import { lineTargets, orderDistance, walkTargets } from '../../src/puzzles/ahc011/line-targets.js';
import { aimAt } from '../../src/puzzles/ahc011/spanning-tree.js';
import { tileBoard } from '../../src/puzzles/ahc011/score.js';
import { seededRandom } from '../../src/core/random.js';

const rowOf = (cell: number, n: number) => Math.floor(cell / n);
const columnOf = (cell: number, n: number) => cell % n;

describe('tomerun\'s line order', () => {
  it.each([0, 1, 2, 3])('covers every cell outside the rest once, each line straight and stepping inward (%i quarter turns)', (quarters) => {
    for (const [n, restSide] of [[7, 3], [10, 6], [8, 2]]) {
      const lines = lineOrder(n, restSide, quarters);
      expect(lines).toHaveLength(2 * (n - restSide));
      const placed = new Set<number>();
      for (const { cells, inward } of lines) {
        // Straight and contiguous: each step one cell along one axis, the same step throughout.
        const step = cells[1] - cells[0];
        expect([1, -1, n, -n]).toContain(step);
        cells.forEach((cell, i) => { if (i > 0) expect(cell - cells[i - 1]).toBe(step); });
        expect([1, -1, n, -n]).toContain(inward);
        expect(Math.abs(inward)).not.toBe(Math.abs(step));
        for (const cell of cells) {
          expect(placed.has(cell)).toBe(false);
          placed.add(cell);
        }
        // Inward is still open: the rest lies on that side of the line.
        expect(placed.has(cells[0] + inward)).toBe(false);
      }
      expect(placed.size).toBe(n * n - restSide * restSide);
      const corner = restCorner(n, quarters);
      expect(placed.has(corner)).toBe(false);
    }
  });

  it('starts at the corner nearest the blank', () => {
    const n = 10;
    for (const [blank, corner] of [[9 * n + 1, 9 * n], [n + 2, 0], [2 * n + 8, n - 1], [8 * n + 7, n * n - 1]]) {
      const start = lineOrder(n, 6, nearestStart(n, blank))[0].cells[0];
      expect(start).toBe(corner);
    }
  });
});

describe('the targets\' greedy distance', () => {
  it('matches each cell in order to the nearest free tile of its mask', () => {
    // A 3 x 3 board: two tiles of mask 1 at cells 0 and 2, one of mask 4 at 4.
    const tiles = [1, 0, 1, 0, 4, 0, 0, 0, 0];
    // Cell 1 asks first for a 1: it takes the tile at 0 (distance 1, before the one at 2, also 1);
    // cell 6 then takes the one at 2 (distance 4); cell 8 asks for the 4 (distance 2).
    expect(orderDistance(3, tiles, [0, 1, 0, 0, 0, 0, 1, 0, 4], [1, 6, 8, 0, 2, 3, 4, 5, 7])).toBe(7);
    // In the other order, cell 6 takes the tile at 0 (2) and cell 1 the one at 2 (1).
    expect(orderDistance(3, tiles, [0, 1, 0, 0, 0, 0, 1, 0, 4], [6, 1, 8, 0, 2, 3, 4, 5, 7])).toBe(5);
  });
});

describe('targets by a walk over exact trees', () => {
  it('keeps distinct spanning trees of the board\'s tiles, nearest first by the lines\' matching', () => {
    const { input } = generateTree(4, 8);
    const { n, tiles } = input;
    const blank = n * n - 1, order = Array.from({ length: n * n }, (_, cell) => cell);
    const targets = walkTargets(n, tiles, aimAt(n, tiles), blank, order, seededRandom(4), { count: 6, walk: 60, steps: 3000, temperature: 2 });
    expect(targets.length).toBeGreaterThan(1);
    const sorted = (masks: ArrayLike<number>) => Array.from(masks).filter((mask) => mask !== 0).sort((a, b) => a - b);
    for (const masks of targets) {
      expect(masks[blank]).toBe(0);
      expect(largestTree(n, masks)).toBe(n * n - 1);
      expect(sorted(masks)).toEqual(sorted(tiles));
    }
    expect(new Set(targets.map(String)).size).toBe(targets.length);
    const distances = targets.map((masks) => orderDistance(n, tiles, masks, order));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('the beam over whole lines', () => {
  it('ends with boards that replay from the start to their masks, every line its target\'s', async () => {
    const engine = createEngine('wasm');
    for (const seed of [2, 3]) {
      const { input } = generateTree(seed, 8);
      const { n, tiles } = input;
      const random = seededRandom(seed);
      const quarters = nearestStart(n, tiles.indexOf(0));
      const lines = lineOrder(n, 6, quarters);
      const order = [...lines.flatMap((line) => line.cells), ...Array.from({ length: n * n }, (_, cell) => cell)];
      const targets = lineTargets(n, tiles, aimAt(n, tiles), restCorner(n, quarters), [...new Set(order)], random, { count: 4, pool: 8, steps: 20000 });
      expect(targets.length).toBeGreaterThan(0);
      const bests: number[] = [];
      const boards = await lineBeam(engine, n, tiles, targets, random, {}, { width: 20, spawns: 4, restSide: 6, triple: 0.5, pair: 0.5 }, quarters, (best) => bests.push(best));
      expect(boards).toBeDefined();
      expect(bests).toHaveLength(lines.length);
      expect(boards![0].moves.length).toBe(bests.at(-1));
      for (const board of boards!) {
        expect(Array.from(replay(tileBoard(n, tiles), board.moves).cells)).toEqual(Array.from(board.masks));
        for (const cell of lines.flatMap((line) => line.cells)) expect(board.masks[cell]).toBe(targets[board.target][cell]);
      }
    }
  }, 30000);
});
