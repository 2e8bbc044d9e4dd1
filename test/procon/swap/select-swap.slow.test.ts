// The select-and-swap beam's worth within real time limits: where selections are cheap, the
// portfolio's answer costs less than the best with one selection.
import { describe, expect, it } from 'vitest';
import { generateProconProblem, scoreProconAnswer, solveProcon } from '../../../src/puzzles/procon/index.js';
import { oneSelection } from '../../../src/puzzles/procon/swap/one-selection.js';

describe('the select-and-swap beam', () => {
  it('makes cheap selections pay: on 5x5 boards at select 2, swap 10 the portfolio beats one selection', async () => {
    for (let seed = 1; seed <= 3; seed++) {
      const problem = generateProconProblem({ width: 5, height: 5, selectLimit: 10, selectCost: 2, swapCost: 10, seed });
      const single = await oneSelection(problem, { timeLimitMs: 2000 });
      const result = await solveProcon(problem, { timeLimitMs: 4000 });
      expect(single.status).toBe('solved');
      expect(result.status).toBe('solved');
      if (single.status !== 'solved' || result.status !== 'solved') continue;
      const singleCost = scoreProconAnswer(problem, single.answer).cost;
      expect(result.score.cost).toBeLessThan(singleCost);
      expect(result.optimal).toBe(false);
    }
  }, 60_000);
});
