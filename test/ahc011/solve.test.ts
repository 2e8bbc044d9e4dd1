import { describe, expect, it } from 'vitest';
import { formatTreeInput, generateTree, parseTreeInput, scoreAnswer, solveTree, type TreeInput, type TreeSolveResult } from '../../src/puzzles/ahc011/index.js';

/** The result's solved fields, or a failure naming the status it has instead. */
function solvedOf(result: TreeSolveResult): Extract<TreeSolveResult, { status: 'solved' }> {
  if (result.status !== 'solved') throw new Error(`expected solved, got ${JSON.stringify(result)}`);
  return result;
}

describe('solveTree', () => {
  // Every contest size, and small ones: each answer is scored again here by replay. The verdict
  // rests on the seed and two targets, not on the clock: the time limit is far beyond their need.
  it.each([[0, undefined], [1, undefined], [2, undefined], [3, undefined], [4, undefined], [11, 3], [12, 4]])(
    'seed %i (size %s) ends as a full tree within T moves', async (seed, size) => {
      const { input } = generateTree(seed, size);
      const result = solvedOf(await solveTree(formatTreeInput(input), { timeLimitMs: 60_000, maxAttempts: 2 }));
      expect(result.attempts).toBe(2);
      const score = scoreAnswer(input, result.moves);
      expect(score).toEqual(result.score);
      expect(score.fullTree).toBe(true);
      expect(result.moves.length).toBeLessThanOrEqual(input.maxMoves);
      expect(score.score).toBeGreaterThan(500000);
    }, 20000);

  it('tries no more targets than maxAttempts, the answer by lines counting as one', async () => {
    for (const size of [6, 8]) {
      const { input } = generateTree(21, size);
      const result = solvedOf(await solveTree(input, { timeLimitMs: 60_000, maxAttempts: 1 }));
      expect(result.attempts).toBe(1);
      expect(scoreAnswer(input, result.moves).fullTree).toBe(true);
    }
  });

  it('keeps its time limit', async () => {
    const started = performance.now();
    await solveTree(formatTreeInput(generateTree(9).input), { timeLimitMs: 500 });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('answers an input that is already a tree with no move', async () => {
    const { solved } = generateTree(5);
    const result = solvedOf(await solveTree({ n: 6, maxMoves: 432, tiles: solved }, { timeLimitMs: 300 }));
    expect(result.moves).toBe('');
    expect(result.score.score).toBe(1000000);
  });

  it('stopped by its signal after a first answer: solved with the best answer so far, scored', async () => {
    const { input } = generateTree(4);
    const controller = new AbortController();
    let stoppedAt = 0;
    // Stopped at the first answer, as solve() returns its best answer so far on an abort.
    const result = await solveTree(input, { timeLimitMs: 10000, signal: controller.signal, onImprove: () => {
      if (!stoppedAt) { stoppedAt = performance.now(); controller.abort(); }
    } });
    expect(stoppedAt).toBeGreaterThan(0);
    expect(performance.now() - stoppedAt).toBeLessThan(2000);
    const solved = solvedOf(result);
    expect(solved.moves.length).toBeGreaterThan(0);
    expect(scoreAnswer(input, solved.moves)).toEqual(solved.score);
  });

  it('stopped by its signal before any answer: aborted, with no answer', async () => {
    const started = performance.now();
    const result = await solveTree(generateTree(4).input, { timeLimitMs: 10000, signal: AbortSignal.abort() });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toEqual({ status: 'aborted', attempts: expect.any(Number), ms: expect.any(Number) });
  });

  it('out of time before any answer: solved all the same, with the empty answer scored', async () => {
    const { input } = generateTree(4);
    const result = solvedOf(await solveTree(input, { timeLimitMs: 0 }));
    expect(result.moves).toBe('');
    expect(scoreAnswer(input, '')).toEqual(result.score);
  });

  it('invalid: bad input text or a bad TreeInput is a result with parseTreeInput\'s reason, never a throw', async () => {
    const reason = (text: string) => { try { parseTreeInput(text); } catch (error) { return (error as Error).message; } throw new Error('good input'); };
    for (const text of ['3 54\nxyz\n', '6 432\n', '', '20 16000\n']) {
      expect(await solveTree(text)).toEqual({ status: 'invalid', reason: reason(text) });
    }
    expect(reason('6 432\n')).toMatch(/expected 6 rows/);
    // A TreeInput is read through its text: two blanks are bad input too.
    expect(await solveTree({ n: 2, maxMoves: 16, tiles: new Uint8Array([0, 0, 4, 1]) })).toEqual({ status: 'invalid', reason: reason('2 16\n00\n41\n') });
    // An object of another shape (from JavaScript, or a page's message) is bad input, not a crash.
    for (const shape of [null, { n: 2, maxMoves: 16, tiles: [0, 4, 1, 1] }, { n: 2 }]) {
      expect(await solveTree(shape as unknown as TreeInput)).toEqual({ status: 'invalid', reason: expect.stringMatching(/^not a TreeInput: /) });
    }
    expect(await solveTree('3 54\ncd9\naaa\n220\n', { maxAttempts: 0 })).toEqual({ status: 'invalid', reason: expect.stringMatching(/maxAttempts/) });
  });

  it('a signal aborted before the call: aborted at once, no target tried', async () => {
    expect(await solveTree(generateTree(4).input, { signal: AbortSignal.abort() })).toEqual({ status: 'aborted', attempts: 0, ms: 0 });
  });
});
