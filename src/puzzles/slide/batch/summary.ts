// The batch's closing summary: solved, proven optimal, why the rest are unsolved, moves against
// the budget, wall time; as text for people and as JSON (--json-summary) for scripts.
import type { AnswerBook } from './answer-book.js';
import { type BudgetReport, budgetReport, formatBudgetReport } from './budget-report.js';
import { type Candidate, provenOptimal } from './candidates.js';
import { addTo, zeroUsage } from './move-counts.js';
import { lineNumberOf } from './problem-file.js';

/** How many of the slowest problems the summary lists. */
export const SLOWEST_LISTED = 10;

export interface BatchSummary {
  readonly problems: number;
  readonly solved: number;
  readonly provenOptimal: number;
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
}

export interface RunFacts {
  readonly wallMs: number;
  readonly interrupted: boolean;
  readonly answersFile: string;
  readonly answersWritten: boolean;
}

export function summarize(book: AnswerBook, chosen: readonly (Candidate | undefined)[], facts: RunFacts): BatchSummary {
  const used = zeroUsage();
  let solved = 0, optimal = 0;
  chosen.forEach((answer, i) => {
    if (!answer) return;
    solved++;
    if (provenOptimal(book.candidates[i], answer)) optimal++;
    addTo(used, answer.counts);
  });
  const count = (status: string) => book.status.filter((s) => s === status).length;
  return {
    problems: book.problems.length,
    solved,
    provenOptimal: optimal,
    unsolved: book.problems.length - solved,
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
    slowest: book.solveMs.flatMap((ms, i) => (ms === undefined ? [] : [{ line: lineNumberOf(i), ms: Math.round(ms) }]))
      .sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_LISTED),
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
    `slowest  ${summary.slowest.map(({ line, ms }) => `line ${line} ${(ms / 1000).toFixed(1)} s`).join(', ') || 'none'}`,
    `wall time ${summary.wallSeconds} s; ${summary.answersWritten ? 'answers in' : 'the last write failed: an earlier write of the answers is in'} ${summary.answersFile}`,
  ].join('\n');
}
