// Pattern databases with a compact index (Korf & Felner's way to fit their 7-8 set): the index is
// a bijection, a compact build holds the same entries as the digit-indexed build it is checked
// against, and a search under compact databases is the same search, node for node, in both
// engines. The 7-8 set itself (minutes to build) is never built here: only what guards it.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { BLANK, WALL } from '../../src/engine/board/codes.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { easiest } from '../../src/engine/bench/korf.js';
import { compactDigits, compactEntries, compactIndex, termEntry } from '../../src/engine/search/compact-index.js';
import { patternTerm } from '../../src/engine/heuristics/pattern-term.js';
import { UNREACHED } from '../../src/engine/search/search-constants.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { buildPatternSet, openCount } from '../../src/engine/heuristics/pattern-database.js';
import { buildLargeSet, LARGE_SET_BYTES, largeCachedSet, largeSetHeld } from '../../src/engine/heuristics/large-set.js';
import { patternSetKey } from '../../src/engine/heuristics/pattern-cache.js';
import { cacheFile } from '../../src/engine/heuristics/pattern-disk-cache.js';
import { largePartition, patternPartition } from '../../src/engine/heuristics/partition.js';
import { patternProblem, searchOptimal } from '../../src/engine/strategy/optimal.js';
import { beamSearch } from '../../src/engine/strategy/beam.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { korfInstances } from '../helpers/korf.js';
import { allDistances } from '../helpers/bfs.js';
import { seededRandom } from '../../src/core/random.js';
import { shuffled } from '../../src/engine/scramble.js';
import { cli } from '../helpers/cli.js';

/** The digit form of a digit-indexed entry's placement: tile i's cell rank at bits 4i. */
function digitsOf(index: number, tiles: number, radix: number): number {
  let digits = 0;
  for (let i = 0; i < tiles; i++, index = Math.floor(index / radix)) digits += (index % radix) * 16 ** i;
  return digits;
}

describe('the compact index', () => {
  it('ranks the ordered choices of k of n cells onto 0 .. n!/(n-k)! - 1, and compactDigits undoes it', () => {
    for (const [tiles, cells] of [[1, 5], [3, 9], [4, 7], [6, 6]]) {
      const seen = new Set<number>();
      let wrong = 0;
      // Every digit form with distinct cells, by brute force.
      for (let index = 0; index < cells ** tiles; index++) {
        const digits = digitsOf(index, tiles, cells);
        const ranks = Array.from({ length: tiles }, (_, i) => Math.floor(digits / 16 ** i) % 16);
        if (new Set(ranks).size < tiles) continue;
        const rank = compactIndex(digits, tiles, cells);
        if (rank < 0 || rank >= compactEntries(tiles, cells) || compactDigits(rank, tiles, cells) !== digits) wrong++;
        seen.add(rank);
      }
      expect(wrong).toBe(0);
      expect(seen.size).toBe(compactEntries(tiles, cells));
    }
  });
});

describe('a compact build', () => {
  it('holds the entries of the digit-indexed build, placement for placement, with and without walls', () => {
    const goals = [defaultGoal(parseBoard('4,4,123456789ABCDEF0')), defaultGoal(parseBoard('4,4,12=45678=ABCDEF0'))];
    for (const goal of goals) {
      const cells = openCount(goal);
      const tiles = goal.cells.filter((code) => code !== BLANK && code !== WALL);
      const partition = [tiles.slice(0, 4), tiles.slice(4, 7)];
      const digitSet = buildPatternSet(goal, partition), compactSet = buildPatternSet(goal, partition, true);
      // Read as the engines read it: two entries a byte, each half its excess over the distances home.
      const term = patternTerm(compactSet);
      partition.forEach((group, g) => {
        expect(compactSet.databases[g].length).toBe(Math.ceil(compactEntries(group.length, cells) / 2));
        const ranks = new Set<number>();
        let wrong = 0;
        digitSet.databases[g].forEach((entry, index) => {
          const digits = digitsOf(index, group.length, cells);
          const cellRanks = new Set(Array.from({ length: group.length }, (_, i) => Math.floor(digits / 16 ** i) % 16));
          if (cellRanks.size < group.length) return; // two tiles on one cell: no placement
          ranks.add(compactIndex(digits, group.length, cells));
          // Placements the goal never reaches (walls can cut some off) meet no search: packed, they read as anything.
          if (entry !== UNREACHED && termEntry(term, g, digits) !== entry) wrong++;
        });
        expect(wrong).toBe(0);
        expect(ranks.size).toBe(compactEntries(group.length, cells));
      });
    }
  }, 60_000);
});

