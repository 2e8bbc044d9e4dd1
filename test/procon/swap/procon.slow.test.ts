// solveProcon on boards of many shapes, 2x2 to 16x16, each within a real 5 s limit: the answer keeps
// to the selection limit and replays to the picture.
import { describe, expect, it } from 'vitest';
import { formatProconAnswer, generateProconProblem, parseProconAnswer, scoreProconAnswer, solveProcon } from '../../../src/puzzles/procon/index.js';

describe('solveProcon', () => {
  it('answers generated boards of many shapes within the selection limit, replayed to the picture', async () => {
    for (const [width, height, seed] of [[2, 2, 1], [3, 3, 2], [4, 4, 3], [6, 3, 4], [8, 8, 5], [16, 16, 6]]) {
      const p = generateProconProblem({ width, height, selectLimit: 2, selectCost: 50, swapCost: 1, seed });
      const result = await solveProcon(p, { timeLimitMs: 5_000 });
      expect(result.status).toBe('solved');
      if (result.status !== 'solved') continue;
      const again = scoreProconAnswer(p, parseProconAnswer(p, formatProconAnswer(p, result.answer)));
      expect(again).toEqual(result.score);
      expect(again.misplaced).toBe(0);
      expect(again.selections).toBeLessThanOrEqual(2);
      expect(again.cost).toBe(again.selections * 50 + again.swaps);
    }
  }, 60_000);
});
