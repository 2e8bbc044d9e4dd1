// The answers format: one move string per problem, in problem order; an empty line leaves a
// problem unsolved. Written atomically, so a reader (or a crash) never sees half a file.
import { renameSync, writeFileSync } from 'node:fs';

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

/** Writes a temporary file beside `path` and renames it over `path` (a rename is atomic). */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
