// Reading the problem files batch and verify are given: anything unreadable is bad input, one line, exit 2.
import { readTextFile } from '../read-text-file.js';
import type { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { InputError, type ProblemFile, parseProblemFile } from '../../puzzles/slide/index.js';

export function readProblemFile(path: string, command: Command): ProblemFile {
  const text = readTextFile(path, command);
  try {
    return parseProblemFile(text);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    command.error(`${path} ${error.message}`, { exitCode: EXIT.badInput });
  }
}
