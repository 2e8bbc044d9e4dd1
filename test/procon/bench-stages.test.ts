// bench:procon --stages (bench/procon-stages.ts) on a hand-made answer whose stages are counted by
// hand below.
import { describe, expect, it } from 'vitest';
import { type ProconProblem, type Selection, scoreProconAnswer, swapCell, SWAPS } from '../../src/puzzles/procon/index.js';
import { stagesOf } from '../../bench/procon-stages.js';

describe('an answer\'s stages', () => {
  // On 12x12: a piece selected at the top left walks the top row to its right end (11 swaps), then
  // a piece selected at (5, 5) walks round a 2x2 square (4 swaps).
  const answer: Selection[] = [{ cell: 0, swaps: 'R'.repeat(11) }, { cell: 5 * 12 + 5, swaps: 'RDLU' }];
  // The board those swaps solve: the solved board with the swaps undone, last first.
  const pieces = Uint16Array.from({ length: 144 }, (_, cell) => cell);
  const swaps = answer.flatMap(({ cell, swaps: moves }) => [...moves].map((move) => {
    const to = swapCell(cell, SWAPS.indexOf(move), 12, 12);
    const pair = [cell, to] as const;
    cell = to;
    return pair;
  }));
  for (const [a, b] of swaps.reverse()) [pieces[a], pieces[b]] = [pieces[b], pieces[a]];
  const problem: ProconProblem = { width: 12, height: 12, selectLimit: 2, selectCost: 10, swapCost: 1, pieces };

  it('start at the first swap from which every swap stays within a 10x10 box', () => {
    expect(scoreProconAnswer(problem, answer).misplaced).toBe(0);
    // From the top row's third swap, (2, 0) to (3, 0), the cells touched span columns 2 to 11 and
    // rows 0 to 6; one swap earlier, eleven columns. The piece walking the top row is then 9 from
    // its target and the 9 it passes 1 each; round the square, the piece it meets first is 2 from
    // home and the other two 1 each.
    expect(stagesOf(problem, answer)).toEqual({ before: 2, sum: 9 + 9 + 2 + 1 + 1, after: 9 + 4, selectionsAfter: 1 });
  });

  it('put a whole answer in its last stage when it stays within the box', () => {
    // The walk round the square alone, on the board it solves.
    const square = Uint16Array.from({ length: 144 }, (_, cell) => cell);
    [square[65], square[66], square[78], square[77]] = [65, 77, 66, 78];
    const alone: ProconProblem = { ...problem, pieces: square };
    expect(scoreProconAnswer(alone, [answer[1]]).misplaced).toBe(0);
    expect(stagesOf(alone, [answer[1]])).toEqual({ before: 0, sum: 2 + 1 + 1, after: 4, selectionsAfter: 1 });
  });
});
