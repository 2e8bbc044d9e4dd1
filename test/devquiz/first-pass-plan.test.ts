import { describe, expect, it } from 'vitest';
import { FirstPassPlan, type Rung, workUnits } from '../../src/puzzles/devquiz/first-pass.js';

/** Three rungs whose priors are 3, 1 and 0.5 ms a work unit. */
const rungs: Rung[] = [3, 1, 0.5].map((msPerUnit, i) => ({ name: `rung ${i}`, options: {}, msPerUnit, isFirstRound: i === 0 }));

describe('the first pass\'s plan', () => {
  it('counts a board\'s work as its open cells to the power 1.5', () => {
    expect(workUnits('3,3,123456780')).toBe(27);
    expect(workUnits('2,2,1=30')).toBeCloseTo(3 ** 1.5);
  });

  it('picks the richest rung whose priors fit the time left, on every core', () => {
    // 1,000 units on 2 cores in 1.6 s: rung 0 needs 1.5 s.
    expect(new FirstPassPlan(rungs, 1000, 2, 1600).pick(10, 0)).toBe(0);
    // In 1 s: rung 1 (0.5 s).
    expect(new FirstPassPlan(rungs, 1000, 2, 1000).pick(10, 0)).toBe(1);
    // In 0.1 s none fits: the leanest.
    expect(new FirstPassPlan(rungs, 1000, 2, 100).pick(10, 0)).toBe(2);
  });

  it('steps down when the solves run slower than the priors, and back up, with room to spare, as the work left shrinks', () => {
    const plan = new FirstPassPlan(rungs, 10_000, 1, 70_000);
    expect(plan.pick(2_000, 0)).toBe(0); // 10,000 units at 3 ms: 30 s
    plan.record(0, 2_000, 12_000); // 6 ms a unit, twice the prior: this machine is slow
    expect(plan.msPerUnit(0)).toBe(6);
    expect(plan.msPerUnit(1)).toBe(2); // the others' priors scaled alike
    expect(plan.msPerUnit(2)).toBe(1);
    expect(plan.pick(2_000, 30_000)).toBe(1); // 8,000 left: 48 s at rung 0, 16 s at rung 1, in 40 s
    plan.record(1, 2_000, 4_000);
    expect(plan.pick(1_000, 31_000)).toBe(1); // 6,000 left: 36 s at rung 0 in 39 s, without room to spare
    expect(plan.pick(1_000, 32_000)).toBe(0); // 5,000 left: 30 s in 38 s
    expect(plan.pick(1_000, 50_000)).toBe(1); // 4,000 left: 24 s in 20 s
  });
});
