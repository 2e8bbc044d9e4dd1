// The batch's closing summary: solved, proven optimal, why the rest are unsolved, moves against
// the budget, wall time; as text for people and as JSON (--json-summary) for scripts.
import type { AnswerBook } from './answer-book.js';
import { type BudgetReport, budgetReport, formatBudgetReport } from './budget-report.js';
import { type Candidate, provenOptimal } from './candidates.js';
import { addTo, totalMoves, zeroUsage } from './move-counts.js';
import { lineNumberOf } from './problem-file.js';

/** How many of the slowest problems the summary lists. */
export const SLOWEST_LISTED = 10;

export interface BatchSummary {
  readonly problems: number;
  readonly solved: number;
  readonly provenOptimal: number;
  /** Moves of the chosen answers over their problems' proven lower bounds (IDA*'s, 0 where none). */
  readonly overLowerBounds: number;
  readonly unsolved: number;
  readonly unsolvedBy: {
    readonly timeout: number;
    readonly unsolvable: number;
    readonly invalid: number;
    readonly crashed: number;
    readonly emptyLine: number;
    /** Answered, but left out so that the budget holds. */
    readonly leftOutForBudget: number;
    /** Not tried: the run was interrupted first. */
    readonly notTried: number;
  };
  readonly budget: BudgetReport;
  readonly wallSeconds: number;
  readonly interrupted: boolean;
  readonly answersFile: string;
  /** False when the last write of the answers file failed: the file holds an earlier write. */
  readonly answersWritten: boolean;
  /** The problems whose solver took longest: file line number and solver ms. */
  readonly slowest: readonly { readonly line: number; readonly ms: number }[];
  /** A batch with a deadline: its passes, in order, each with what the answers were as it began. */
  readonly passes?: readonly PassMark[];
}

/** A pass of a batch with a deadline, as it began. */
export interface PassMark {
  readonly name: string;
  /** Seconds from the batch's start. */
  readonly atSeconds: number;
  /** Problems with an answer then. */
  readonly answered: number;
  /** Moves of their shortest answers then. */
  readonly moves: number;
}

export interface RunFacts {
  readonly wallMs: number;
  readonly interrupted: boolean;
  readonly answersFile: string;
  readonly answersWritten: boolean;
  /** The problems this run was given (a shard's); default: every problem of the file. */
  readonly indices?: readonly number[];
  readonly passes?: readonly PassMark[];
}

export function summarize(book: AnswerBook, chosen: readonly (Candidate | undefined)[], facts: RunFacts): BatchSummary {
  const used = zeroUsage();
  let solved = 0, optimal = 0, over = 0;
  const indices = facts.indices ?? book.problems.map((_line, index) => index);
  indices.forEach((i) => {
    const answer = chosen[i];
    if (!answer) return;
    solved++;
    const length = totalMoves(answer.counts);
    if (provenOptimal(book.candidates[i], answer) || length === book.lowerBound[i]) optimal++;
    over += length - book.lowerBound[i];
    addTo(used, answer.counts);
  });
  const count = (status: string) => indices.filter((i) => book.status[i] === status).length;
  return {
    problems: indices.length,
    solved,
    provenOptimal: optimal,
    overLowerBounds: over,
    unsolved: indices.length - solved,
    unsolvedBy: {
      timeout: count('timeout'),
      unsolvable: count('unsolvable'),
      invalid: count('invalid'),
      crashed: count('crashed'),
      emptyLine: count('empty'),
      leftOutForBudget: count('answered') - solved,
      notTried: count('pending'),
    },
    budget: budgetReport(used, book.budget),
    wallSeconds: Math.round(facts.wallMs / 100) / 10,
    interrupted: facts.interrupted,
    answersFile: facts.answersFile,
    answersWritten: facts.answersWritten,
    slowest: indices.flatMap((i) => { const ms = book.solveMs[i]; return ms === undefined ? [] : [{ line: lineNumberOf(i), ms: Math.round(ms) }]; })
      .sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_LISTED),
    ...(facts.passes && { passes: facts.passes }),
  };
}

export function formatSummary(summary: BatchSummary): string {
  const by = summary.unsolvedBy;
  const reasons = [
    [by.timeout, 'timed out'], [by.unsolvable, 'unsolvable'], [by.invalid, 'bad lines'], [by.crashed, 'crashed'],
    [by.emptyLine, 'empty lines'], [by.leftOutForBudget, 'left out for the budget'], [by.notTried, 'not tried'],
  ].filter(([n]) => n !== 0).map(([n, what]) => `${n} ${what}`);
  return [
    `${summary.interrupted ? 'interrupted: ' : ''}solved ${summary.solved} of ${summary.problems} (${summary.provenOptimal} proven optimal), unsolved ${summary.unsolved}${reasons.length ? ` (${reasons.join(', ')})` : ''}`,
    formatBudgetReport(summary.budget),
    `quality  ${summary.overLowerBounds} moves over the lower bounds IDA* proved`,
    ...(summary.passes ? [`passes   ${summary.passes.map((p) => `${p.name} at ${p.atSeconds.toFixed(1)} s (${p.answered} answered)`).join('; ')}`] : []),
    `slowest  ${summary.slowest.map(({ line, ms }) => `line ${line} ${(ms / 1000).toFixed(1)} s`).join(', ') || 'none'}`,
    `wall time ${summary.wallSeconds} s; ${summary.answersWritten ? 'answers in' : 'the last write failed: an earlier write of the answers is in'} ${summary.answersFile}`,
  ].join('\n');
}
