// Limits: a share of the time left (core/limits.ts).
import { describe, expect, it } from 'vitest';
import { shareOfTimeLeft } from '../../src/core/limits.js';

describe('a share of the time left', () => {
  it('moves the deadline to that share of the time from now, keeping the rest of the limits', () => {
    const signal = new AbortController().signal;
    const before = performance.now();
    const limits = { deadline: before + 1000, signal, nodeLimit: 7 };
    const shared = shareOfTimeLeft(limits, 0.25);
    const after = performance.now();
    expect(shared.deadline!).toBeGreaterThanOrEqual(before + 250);
    expect(shared.deadline!).toBeLessThanOrEqual(after + 0.25 * (limits.deadline - after) + 1e-9);
    expect(shared.signal).toBe(signal);
    expect(shared.nodeLimit).toBe(7);
    expect(limits.deadline).toBe(before + 1000);
  });

  it('leaves limits without a deadline as they are', () => {
    const limits = { nodeLimit: 3 };
    expect(shareOfTimeLeft(limits, 0.5)).toBe(limits);
  });
});
