// What a batch knows about each problem: its candidate answers (each replayed before it is kept),
// or why it has none; and the budget-respecting choice of one answer per problem.
import { type Candidate, addCandidate, candidate } from './candidates.js';
import { totalMoves } from './move-counts.js';
import { checkAnswer } from './check-answer.js';
import type { Budget } from './problem-file.js';
import { NONE, selectAnswers } from './budget-selection.js';

/** Why a problem has no answer (an answered problem may still be left out for the budget). */
export type Failure = 'timeout' | 'unsolvable' | 'invalid' | 'crashed';
export type ProblemStatus = 'pending' | 'empty' | 'answered' | Failure;

export class AnswerBook {
  readonly candidates: Candidate[][];
  readonly status: ProblemStatus[];
  /** Solver time per problem in ms, where a solver reported it. */
  readonly solveMs: (number | undefined)[];
  /** The largest lower bound IDA* proved per problem: no answer is shorter (0: none). */
  readonly lowerBound: number[];
  /** Moves the last solve of each problem took off its shortest answer (0 before any second solve). */
  readonly lastGain: number[];
  /** The last choice, until a new candidate makes it stale. */
  private chosen: (Candidate | undefined)[] | undefined;

  constructor(readonly problems: readonly string[], readonly budget: Budget) {
    this.candidates = problems.map(() => []);
    this.status = problems.map((line) => (line.trim() === '' ? 'empty' : 'pending'));
    this.solveMs = problems.map(() => undefined);
    this.lowerBound = problems.map(() => 0);
    this.lastGain = problems.map(() => 0);
  }

  /** The length of problem `index`'s shortest answer; undefined without one. */
  shortest(index: number): number | undefined {
    const lengths = this.candidates[index].map((c) => totalMoves(c.counts));
    return lengths.length === 0 ? undefined : Math.min(...lengths);
  }

  /** Problem `index`'s shortest answer (the first kept, of several as short); undefined without one. */
  shortestAnswer(index: number): string | undefined {
    const length = this.shortest(index);
    return this.candidates[index].find((c) => totalMoves(c.counts) === length)?.moves;
  }

  /** Whether problem `index` has an answer that meets its proven lower bound. */
  optimal(index: number): boolean {
    return this.shortest(index) === this.lowerBound[index];
  }

  /** Keeps a lower bound a search proved on problem `index`'s answers (the largest stays). */
  proveBound(index: number, bound: number): void {
    this.lowerBound[index] = Math.max(this.lowerBound[index], bound);
  }

  /** Keeps `moves` as a candidate of problem `index` if it solves it; else says why not. */
  offer(index: number, moves: string, optimal: boolean): string | undefined {
    const reason = checkAnswer(this.problems[index], moves);
    if (reason) return reason;
    this.candidates[index] = addCandidate(this.candidates[index], candidate(moves, optimal));
    if (optimal) this.proveBound(index, moves.length);
    this.status[index] = 'answered';
    this.chosen = undefined;
    return undefined;
  }

  /** Records why problem `index` got no answer this time (an answer it already has stays). */
  fail(index: number, failure: Failure): void {
    if (this.status[index] !== 'answered') this.status[index] = failure;
  }

  /** One answer per problem (undefined: none) so that every budget holds. */
  choose(): readonly (Candidate | undefined)[] {
    if (!this.chosen) {
      const pick = selectAnswers(this.candidates.map((set) => set.map((c) => c.counts)), this.budget);
      this.chosen = pick.map((k, i) => (k === NONE ? undefined : this.candidates[i][k]));
    }
    return this.chosen;
  }
}
