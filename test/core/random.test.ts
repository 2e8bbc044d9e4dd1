import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom, shuffle } from '../../src/core/random.js';

describe('the seeded generator and its draws', () => {
  it('gives the same sequence for the same seed, another for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
    for (const value of draw(5)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('randomInt stays within its bounds and reaches both', () => {
    const random = seededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, -2, 2)));
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2]);
  });

  it('shuffle keeps the items, in place, and deals every order about equally (Fisher-Yates)', () => {
    const random = seededRandom(9);
    const items = Uint16Array.of(5, 6, 7, 8);
    expect(shuffle(random, items)).toBe(items);
    expect([...items].sort()).toEqual([5, 6, 7, 8]);
    const counts = new Map<string, number>();
    for (let draw = 0; draw < 6000; draw++) {
      const order = shuffle(random, ['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    // Six orders, 1,000 expected each: a biased shuffle (e.g. j drawn from the whole array) is far off.
    expect(counts.size).toBe(6);
    for (const [order, count] of counts) expect(count, order).toBeGreaterThan(880);
    for (const [order, count] of counts) expect(count, order).toBeLessThan(1120);
  });
});
