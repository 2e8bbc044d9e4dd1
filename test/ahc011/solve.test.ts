import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/index.js';
import { formatTreeInput, generateTree, parseTreeInput, scoreAnswer, solveTree } from '../../src/puzzles/ahc011/index.js';

describe('solveTree', () => {
  // Every contest size, and small ones: each answer is scored again here by replay. 2 s, as a
  // 9 x 9 input's first full tree took 0.8 s on a quiet machine, and CI may run at half speed.
  it.each([[0, undefined], [1, undefined], [2, undefined], [3, undefined], [4, undefined], [11, 3], [12, 4]])(
    'seed %i (size %s) ends as a full tree within T moves', async (seed, size) => {
      const { input } = generateTree(seed, size);
      const result = await solveTree(formatTreeInput(input), { timeLimitMs: 2000 });
      const score = scoreAnswer(input, result.moves);
      expect(score).toEqual(result.score);
      expect(score.fullTree).toBe(true);
      expect(result.moves.length).toBeLessThanOrEqual(input.maxMoves);
      expect(score.score).toBeGreaterThan(500000);
    }, 20000);

  it('keeps its time limit', async () => {
    const started = performance.now();
    await solveTree(formatTreeInput(generateTree(9).input), { timeLimitMs: 500 });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('answers an input that is already a tree with no move', async () => {
    const { solved } = generateTree(5);
    const result = await solveTree({ n: 6, maxMoves: 432, tiles: solved }, { timeLimitMs: 300 });
    expect(result.moves).toBe('');
    expect(result.score.score).toBe(1000000);
  });

  it('stops on its signal with the best answer so far, scored', async () => {
    const controller = new AbortController();
    const solving = solveTree(generateTree(4).input, { timeLimitMs: 10000, signal: controller.signal });
    setTimeout(() => controller.abort(), 400);
    const started = performance.now();
    const result = await solving;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(scoreAnswer(generateTree(4).input, result.moves)).toEqual(result.score);
  });

  it('rejects bad input text with an InputError', async () => {
    await expect(solveTree('3 54\nxyz\n')).rejects.toThrow(InputError);
    expect(() => parseTreeInput('6 432\n')).toThrow(/expected 6 rows/);
  });
});
