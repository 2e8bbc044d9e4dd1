import { describe, expect, it } from 'vitest';
import { keepByShares } from '../../../src/puzzles/procon/swap/width-shares.js';

/** Candidates 0..n-1 best first, each with a group and a board (two with one board are duplicates). */
function keep(groups: number[], boards: number[], width: number, share: number): number[] {
  const seen = new Set<number>();
  const fresh = (id: number) => !seen.has(boards[id]) && seen.add(boards[id]) !== undefined;
  return keepByShares(groups.length, (k) => k, width, share, (id) => groups[id], fresh);
}

describe('keepByShares (the beam width split by selections used)', () => {
  it('keeps the plain best width, each board once, when the share is the whole width', () => {
    expect(keep([0, 1, 0, 1, 0], [10, 11, 10, 12, 13], 3, 3)).toEqual([0, 1, 3]);
  });

  it('keeps each group to its share, then fills the room left in score order', () => {
    // Group 0 has the four best; a share of 2 leaves room for group 1's two, then group 0's next.
    const groups = [0, 0, 0, 0, 1, 1];
    expect(keep(groups, [0, 1, 2, 3, 4, 5], 4, 2)).toEqual([0, 1, 4, 5]);
    expect(keep(groups, [0, 1, 2, 3, 4, 5], 5, 2)).toEqual([0, 1, 4, 5, 2]);
  });

  it('keeps a board at its best score, even when that copy waits for room', () => {
    // Candidate 2 (group 0, past its share) and candidate 3 (group 1) are one board: the better
    // copy, 2, is the one kept, once the shares are served.
    expect(keep([0, 0, 0, 1, 1], [0, 1, 2, 2, 4], 4, 2)).toEqual([0, 1, 4, 2]);
  });

  it('never keeps more than the width', () => {
    const groups = Array.from({ length: 50 }, (_, i) => i % 5);
    expect(keep(groups, groups.map((_, i) => i), 7, 2)).toHaveLength(7);
  });
});
