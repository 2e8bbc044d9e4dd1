#!/usr/bin/env node
// The `slidepuzzle` command line: one subcommand per file, wired here. A command's heavy parts (the
// batch's worker pool and progress bar, the benchmark's tinybench) are imported when it runs, so
// --help and the light commands load neither.
import { Command, CommanderError } from 'commander';
import { EXIT } from './exit-codes.js';
import { internalErrorLine } from './internal-error.js';
import { solveCommand } from './engine/solve-command.js';
import { generateCommand } from './devquiz/generate-command.js';
import { benchCommand } from './engine/bench-command.js';
import { batchCommand } from './devquiz/batch-command.js';
import { verifyCommand } from './devquiz/verify-command.js';
import { mergeCommand } from './devquiz/merge-command.js';
import { cacheCommand } from './engine/cache-command.js';
import { proofCommand } from './engine/proof-command.js';
import { ahc011Command } from './ahc011/ahc011-command.js';
import { proconCommand } from './procon/procon-command.js';

/** Usage errors as one line, and thrown (exitOverride) so they end with EXIT.badInput. */
const oneLineErrors = (command: Command) => command
  .exitOverride()
  .showSuggestionAfterError()
  .configureOutput({ outputError: (text, write) => write(`slidepuzzle: ${text.replace(/^error: /, '')}`) });

const program = oneLineErrors(new Command('slidepuzzle'))
  .description('Sliding-tile puzzle solver: IDA* in WebAssembly, with a pure TypeScript twin')
  .option('--debug', 'print the stack trace of an internal error');

for (const command of [solveCommand(), batchCommand(), mergeCommand(), verifyCommand(), generateCommand(), benchCommand(), cacheCommand(), proofCommand(), ahc011Command(), proconCommand()]) {
  program.addCommand(oneLineErrors(command));
  for (const sub of command.commands) oneLineErrors(sub);
}

const internalError = (error: unknown) => {
  console.error(internalErrorLine(error, program.opts<{ debug?: boolean }>().debug === true));
  process.exit(EXIT.internal);
};
// Errors outside the command's own flow (a timer, a lost promise) end the same way.
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version exit 0; every usage error is bad input.
    process.exitCode = error.exitCode === 0 ? 0 : EXIT.badInput;
  } else {
    internalError(error);
  }
}