describe('a search under compact databases', () => {
  it("is the digit-indexed search node for node, in both engines, at Korf's optimal lengths", () => {
    const goal = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));
    // Five-tile groups: small enough to build here, and a compact index over all 16 cells.
    const partition = [[1, 2, 3, 5, 6], [4, 7, 8, 11, 12], [9, 10, 13, 14, 15]];
    const digitSet = buildPatternSet(goal, partition), compactSet = buildPatternSet(goal, partition, true);
    const wasm = createEngine('wasm'), ts = createEngine('ts');
    for (const instance of easiest(korfInstances(), 3)) {
      const expected = runToEnd(wasm, patternProblem(instance.board, digitSet));
      const compact = patternProblem(instance.board, compactSet);
      const a = runToEnd(wasm, compact), b = runToEnd(ts, compact);
      expect(a.moves.length).toBe(instance.optimal);
      expect(checkSolution(instance.board, goal, a.moves)).toBeUndefined();
      expect(a).toEqual(expected);
      expect(b).toEqual(expected);
    }
  }, 120_000);

  it('keeps the same beam levels in both engines as under the digit-indexed databases', async () => {
    const goal = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));
    const partition = [[1, 2, 3, 5, 6], [4, 7, 8, 11, 12], [9, 10, 13, 14, 15]];
    const digitSet = buildPatternSet(goal, partition), compactSet = buildPatternSet(goal, partition, true);
    const wasm = createEngine('wasm'), ts = createEngine('ts');
    const options = { width: 200, stallDepths: 30, idleCost: 0, shorterThan: Infinity };
    for (const instance of easiest(korfInstances(), 2)) {
      const expected = await beamSearch(wasm, patternProblem(instance.board, digitSet), options);
      const compact = patternProblem(instance.board, compactSet);
      expect(expected.moves).toBeDefined();
      expect(await beamSearch(wasm, compact, options)).toEqual(expected);
      expect(await beamSearch(ts, compact, options)).toEqual(expected);
    }
  }, 60_000);
});

describe('a compact database of eight tiles', () => {
  it('on the 8-puzzle is the exact distance: every digit of the index in use, in both engines and their beams', async () => {
    // All eight tiles in one group: every move moves one of them, so the entry is the distance,
    // and the digit form fills 32 bits (a sign to get wrong).
    const goal = defaultGoal(parseBoard('3,3,123456780'));
    const set = buildPatternSet(goal, [[1, 2, 3, 4, 5, 6, 7, 8]], true);
    const distances = new Map(allDistances(goal).map(({ cells, distance }) => [cells.join(','), distance]));
    const random = seededRandom(8);
    const wasm = createEngine('wasm'), ts = createEngine('ts');
    for (let i = 0; i < 8; i++) {
      const board = shuffled(goal, random);
      const distance = distances.get(board.cells.join(','))!;
      const problem = patternProblem(board, set);
      const a = runToEnd(wasm, problem);
      expect(a.moves.length).toBe(distance);
      expect(checkSolution(board, goal, a.moves)).toBeUndefined();
      expect(runToEnd(ts, problem)).toEqual(a);
      const options = { width: 4, stallDepths: 30, idleCost: 0, shorterThan: Infinity };
      const beam = await beamSearch(wasm, problem, options);
      expect(beam.moves?.length).toBe(distance);
      expect(await beamSearch(ts, problem, options)).toEqual(beam);
    }
  }, 60_000);
});

