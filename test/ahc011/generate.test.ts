import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/index.js';
import { generateTree, largestTree, moveLimit } from '../../src/puzzles/ahc011/index.js';

const board = (n: number, tiles: Uint8Array) => ({ width: n, height: n, cells: Uint16Array.from(tiles) });
const REVERSE: Record<string, string> = { L: 'R', R: 'L', U: 'D', D: 'U' };

describe('AHC011 generator, against the statement\'s procedure', () => {
  it.each([0, 1, 2, 3, 4, 57])('seed %i: a spanning tree, the blank bottom-right, scrambled by T moves never straight back', (seed) => {
    const { input, solved, scramble } = generateTree(seed);
    const n = 6 + (seed % 5);
    expect(input.n).toBe(n);
    expect(input.maxMoves).toBe(2 * n ** 3);
    expect(moveLimit(n)).toBe(input.maxMoves);
    // Step 1 and 2: the tiles of a spanning tree of every cell but the bottom-right one, which is blank.
    expect(solved[n * n - 1]).toBe(0);
    expect(solved.filter((mask) => mask === 0).length).toBe(1);
    expect(largestTree(n, solved)).toBe(n * n - 1);
    // A tree of N^2 - 1 cells has N^2 - 2 edges, each drawn on both its tiles.
    const ends = [...solved].reduce((sum, mask) => sum + ((mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1)), 0);
    expect(ends).toBe(2 * (n * n - 2));
    // Step 3: T legal moves of the blank, none undoing the one before.
    expect(scramble).toHaveLength(input.maxMoves);
    for (let i = 1; i < scramble.length; i++) expect(scramble[i]).not.toBe(REVERSE[scramble[i - 1]]);
    expect([...replay(board(n, solved), scramble).cells]).toEqual([...input.tiles]);
  });

  it('makes the same input from the same seed, another from another seed; --size overrides N', () => {
    expect(generateTree(7).input.tiles).toEqual(generateTree(7).input.tiles);
    expect(generateTree(7).input.tiles).not.toEqual(generateTree(12).input.tiles);
    const small = generateTree(7, 4);
    expect(small.input.n).toBe(4);
    expect(largestTree(4, small.solved)).toBe(15);
  });
});
