// An unexpected error is one line with its own exit code; --debug adds the stack.
import { describe, expect, it } from 'vitest';
import { internalErrorLine } from '../../src/cli/internal-error.js';
import { EXIT } from '../../src/cli/exit-codes.js';
import { cli } from '../helpers/cli.js';

describe('internal errors', () => {
  it('are one line naming the error, with an exit code no verdict uses', () => {
    const line = internalErrorLine(new Error('worker pool lost its workers\nmore detail'), false);
    expect(line).toBe(`slidepuzzle: internal error: worker pool lost its workers (exit ${EXIT.internal}; --debug prints the stack)`);
    expect(Object.entries(EXIT).filter(([, code]) => code === EXIT.internal)).toHaveLength(1);
  });

  it('carry the stack trace with --debug', () => {
    const error = new Error('boom');
    const text = internalErrorLine(error, true);
    expect(text.split('\n')[0]).toMatch(/internal error: boom/);
    expect(text).toContain(error.stack!.split('\n')[1]);
  });

  it('--debug is accepted before or after the command', () => {
    expect(cli(['--debug', 'solve', '3,3,123456708']).stdout.trim()).toBe('R');
    expect(cli(['solve', '3,3,123456708', '--debug']).code).toBe(0);
  });
});
