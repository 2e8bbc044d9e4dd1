// `slidepuzzle generate`: DevQuiz-style problem sets with a feasible budget.
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { wholeNumber } from '../option-values.js';
import { EXIT } from '../exit-codes.js';
import { MAX_SIDE, MIN_SIDE } from '../../engine/index.js';
import { DEFAULT_GENERATE, formatProblemFile, generateProblemFile } from '../../puzzles/devquiz/index.js';

export function generateCommand(): Command {
  return new Command('generate')
    .description('write a DevQuiz-style problem set: random sizes, random walls, random-walk scrambles')
    .option('-n, --count <n>', 'number of problems', wholeNumber(1), DEFAULT_GENERATE.count)
    .option('--seed <n>', 'seed of the random generator (same seed, same set)', wholeNumber(0, 0xffffffff), DEFAULT_GENERATE.seed)
    .option('--min-side <n>', 'smallest width or height', wholeNumber(MIN_SIDE, MAX_SIDE), DEFAULT_GENERATE.minSide)
    .option('--max-side <n>', 'largest width or height (up to 16)', wholeNumber(MIN_SIDE, MAX_SIDE), DEFAULT_GENERATE.maxSide)
    .option('--max-walls <n>', 'most walls on a board', wholeNumber(0, 32), DEFAULT_GENERATE.maxWalls)
    .option('--walk <n>', 'scramble length in random moves per cell', wholeNumber(1, 1000), DEFAULT_GENERATE.walkPerCell)
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nThe budget line is the per-direction total of the reversed walks, so it can always be met.')
    .action((options: { count: number; seed: number; minSide: number; maxSide: number; maxWalls: number; walk: number; output?: string }, command: Command) => {
      if (options.minSide > options.maxSide) command.error('--min-side must not exceed --max-side', { exitCode: EXIT.badInput });
      const text = formatProblemFile(generateProblemFile({
        count: options.count, seed: options.seed, minSide: options.minSide, maxSide: options.maxSide,
        maxWalls: options.maxWalls, walkPerCell: options.walk,
      }));
      if (options.output) writeFileSync(options.output, text);
      else process.stdout.write(text);
    });
}
