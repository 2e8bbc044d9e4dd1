// What the 24-puzzle's proofs stand on, short of its 6-6-6-6 databases (ten minutes to build): the
// compact index with 5-bit digits, a compact build on 25 cells checked against the digit-indexed
// one, the database two groups share through the half turn, the paper's partition and instances
// turned to our goal, and the split search against whole-board breadth-first search.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { DIRECTIONS, checkSolution } from '../../src/engine/board/moves.js';
import { solvability } from '../../src/engine/board/solvability.js';
import { parseKorfFile } from '../../src/engine/bench/korf.js';
import { compactDigits, compactEntries, compactIndex, termEntry } from '../../src/engine/search/compact-index.js';
import { UNREACHED } from '../../src/engine/search/search-constants.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { buildPatternSet } from '../../src/engine/heuristics/pattern-database.js';
import { patternTerm } from '../../src/engine/heuristics/pattern-term.js';
import { halfTurnSources } from '../../src/engine/heuristics/half-turn.js';
import { largePartition } from '../../src/engine/heuristics/partition.js';
import { largeSetBytes } from '../../src/engine/heuristics/large-set.js';
import { patternProblem } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { engineRunner, splitSearch } from '../../src/engine/strategy/split-search.js';
import { seededRandom } from '../../src/core/random.js';
import { scramble, shuffled } from '../../src/engine/scramble.js';
import { allDistances } from '../helpers/bfs.js';

const GOAL_24 = defaultGoal(parseBoard(`5,5,${Array.from({ length: 25 }, (_, cell) => (cell + 1) % 25).join(' ')}`));

/** The digit form, 5 bits a digit, of tile i on the cell of rank ranks[i]. */
const digitsOf = (ranks: readonly number[]) => ranks.reduce((digits, rank, i) => digits + rank * 32 ** i, 0);

describe('the compact index on 25 cells', () => {
  it('ranks every placement of three tiles onto 0 .. 25*24*23 - 1 with 5-bit digits, and compactDigits undoes it', () => {
    const seen = new Set<number>();
    let wrong = 0;
    for (let a = 0; a < 25; a++) {
      for (let b = 0; b < 25; b++) {
        for (let c = 0; c < 25; c++) {
          if (a === b || b === c || a === c) continue;
          const digits = digitsOf([a, b, c]), rank = compactIndex(digits, 3, 25);
          if (rank < 0 || rank >= compactEntries(3, 25) || compactDigits(rank, 3, 25) !== digits) wrong++;
          seen.add(rank);
        }
      }
    }
    expect(wrong).toBe(0);
    expect(seen.size).toBe(compactEntries(3, 25));
  });

  it('round-trips six tiles (the 6-6-6-6 groups), whose digits fill 30 bits', () => {
    const random = seededRandom(24);
    for (let i = 0; i < 2000; i++) {
      const rank = Math.floor(random() * compactEntries(6, 25));
      expect(compactIndex(compactDigits(rank, 6, 25), 6, 25)).toBe(rank);
    }
  });
});

describe('a compact build on the 5x5 board', () => {
  it('holds the entries of the digit-indexed build, placement for placement', () => {
    const partition = [[1, 2, 6], [13, 14, 19]];
    const digitSet = buildPatternSet(GOAL_24, partition), compactSet = buildPatternSet(GOAL_24, partition, true);
    const term = patternTerm(compactSet);
    partition.forEach((group, g) => {
      let wrong = 0, compared = 0;
      digitSet.databases[g].forEach((entry, index) => {
        const ranks = [index % 25, Math.floor(index / 25) % 25, Math.floor(index / 625)];
        if (new Set(ranks).size < 3 || entry === UNREACHED) return;
        compared++;
        if (termEntry(term, g, digitsOf(ranks)) !== entry) wrong++;
      });
      expect(compared).toBe(compactEntries(3, 25));
      expect(wrong).toBe(0);
    });
  }, 60_000);
});

describe('a database shared through the half turn', () => {
  // Tiles 11, 12, 16 and 17 (homes 10, 11, 15, 16) turned are tiles 15, 14, 10 and 9, digit by digit.
  const group = [11, 12, 16, 17], turned = [15, 14, 10, 9];

  it('is found where the turn maps one group onto the other digit by digit, and built once', () => {
    expect(halfTurnSources(GOAL_24, [group, turned], true)).toEqual([undefined, 0]);
    // Per-board sets (indexed by digits) keep each group's array its own.
    expect(halfTurnSources(GOAL_24, [group, turned], false)).toEqual([undefined, undefined]);
    // The same tiles in another order are no image digit by digit.
    expect(halfTurnSources(GOAL_24, [group, [14, 15, 10, 9]], true)).toEqual([undefined, undefined]);
    // A wall the turn does not keep rules it out.
    const walled = defaultGoal(parseBoard('5,5,=23456789ABCDEFGHIJKLMNO0'));
    expect(halfTurnSources(walled, [[11, 12], [14, 13]], true).every((source) => source === undefined)).toBe(true);
    const set = buildPatternSet(GOAL_24, [group, turned], true);
    expect(set.databases[1]).toBe(set.databases[0]);
  });

  it('reads as the database built for the turned group itself: the same search, node for node, in both engines', () => {
    const shared = buildPatternSet(GOAL_24, [group, turned], true);
    // Built on its own: the digits in another order, so nothing is shared.
    const own = buildPatternSet(GOAL_24, [group, [14, 15, 10, 9]], true);
    expect(own.databases[1]).not.toBe(own.databases[0]);
    const wasm = createEngine('wasm'), ts = createEngine('ts');
    const random = seededRandom(5);
    for (let i = 0; i < 4; i++) {
      const { board } = scramble(GOAL_24, 40, random);
      const expected = runToEnd(wasm, patternProblem(board, own));
      expect(checkSolution(board, GOAL_24, expected.moves)).toBeUndefined();
      expect(runToEnd(wasm, patternProblem(board, shared))).toEqual(expected);
      expect(runToEnd(ts, patternProblem(board, shared))).toEqual(expected);
    }
  }, 60_000);
});

