// Move-count vectors (L R U D) and the budget arithmetic the selection is made of.
import type { Budget } from './problem-file.js';

/** Moves per direction, in L R U D order (the order of the budget line). */
export type MoveCounts = readonly [number, number, number, number];

/** A running total per direction. */
export type Usage = [number, number, number, number];

export function zeroUsage(): Usage {
  return [0, 0, 0, 0];
}

export function totalMoves(counts: MoveCounts): number {
  return counts[0] + counts[1] + counts[2] + counts[3];
}

/** Adds `sign` times `counts` to `usage` in place. */
export function addTo(usage: Usage, counts: MoveCounts, sign = 1): void {
  for (let d = 0; d < 4; d++) usage[d] += sign * counts[d];
}

/** True when `a` spends no direction more than `b`. */
export function covers(a: MoveCounts, b: MoveCounts): boolean {
  return a[0] <= b[0] && a[1] <= b[1] && a[2] <= b[2] && a[3] <= b[3];
}

/** True when every direction of `usage` is within the budget. */
export function fitsBudget(usage: MoveCounts, budget: Budget): boolean {
  return covers(usage, budget);
}
