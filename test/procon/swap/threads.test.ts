// solveProconInThreads() runs its workers from dist/ (their script is the built solve-worker.js),
// so this test imports the built package, as the CLI tests run the built CLI.
import { describe, expect, it } from 'vitest';
import { generateProconProblem, scoreProconAnswer } from '../../../src/puzzles/procon/index.js';

const { solveProconInThreads } = await import('../../../dist/puzzles/procon/node.js');
const problem = generateProconProblem({ width: 12, height: 11, selectLimit: 8, selectCost: 200, swapCost: 5, seed: 5 });

describe('solveProconInThreads', () => {
  it('solves a board over 10x10 on two threads: both answer, and the answer kept replays', async () => {
    const { result, answered } = await solveProconInThreads(problem, { timeLimitMs: 2500, threads: 2 });
    expect(answered).toBe(2);
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(scoreProconAnswer(problem, result.answer)).toMatchObject({ cost: result.score.cost, misplaced: 0 });
  });

  it('deals the select-and-swap beams of a board of at most 10x10 out to the threads, and gives a tiny board one thread', async () => {
    const small = generateProconProblem({ width: 5, height: 4, selectLimit: 4, selectCost: 5, swapCost: 2, seed: 3 });
    const both = await solveProconInThreads(small, { timeLimitMs: 1500, threads: 2 });
    expect(both.answered).toBe(2);
    if (both.result.status === 'solved') expect(scoreProconAnswer(small, both.result.answer).misplaced).toBe(0);
    else expect.fail(`not solved: ${both.result.status}`);
    const tiny = generateProconProblem({ width: 3, height: 2, selectLimit: 3, selectCost: 1, swapCost: 1, seed: 3 });
    expect((await solveProconInThreads(tiny, { threads: 2 })).answered).toBe(1);
  });

  it('stops its workers with the signal, even one aborted before the call', async () => {
    const before = performance.now();
    const early = await solveProconInThreads(problem, { timeLimitMs: 20_000, threads: 2, signal: AbortSignal.abort() });
    expect(early.answered).toBe(1);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const late = await solveProconInThreads(problem, { timeLimitMs: 20_000, threads: 2, signal: controller.signal });
    expect(late.answered).toBe(1);
    // Both long before the 20 s limit: no worker was waited for.
    expect(performance.now() - before).toBeLessThan(5000);
  });
});
