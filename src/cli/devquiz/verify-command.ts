// `slidepuzzle verify <problems.txt> <answers.txt>`: every answer replayed, totals against the budget.
import { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { readProblemFile } from './input-files.js';
import { readTextFile } from '../read-text-file.js';
import { formatBudgetReport, verifyAnswers } from '../../puzzles/devquiz/index.js';

export function verifyCommand(): Command {
  return new Command('verify')
    .description('replay every answer of an answers file and total its moves per direction against the budget')
    .argument('<problems>', 'the problem file')
    .argument('<answers>', 'the answers file: one move string (or an empty line) per problem')
    .addHelpText('after', `\nExit codes: 0 all valid and within the budget, ${EXIT.invalid} an invalid answer, a wrong line count or a broken budget, 2 bad input.`)
    .action((problemsPath: string, answersPath: string, _flags: unknown, command: Command) => {
      const report = verifyAnswers(readProblemFile(problemsPath, command), readTextFile(answersPath, command));
      for (const { line, answerLine, reason } of report.invalid) console.error(`line ${line} (answer line ${answerLine}): ${reason}`);
      if (report.lineCountError) console.error(report.lineCountError);
      console.log(`solved ${report.solved} of ${report.problems}, unsolved ${report.unsolved}, invalid ${report.invalid.length}`);
      console.log(formatBudgetReport(report.budget));
      console.log(report.ok ? 'ok' : 'FAILED');
      process.exitCode = report.ok ? EXIT.solved : EXIT.invalid;
    });
}
