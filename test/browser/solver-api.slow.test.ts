// createSolver() as a package user gets it: dist/browser/index.js imported unbundled from a static
// server in Chromium (so the worker is found by `new URL('./worker.js', import.meta.url)`), checked
// against solve() running here in Node.
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/solve.js';
import { SKIP_BROWSER_TESTS } from '../helpers/chromium.js';
import { useSolverPage } from '../helpers/browser-pages.js';

const FIVE_BY_FIVE = '5,5,63145802EABM7K9GHIFOLDCJN'; // 46 moves, about ten million nodes
// Node and the page must do exactly the same search: no clock-driven portfolio stages, and no pattern
// databases, which Node may read from its disk cache while the page builds them.
const DETERMINISTIC = { optimal: true, heuristic: 'manhattan' } as const;
const HOPELESS_6X6 = '6,6,14P9XIE0SHBZVTK7AGN8JDWUCRQM253FOLY6';

const inPage = useSolverPage();

describe.skipIf(SKIP_BROWSER_TESTS)('createSolver in Chromium', { timeout: 60_000 }, () => {
  it('gives the result solve() gives in Node, for either engine, with progress on the way', async () => {
    for (const engine of ['wasm', 'ts'] as const) {
      const inBrowser = await inPage<{ result: Record<string, unknown>; progress: number[] }>(`
        const solver = createSolver();
        const progress = [];
        const result = await solver.solve(arg.board, { ...arg.options, onProgress: (p) => progress.push(p.nodes) });
        solver.terminate();
        return { result, progress };`, { board: FIVE_BY_FIVE, options: { engine, ...DETERMINISTIC } });
      const inNode = await solve(FIVE_BY_FIVE, { engine, ...DETERMINISTIC });
      expect(inBrowser.result).toMatchObject({ status: 'solved', engine });
      const { ms: _browserMs, ...browserRest } = inBrowser.result;
      const { ms: _nodeMs, ...nodeRest } = inNode as typeof inNode & { ms: number };
      expect(browserRest).toEqual(nodeRest);
      expect(inBrowser.progress.length).toBeGreaterThan(0);
      expect(inBrowser.progress).toEqual([...inBrowser.progress].sort((a, b) => a - b));
    }
  });

  it('gives the same unsolvable and invalid results as Node', async () => {
    for (const board of ['3,3,213456780', '3,3,12', '3,3,1234567800']) {
      const inBrowser = await inPage(`const s = createSolver(); try { return await s.solve(arg); } finally { s.terminate(); }`, board);
      expect(inBrowser).toEqual(await solve(board));
    }
  });

  it('stops on its time limit, and on an AbortSignal within 200 ms', async () => {
    const outcome = await inPage<{ timeout: { status: string; ms: number; lowerBound: number }; aborted: { status: string; lowerBound: number }; cancelMs: number; before: { status: string; nodes: number } }>(`
      const solver = createSolver();
      const timeout = await solver.solve(arg, { optimal: true, timeLimitMs: 300 });
      const controller = new AbortController();
      let cancelled = 0;
      const pending = solver.solve(arg, { optimal: true, signal: controller.signal,
        onProgress: (p) => { if (p.elapsedMs > 200 && !cancelled) { cancelled = performance.now(); controller.abort(); } } });
      const aborted = await pending;
      const cancelMs = performance.now() - cancelled;
      const before = await solver.solve(arg, { signal: AbortSignal.abort() });
      solver.terminate();
      return { timeout, aborted, cancelMs, before };`, HOPELESS_6X6);
    expect(outcome.timeout.status).toBe('timeout');
    expect(outcome.timeout.ms).toBeGreaterThanOrEqual(300);
    // The proven lower bound, by the name a solved result gives it too.
    expect(outcome.timeout.lowerBound).toBeGreaterThan(0);
    expect(outcome.timeout).not.toHaveProperty('bound');
    expect(outcome.aborted.status).toBe('aborted');
    expect(outcome.aborted.lowerBound).toBeGreaterThan(0);
    expect(outcome.cancelMs).toBeLessThan(200);
    expect(outcome.before).toMatchObject({ status: 'aborted', nodes: 0 }); // as in Node: nothing searched
  });

  it('runs several solves at once on one worker, each with its own answer', async () => {
    const boards = ['3,3,2361=8470', FIVE_BY_FIVE, '3,3,213456780'];
    const results = await inPage<{ status: string }[]>(`
      const solver = createSolver();
      const results = await Promise.all(arg.map((board) => solver.solve(board)));
      solver.terminate();
      return results;`, boards);
    expect(results.map((r) => r.status)).toEqual(['solved', 'solved', 'unsolvable']);
  });

  it('rejects pending and later solves once terminated', async () => {
    const messages = await inPage<string[]>(`
      const solver = createSolver();
      const pending = solver.solve(arg).catch((e) => e.message);
      solver.terminate();
      return [await pending, await solver.solve(arg).catch((e) => e.message)];`, HOPELESS_6X6);
    expect(messages).toEqual(['the solver was terminated', 'the solver was terminated']);
  });
});
