// The DevQuiz batch format: a budget line (L R U D totals), a count line, then one problem per line.
import { quote } from '../../core/quote.js';
import { InputError } from '../../core/input-error.js';

/** Moves allowed over the whole batch, per direction, in `L R U D` order (the file's first line). */
export type Budget = readonly [number, number, number, number];

/** A DevQuiz problem file: the shared budget and the problem lines. */
export interface ProblemFile {
  /** The most moves of each direction all answers together may use. */
  readonly budget: Budget;
  /** The problem lines as written (a line may be empty or malformed: the batch reports it). */
  readonly problems: readonly string[];
}

/** File line number (1-based) of problem i (0-based): the budget is line 1, the count line 2. */
export function lineNumberOf(problem: number): number {
  return problem + 3;
}

/**
 * Parses a DevQuiz 2011 problem file: a budget line (`L R U D`, four whole numbers), a count line,
 * then that many problem lines (`W,H,CELLS`), which are kept as written and not parsed here.
 * @param text the file's text (`\n` or `\r\n` line ends)
 * @returns the budget and the problem lines
 * @throws {@link InputError} on a bad budget or count line, or problem lines fewer or more than the
 * count (empty lines at the end do not count)
 */
export function parseProblemFile(text: string): ProblemFile {
  const lines = text.split(/\r?\n/);
  const budgetFields = (lines[0] ?? '').trim().split(/\s+/);
  if (budgetFields.length !== 4 || !budgetFields.every((f) => /^\d+$/.test(f))) {
    throw new InputError(`line 1: expected the budget as four whole numbers (L R U D), got ${quote(lines[0] ?? '')}`);
  }
  const countText = (lines[1] ?? '').trim();
  if (!/^\d+$/.test(countText)) throw new InputError(`line 2: expected the number of problems, got ${quote(countText)}`);
  const count = Number(countText);
  // Empty lines at the end are not problems; any other line past the count is one too many.
  const held = lines.slice(2).length - trailingEmptyLines(lines.slice(2));
  if (held !== count) throw new InputError(`the file promises ${count} problems but holds ${held}`);
  const problems = lines.slice(2, 2 + count);
  return { budget: budgetFields.map(Number) as unknown as Budget, problems };
}

function trailingEmptyLines(lines: readonly string[]): number {
  let empty = 0;
  while (empty < lines.length && lines[lines.length - 1 - empty].trim() === '') empty++;
  return empty;
}

/**
 * Writes a problem file, the inverse of {@link parseProblemFile}.
 * @param file the budget and the problem lines
 * @returns the text: budget line, count line, one problem per line, a final newline
 */
export function formatProblemFile(file: ProblemFile): string {
  return `${file.budget.join(' ')}\n${file.problems.length}\n${file.problems.join('\n')}\n`;
}
