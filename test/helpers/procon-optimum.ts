// The cheapest cost of a select-and-swap problem by Dijkstra's algorithm over (pieces, selected
// cell, selections used): an independent check for tiny boards (a 3x2 board has 720 arrangements).
import type { ProconProblem } from '../../src/puzzles/procon/index.js';

export function optimalProconCost(problem: ProconProblem): number {
  const { width, height, selectLimit, selectCost, swapCost } = problem;
  const size = width * height;
  const best = new Map<string, number>();
  // A small bucket queue: costs are whole numbers.
  const buckets: [number[], number, number][][] = [];
  const push = (cost: number, pieces: number[], at: number, used: number) => {
    const key = `${pieces.join(',')}@${at}#${used}`;
    if ((best.get(key) ?? Infinity) <= cost) return;
    best.set(key, cost);
    (buckets[cost] ??= []).push([pieces, at, used]);
  };
  push(0, [...problem.pieces], -1, 0);
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const [pieces, at, used] of buckets[cost] ?? []) {
      if (best.get(`${pieces.join(',')}@${at}#${used}`) !== cost) continue;
      if (pieces.every((target, cell) => target === cell)) return cost;
      if (used < selectLimit) for (let cell = 0; cell < size; cell++) if (cell !== at) push(cost + selectCost, pieces, cell, used + 1);
      if (at < 0) continue;
      const column = at % width;
      for (const to of [at - width, at + width, column > 0 ? at - 1 : -1, column < width - 1 ? at + 1 : -1]) {
        if (to < 0 || to >= size) continue;
        const next = [...pieces];
        [next[at], next[to]] = [next[to], next[at]];
        push(cost + swapCost, next, to, used);
      }
    }
  }
  return Infinity;
}
