import { describe, expect, it } from 'vitest';
import { formatBoard } from '../../src/engine/board/board.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { parseBoard } from '../../src/engine/board/board.js';
import { parseGoal } from '../../src/engine/board/goal.js';
import { solve } from '../../src/engine/solve.js';
import { korfInstances } from '../helpers/korf.js';
import { MEDIUM_4X4, PARITY_UNSOLVABLE, WALLED_3X3 } from '../fixtures/boards.js';

const hard = formatBoard(korfInstances()[0].board); // 57 moves, hundreds of millions of nodes
// The limit tests need a search that surely outlasts them: Manhattan distance alone, on `hard`.
const slow = { heuristic: 'manhattan' } as const;

describe('solve returns a tagged result for every outcome', () => {
  it('solved: an optimal, replayed answer from either engine', async () => {
    for (const engine of ['wasm', 'ts'] as const) {
      const result = await solve(WALLED_3X3, { engine });
      expect(result).toMatchObject({ status: 'solved', optimal: true, engine, moves: expect.stringMatching(/^[LRUD]+$/) });
      if (result.status === 'solved') expect(checkSolution(parseBoard(WALLED_3X3), parseBoard('3,3,123456=80'), result.moves)).toBeUndefined();
    }
  });

  it('solved with the empty answer when the board is already the goal', async () => {
    expect(await solve('3,3,123456780')).toMatchObject({ status: 'solved', moves: '', optimal: true });
  });

  it('solved toward a custom goal', async () => {
    const result = await solve('3,3,123456780', { goal: '012345678' });
    expect(result.status).toBe('solved');
    if (result.status === 'solved') {
      const start = parseBoard('3,3,123456780');
      expect(checkSolution(start, parseGoal('012345678', start), result.moves)).toBeUndefined();
    }
  });

  it('invalid: bad input never throws', async () => {
    expect(await solve('3,3,12')).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/9 cells/) });
    expect(await solve('3,3,123456780', { goal: '12345678' })).toMatchObject({ status: 'invalid' });
  });

  it('invalid: an answer to improve that does not solve the board', async () => {
    expect(await solve('3,3,123456708', { improve: 'L' })).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/answer to improve is wrong: .*not on the goal/) });
    expect(await solve('3,3,123456708', { improve: 'D' })).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/answer to improve is wrong: move 1 'D'/) });
    expect(await solve('3,3,123456708', { improve: ['R'] as never })).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/must be a string/) });
  });

  it('invalid: a lower bound that is not a whole number, or above the answer to improve', async () => {
    for (const lowerBound of [-1, 1.5, Number.NaN, '3' as never]) {
      expect(await solve('3,3,123456708', { lowerBound })).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/lower bound must be a whole number/) });
    }
    expect(await solve('3,3,123456708', { improve: 'RLR', lowerBound: 5 })).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/lower bound 5 is above the answer to improve \(3 moves\)/) });
  });

  it('from a proved lower bound: the proof starts there, and an answer that meets it is optimal', async () => {
    const optimal = await solve(MEDIUM_4X4, { optimal: true });
    if (optimal.status !== 'solved') throw new Error('no optimal answer');
    const length = optimal.moves.length;
    // A known answer that meets the bound is optimal with no search at all.
    expect(await solve(MEDIUM_4X4, { improve: optimal.moves, lowerBound: length })).toMatchObject({ status: 'solved', moves: optimal.moves, optimal: true, nodes: 0 });
    // No warm-up, narrow beams: the proof from the bound finds an optimal answer with fewer nodes.
    const proof = { warmUpNodes: 0, beamWidths: [2], windows: [] };
    const padded = `RL${optimal.moves}`;
    const fromZero = await solve(MEDIUM_4X4, { improve: padded, portfolio: proof });
    const fromBound = await solve(MEDIUM_4X4, { improve: padded, lowerBound: length, portfolio: proof });
    expect(fromZero).toMatchObject({ status: 'solved', optimal: true, lowerBound: length });
    expect(fromBound).toMatchObject({ status: 'solved', optimal: true, lowerBound: length });
    if (fromZero.status !== 'solved' || fromBound.status !== 'solved') return;
    expect(fromBound.moves).toHaveLength(length);
    expect(fromBound.nodes).toBeLessThan(fromZero.nodes);
    // A bound that is not proven (here too high) is the caller's error; the bound returned stays at
    // most the answer's length all the same.
    const wrong = await solve(MEDIUM_4X4, { lowerBound: length + 20, portfolio: { ...proof, optimalNodes: 1 } });
    if (wrong.status !== 'solved') throw new Error('no answer');
    expect(wrong.lowerBound).toBeLessThanOrEqual(wrong.moves.length);
  });

  it('solved from an answer to improve: a shorter one, replayed, or that one back', async () => {
    // One move from the goal: the known answer takes five, the back-and-forth pairs being waste.
    expect(await solve('3,3,123456708', { improve: 'RLRLR' })).toMatchObject({ status: 'solved', moves: 'R', optimal: true });
    // An optimal answer given back, to searches too small to prove it: none is shorter, so it returns.
    const optimal = await solve(MEDIUM_4X4, { optimal: true });
    expect(optimal.status).toBe('solved');
    const known = optimal.status === 'solved' ? optimal.moves : '';
    const small = { warmUpNodes: 0, optimalNodes: 100, beamWidths: [20, 40], windows: [] };
    expect(await solve(MEDIUM_4X4, { improve: known, portfolio: small })).toMatchObject({ status: 'solved', moves: known });
    // Out of time before any search: the known answer still comes back.
    const padded = `RL${known}`;
    expect(await solve(MEDIUM_4X4, { improve: padded, timeLimitMs: 0 })).toMatchObject({ status: 'solved', moves: padded, optimal: false });
  });

  it('invalid: a Board object is checked as text is, with the same reasons', async () => {
    const same = async (line: string, board: object) => {
      const fromText = await solve(line);
      expect(fromText.status).toBe('invalid');
      expect(await solve(board as Parameters<typeof solve>[0])).toEqual(fromText);
    };
    await same('3,3,123456789', { width: 3, height: 3, cells: Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9) });
    await same('3,3,123456781', { width: 3, height: 3, cells: [1, 2, 3, 4, 5, 6, 7, 8, 1] });
    await same('3,3,123456788', { width: 3, height: 3, cells: [1, 2, 3, 4, 5, 6, 7, 8, 8] });
    await same('17,3,123', { width: 17, height: 3, cells: [1, 2, 3] });
    await same('3,3,12345678', { width: 3, height: 3, cells: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(await solve({ width: 3, height: 3, cells: [1, 2, 3, 4, 5, 6, 7, 0, 99] } as never)).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/cell 8 holds 99/) });
    expect(await solve({ width: 2.5, height: 3, cells: [] } as never)).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/width/) });
    const goal = { width: 3, height: 3, cells: [1, 2, 3, 4, 5, 6, 7, 8, 8] };
    expect(await solve('3,3,123456780', { goal: goal as never })).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/twice/) });
    // A valid Board object solves as its text does.
    expect(await solve(parseBoard(WALLED_3X3))).toMatchObject({ status: 'solved', optimal: true });
  });

  it('progress: one report for the whole solve, nodes never going back, naming each stage', async () => {
    const reports: { nodes: number; elapsedMs: number; stage: string }[] = [];
    const result = await solve('4,4,D68CFE0AB7459132', { timeLimitMs: 60_000, portfolio: { optimalNodes: 1 }, onProgress: (p) => reports.push(p) });
    expect(result.status).toBe('solved');
    expect(reports.length).toBeGreaterThan(1);
    for (const key of ['nodes', 'elapsedMs'] as const) expect(reports.map((r) => r[key])).toEqual(reports.map((r) => r[key]).sort((a, b) => a - b));
    expect(new Set(reports.map((r) => r.stage)).size).toBeGreaterThan(1);
    if (result.status === 'solved') expect(result.nodes).toBeGreaterThanOrEqual(reports[reports.length - 1].nodes);
  });

  it('unsolvable: with the reason', async () => {
    expect(await solve(PARITY_UNSOLVABLE)).toMatchObject({ status: 'unsolvable', reason: expect.stringMatching(/parity/) });
  });

  it('timeout: the clock is checked between slices', async () => {
    const started = performance.now();
    const result = await solve(hard, { ...slow, timeLimitMs: 100, optimal: true });
    expect(result.status).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1000);
    if (result.status === 'timeout') expect(result.nodes).toBeGreaterThan(0);
    // The bound IDA* proved, named as on solved: a whole number from the start's heuristic up, at most the optimum.
    expect(result).toMatchObject({ lowerBound: expect.any(Number) });
    expect(result).not.toHaveProperty('bound');
    if (result.status === 'timeout') {
      expect(Number.isSafeInteger(result.lowerBound)).toBe(true);
      expect(result.lowerBound).toBeGreaterThan(0);
      expect(result.lowerBound).toBeLessThanOrEqual(57);
    }
  });

  it('timeout and aborted carry the lower bound given (57 moves is the optimum), or one proved above it', async () => {
    const timeout = await solve(hard, { lowerBound: 50, timeLimitMs: 0 });
    const aborted = await solve(hard, { lowerBound: 50, signal: AbortSignal.abort() });
    for (const [result, status] of [[timeout, 'timeout'], [aborted, 'aborted']] as const) {
      expect(result.status).toBe(status);
      if (result.status !== status) continue;
      expect(result.lowerBound).toBeGreaterThanOrEqual(50);
      expect(result.lowerBound).toBeLessThanOrEqual(57);
    }
  });

  it('aborted: an AbortSignal stops the search', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const progress: number[] = [];
    const result = await solve(hard, { ...slow, signal: controller.signal, engine: 'ts', onProgress: (p) => progress.push(p.nodes) });
    expect(result.status).toBe('aborted');
    expect(result).toMatchObject({ lowerBound: expect.any(Number) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('aborted at once when the signal is already aborted', async () => {
    const result = await solve(hard, { ...slow, signal: AbortSignal.abort() });
    expect(result).toMatchObject({ status: 'aborted', nodes: 0 });
    // With no node searched, the start's own heuristic is a proven bound all the same (57 moves is the optimum).
    if (result.status === 'aborted') expect(result.lowerBound).toBeGreaterThan(0);
    if (result.status === 'aborted') expect(result.lowerBound).toBeLessThanOrEqual(57);
  });
});
