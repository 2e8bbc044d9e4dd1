// `slidepuzzle merge <problems.txt> <candidates...> -o answers.txt`: the candidates files of a
// sharded batch (batch --shard K/N --candidates FILE) made into one answers file.
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { readProblemFile } from './input-files.js';
import { readTextFile } from '../read-text-file.js';
import { InputError } from '../../engine/index.js';
import { lineNumberOf } from '../../puzzles/devquiz/index.js';

export function mergeCommand(): Command {
  return new Command('merge')
    .description('make one answers file of the candidates files of a sharded batch, within the shared budget')
    .argument('<problems>', 'the problem file the shards solved')
    .argument('<candidates...>', 'the candidates files (batch --candidates), one per shard')
    .option('-o, --output <file>', 'the answers file', 'answers.txt')
    .option('--json-summary <file>', 'also write the summary as JSON to this file')
    .addHelpText('after', [
      '',
      'The files must come from the same problem file and cover each of its problems exactly once.',
      'Every answer is replayed; the budget-respecting choice then runs over all of them.',
      'Exit codes: 0 done, 2 bad input (a missing shard, an overlap, a file from another problem file).',
    ].join('\n'))
    .action(async (problemsPath: string, candidatePaths: string[], flags: { output: string; jsonSummary?: string }, command: Command) => {
      const file = readProblemFile(problemsPath, command);
      // Loaded when the command runs, as batch's are: the Node-only batch modules.
      const { formatSummary, mergeBatch, parseCandidates } = await import('../../puzzles/devquiz/node.js');
      try {
        const inputs = candidatePaths.map((path) => ({ name: path, records: parseCandidates(readTextFile(path, command), path) }));
        const summary = mergeBatch(file, inputs, flags.output, (index, reason) => console.error(`line ${lineNumberOf(index)}: ${reason}`));
        console.log(formatSummary(summary));
        if (flags.jsonSummary) writeFileSync(flags.jsonSummary, `${JSON.stringify(summary, null, 2)}\n`);
      } catch (error) {
        if (error instanceof InputError) command.error(error.message, { exitCode: EXIT.badInput });
        const code = (error as NodeJS.ErrnoException).code;
        if (code === undefined) throw error;
        command.error(`cannot write ${flags.output}: ${code}`, { exitCode: EXIT.badInput });
      }
    });
}
