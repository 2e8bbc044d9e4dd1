// The DevQuiz batch format: a budget line (L R U D totals), a count line, then one problem per line.
import { InputError } from '../../../core/input-error.js';

/** Moves allowed over the whole batch, per direction, in L R U D order. */
export type Budget = readonly [number, number, number, number];

export interface ProblemFile {
  readonly budget: Budget;
  /** The problem lines as written (a line may be empty or malformed: the batch reports it). */
  readonly problems: readonly string[];
}

/** File line number (1-based) of problem i (0-based): the budget is line 1, the count line 2. */
export function lineNumberOf(problem: number): number {
  return problem + 3;
}

export function parseProblemFile(text: string): ProblemFile {
  const lines = text.split(/\r?\n/);
  const budgetFields = (lines[0] ?? '').trim().split(/\s+/);
  if (budgetFields.length !== 4 || !budgetFields.every((f) => /^\d+$/.test(f))) {
    throw new InputError(`line 1: expected the budget as four whole numbers (L R U D), got '${lines[0] ?? ''}'`);
  }
  const countText = (lines[1] ?? '').trim();
  if (!/^\d+$/.test(countText)) throw new InputError(`line 2: expected the number of problems, got '${countText}'`);
  const count = Number(countText);
  const problems = lines.slice(2, 2 + count);
  if (problems.length < count) throw new InputError(`the file promises ${count} problems but holds ${problems.length}`);
  return { budget: budgetFields.map(Number) as unknown as Budget, problems };
}

export function formatProblemFile(file: ProblemFile): string {
  return `${file.budget.join(' ')}\n${file.problems.length}\n${file.problems.join('\n')}\n`;
}
