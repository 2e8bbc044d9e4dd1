// Reading the problem files batch, merge and verify are given: anything unreadable is bad input, one line, exit 2.
import type { Command } from 'commander';
import { readParsedFile } from '../read-text-file.js';
import { type ProblemFile, parseProblemFile } from '../../puzzles/devquiz/index.js';

export function readProblemFile(path: string, command: Command): ProblemFile {
  return readParsedFile(path, command, parseProblemFile);
}
