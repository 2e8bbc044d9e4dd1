import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lagrangianSelection } from '../../src/puzzles/devquiz/budget-lagrangian.js';
import { NONE, type Options, selectAnswers } from '../../src/puzzles/devquiz/budget-selection.js';
import type { MoveCounts } from '../../src/puzzles/devquiz/move-counts.js';
import type { Budget } from '../../src/puzzles/devquiz/problem-file.js';
import { preferenceOrder } from '../../src/puzzles/devquiz/selection-basics.js';

const length = (c: MoveCounts) => c[0] + c[1] + c[2] + c[3];

/** Independent reference: every combination, the most solved and then the fewest moves. */
function bruteForceBest(options: Options, budget: Budget): { solved: number; moves: number } {
  let best = { solved: 0, moves: 0 };
  const visit = (i: number, used: number[], solved: number, moves: number): void => {
    if (used.some((u, d) => u > budget[d])) return;
    if (i === options.length) {
      if (solved > best.solved || (solved === best.solved && moves < best.moves)) best = { solved, moves };
      return;
    }
    visit(i + 1, used, solved, moves);
    for (const c of options[i]) visit(i + 1, used.map((u, d) => u + c[d]), solved + 1, moves + length(c));
  };
  visit(0, [0, 0, 0, 0], 0, 0);
  return best;
}

function judge(options: Options, budget: Budget, pick: readonly number[]) {
  const used = [0, 0, 0, 0];
  let solved = 0, moves = 0;
  pick.forEach((k, i) => {
    if (k === NONE) return;
    expect(k).toBeLessThan(options[i].length);
    options[i][k].forEach((n, d) => { used[d] += n; });
    solved++;
    moves += length(options[i][k]);
  });
  return { solved, moves, withinBudget: used.every((u, d) => u <= budget[d]) };
}

const counts = fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6), fc.nat(6));
const smallBatch = fc.record({
  options: fc.array(fc.array(counts, { maxLength: 3 }), { minLength: 1, maxLength: 7 }),
  budget: fc.tuple(fc.nat(24), fc.nat(24), fc.nat(24), fc.nat(24)),
});

describe('budget selection', () => {
  it('matches brute force on small made-up batches (most solved, then fewest moves)', () => {
    fc.assert(fc.property(smallBatch, ({ options, budget }) => {
      const result = judge(options, budget, selectAnswers(options, budget));
      expect(result.withinBudget).toBe(true);
      expect({ solved: result.solved, moves: result.moves }).toEqual(bruteForceBest(options, budget));
    }), { numRuns: 400 });
  });

  it('keeps each problem\'s shortest answer when they all fit, the scarce direction breaking ties', () => {
    // R is the scarce direction (the shortest answers take all of it); problem 1's two answers are
    // equally long, and the one with fewer R moves is preferred.
    const options: Options = [[[1, 4, 0, 0], [0, 9, 0, 0]], [[3, 1, 0, 0], [1, 3, 0, 0]]];
    expect(selectAnswers(options, [10, 5, 0, 0])).toEqual([0, 0]);
  });

  it('the heuristic takes the longer answers that spare the broken budget instead of dropping problems', () => {
    // Each problem: a short answer heavy in L, or a longer one heavy in R. L allows one short answer:
    // the best keeps all six solved (one short, five long). Dropping the L-heavy ones would lose five.
    const options: Options = Array.from({ length: 6 }, () => [[8, 0, 1, 1], [1, 9, 1, 1]] as MoveCounts[]);
    const budget: Budget = [13, 100, 6, 6];
    const order = preferenceOrder(options, budget);
    const result = judge(options, budget, lagrangianSelection(options, budget, order));
    expect(result).toEqual({ ...bruteForceBest(options, budget), withinBudget: true });
    expect(result.solved).toBe(6);
  });

  it('the heuristic drops the problems that cost the most of the broken budget', () => {
    // U allows 20 moves: the four cheap problems (3 U each) and one of the costly (8 U) fit, not two.
    const options: Options = [[[0, 0, 8, 1]], [[0, 0, 3, 1]], [[0, 0, 8, 1]], [[0, 0, 3, 1]], [[0, 0, 3, 1]], [[0, 0, 3, 1]]];
    const budget: Budget = [0, 0, 20, 10];
    const result = judge(options, budget, lagrangianSelection(options, budget, preferenceOrder(options, budget)));
    expect(result).toEqual({ solved: 5, moves: 25, withinBudget: true });
  });

  it('the heuristic always keeps the budget on large random batches, and leaves no slack unused', () => {
    fc.assert(fc.property(fc.array(fc.array(counts, { minLength: 1, maxLength: 4 }), { minLength: 100, maxLength: 300 }), fc.double({ min: 0.3, max: 1, noNaN: true }), (options, share) => {
      const demand = [0, 1, 2, 3].map((d) => options.reduce((sum, set) => sum + Math.min(...set.map((c) => c[d])), 0));
      const budget = demand.map((n) => Math.floor(n * share)) as unknown as Budget;
      const pick = selectAnswers(options, budget);
      const used = [0, 0, 0, 0];
      pick.forEach((k, i) => { if (k !== NONE) options[i][k].forEach((n, d) => { used[d] += n; }); });
      expect(judge(options, budget, pick).withinBudget).toBe(true);
      // No unsolved problem has an answer that would still fit.
      pick.forEach((k, i) => {
        if (k === NONE) expect(options[i].some((c) => c.every((n, d) => used[d] + n <= budget[d]))).toBe(false);
      });
    }), { numRuns: 8 });
  }, 60_000);
});
