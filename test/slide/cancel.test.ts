// Cancel answers fast in every stage: each long loop (IDA* slices, database builds, beams, tile
// routing) yields every few milliseconds and checks the signal. Each portfolio stage in turn gets
// an abort shortly after it starts; the time from the abort to the stage's return is measured.
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/puzzles/slide/board/board.js';
import { defaultGoal, devquizGoal } from '../../src/puzzles/slide/board/goal.js';
import { createEngine } from '../../src/puzzles/slide/engine/create-engine.js';
import { DEFAULT_PORTFOLIO } from '../../src/puzzles/slide/strategy/portfolio-options.js';
import { solvePortfolio } from '../../src/puzzles/slide/strategy/portfolio.js';
import type { Stage } from '../../src/puzzles/slide/strategy/portfolio-stage.js';
import { LARGE_BOARD_STAGES, PORTFOLIO_STAGES } from '../../src/puzzles/slide/strategy/portfolio-stages.js';
import { shuffled } from '../../src/puzzles/slide/batch/generate.js';
import { seededRandom } from '../../src/core/random.js';
import { OPEN_6X6 } from '../fixtures/boards.js';

const ABORT_AFTER_MS = 30;
const MAX_LATENCY_MS = 200;

describe('cancellation', () => {
  it(`every stage returns within ${MAX_LATENCY_MS} ms of an abort`, async () => {
    const board = parseBoard(OPEN_6X6);
    const goal = defaultGoal(board);
    // No answers from the beams, so the stages for boards without one run too; databases small.
    const options = { ...DEFAULT_PORTFOLIO, databaseEntries: 1 << 16, beamWidths: [20, 40], beamStallDepths: 20, warmUpNodes: 20_000_000 };
    const latencies = new Map<string, number>();
    // The whole table; then each stage for a board without an answer alone (beams answer this one).
    const noAnswer = PORTFOLIO_STAGES.filter((stage) => ['far-first', 'escalation'].includes(stage.name));
    for (const [table, target] of [...PORTFOLIO_STAGES.map((stage) => [PORTFOLIO_STAGES, stage] as const), ...noAnswer.map((stage) => [[stage], stage] as const)]) {
      const controller = new AbortController();
      let abortedAt: number | undefined;
      const stages: Stage[] = table.map((stage) => stage !== target ? stage : {
        ...stage,
        run: async (...args) => {
          const timer = setTimeout(() => { abortedAt = performance.now(); controller.abort(); }, ABORT_AFTER_MS);
          const report = await stage.run(...args);
          clearTimeout(timer);
          if (abortedAt !== undefined) latencies.set(stage.name, performance.now() - abortedAt);
          return report;
        },
      });
      const outcome = await solvePortfolio(createEngine('wasm'), board, goal, { signal: controller.signal }, options, stages);
      // Stopped before any answer: aborted; after one (a shortening stage): that answer.
      if (abortedAt !== undefined) expect(['aborted', 'found']).toContain(outcome.status);
    }
    console.log(`abort latency by stage (ms): ${[...latencies].map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`).join(', ')}`);
    for (const [stage, ms] of latencies) expect(ms, stage).toBeLessThan(MAX_LATENCY_MS);
    // The stages that take long on this board were all stopped mid-way.
    expect([...latencies.keys()]).toEqual(expect.arrayContaining(['warm-up', 'narrow beam', 'proof', 'reverse beam', 'wider beams', 'far-first', 'escalation']));
  });

  it(`every stage for boards over 6 x 6 returns within ${MAX_LATENCY_MS} ms of an abort`, async () => {
    const goal = devquizGoal({ width: 16, height: 16, cells: new Uint16Array(256) });
    const board = shuffled(goal, seededRandom(7));
    const latencies = new Map<string, number>();
    const noAnswer = LARGE_BOARD_STAGES.filter((stage) => ['far-first', 'escalation'].includes(stage.name));
    for (const [table, target] of [...LARGE_BOARD_STAGES.map((stage) => [LARGE_BOARD_STAGES, stage] as const), ...noAnswer.map((stage) => [[stage], stage] as const)]) {
      const controller = new AbortController();
      let abortedAt: number | undefined;
      const stages: Stage[] = table.map((stage) => stage !== target ? stage : {
        ...stage,
        run: async (...args) => {
          const timer = setTimeout(() => { abortedAt = performance.now(); controller.abort(); }, ABORT_AFTER_MS);
          const report = await stage.run(...args);
          clearTimeout(timer);
          if (abortedAt !== undefined) latencies.set(stage.name, performance.now() - abortedAt);
          return report;
        },
      });
      // The deadline only ends runs whose target stage never comes (FarFirst and the escalation
      // after the reduction's answer), which would otherwise shorten for seconds.
      await solvePortfolio(createEngine('wasm'), board, goal, { signal: controller.signal, deadline: performance.now() + 4000 }, DEFAULT_PORTFOLIO, stages);
    }
    console.log(`abort latency by stage on 16x16 (ms): ${[...latencies].map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`).join(', ')}`);
    for (const [stage, ms] of latencies) expect(ms, stage).toBeLessThan(MAX_LATENCY_MS);
    expect([...latencies.keys()]).toEqual(expect.arrayContaining(['warm-up', 'row and column reduction', 'beam and reduction', 'far-first', 'escalation', 'window shortening']));
  });
});
