// An error the CLI did not expect (a bug, or the machine failing) ends as one line, never a raw
// stack, and with its own exit code, so no script takes it for a verdict.
import { EXIT } from './exit-codes.js';

/**
 * What the CLI prints for an error it did not expect: one line naming it, and with `--debug` the
 * stack trace after it.
 */
export function internalErrorLine(error: unknown, debug: boolean): string {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const line = `slidepuzzle: internal error: ${message} (exit ${EXIT.internal}; --debug prints the stack)`;
  return debug && error instanceof Error && error.stack ? `${line}\n${error.stack}` : line;
}
