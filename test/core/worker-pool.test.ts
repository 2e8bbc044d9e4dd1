import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PoolOutcome, runPool } from '../../src/core/worker-pool.js';
import { wasmModule } from '../../src/core/wasm-module.js';

/** What the fake worker answers: the line it was given, and its thread, in `moves`. */
type EchoResult = { readonly status: 'solved'; readonly moves: string };

const fakeWorker = new URL('../helpers/fake-solve-worker.mjs', import.meta.url);

async function runFake(lines: string[], workers = 2, hangAfterMs = 5_000, groups: (string | undefined)[] = []) {
  const outcomes = new Map<number, PoolOutcome<EchoResult>>();
  const pool = runPool(lines.map((line, index) => ({ index, job: line, group: groups[index] })),
    { workers, hangAfterMs, workerScript: fakeWorker, setup: { module: wasmModule(), options: {} } },
    (outcome) => {
      expect(outcomes.has(outcome.index)).toBe(false);
      outcomes.set(outcome.index, outcome);
    });
  await pool.done;
  return outcomes;
}

const reply = (outcome: PoolOutcome<EchoResult> | undefined) => (outcome?.kind === 'result' && outcome.result.status === 'solved' ? outcome.result.moves.split('@') : []);
/** The line a fake worker echoed, and the thread that answered. */
const answered = (outcome: PoolOutcome<EchoResult> | undefined) => reply(outcome)[0];
const thread = (outcome: PoolOutcome<EchoResult> | undefined) => reply(outcome)[1];

describe('worker pool', () => {
  it('gives every problem exactly one outcome, routed to its index', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `slow:${(i * 7) % 5}`);
    const outcomes = await runFake(lines, 3);
    expect(outcomes.size).toBe(40);
    lines.forEach((line, i) => expect(answered(outcomes.get(i))).toBe(line));
  });

  it('gives the tasks of a group to one worker while another group is free for the others', async () => {
    const groups = Array.from({ length: 30 }, (_, i) => ['a', 'b', 'c', undefined][i % 4]);
    const outcomes = await runFake(groups.map(() => 'slow:15'), 2, 5_000, groups);
    expect(outcomes.size).toBe(30);
    for (const group of ['a', 'b', 'c']) {
      const threads = new Set(groups.flatMap((g, i) => (g === group ? [thread(outcomes.get(i))] : [])));
      expect(threads.size).toBe(1);
    }
    expect(new Set([...outcomes.values()].map(thread)).size).toBe(2);
  });

  it('replaces a crashing worker, retries its problem once, then reports it; the rest go on', async () => {
    const outcomes = await runFake(['a', 'crash', 'b', 'exit', 'c']);
    expect(outcomes.get(1)).toMatchObject({ kind: 'crashed', reason: expect.stringMatching(/crashed: crash on crash.*tried 2 times/) });
    expect(outcomes.get(3)).toMatchObject({ kind: 'crashed', reason: expect.stringMatching(/exited \(code 7\).*tried 2 times/) });
    expect([0, 2, 4].map((i) => answered(outcomes.get(i)))).toEqual(['a', 'b', 'c']);
  });

  it('a problem that crashed its worker once is solved on the retry', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'pool-')), 'attempted');
    const outcomes = await runFake([`flaky:${marker}`, 'x']);
    expect(answered(outcomes.get(0))).toBe(`flaky:${marker}`);
  });

  it('ends a hung worker after the hang limit and reports the problem', async () => {
    const started = performance.now();
    const outcomes = await runFake(['hang', 'a', 'b', 'c'], 2, 300);
    expect(outcomes.get(0)).toMatchObject({ kind: 'crashed', reason: expect.stringMatching(/hangs.*tried 2 times/) });
    expect([1, 2, 3].map((i) => answered(outcomes.get(i)))).toEqual(['a', 'b', 'c']);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('sends no task past lastStartAt, and settles once the tasks under way end', async () => {
    const outcomes = new Map<number, PoolOutcome<EchoResult>>();
    const started = performance.now();
    const pool = runPool(['slow:400', 'slow:400', 'a', 'b'].map((job, index) => ({ index, job })),
      { workers: 2, hangAfterMs: 60_000, workerScript: fakeWorker, setup: { module: wasmModule(), options: {} }, lastStartAt: Date.now() + 100 },
      (outcome) => outcomes.set(outcome.index, outcome));
    await pool.done;
    expect([...outcomes.keys()].sort()).toEqual([0, 1]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('past lastStartAt, a worker that fails is not retried: the failure is the outcome', async () => {
    const outcomes = new Map<number, PoolOutcome<EchoResult>>();
    const pool = runPool([{ index: 0, job: 'hang' }],
      { workers: 1, hangAfterMs: 300, workerScript: fakeWorker, setup: { module: wasmModule(), options: {} }, lastStartAt: Date.now() + 100 },
      (outcome) => outcomes.set(outcome.index, outcome));
    await pool.done;
    expect(outcomes.get(0)).toMatchObject({ kind: 'crashed', reason: expect.stringMatching(/hangs.*tried 1 times/) });
  });

  it('stop() ends the workers and settles at once; no outcome comes after it', async () => {
    let after = 0, stopped = false;
    const pool = runPool(['slow:10', 'hang', 'hang', 'slow:10'].map((line, index) => ({ index, line })),
      { workers: 2, hangAfterMs: 60_000, workerScript: fakeWorker, setup: { module: wasmModule(), options: {} } },
      () => { if (stopped) after++; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopped = true;
    await pool.stop();
    await pool.done;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(after).toBe(0);
  });
});
