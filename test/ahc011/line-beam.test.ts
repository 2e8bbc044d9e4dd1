// The beam over whole lines (line-beam.ts), its targets (line-targets.ts, tree-walk.ts) and the
// answers by lines (solve-by-lines.ts): tomerun's line order in all four turns covers the board
// outside the rest once, line by line, each line handing on inward; the greedy matching's distance
// on hand-made boards; the walk meets only exact trees; on generated inputs every board the beam
// ends with replays from the start to its masks, with every placed cell its target's, and every
// answer by lines replays to a full tree.
import { describe, expect, it } from 'vitest';
import { createEngine, replay } from '../../src/engine/index.js';
import { generateTree, largestTree } from '../../src/puzzles/ahc011/index.js';
import { lineBeam, lineOrder, nearestStart, restCorner } from '../../src/puzzles/ahc011/line-beam.js';
import { orderDistanceOf, walkTargets } from '../../src/puzzles/ahc011/line-targets.js';
import { randomTree } from '../../src/puzzles/ahc011/spanning-tree.js';
import { TreeWalk } from '../../src/puzzles/ahc011/tree-walk.js';
import { answersByLines, restDistance } from '../../src/puzzles/ahc011/solve-by-lines.js';
import type { ReduceTreeOptions } from '../../src/puzzles/ahc011/reduce-tree.js';
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
    expect(orderDistanceOf(3, tiles, [1, 6, 8, 0, 2, 3, 4, 5, 7])([0, 1, 0, 0, 0, 0, 1, 0, 4])).toBe(7);
    // In the other order, cell 6 takes the tile at 0 (2) and cell 1 the one at 2 (1).
    expect(orderDistanceOf(3, tiles, [6, 1, 8, 0, 2, 3, 4, 5, 7])([0, 1, 0, 0, 0, 0, 1, 0, 4])).toBe(5);
  });
});

