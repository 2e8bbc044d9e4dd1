// Reading a file a command is given: one that cannot be read is bad input, one line, exit 2.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { EXIT } from './exit-codes.js';
import { InputError } from '../core/input-error.js';

export function readTextFile(path: string, command: Command): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    command.error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { exitCode: EXIT.badInput });
  }
}

/**
 * What `run` returns; an InputError it throws is bad input: one line, `LABEL: MESSAGE`, exit 2.
 * Other errors go on up.
 */
export function orBadInput<T>(command: Command, label: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    command.error(`${label}: ${error.message}`, { exitCode: EXIT.badInput });
  }
}

/**
 * Reads and parses a file a command is given: unreadable, or refused by `parse` with an
 * InputError, it is bad input, one line (`PATH MESSAGE`, the message naming the line), exit 2.
 */
export function readParsedFile<T>(path: string, command: Command, parse: (text: string) => T): T {
  const text = readTextFile(path, command);
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    command.error(`${path} ${error.message}`, { exitCode: EXIT.badInput });
  }
}
