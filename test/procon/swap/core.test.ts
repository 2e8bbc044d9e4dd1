// A large board's core (core.ts) against independent facts: a hand-made answer whose last stage is
// known, replay of the moves before the core, and round trips of answers lifted from the core.
import { describe, expect, it } from 'vitest';
import {
  type ProconProblem, type Selection, generateProconProblem, playProconAnswer, scoreProconAnswer, solveProcon,
} from '../../../src/puzzles/procon/index.js';
import { CORE_SIDE, coreOf, lastStage, liftCoreAnswer } from '../../../src/puzzles/procon/swap/core.js';
import { oneSelection } from '../../../src/puzzles/procon/swap/one-selection.js';

/** The board an answer solves: the picture with the answer undone, last selection first, each from where it ended. */
function boardSolvedBy(width: number, height: number, answer: readonly Selection[], selectLimit = 8): ProconProblem {
  const back: Record<string, string> = { L: 'R', R: 'L', U: 'D', D: 'U' };
  const step: Record<string, number> = { L: -1, R: 1, U: -width, D: width };
  const picture = { width, height, selectLimit, selectCost: 10, swapCost: 1, pieces: Uint16Array.from({ length: width * height }, (_, cell) => cell) };
  const undo = [...answer].reverse().map(({ cell, swaps }) => ({
    cell: [...swaps].reduce((at, move) => at + step[move], cell),
    swaps: [...swaps].reverse().map((move) => back[move]).join(''),
  }));
  return { ...picture, pieces: playProconAnswer(picture, undo) };
}

describe('the core of a large board', () => {
  it('starts at the first swap after which every swap stays in one 10x10 box', () => {
    // On 14x12: the selected piece runs along the top row to cell 13 (swaps 0 to 12), down the
    // last column to the bottom (13 to 23: swap 13 + r leaves row r), then LLUU; a second
    // selection at row 10, column 10 goes round a square. Rows 2 to 11 are the most a box holds,
    // so the last stage starts with the swap that leaves row 2: swap 15.
    const answer: Selection[] = [{ cell: 0, swaps: `${'R'.repeat(13)}${'D'.repeat(11)}LLUU` }, { cell: 150, swaps: 'LURD' }];
    const problem = boardSolvedBy(14, 12, answer);
    expect(scoreProconAnswer(problem, answer).misplaced).toBe(0);
    const { start, box, starts } = lastStage(problem, answer);
    expect(starts).toEqual([0, 28]);
    expect(start).toBe(15);
    expect(box).toEqual({ left: 9, right: 13, top: 2, bottom: 11 });
    // The core's moves before it: the first selection cut after its 15 swaps.
    expect(coreOf(problem, answer)?.before).toEqual([{ cell: 0, swaps: `${'R'.repeat(13)}DD` }]);
  });

  it('is a board of its own: the pieces outside are home, and its answer lifted back solves the whole board', async () => {
    for (const seed of [1, 2]) {
      // An answer of one selection for a 12x11 board, the engine's (3 s: 1.5 s ran out once beside
      // the other test files).
      const whole = generateProconProblem({ width: 12, height: 11, selectLimit: 4, selectCost: 2, swapCost: 3, seed });
      const single = await oneSelection(whole, { timeLimitMs: 3000 });
      expect(single.status, `seed ${seed}`).toBe('solved');
      if (single.status !== 'solved') continue;
      expect(single.answer).toHaveLength(1);
      const core = coreOf(whole, single.answer);
      expect(core, `seed ${seed}`).toBeDefined();
      const { problem } = core!;
      expect([problem.width, problem.height]).toEqual([CORE_SIDE, CORE_SIDE]);
      expect(problem.selectLimit).toBe(3);
      // Before the core, every piece outside its box is home, and the box holds its own pieces.
      const after = playProconAnswer(whole, core!.before);
      const inBox = new Set(Array.from({ length: CORE_SIDE * CORE_SIDE }, (_, cell) => core!.cellOf(cell)));
      after.forEach((target, cell) => { if (!inBox.has(cell)) expect(target).toBe(cell); });
      expect([...problem.pieces].sort((a, b) => a - b)).toEqual(Array.from({ length: CORE_SIDE * CORE_SIDE }, (_, k) => k));
      // The core solved on its own, with its selections, and lifted back.
      const inner = await solveProcon(problem, { timeLimitMs: 1000 });
      expect(inner.status).toBe('solved');
      if (inner.status !== 'solved') continue;
      const lifted = liftCoreAnswer(core!, inner.answer);
      const score = scoreProconAnswer(whole, lifted);
      expect(score.misplaced).toBe(0);
      expect(score.selections).toBe(1 + inner.answer.length);
    }
  });

  it('is none where the answer stays in one box, or leaves the core no selection', () => {
    const small: Selection[] = [{ cell: 0, swaps: 'RRDDLU' }];
    expect(coreOf(boardSolvedBy(12, 12, small), small)).toBeUndefined();
    const long: Selection[] = [{ cell: 0, swaps: `${'R'.repeat(11)}${'D'.repeat(11)}` }];
    expect(coreOf(boardSolvedBy(12, 12, long, 1), long)).toBeUndefined();
    expect(coreOf(boardSolvedBy(12, 12, long, 2), long)?.problem.selectLimit).toBe(1);
  });
});
