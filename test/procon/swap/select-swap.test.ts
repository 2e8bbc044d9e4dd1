// The select-and-swap solvers checked against independent facts: Dijkstra's cheapest cost on tiny
// boards (test/helpers/procon-optimum.ts) and replay of every answer.
import { describe, expect, it } from 'vitest';
import { generateProconProblem, scoreProconAnswer, solveProcon } from '../../../src/puzzles/procon/index.js';
import { selectSwapBeam } from '../../../src/puzzles/procon/swap/select-swap-beam.js';
import { TsSelectSwapLevels } from '../../../src/engine/search/select-swap-ts.js';
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

});

describe("the select-and-swap beam's features", () => {
  /** A board's features from scratch, in FEATURES' order (select-swap-levels.ts), by the definitions. */
  function featuresOf(width: number, pieces: ArrayLike<number>, selected: number): number[] {
    const at = (cell: number) => [Math.floor(cell / width), cell % width];
    const f = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    const height = pieces.length / width;
    const free = Array.from(pieces, (_, cell) => cell).filter((cell) => cell !== selected);
    for (const cell of free) {
      const [y, x] = at(cell), [ty, tx] = at(pieces[cell]);
      const d = Math.abs(y - ty) + Math.abs(x - tx);
      f[0] += d; f[3] += d * d;
      // The weight: 1 at the centre to 2 at the corners, times 2 (width + height - 2).
      f[8] += (Math.abs(2 * ty - (height - 1)) + Math.abs(2 * tx - (width - 1)) + 2 * (width + height - 2)) * d;
      if (pieces[cell] !== cell) { f[4] += y * y + x * x; f[5] += y; f[6] += x; f[7]++; }
    }
    if (selected >= 0) {
      const [y, x] = at(selected), [ty, tx] = at(pieces[selected]);
      f[1] = Math.abs(y - ty) + Math.abs(x - tx);
    }
    // Linear conflicts: pairs in one line, both home in it, in the wrong order.
    for (const a of free) for (const b of free) {
      const [ay, ax] = at(a), [by, bx] = at(b), [tay, tax] = at(pieces[a]), [tby, tbx] = at(pieces[b]);
      if (ay === by && tay === ay && tby === ay && ax < bx && tax > tbx) f[2]++;
      if (ax === bx && tax === ax && tbx === ax && ay < by && tay > tby) f[2]++;
    }
    return f;
  }

  it('keeps every board\'s features, worked out step by step, equal to them worked out from scratch', () => {
    for (const [width, height, seed] of [[7, 6, 1], [5, 5, 2], [9, 3, 3]] as const) {
      const problem = generateProconProblem({ width, height, selectLimit: 5, selectCost: 3, swapCost: 2, seed });
      const levels = new TsSelectSwapLevels(problem, { width: 60 });
      // The twin's level, read in the test only.
      const level = () => (levels as unknown as { level: { pieces: Uint8Array; selected: Int32Array; features: Int32Array } }).level;
      const cells = width * height;
      for (let depth = 0; depth < 40; depth++) {
        const { count } = levels.expand(depth, { minLayer: 0, maxLayer: 4, share: 15 });
        for (let j = 0; j < count; j++) {
          const { pieces, selected, features } = level();
          expect([...features.subarray(9 * j, 9 * j + 9)], `${width}x${height} depth ${depth} board ${j}`)
            .toEqual(featuresOf(width, pieces.subarray(j * cells, (j + 1) * cells), selected[j]));
        }
      }
    }
  });
});