describe("Korf & Felner's 7-8 databases", () => {
  const dir = mkdtempSync(join(tmpdir(), 'slidepuzzle-large-test-'));
  const previous = { dir: process.env.SLIDEPUZZLE_CACHE_DIR, max: process.env.SLIDEPUZZLE_CACHE_MAX_MB };
  const restore = () => {
    for (const [name, value] of [['SLIDEPUZZLE_CACHE_DIR', previous.dir], ['SLIDEPUZZLE_CACHE_MAX_MB', previous.max]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  afterAll(() => {
    restore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('take 288,288,000 bytes: 16!/8! and 16!/9! entries, two a byte', () => {
    expect(LARGE_SET_BYTES).toBe((518_918_400 + 57_657_600) / 2);
  });

  it('are used only where the cache holds them, on the 15-puzzle, with time to read them', () => {
    process.env.SLIDEPUZZLE_CACHE_DIR = dir;
    const fifteen = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));
    expect(largeCachedSet(fifteen)).toBeUndefined();
    expect(largeCachedSet(fifteen, { deadline: performance.now() + 100 })).toBeUndefined();
    expect(largeCachedSet(defaultGoal(parseBoard('3,3,123456780')))).toBeUndefined();
    restore();
  });

  it('a bad file of them in the cache is ignored, and the 6-6-3 set serves', async () => {
    const fifteen = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));
    // The 6-6-3 set comes from the run's test cache, where the run built it once
    // (test/helpers/shared-databases.ts), rather than being built again here.
    const smallKey = patternSetKey(fifteen, patternPartition(fifteen));
    const built = cacheFile(smallKey)!;
    process.env.SLIDEPUZZLE_CACHE_DIR = dir;
    if (existsSync(built)) copyFileSync(built, cacheFile(smallKey)!);
    const key = patternSetKey(fifteen, largePartition(fifteen)!, true);
    writeFileSync(cacheFile(key)!, 'not a database');
    expect(largeSetHeld(fifteen)).toBe('disk');
    expect(largeCachedSet(fifteen)).toBeUndefined();
    const [instance] = easiest(korfInstances(), 1);
    const found = await searchOptimal(createEngine('wasm'), instance.board, fifteen, 'pdb');
    expect(found.status === 'found' && found.moves.length).toBe(instance.optimal);
    restore();
  }, 60_000);

  it('are not built without a cache to keep them, or with a bound too small to hold them', async () => {
    process.env.SLIDEPUZZLE_CACHE_DIR = 'off';
    await expect(buildLargeSet()).rejects.toThrow(/disk cache is off/);
    process.env.SLIDEPUZZLE_CACHE_DIR = dir;
    process.env.SLIDEPUZZLE_CACHE_MAX_MB = '200';
    await expect(buildLargeSet()).rejects.toThrow(/SLIDEPUZZLE_CACHE_MAX_MB to 311 or more/);
    const refused = cli(['cache', '--build']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^slidepuzzle: cannot build the 7-8 databases: the disk cache's bound, 200 MiB, .*SLIDEPUZZLE_CACHE_MAX_MB to 311 or more\n$/);
    // The 24-puzzle's 6-6-6-6 set, three databases stored: 182 MiB, and the per-board set beside it.
    process.env.SLIDEPUZZLE_CACHE_MAX_MB = '100';
    await expect(buildLargeSet(undefined, {}, 24)).rejects.toThrow(/SLIDEPUZZLE_CACHE_MAX_MB to 187 or more/);
    expect(cli(['cache', '--build', '24'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^slidepuzzle: cannot build the 6-6-6-6 databases: .* to 187 or more\n$/) });
    expect(cli(['cache', '--build', '7'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/argument '7' is invalid\. the large sets are 15 .* and 24 /) });
    process.env.SLIDEPUZZLE_CACHE_DIR = 'off';
    expect(cli(['cache', '--build'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^slidepuzzle: the pattern database cache is off .*--build needs it\n$/) });
    restore();
  });
});
