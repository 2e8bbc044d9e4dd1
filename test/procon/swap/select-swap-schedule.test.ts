// The select-and-swap beam's layer schedule (the Procon 25 champion's) and its map of boards seen,
// on hand-made counts and hashes.
import { describe, expect, it } from 'vitest';
import { SeenLayers } from '../../../src/core/beam/seen-layers.js';
import { LayerSchedule } from '../../../src/puzzles/procon/swap/select-swap-schedule.js';

const EMPTY = 2 ** 31 - 1;
/** What a depth kept, per layer: [kept, fresh, least distance] by layer index. */
function counts(limit: number, layers: Record<number, [number, number, number]>) {
  const kept = new Int32Array(limit + 1), fresh = new Int32Array(limit + 1), least = new Int32Array(limit + 1).fill(EMPTY);
  for (const [layer, [k, f, l]] of Object.entries(layers)) [kept[+layer], fresh[+layer], least[+layer]] = [k, f, l];
  return { kept, fresh, least };
}

describe('the layer schedule', () => {
  const costs = { selectCost: 100, swapCost: 20 };

  it('plays only the top layer at first, then lower ones as the distance left falls', () => {
    const schedule = new LayerSchedule(100, 8, costs, 600, -100);
    expect(schedule.plan(0, Infinity, 4000)).toEqual({ minLayer: 7, maxLayer: 7, share: 4000 });
    // Half the distance left: the lowest layer is the whole part of 0.75 (1 - 0.5²) x 9 (layers
    // to the top, plus 2), 6.
    schedule.record(counts(8, { 7: [4000, 0, 300] }));
    expect(schedule.plan(1, Infinity, 4000)).toEqual({ minLayer: 6, maxLayer: 7, share: 2000 });
    // A tenth left: 0.19 x 9, layer 1.
    schedule.record(counts(8, { 7: [1000, 0, 60], 6: [1000, 10, 70] }));
    expect(schedule.plan(2, Infinity, 4000)).toEqual({ minLayer: 1, maxLayer: 7, share: 571 });
  });

  it('drops the layers whose selections would cost the best answer so far', () => {
    const schedule = new LayerSchedule(36, 8, costs, 100, -100);
    // Small boards play every layer. With an answer at 1,500 and children at step 10, u selections
    // cost 100u + 20(10 - u) = 200 + 80u: below 1,500 for u up to 16, so all of layers 0 to 7.
    expect(schedule.plan(9, 1500, 800)).toEqual({ minLayer: 0, maxLayer: 7, share: 100 });
    // At 700: u < 6.25, so u up to 6, layers 2 to 7.
    expect(schedule.plan(9, 700, 600)).toEqual({ minLayer: 2, maxLayer: 7, share: 100 });
    // Selections cheaper than swaps drop the top layers instead: 5u + 20(10 - u) = 200 - 15u < 150 for u >= 4.
    const cheap = new LayerSchedule(36, 8, { selectCost: 5, swapCost: 20 }, 100, -100);
    expect(cheap.plan(9, 150, 400)).toEqual({ minLayer: 0, maxLayer: 4, share: 80 });
  });

  it('stalls when its lowest layer stops getting nearer', () => {
    const schedule = new LayerSchedule(100, 4, costs, 600, -10);
    let depths = 0;
    // Reliability starts at 20, the first depth is progress (capped at 20), and each later one
    // without progress costs 2: below -10 after 16 of those.
    while (!schedule.stalled && depths < 100) {
      schedule.record(counts(4, { 3: [100, 0, 500] }));
      depths++;
    }
    expect(depths).toBe(17);
  });
});

describe('the map of boards seen', () => {
  it('keeps a board again only with more selections left, and forgets all when three quarters full', () => {
    const seen = new SeenLayers(4);
    expect(seen.add(1, 10, 3)).toBe(true);
    expect(seen.add(1, 10, 3)).toBe(false);
    expect(seen.add(1, 10, 2)).toBe(false);
    expect(seen.add(1, 10, 5)).toBe(true);
    expect(seen.add(1, 10, 4)).toBe(false);
    // Another high half on the same slot is another board.
    expect(seen.add(1, 12, 0)).toBe(true);
    // 16 slots: the 12th board finds 11 there, over three quarters, and the map starts afresh,
    // so board (1, 10) is new again.
    for (let k = 2; k < 12; k++) expect(seen.add(k, 2 * k, 0)).toBe(true);
    expect(seen.add(100, 200, 0)).toBe(true);
    expect(seen.add(1, 10, 0)).toBe(true);
  });
});
