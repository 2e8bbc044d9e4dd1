// Checks an answers file against its problem file: every answer replayed, the line count, and the
// moves per direction against the budget.
import { addTo, zeroUsage } from './move-counts.js';
import { parseAnswerLines } from './answers-file.js';
import { type BudgetReport, budgetReport } from './budget-report.js';
import { checkAnswer } from './check-answer.js';
import { countMoves } from '../../engine/index.js';
import { type ProblemFile, lineNumberOf } from './problem-file.js';

/** What {@link verifyAnswers} found, as `slidepuzzle verify` prints it. */
export interface VerifyReport {
  /** Problems in the problem file. */
  readonly problems: number;
  /** Problems with a valid answer (an empty line answers a board already at its goal). */
  readonly solved: number;
  /** Problems answered with an empty line (or no line) that are not at their goal. */
  readonly unsolved: number;
  /** Answers that do not solve their problem. */
  readonly invalid: readonly {
    /** The problem's line in the problem file (the budget is line 1). */
    readonly line: number;
    /** The answer's line in the answers file. */
    readonly answerLine: number;
    /** Why the answer fails, in one line. */
    readonly reason: string;
  }[];
  /** Set when the answers file has not one line per problem. */
  readonly lineCountError?: string;
  /** Moves of the valid answers against the budget. */
  readonly budget: BudgetReport;
  /** No invalid answer, one line per problem, the budget kept. */
  readonly ok: boolean;
}

/**
 * Checks an answers file against its problem file: every answer replayed from its problem to the
 * DevQuiz goal, one line per problem, and the valid answers' moves against the budget. Never
 * throws for a bad answer or problem line: each is reported.
 * @param file the parsed problem file ({@link parseProblemFile})
 * @param answersText the answers file's text: one move string (or an empty line) per problem
 * @returns the report; `ok` when every answer is valid, the line count right and the budget kept
 */
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
