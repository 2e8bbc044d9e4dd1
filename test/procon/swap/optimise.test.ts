import { describe, expect, it } from 'vitest';
import { optimiseAnswer, shortenSwaps, type Selection } from '../../../src/puzzles/procon/index.js';
import { seededRandom } from '../../../src/core/random.js';

const STEP = { L: [-1, 0], R: [1, 0], U: [0, -1], D: [0, 1] } as const;

/** The pieces after `answer` on a `width` x `height` picture (an independent replay for the checks). */
function play(width: number, height: number, answer: readonly Selection[]): number[] {
  const pieces = Array.from({ length: width * height }, (_, cell) => cell);
  for (const { cell, swaps } of answer) {
    let at = cell;
    for (const move of swaps as Iterable<keyof typeof STEP>) {
      const x = (at % width) + STEP[move][0], y = Math.floor(at / width) + STEP[move][1];
      if (x < 0 || y < 0 || x >= width || y >= height) throw new Error(`${move} leaves the grid`);
      const to = y * width + x;
      [pieces[at], pieces[to]] = [pieces[to], pieces[at]];
      at = to;
    }
  }
  return pieces;
}

describe('the answer optimiser', () => {
  it('cancels swaps straight back, nested ones too', () => {
    expect(shortenSwaps('LR')).toBe('');
    expect(shortenSwaps('RUDL')).toBe('');
    expect(shortenSwaps('RRLD')).toBe('RD');
  });

  it('turns 7 quarter turns round a 2x2 square into 5 the other way, and drops 12', () => {
    const seven = 'RDLURDL';
    const five = shortenSwaps(seven);
    expect(five).toBe('DRULD');
    expect(play(3, 3, [{ cell: 0, swaps: five }])).toEqual(play(3, 3, [{ cell: 0, swaps: seven }]));
    expect(shortenSwaps('RDLU'.repeat(3))).toBe('');
    // Six either way is a tie: kept as it is.
    expect(shortenSwaps('RDLURD')).toBe('RDLURD');
  });

  it('never lengthens random answers full of turns, and leaves every piece where they put it', () => {
    const random = seededRandom(11);
    const dirs = 'RDLU';
    for (let trial = 0; trial < 300; trial++) {
      const width = 3 + (trial % 3), height = 3 + ((trial >> 1) % 3);
      let cell = Math.floor(random() * width * height), swaps = '', dir = Math.floor(random() * 4);
      const start = cell;
      for (let k = 0; k < 60; k++) {
        // Mostly clockwise turns, with some straight steps and reversals, kept on the grid.
        const roll = random();
        const next = (dir + (roll < 0.6 ? 1 : roll < 0.8 ? 0 : roll < 0.9 ? 3 : 2)) % 4;
        const move = dirs[next] as keyof typeof STEP;
        const x = (cell % width) + STEP[move][0], y = Math.floor(cell / width) + STEP[move][1];
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        swaps += move;
        cell = y * width + x;
        dir = next;
      }
      const answer = [{ cell: start, swaps }];
      const optimised = optimiseAnswer(answer, width);
      const length = optimised.reduce((sum, s) => sum + s.swaps.length, 0);
      expect(length).toBeLessThanOrEqual(swaps.length);
      expect(play(width, height, optimised)).toEqual(play(width, height, answer));
    }
  });

  it('merges a selection that picks the piece the previous one left off with, and drops empty ones', () => {
    // 3 x 2: the piece selected at cell 0 goes right to cell 1; selecting cell 1 again continues it.
    expect(optimiseAnswer([{ cell: 0, swaps: 'R' }, { cell: 1, swaps: 'D' }], 3)).toEqual([{ cell: 0, swaps: 'RD' }]);
    expect(optimiseAnswer([{ cell: 0, swaps: 'R' }, { cell: 2, swaps: 'D' }], 3)).toEqual([{ cell: 0, swaps: 'R' }, { cell: 2, swaps: 'D' }]);
    expect(optimiseAnswer([{ cell: 4, swaps: 'LR' }, { cell: 0, swaps: 'R' }], 3)).toEqual([{ cell: 0, swaps: 'R' }]);
    // Merged swaps that cancel leave no selection at all.
    expect(optimiseAnswer([{ cell: 0, swaps: 'R' }, { cell: 1, swaps: 'L' }], 3)).toEqual([]);
  });
});
