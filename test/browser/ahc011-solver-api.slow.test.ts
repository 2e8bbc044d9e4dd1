// createSolver().solveTree() as a package user gets it: dist/browser/index.js imported unbundled from
// a static server in Chromium, each answer scored here in Node by replay (scoreAnswer). The solve is
// an anytime search against the clock, so its answers are checked, not compared with Node's.
import { describe, expect, it } from 'vitest';
import { type TreeScore, formatTreeInput, generateTree, parseTreeInput, scoreAnswer } from '../../src/puzzles/ahc011/index.js';
import { SKIP_BROWSER_TESTS } from '../helpers/chromium.js';
import { parseError, useSolverPage } from '../helpers/browser-pages.js';

/**
 * Far beyond what two targets take, so the full-tree verdict rests on the seed and the two targets
 * (maxAttempts), not on the clock; the time limit has tests of its own.
 */
const TIME_LIMIT_MS = 60_000;
const ATTEMPTS = 2;

/** A TreeSolveResult as it comes back from the page: `moves` and `score` on `solved` only. */
interface Outcome {
  readonly status: string;
  readonly moves: string;
  readonly score: TreeScore;
  readonly attempts: number;
  readonly ms: number;
  readonly reason?: string;
}

const inPage = useSolverPage();

const inputError = (text: string) => parseError(parseTreeInput, text);

describe.skipIf(SKIP_BROWSER_TESTS)('createSolver().solveTree in Chromium', { timeout: 60_000 }, () => {
  it('solves generated inputs to a full tree within T moves, as replay here scores them', async () => {
    // N = 6 as text, and N = 10 as a TreeInput (its tiles rebuilt as a Uint8Array in the page).
    const small = generateTree(0).input;
    const large = generateTree(4).input;
    const outcomes = await inPage<{ text: Outcome; object: Outcome; improvements: TreeScore[] }>(`
      const solver = createSolver();
      const improvements = [];
      const text = await solver.solveTree(arg.text, { timeLimitMs: arg.timeLimitMs, maxAttempts: arg.attempts, onImprove: (score) => improvements.push(score) });
      const object = await solver.solveTree({ ...arg.object, tiles: Uint8Array.from(arg.object.tiles) }, { timeLimitMs: arg.timeLimitMs, maxAttempts: arg.attempts, seed: 7 });
      solver.terminate();
      return { text, object, improvements };`,
    { text: formatTreeInput(small), object: { ...large, tiles: [...large.tiles] }, timeLimitMs: TIME_LIMIT_MS, attempts: ATTEMPTS });

    for (const [input, outcome] of [[small, outcomes.text], [large, outcomes.object]] as const) {
      console.log(`AHC011 N = ${input.n} in Chromium: ${outcome.status}, ${outcome.moves.length} moves of T = ${input.maxMoves}, score ${outcome.score.score}, ${outcome.attempts} targets, ${Math.round(outcome.ms)} ms`);
      expect(outcome.status).toBe('solved');
      expect(outcome.moves).toMatch(/^[LURD]*$/);
      const replayed = scoreAnswer(input, outcome.moves);
      expect(replayed).toEqual(outcome.score);
      expect(replayed.fullTree).toBe(true);
      expect(replayed.treeSize).toBe(input.n ** 2 - 1);
      expect(replayed.moves).toBeLessThanOrEqual(input.maxMoves);
      expect(outcome.attempts).toBe(ATTEMPTS);
    }
    // Each report beats the one before, and the last is the answer's.
    const scores = outcomes.improvements.map((score) => score.score);
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...new Set(scores)].sort((a, b) => a - b));
    expect(outcomes.improvements.at(-1)).toEqual(outcomes.text.score);
  });

  it('gives bad input an invalid result with the reason parseTreeInput gives, as solve() does for boards', async () => {
    const texts = ['', '6 432\n', '3 54\nc90\n634\n11z\n', '3 54\n100\n634\n111\n', '20 16000\n'];
    const results = await inPage<Outcome[]>(`
      const solver = createSolver();
      const results = [];
      for (const text of arg) results.push(await solver.solveTree(text));
      // A TreeInput with two blanks is read the same way.
      results.push(await solver.solveTree({ n: 2, maxMoves: 16, tiles: new Uint8Array([0, 0, 4, 1]) }));
      solver.terminate();
      return results;`, texts);
    expect(results).toEqual([
      ...texts.map((text) => ({ status: 'invalid', reason: inputError(text) })),
      { status: 'invalid', reason: inputError('2 16\n00\n41\n') },
    ]);
  });

  it('stops on an AbortSignal within 300 ms: solved with the best answer so far, or at once aborted on one aborted before the call', async () => {
    const { input } = generateTree(3); // N = 9
    const outcome = await inPage<{ aborted: Outcome; cancelMs: number; before: Outcome; beforeMs: number }>(`
      const solver = createSolver();
      const controller = new AbortController();
      let cancelled = 0;
      // Cancelled at the first answer, in the middle of the search for better ones.
      const aborted = await solver.solveTree(arg, { timeLimitMs: 30000, signal: controller.signal,
        onImprove: () => { if (!cancelled) { cancelled = performance.now(); controller.abort(); } } });
      const cancelMs = performance.now() - cancelled;
      const started = performance.now();
      const before = await solver.solveTree(arg, { signal: AbortSignal.abort() });
      const beforeMs = performance.now() - started;
      solver.terminate();
      return { aborted, cancelMs, before, beforeMs };`, formatTreeInput(input));
    console.log(`AHC011 cancel: settled ${Math.round(outcome.cancelMs)} ms after the abort; an aborted signal before the call: ${Math.round(outcome.beforeMs)} ms`);
    // An answer came before the abort: it is the result, as solve() returns its best answer so far.
    expect(outcome.aborted.status).toBe('solved');
    expect(outcome.aborted.moves.length).toBeGreaterThan(0);
    expect(scoreAnswer(input, outcome.aborted.moves)).toEqual(outcome.aborted.score);
    expect(outcome.cancelMs).toBeLessThan(300);
    // None before this one's abort: aborted, with no answer, passed through by the worker as solveTree() gave it.
    expect(outcome.before).toEqual({ status: 'aborted', attempts: expect.any(Number), ms: expect.any(Number) });
    expect(outcome.beforeMs).toBeLessThan(1000);
  });

  it('runs a tree solve beside a slide solve on one worker, and rejects both once terminated', async () => {
    const { input } = generateTree(5); // N = 6
    const both = await inPage<{ tree: Outcome; slide: { status: string; moves: string } }>(`
      const solver = createSolver();
      const [tree, slide] = await Promise.all([solver.solveTree(arg, { timeLimitMs: 1500 }), solver.solve('3,3,2361=8470')]);
      solver.terminate();
      return { tree, slide };`, formatTreeInput(input));
    expect(both.slide).toMatchObject({ status: 'solved', moves: expect.stringMatching(/^[LURD]{8}$/) });
    expect(both.tree.status).toBe('solved');
    expect(scoreAnswer(input, both.tree.moves)).toEqual(both.tree.score);

    const messages = await inPage<string[]>(`
      const solver = createSolver();
      const pending = solver.solveTree(arg, { timeLimitMs: 5000 }).catch((e) => e.message);
      solver.terminate();
      return [await pending, await solver.solveTree(arg).catch((e) => e.message)];`, formatTreeInput(input));
    expect(messages).toEqual(['the solver was terminated', 'the solver was terminated']);
  });
});