describe('targets by a walk over exact trees', () => {
  it('keeps distinct spanning trees of the board\'s tiles, nearest first by the measure given', async () => {
    const { input } = generateTree(4, 8);
    const { n, tiles } = input;
    const blank = n * n - 1, order = Array.from({ length: n * n }, (_, cell) => cell);
    const distance = orderDistanceOf(n, tiles, order);
    const targets = await walkTargets(n, tiles, blank, distance, seededRandom(4), {}, { count: 6, walk: 200, temperature: 2 });
    expect(targets).toHaveLength(6);
    for (const masks of targets) expectExactTree(n, tiles, masks, blank);
    expect(new Set(targets.map(String)).size).toBe(targets.length);
    const distances = targets.map(distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('stops at its limits: past the deadline, the first tree alone', async () => {
    const { input } = generateTree(5, 8);
    const { n, tiles } = input;
    const targets = await walkTargets(n, tiles, 0, orderDistanceOf(n, tiles, [...tiles.keys()]), seededRandom(5), { deadline: 0 }, { count: 6, walk: 1000, temperature: 2 });
    expect(targets).toHaveLength(1);
    expectExactTree(n, tiles, targets[0], 0);
  });
});

describe('the walk\'s step (TreeWalk)', () => {
  it('goes from exact tree to exact tree, each a change away from the last (a forced first step)', () => {
    for (const seed of [1, 2, 3]) {
      const { input } = generateTree(seed, 7);
      const { n, tiles } = input;
      const blank = seed % 2 === 0 ? 0 : n * n - 1;
      const random = seededRandom(seed);
      const walk = new TreeWalk(n, tiles, blank, random);
      walk.set(randomTree(n, blank, random));
      let last = walk.next(false)!;
      expectExactTree(n, tiles, last, blank);
      for (let step = 0; step < 50; step++) {
        const next = walk.next(true)!;
        expectExactTree(n, tiles, next, blank);
        // A change joins two cells and cuts two others: at least two cells' masks differ, unless
        // the cut undid the join (the same tree, which the walk's driver skips as met before).
        const changed = next.filter((mask, cell) => mask !== last[cell]).length;
        expect(changed === 0 || changed >= 2).toBe(true);
        expect(Array.from(walk.masks())).toEqual(Array.from(next));
        last = next;
      }
    }
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
      const targets = await walkTargets(n, tiles, restCorner(n, quarters), orderDistanceOf(n, tiles, [...new Set(order)]), random, {}, { count: 4, walk: 300, temperature: 2 });
      expect(targets.length).toBeGreaterThan(0);
      const bests: number[] = [];
      const beam = await lineBeam(engine, n, tiles, targets, random, {}, { width: 20, spawns: 4, restSide: 6, triple: 0.5, pair: 0.5 }, quarters, (best) => bests.push(best));
      expect(beam?.lines).toBe(lines.length);
      expect(bests).toHaveLength(lines.length);
      expect(beam!.boards[0].moves.length).toBe(bests.at(-1));
      for (const board of beam!.boards) {
        expect(Array.from(replay(tileBoard(n, tiles), board.moves).cells)).toEqual(Array.from(board.masks));
        for (const cell of lines.flatMap((line) => line.cells)) expect(board.masks[cell]).toBe(targets[board.target][cell]);
      }
    }
  }, 30000);

  it('stopped by its limits, ends with the lines placed so far: past the deadline, none, each board the start', async () => {
    const { input } = generateTree(6, 8);
    const { n, tiles } = input;
    const targets = await walkTargets(n, tiles, restCorner(n, 0), orderDistanceOf(n, tiles, [...tiles.keys()]), seededRandom(6), {}, { count: 2, walk: 300, temperature: 2 });
    const beam = await lineBeam(createEngine('wasm'), n, tiles, targets, seededRandom(6), { deadline: 0 }, { width: 20, spawns: 4, restSide: 6, triple: 0.5, pair: 0.5 });
    expect(beam?.lines).toBe(0);
    expect(beam!.boards.map((board) => board.moves)).toEqual(targets.map(() => ''));
    for (const board of beam!.boards) expect(Array.from(board.masks)).toEqual(Array.from(tiles));
  });
});

describe('answers by lines', () => {
  it('ranks boards by their rest\'s distance to the target: a least-cost matching per mask, the parity kept', () => {
    // A 3 x 3 board, the bottom row placed; the rest is the top two rows.
    const rest = [0, 1, 2, 3, 4, 5];
    const target = [1, 4, 5, 2, 8, 0, 9, 9, 9];
    expect(restDistance(3, target, target, rest)).toBe(0);
    // Three tiles turned round: one, one and two cells from home.
    expect(restDistance(3, [4, 5, 1, 2, 8, 0, 9, 9, 9], target, rest)).toBe(4);
    // The blank's own distance does not count, only the tile that took its cell; cells outside the rest are not looked at.
    expect(restDistance(3, [1, 4, 0, 2, 8, 5, 3, 3, 3], target, rest)).toBe(1);
    // Two alike tiles (1): a three-cycle with the cheaper matching of the 1s (4; with the 1s'
    // homes traded it would cost 6)...
    const alike = [1, 2, 4, 8, 1, 0, 9, 9, 9];
    expect(restDistance(3, [4, 1, 2, 8, 1, 0, 9, 9, 9], alike, rest)).toBe(4);
    // ... but a lone trade (of the 4 and the 2) no sliding reaches, so the 1s trade homes too.
    expect(restDistance(3, [1, 4, 2, 8, 1, 0, 9, 9, 9], alike, rest)).toBe(1 + 1 + 2 + 2);
    expect(restDistance(3, [4, 4, 5, 2, 8, 0, 9, 9, 9], target, rest)).toBe(Infinity);
  });

  it('ends every answer on a full tree, replayed, and a board of 8 x 8 answers within its limits', async () => {
    const engine = createEngine('wasm');
    const { input } = generateTree(7, 8);
    const { n, tiles } = input;
    const options = { targets: 20, walk: 300, temperature: 2, finish: 2, restWeight: 2, beam: { width: 30, spawns: 4, restSide: 6, triple: 0.5, pair: 0.5 } };
    const rest: ReduceTreeOptions = { reshapeSteps: 30000, restSide: 3, searchNodes: 200000, restAttempts: 4, lineWeight: 6, beam: { side: 6, width: 500, stallDepths: 40 }, lineBeam: { width: 0, stallDepths: 40 } };
    const answers = await answersByLines(engine, n, tiles, seededRandom(7), {}, Infinity, Infinity, options, rest);
    expect(answers.length).toBeGreaterThan(0);
    for (const moves of answers) expect(largestTree(n, replay(tileBoard(n, tiles), moves).cells)).toBe(n * n - 1);
  }, 30000);
});

/** The masks are a spanning tree of every cell but `blank`, drawn with exactly the board's tiles. */
function expectExactTree(n: number, tiles: ArrayLike<number>, masks: ArrayLike<number>, blank: number): void {
  const sorted = (list: ArrayLike<number>) => Array.from(list).filter((mask) => mask !== 0).sort((a, b) => a - b);
  expect(masks[blank]).toBe(0);
  expect(largestTree(n, masks)).toBe(n * n - 1);
  expect(sorted(masks)).toEqual(sorted(tiles));
}
