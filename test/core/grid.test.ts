import { describe, expect, it } from 'vitest';
import { gridDistance } from '../../src/core/grid.js';

describe('gridDistance', () => {
  it('is the Manhattan distance between row-major cells', () => {
    // A 4-wide grid: cell 0 is (0, 0), cell 7 is (3, 1), cell 13 is (1, 3).
    expect(gridDistance(4, 0, 7)).toBe(4);
    expect(gridDistance(4, 7, 13)).toBe(4);
    expect(gridDistance(4, 5, 5)).toBe(0);
    // Row ends are not neighbours: cell 3 (3, 0) and cell 4 (0, 1) are four apart.
    expect(gridDistance(4, 3, 4)).toBe(4);
  });
});
