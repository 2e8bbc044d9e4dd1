import { describe, expect, it } from 'vitest';
import { arrangementParity, permutationParity } from '../../src/core/permutation.js';
import { seededRandom, shuffle } from '../../src/core/random.js';

/** Parity by counting inversions, the textbook definition. */
function inversionParity(items: readonly number[]): number {
  let inversions = 0;
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) if (items[i] > items[j]) inversions++;
  return inversions % 2;
}

describe('permutation parity', () => {
  it('agrees with the inversion count on random permutations of 1 to 12 items', () => {
    const random = seededRandom(4);
    for (let n = 1; n <= 12; n++) {
      for (let trial = 0; trial < 20; trial++) {
        const items = shuffle(random, Array.from({ length: n }, (_, i) => i));
        expect(arrangementParity(items), items.join(',')).toBe(inversionParity(items));
      }
    }
  });

  it('walks any items by their next, each cycle once: one swap is odd, two are even', () => {
    const swapped = new Map([[10, 20], [20, 10], [30, 30]]);
    expect(permutationParity(swapped.keys(), (item) => swapped.get(item)!)).toBe(1);
    const cycle = new Map([[10, 20], [20, 30], [30, 10]]);
    expect(permutationParity(cycle.keys(), (item) => cycle.get(item)!)).toBe(0);
    expect(permutationParity([], (item) => item)).toBe(0);
  });
});
