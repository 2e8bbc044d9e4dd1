// Cancel answers fast in every stage: each long loop (IDA* slices, database builds, beams, tile
// routing) yields every few milliseconds and checks the signal. Each portfolio stage in turn gets
// an abort shortly after it starts; the time from the abort to the stage's return is measured.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, devquizGoal } from '../../src/engine/board/goal.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { DEFAULT_PORTFOLIO, type PortfolioOptions } from '../../src/engine/strategy/portfolio-options.js';
import { solvePortfolio } from '../../src/engine/strategy/portfolio.js';
import type { Stage } from '../../src/engine/strategy/portfolio-stage.js';
import { LARGE_BOARD_STAGES, PORTFOLIO_STAGES } from '../../src/engine/strategy/portfolio-stages.js';
import { shuffled } from '../../src/engine/scramble.js';
import { seededRandom } from '../../src/core/random.js';
import { OPEN_6X6 } from '../fixtures/boards.js';

const ABORT_AFTER_MS = 30;
const MAX_LATENCY_MS = 200;

/**
 * Runs `table` once per stage, that stage aborted ABORT_AFTER_MS after it starts, then each stage
 * for a board without an answer (FarFirst, the escalation) alone, as the beams answer most boards.
 * Returns the milliseconds from each abort to the aborted stage's return, by stage.
 */
async function abortLatencies(board: Board, goal: Board, table: readonly Stage[], options: PortfolioOptions, deadlineMs = Infinity): Promise<Map<string, number>> {
  const latencies = new Map<string, number>();
  const noAnswer = table.filter((stage) => ['far-first', 'escalation'].includes(stage.name));
  for (const [stages, target] of [...table.map((stage) => [table, stage] as const), ...noAnswer.map((stage) => [[stage], stage] as const)]) {
    const controller = new AbortController();
    let abortedAt: number | undefined;
    const wrapped: Stage[] = stages.map((stage) => stage !== target ? stage : {
      ...stage,
      run: async (...args) => {
        const timer = setTimeout(() => { abortedAt = performance.now(); controller.abort(); }, ABORT_AFTER_MS);
        const report = await stage.run(...args);
        clearTimeout(timer);
        if (abortedAt !== undefined) latencies.set(stage.name, performance.now() - abortedAt);
        return report;
      },
    });
    const outcome = await solvePortfolio(createEngine('wasm'), board, goal, { signal: controller.signal, deadline: performance.now() + deadlineMs }, options, wrapped);
    // Stopped before any answer: aborted; after one (a shortening stage): that answer.
    if (abortedAt !== undefined) expect(['aborted', 'found']).toContain(outcome.status);
  }
  console.log(`abort latency by stage on ${board.width}x${board.height} (ms): ${[...latencies].map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`).join(', ')}`);
  for (const [stage, ms] of latencies) expect(ms, stage).toBeLessThan(MAX_LATENCY_MS);
  return latencies;
}

describe('cancellation', () => {
  it(`every stage returns within ${MAX_LATENCY_MS} ms of an abort`, async () => {
    const board = parseBoard(OPEN_6X6);
    // No answers from the beams, so the stages for boards without one run too; databases small.
    const options = { ...DEFAULT_PORTFOLIO, databaseEntries: 1 << 16, beamWidths: [20, 40], beamStallDepths: 20, warmUpNodes: 20_000_000 };
    const latencies = await abortLatencies(board, defaultGoal(board), PORTFOLIO_STAGES, options);
    // The stages that take long on this board were all stopped mid-way.
    expect([...latencies.keys()]).toEqual(expect.arrayContaining(['warm-up', 'narrow beam', 'proof', 'reverse beam', 'wider beams', 'far-first', 'escalation']));
  });

  it(`every stage for boards over 6 x 6 returns within ${MAX_LATENCY_MS} ms of an abort`, async () => {
    const goal = devquizGoal({ width: 16, height: 16, cells: new Uint16Array(256) });
    // The deadline only ends runs whose target stage never comes (FarFirst and the escalation
    // after the reduction's answer), which would otherwise shorten for seconds. Narrow beams, so
    // that the stages before the shortening end well within it. The warm-up's default 5,000,000
    // nodes take about 25 ms on 16 x 16 here, under the abort's 30: 40,000,000 outlast it.
    const options = { ...DEFAULT_PORTFOLIO, whaleWidths: [300], reduceBeamWidth: 300, warmUpNodes: 40_000_000 };
    const latencies = await abortLatencies(shuffled(goal, seededRandom(7)), goal, LARGE_BOARD_STAGES, options, 4000);
    expect([...latencies.keys()]).toEqual(expect.arrayContaining([
      'warm-up', 'row and column reduction', 'whale and reduction', 'far-first', 'escalation', 'window shortening',
    ]));
  });
});
