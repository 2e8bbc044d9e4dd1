// The answers format: one move string per problem, in problem order; an empty line leaves a
// problem unsolved. Written atomically (core/atomic-file.ts), so a reader never sees half a file.

export function formatAnswers(answers: readonly string[]): string {
  return answers.map((moves) => `${moves}\n`).join('');
}

/** The answer lines of a file (its final newline ends the last line, it does not start another). */
export function parseAnswerLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.trim());
}
