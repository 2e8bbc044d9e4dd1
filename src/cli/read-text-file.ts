// Reading a file a command is given: one that cannot be read is bad input, one line, exit 2.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { EXIT } from './exit-codes.js';

export function readTextFile(path: string, command: Command): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    command.error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { exitCode: EXIT.badInput });
  }
}
