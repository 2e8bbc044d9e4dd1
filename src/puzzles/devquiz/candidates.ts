// Per-problem candidate answers: only move-count vectors that no other candidate dominates (as a
// DevQuiz 2011 Python beam search keeps them).
// The budget is per direction, so a longer answer can still be worth keeping when it spends a
// scarce direction less; one that is no better in any of L, R, U, D never is.
import { countMoves } from '../../engine/index.js';
import { type MoveCounts, covers, totalMoves } from './move-counts.js';

export interface Candidate {
  readonly moves: string;
  readonly counts: MoveCounts;
  /** Proven optimal by the solver (a resumed answer is not: nothing proves it). */
  readonly optimal: boolean;
}

export function candidate(moves: string, optimal: boolean): Candidate {
  return { moves, counts: countMoves(moves), optimal };
}

/**
 * `set` with `added` merged in, keeping the non-dominated vectors only. Of two equal vectors the
 * one already kept stays, unless only the newcomer is proven optimal.
 */
export function addCandidate(set: readonly Candidate[], added: Candidate): Candidate[] {
  const same = set.find((kept) => covers(kept.counts, added.counts) && covers(added.counts, kept.counts));
  const useless = same ? same.optimal || !added.optimal : set.some((kept) => covers(kept.counts, added.counts));
  if (useless) return [...set];
  return [...set.filter((kept) => !covers(added.counts, kept.counts)), added];
}

/**
 * Whether `chosen` is proven optimal: some candidate of the same problem is, and `chosen` is as
 * short (an answer as short as a proven optimal one is optimal too).
 */
export function provenOptimal(set: readonly Candidate[], chosen: Candidate): boolean {
  return set.some((c) => c.optimal && totalMoves(c.counts) === totalMoves(chosen.counts));
}
