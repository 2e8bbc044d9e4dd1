// Checks an answers file against its problem file: every answer replayed, the line count, and the
// moves per direction against the budget.
import { addTo, zeroUsage } from './move-counts.js';
import { parseAnswerLines } from './answers-file.js';
import { type BudgetReport, budgetReport } from './budget-report.js';
import { checkAnswer } from './check-answer.js';
import { countMoves } from '../board/moves.js';
import { type ProblemFile, lineNumberOf } from './problem-file.js';

export interface VerifyReport {
  readonly problems: number;
  readonly solved: number;
  readonly unsolved: number;
  /** Answers that do not solve their problem: the problem's file line, the answer's line, why. */
  readonly invalid: readonly { readonly line: number; readonly answerLine: number; readonly reason: string }[];
  /** Set when the answers file has not one line per problem. */
  readonly lineCountError?: string;
  /** Moves of the valid answers against the budget. */
  readonly budget: BudgetReport;
  /** No invalid answer, one line per problem, the budget kept. */
  readonly ok: boolean;
}

export function verifyAnswers(file: ProblemFile, answersText: string): VerifyReport {
  const answers = parseAnswerLines(answersText);
  const used = zeroUsage();
  const invalid: { line: number; answerLine: number; reason: string }[] = [];
  let solved = 0;
  file.problems.forEach((problem, i) => {
    const moves = answers[i] ?? '';
    const reason = checkAnswer(problem, moves);
    if (moves === '' && reason) return; // unsolved (an empty line answers a board already at its goal)
    if (reason) return void invalid.push({ line: lineNumberOf(i), answerLine: i + 1, reason });
    solved++;
    addTo(used, countMoves(moves));
  });
  const lineCountError = answers.length === file.problems.length ? undefined
    : `the answers file has ${answers.length} line(s) for ${file.problems.length} problems`;
  const budget = budgetReport(used, file.budget);
  return {
    problems: file.problems.length,
    solved,
    unsolved: file.problems.length - solved - invalid.length,
    invalid,
    lineCountError,
    budget,
    ok: invalid.length === 0 && lineCountError === undefined && budget.kept,
  };
}
