// The shared vocabulary of budget selection: a pick (one option index or NONE per problem), its
// score (most problems solved, then fewest moves) and the preference among a problem's options.
import type { Budget } from './problem-file.js';
import { type MoveCounts, type Usage, addTo, totalMoves, zeroUsage } from './move-counts.js';

/** Each problem's candidate move-count vectors. */
export type Options = readonly (readonly MoveCounts[])[];

/** The problem submits no answer. */
export const NONE = -1;

export interface Score {
  readonly solved: number;
  readonly moves: number;
}

export function usageOf(options: Options, pick: readonly number[]): Usage {
  const usage = zeroUsage();
  pick.forEach((choice, i) => { if (choice !== NONE) addTo(usage, options[i][choice]); });
  return usage;
}

export function scoreOf(options: Options, pick: readonly number[]): Score {
  let solved = 0, moves = 0;
  pick.forEach((choice, i) => {
    if (choice === NONE) return;
    solved++;
    moves += totalMoves(options[i][choice]);
  });
  return { solved, moves };
}

/** More problems solved wins; with as many, fewer moves. */
export function isBetter(a: Score, b: Score): boolean {
  return a.solved !== b.solved ? a.solved > b.solved : a.moves < b.moves;
}

/**
 * Each problem's option indices, most wanted first: shortest, and among equal lengths the one
 * spending the scarce directions least (a direction's scarcity: how much of its budget the
 * shortest answers take).
 */
export function preferenceOrder(options: Options, budget: Budget): number[][] {
  const byLength = (i: number) => (a: number, b: number) => totalMoves(options[i][a]) - totalMoves(options[i][b]);
  const shortest = usageOf(options, options.map((set, i) => (set.length === 0 ? NONE : set.map((_, k) => k).sort(byLength(i))[0])));
  const scarcity = shortest.map((used, d) => used / Math.max(budget[d], 1));
  const scarceCost = (counts: MoveCounts) => counts.reduce((sum, n, d) => sum + n * scarcity[d], 0);
  return options.map((set, i) => set.map((_, k) => k)
    .sort((a, b) => byLength(i)(a, b) || scarceCost(set[a]) - scarceCost(set[b])));
}