describe("Korf & Felner's 24-puzzle", () => {
  it("partition, turned to our goal, is the paper's 6-6-6-6 groups in its labels, and stores three databases", () => {
    // Our tile t is the paper's 25 - t.
    const paper = largePartition(GOAL_24)!.map((tiles) => tiles.map((tile) => 25 - tile).sort((a, b) => a - b));
    expect(paper).toEqual([[1, 2, 5, 6, 7, 12], [3, 4, 8, 9, 13, 14], [10, 11, 15, 16, 20, 21], [17, 18, 19, 22, 23, 24]]);
    expect(halfTurnSources(GOAL_24, largePartition(GOAL_24)!, true)).toEqual([undefined, undefined, 1, undefined]);
    expect(largeSetBytes(24)).toBe(3 * 127_512_000 / 2);
  });

  it('instances turn to solvable boards toward our goal', () => {
    const instances = parseKorfFile(readFileSync(new URL('../fixtures/korf50-24-some.txt', import.meta.url), 'utf8'), 25);
    expect(instances.map((k) => k.id)).toEqual([1, 25, 32, 38, 40, 44]);
    for (const k of instances) {
      expect(defaultGoal(k.board).cells).toEqual(GOAL_24.cells);
      expect(solvability(k.board, GOAL_24).kind).toBe('solvable');
    }
    // The paper's goal itself turns to ours.
    expect(parseKorfFile(`0 0 0 ${Array.from({ length: 25 }, (_, i) => i).join(' ')}`, 25)[0].board.cells).toEqual(GOAL_24.cells);
  });
});

describe('the split search', () => {
  it("searches a subtree: the root's first moves restricted, the same nodes in both engines, and the next bound after a limit", () => {
    const goal = defaultGoal(parseBoard('3,3,123456780'));
    const set = buildPatternSet(goal, [[1, 2, 3, 4], [5, 6, 7, 8]]);
    const wasm = createEngine('wasm'), ts = createEngine('ts');
    const random = seededRandom(3);
    for (let i = 0; i < 6; i++) {
      const board = shuffled(goal, random);
      const best = runToEnd(wasm, patternProblem(board, set));
      // Forbid the first move of an optimal path: what is found then starts otherwise.
      const firstMoves = 15 & ~(1 << DIRECTIONS.indexOf(best.moves[0]));
      const restricted = { ...patternProblem(board, set), firstMoves };
      const a = runToEnd(wasm, restricted);
      expect(runToEnd(ts, restricted)).toEqual(a);
      expect(a.moves[0]).not.toBe(best.moves[0]);
      expect(checkSolution(board, goal, a.moves)).toBeUndefined();
      expect(a.moves.length).toBeGreaterThanOrEqual(best.moves.length);
      // One iteration below the optimum: 'limit', and the next bound is where the next would start.
      const search = wasm.search({ ...patternProblem(board, set), minBound: best.moves.length - 2, maxBound: best.moves.length - 2 });
      while (search.run(1 << 20) === 'paused');
      expect(search.nextBound).toBe(best.moves.length);
    }
  });

  it('finds optimal paths, as breadth-first search measures them, on one runner and on two', async () => {
    const goal = defaultGoal(parseBoard('3,3,123456780'));
    const set = buildPatternSet(goal, [[1, 2, 3, 4], [5, 6, 7, 8]]);
    const distances = new Map(allDistances(goal).map(({ cells, distance }) => [cells.join(','), distance]));
    const problemFor = (root: typeof goal) => patternProblem(root, set);
    const one = [engineRunner(createEngine('wasm'), problemFor)];
    const two = [engineRunner(createEngine('wasm'), problemFor), engineRunner(createEngine('ts'), problemFor)];
    const random = seededRandom(9);
    for (let i = 0; i < 6; i++) {
      const board = shuffled(goal, random);
      const distance = distances.get(board.cells.join(','))!;
      for (const runners of [one, two]) {
        const outcome = await splitSearch(board, goal, runners);
        expect(outcome.status).toBe('found');
        if (outcome.status !== 'found') continue;
        expect(outcome.moves.length).toBe(distance);
        expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
      }
      // Below the optimum there is no path: every bound up to the limit is searched in full.
      const short = await splitSearch(board, goal, one, { maxBound: distance - 1 });
      expect(short.status).toBe('limit');
    }
  });

  it('runs its jobs on worker threads (the built package), to the same optimal lengths, one pool for many boards', async () => {
    // The workers load dist/'s worker script, which npm test builds first.
    const { splitPool } = await import(String(new URL('../../dist/engine/node.js', import.meta.url))) as typeof import('../../src/engine/node.js');
    const goal = defaultGoal(parseBoard('3,3,123456780'));
    const distances = new Map(allDistances(goal).map(({ cells, distance }) => [cells.join(','), distance]));
    const random = seededRandom(11);
    const pool = splitPool(goal, 2, 'linear-conflict');
    try {
      for (let i = 0; i < 4; i++) {
        const board = shuffled(goal, random);
        const outcome = await pool.search(board);
        expect(outcome.status).toBe('found');
        if (outcome.status !== 'found') continue;
        expect(outcome.moves.length).toBe(distances.get(board.cells.join(','))!);
        expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
      }
    } finally {
      await pool.close();
    }
  });
});
