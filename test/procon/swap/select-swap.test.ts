// The select-and-swap solvers checked against independent facts: Dijkstra's cheapest cost on tiny
// boards (test/helpers/procon-optimum.ts) and replay of every answer.
import { describe, expect, it } from 'vitest';
import { generateProconProblem, scoreProconAnswer, solveProcon } from '../../../src/puzzles/procon/index.js';
import { oneSelection } from '../../../src/puzzles/procon/swap/one-selection.js';
import { selectSwapBeam } from '../../../src/puzzles/procon/swap/select-swap-beam.js';
import { optimalProconCost } from '../../helpers/procon-optimum.js';

const SETTINGS = [
  // [width, height, limit, select cost, swap cost]: cheap selections, dear ones, and in between.
  [2, 2, 3, 2, 1], [3, 2, 2, 10, 1], [2, 3, 4, 1, 3], [3, 2, 6, 5, 5],
] as const;

describe('solveProcon on tiny boards', () => {
  it('finds the cheapest cost that Dijkstra over (pieces, selected cell, selections used) finds, and says it is optimal', async () => {
    for (const [width, height, selectLimit, selectCost, swapCost] of SETTINGS) {
      for (let seed = 1; seed <= 6; seed++) {
        const problem = generateProconProblem({ width, height, selectLimit, selectCost, swapCost, seed });
        const result = await solveProcon(problem);
        expect(result.status).toBe('solved');
        if (result.status !== 'solved') continue;
        expect(result.optimal).toBe(true);
        expect(result.score.cost, `${width}x${height} seed ${seed}`).toBe(optimalProconCost(problem));
        expect(scoreProconAnswer(problem, result.answer)).toEqual(result.score);
      }
    }
  });
});

describe('the select-and-swap beam', () => {
  it.each([0, 1])('answers 4x4, 5x3 and 8x8 boards within the selection limit (salt %i)', async (salt) => {
    for (const [width, height, seed] of [[4, 4, 1], [4, 4, 2], [5, 3, 3], [8, 8, 4]]) {
      const problem = generateProconProblem({ width, height, selectLimit: 6, selectCost: 2, swapCost: 5, seed });
      const { answer, closest } = await selectSwapBeam(problem, { width: 300, salt });
      expect(answer).toBeDefined();
      const score = scoreProconAnswer(problem, answer!);
      expect(score.misplaced).toBe(0);
      expect(score.selections).toBeLessThanOrEqual(6);
      // The nearest board with a selection left is one the answer's beam passed or the picture.
      expect(closest.length).toBeLessThan(6);
    }
  });

  it.each([0, 1])('keeps to limits of 1 and 2 by parity: its answers replay, never below the cheapest cost (salt %i)', async (salt) => {
    for (let seed = 1; seed <= 12; seed++) {
      const problem = generateProconProblem({ width: 3, height: 2, selectLimit: 1 + (seed % 2), selectCost: 1, swapCost: 1, seed });
      const { answer } = await selectSwapBeam(problem, { width: 300, salt });
      // Two selections solve any board; one solves it only when some piece has the right parity.
      if (problem.selectLimit === 2) expect(answer, `seed ${seed}`).toBeDefined();
      if (!answer) continue;
      const score = scoreProconAnswer(problem, answer);
      expect(score.misplaced).toBe(0);
      expect(score.cost).toBeGreaterThanOrEqual(optimalProconCost(problem));
    }
  });

  it.each([0, 7])('keeps the same boards in wasm as in its TS twin: the same answers and nearest boards (salt %i)', async (salt) => {
    // Odd cell counts, long thin boards, dear and cheap selections, tight and loose limits, and
    // costs far past the contest's (their weights scaled down alike, the costs past i32 in sums).
    const boards = [[5, 3, 4, 2, 5], [7, 7, 6, 10, 7], [3, 9, 2, 100, 10], [8, 8, 10, 10, 10], [4, 4, 16, 1, 1], [5, 4, 3, 999_999_937, 99_999_989]] as const;
    for (const [[width, height, selectLimit, selectCost, swapCost], seed] of boards.map((board, k) => [board, k + 1] as const)) {
      const problem = generateProconProblem({ width, height, selectLimit, selectCost, swapCost, seed });
      const options = { width: 200, salt };
      const [wasm, ts] = [await selectSwapBeam(problem, options, {}, 'wasm'), await selectSwapBeam(problem, options, {}, 'ts')];
      expect(wasm, `${width}x${height}`).toEqual(ts);
      expect(wasm.answer ?? wasm.closest, `${width}x${height}`).not.toEqual([]);
    }
  });

  it('answers from its beams alone when one selection from the start is left out (singleToo: false), and the answer replays', async () => {
    for (const [width, height, seed] of [[4, 4, 4], [6, 5, 5]]) {
      const problem = generateProconProblem({ width, height, selectLimit: 5, selectCost: 20, swapCost: 3, seed });
      const result = await solveProcon(problem, { timeLimitMs: 1500, singleToo: false });
      expect(result.status, `${width}x${height}`).toBe('solved');
      if (result.status === 'solved') expect(scoreProconAnswer(problem, result.answer)).toMatchObject({ cost: result.score.cost, misplaced: 0 });
    }
  });

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
