// A command's --time-limit is the whole process's (src/cli/process-limit.ts): what the process has
// already spent since its start, and what the command keeps back, come out of the solve's time.
import { describe, expect, it } from 'vitest';
import { solveTimeLeftMs } from '../../src/cli/process-limit.js';

describe("the solve's share of a process's limit", () => {
  it('is the limit less the time since the process started and what is kept back', () => {
    const before = performance.now();
    const left = solveTimeLeftMs(600, 150);
    const after = performance.now();
    // performance.now() counts from the process's start, well before this test.
    expect(before).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(600_000 - before - 150);
    expect(left).toBeGreaterThanOrEqual(600_000 - after - 150);
  });

  it('is never below its least, however late the solve starts', () => {
    expect(solveTimeLeftMs(0.001, 150)).toBe(1);
    expect(solveTimeLeftMs(0.001, 200, 100)).toBe(100);
  });
});
