// The line tables against breadth-first search written here over whole boards of a small window:
// the tracked tiles numbered, every other tile one code (other tiles are free space to a table),
// the line's placed cells walls. Moves are reversible, so a board's distance to the nearest goal is
// the least over the goals of its distance from them. Then the wasm build against its TS twin on
// the windows tomerun's code uses, and the ways read back.
import { describe, expect, it, vi } from 'vitest';
import type { Board } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';
import { wasmInstance } from '../../src/core/wasm-instance.js';
import { wasmModule } from '../../src/core/wasm-module.js';
import {
  type LineTableSpec, UNREACHED, buildLineTable, cellsOf, keptLineTable, readBack, stateOf, stepCells, tableSize,
} from '../../src/engine/search/line-tables.js';
import { wasmLineTable } from '../../src/engine/search/wasm-line-tables.js';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { breadthFirst } from '../helpers/bfs.js';
import { seededRandom } from '../../src/core/random.js';

const OTHER = 99;

/** The window as a board: the blank, tile i + 1 on `tiles[i]`, walls down the line past the targets, the rest OTHER. */
function windowBoard(spec: LineTableSpec, blank: number, tiles: readonly number[]): Board {
  const { width, height, offset } = spec;
  const cells = new Uint16Array(width * height).fill(OTHER);
  for (let y = offset + spec.tiles; y < height; y++) cells[y * width] = WALL;
  cells[blank] = 0;
  tiles.forEach((cell, i) => { cells[cell] = i + 1; });
  return { width, height, cells };
}

/** Every board's distance to the nearest goal: the blank on the line's next cell or beside a target, the tiles home. */
function distancesByBfs(spec: LineTableSpec): Map<number, number> {
  const { width, offset } = spec;
  const targets = Array.from({ length: spec.tiles }, (_, i) => (offset + i) * width);
  const goalBlanks = [...(offset > 0 ? [(offset - 1) * width] : [])];
  for (let y = Math.max(0, offset - 1); y < offset + spec.tiles; y++) goalBlanks.push(y * width + 1);
  const best = new Map<number, number>();
  for (const blank of goalBlanks) {
    for (const { cells, distance } of breadthFirst(windowBoard(spec, blank, targets))) {
      const tiles = targets.map((_, i) => cells.indexOf(i + 1));
      const state = stateOf(spec, cells.indexOf(0), tiles);
      best.set(state, Math.min(best.get(state) ?? Infinity, distance));
    }
  }
  return best;
}

describe('line tables', () => {
  const SMALL: LineTableSpec[] = [
    { width: 3, height: 3, tiles: 2, offset: 0 }, { width: 3, height: 3, tiles: 2, offset: 1 },
    { width: 4, height: 3, tiles: 2, offset: 1 }, { width: 3, height: 4, tiles: 3, offset: 0 }, { width: 3, height: 4, tiles: 3, offset: 1 },
  ];
  it.each(SMALL)('hold the fewest moves to a goal that breadth-first search finds, and nothing elsewhere: %o', (spec) => {
    const table = buildLineTable(spec);
    const expected = distancesByBfs(spec);
    expect(expected.size).toBeGreaterThan(50);
    let reached = 0;
    table.forEach((distance, state) => {
      if (distance === UNREACHED) return;
      reached++;
      expect(distance, `state ${cellsOf(spec, state)}`).toBe(expected.get(state));
    });
    expect(reached).toBe(expected.size);
    // And the wasm build's bytes are the same.
    expect(Buffer.from(wasmLineTable(wasmInstance(wasmModule('large')), spec)).equals(Buffer.from(table))).toBe(true);
  });

  // tomerun's windows: 8x8 for pairs (seven target offsets), 6x6 for triples (inside a line and at its start).
  const CONTEST: LineTableSpec[] = [
    { width: 8, height: 8, tiles: 2, offset: 0 }, { width: 8, height: 8, tiles: 2, offset: 3 }, { width: 8, height: 8, tiles: 2, offset: 6 },
    { width: 6, height: 6, tiles: 3, offset: 0 }, { width: 6, height: 6, tiles: 3, offset: 3 },
  ];
  it.each(CONTEST)('the wasm build is its TS twin\'s, byte for byte, and every way read back reaches a goal in its entry\'s moves: %o', (spec) => {
    const table = buildLineTable(spec);
    const wasm = wasmLineTable(wasmInstance(wasmModule('large')), spec);
    expect(wasm.length).toBe(tableSize(spec));
    expect(Buffer.from(wasm).equals(Buffer.from(table))).toBe(true);
    const random = seededRandom(spec.offset * 10 + spec.tiles);
    let checked = 0;
    while (checked < 200) {
      const state = Math.floor(random() * table.length);
      if (table[state] === UNREACHED) continue;
      const moves = readBack(spec, table, state)!;
      expect(moves).toHaveLength(table[state]);
      let cells = cellsOf(spec, state);
      const next: number[] = [];
      for (const direction of moves) {
        expect(stepCells(spec, cells, direction, next)).toBe(true);
        cells = next.slice();
      }
      expect(table[stateOf(spec, cells[0], cells.slice(1))]).toBe(0);
      checked++;
    }
  });

  it('are kept on the thread and in the disk cache: made once, then read back the same', async () => {
    const spec: LineTableSpec = { width: 4, height: 4, tiles: 2, offset: 2 };
    const dir = mkdtempSync(join(tmpdir(), 'line-tables-'));
    const before = process.env.SLIDEPUZZLE_CACHE_DIR;
    process.env.SLIDEPUZZLE_CACHE_DIR = dir;
    try {
      let builds = 0;
      const build = (made: LineTableSpec) => { builds++; return buildLineTable(made); };
      const first = keptLineTable(spec, build);
      expect(keptLineTable(spec, build)).toBe(first);
      expect(builds).toBe(1);
      expect(readdirSync(dir)).toHaveLength(1);
      // A thread that never made it (a fresh copy of the module) reads it from the disk: no build.
      vi.resetModules();
      const fresh = await import('../../src/engine/search/line-tables.js');
      const read = fresh.keptLineTable(spec, () => { throw new Error('built again'); });
      expect(Buffer.from(read.table).equals(Buffer.from(first.table))).toBe(true);
    } finally {
      if (before === undefined) delete process.env.SLIDEPUZZLE_CACHE_DIR;
      else process.env.SLIDEPUZZLE_CACHE_DIR = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses windows it does not build', () => {
    for (const spec of [{ width: 9, height: 8, tiles: 2, offset: 0 }, { width: 3, height: 3, tiles: 2, offset: 2 }, { width: 3, height: 3, tiles: 4, offset: 0 }]) {
      expect(() => buildLineTable(spec as LineTableSpec)).toThrow(/not a line table/);
    }
  });
});
