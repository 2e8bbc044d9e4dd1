// The global step's block placement against its definition: every block left tried at every place
// beside those placed, in order, the surest taken (a tie to the earlier block, then the earlier
// place). placeBlocks keeps each slot's surest single piece, and each block's surest place, between
// steps; this checks that the shortcuts change nothing, on seam costs of the whole values 1 to 4,
// where ties are common (with a 0 among them, a piece's second-best cost is mostly 0 and every
// confidence with it).
import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom, shuffle } from '../../../src/core/random.js';
import { placeBlocks } from '../../../src/puzzles/procon/jigsaw/blocks.js';
import { DX, DY, Fit, OPPOSITE } from '../../../src/puzzles/procon/jigsaw/fit.js';
import type { Placed } from '../../../src/puzzles/procon/jigsaw/place.js';

/** The definition, slowly: a board three frames wide, blocks tried in order at every offset that puts a cell on a slot. */
function placeByDefinition(fit: Fit, blocks: readonly (readonly Placed[])[], columns: number, rows: number): Int32Array {
  const width = 3 * columns;
  const at = new Int32Array(width * 3 * rows).fill(-1);
  const pending = [...blocks].sort((a, b) => b.length - a.length);
  const cells = () => [...at.keys()].filter((cell) => at[cell] >= 0);
  const put = (block: readonly Placed[], ox: number, oy: number) => { for (const { piece, x, y } of block) at[(oy + y) * width + ox + x] = piece; };
  put(pending.shift()!, columns, rows);
  while (cells().length < fit.n) {
    const xs = cells().map((cell) => cell % width), ys = cells().map((cell) => Math.floor(cell / width));
    const minX = Math.max(...xs) - columns + 1, maxX = Math.min(...xs) + columns - 1;
    const minY = Math.max(...ys) - rows + 1, maxY = Math.min(...ys) + rows - 1;
    const inside = (x: number, y: number) => x >= minX && x <= maxX && y >= minY && y <= maxY;
    const slots = [...at.keys()].filter((cell) => at[cell] < 0 && inside(cell % width, Math.floor(cell / width))
      && [0, 1, 2, 3].some((dir) => at[cell + DY[dir] * width + DX[dir]] >= 0));
    let best = { score: -Infinity, block: -1, ox: 0, oy: 0 };
    pending.forEach((block, b) => {
      const seen = new Set<string>();
      for (const cell of block) {
        for (const slot of slots) {
          const ox = (slot % width) - cell.x, oy = Math.floor(slot / width) - cell.y;
          if (seen.has(`${ox},${oy}`)) continue;
          seen.add(`${ox},${oy}`);
          let score = 0;
          for (const { piece, x, y } of block) {
            if (!inside(ox + x, oy + y) || at[(oy + y) * width + ox + x] >= 0) { score = -Infinity; break; }
            for (let dir = 0; dir < 4; dir++) {
              const other = at[(oy + y + DY[dir]) * width + ox + x + DX[dir]];
              if (other >= 0) score += fit.compatibility(piece, other, dir) + fit.compatibility(other, piece, OPPOSITE[dir]);
            }
          }
          if (score > best.score) best = { score, block: b, ox, oy };
        }
      }
    });
    if (best.block < 0) {
      pending.push(...pending.shift()!.map(({ piece }) => [{ piece, x: 0, y: 0 }]));
      continue;
    }
    put(pending[best.block], best.ox, best.oy);
    pending.splice(best.block, 1);
  }
  const left = Math.min(...cells().map((cell) => cell % width)), top = Math.min(...cells().map((cell) => Math.floor(cell / width)));
  return Int32Array.from({ length: fit.n }, (_, cell) => at[(top + Math.floor(cell / columns)) * width + left + (cell % columns)]);
}

/** Seam costs of the whole values 1 to 4, and blocks cut from a shuffled arrangement: dominoes, an L and single pieces. */
function puzzle(seed: number, columns: number, rows: number) {
  const random = seededRandom(seed);
  const n = columns * rows;
  const right = Float32Array.from({ length: n * n }, () => randomInt(random, 1, 4));
  const down = Float32Array.from({ length: n * n }, () => randomInt(random, 1, 4));
  const fit = new Fit({ count: n, right, down });
  const arrangement = shuffle(random, [...Array(n).keys()]);
  const taken = new Uint8Array(n);
  const blocks: Placed[][] = [];
  const shapes = [[[0, 0], [1, 0]], [[0, 0], [0, 1]], [[0, 0], [1, 0], [0, 1]]];
  for (let cell = 0; cell < n; cell++) {
    if (taken[cell]) continue;
    const x = cell % columns, y = Math.floor(cell / columns);
    const shape = random() < 0.4 ? shapes[randomInt(random, 0, shapes.length - 1)] : [[0, 0]];
    const fits = shape.every(([dx, dy]) => x + dx < columns && y + dy < rows && !taken[(y + dy) * columns + x + dx]);
    const block = (fits ? shape : [[0, 0]]).map(([dx, dy]) => ({ piece: arrangement[(y + dy) * columns + x + dx], x: x + dx, y: y + dy }));
    for (const { x: bx, y: by } of block) taken[by * columns + bx] = 1;
    blocks.push(block);
  }
  return { fit, blocks };
}

describe('the global step, blocks placed again', () => {
  it('places every block where trying each block at each place in order would, ties included', () => {
    // Small frames, and larger ones where blocks wait many steps with their places kept.
    for (let seed = 1; seed <= 16; seed++) {
      const [columns, rows] = seed <= 12 ? [5 + (seed % 3), 4 + (seed % 2)] : [9 + (seed % 2), 8];
      const { fit, blocks } = puzzle(seed, columns, rows);
      const placed = placeBlocks(fit, blocks, columns, rows);
      expect([...placed].sort((a, b) => a - b)).toEqual([...Array(fit.n).keys()]);
      expect([...placed], `seed ${seed}`).toEqual([...placeByDefinition(fit, blocks, columns, rows)]);
    }
  });
});
