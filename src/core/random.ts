// A small seeded generator (mulberry32): the same seed gives the same problem set on every machine.

/**
 * A source of random numbers: each call returns the next float in [0, 1), as `Math.random` does.
 * `Math.random` itself is one; a seeded one gives the same sequence on every machine.
 */
export type Random = () => number;

/**
 * A seeded generator (mulberry32).
 * @param seed any number; it is read as a 32-bit unsigned integer (`seed >>> 0`)
 * @returns a generator of floats in [0, 1); the same seed gives the same sequence
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A whole number drawn uniformly from [min, max].
 * @param random the generator to draw from (one call)
 * @param min the smallest result, a whole number
 * @param max the largest result, a whole number not below `min`
 * @returns a whole number from `min` to `max`, both included
 */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * Shuffles in place, uniformly (Fisher–Yates): each arrangement is equally likely.
 * @param random the generator to draw from (one call per item but the first)
 * @param items the array to shuffle; it is changed
 * @returns `items`, shuffled
 */
export function shuffle<T extends { length: number; [index: number]: unknown }>(random: Random, items: T): T {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
