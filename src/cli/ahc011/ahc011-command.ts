// `slidepuzzle ahc011`: AHC011's sliding tree puzzle. Solve an input (the default subcommand),
// score an output, or generate inputs by the statement's procedure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { seconds, wholeNumber } from '../option-values.js';
import { solveTimeLeftMs } from '../process-limit.js';
import { orBadInput, readTextFile } from '../read-text-file.js';
import {
  DEFAULT_TREE_SEED, type TreeInput, formatTreeInput, generateTree, parseTreeInput, scoreAnswer, solveTree,
} from '../../puzzles/ahc011/index.js';

/** The CLI's default limit for a solve: 3 s, the contest's. */
const DEFAULT_LIMIT_S = 3;
/**
 * Kept back from the process's limit (process-limit.ts) for printing, exiting and the solver's last
 * step past its deadline (about 50 ms measured on this machine, the rest slack).
 */
const FINISH_MS = 200;

export function ahc011Command(): Command {
  const command = new Command('ahc011').description("AHC011's sliding tree puzzle: solve, score or generate inputs");
  command.command('solve <input>', { isDefault: true })
    .description('solve an input file and print one line of moves (L U R D)')
    .option('--time-limit <seconds>', 'the whole run ends within this, plus about a second at worst', seconds, DEFAULT_LIMIT_S)
    .option('--seed <n>', 'seed of the annealing', wholeNumber(0), DEFAULT_TREE_SEED)
    .option('--attempts <n>', 'targets to try at most: with a generous --time-limit, the answer then depends on the seed alone, not on the machine (default: as many as the time allows)', wholeNumber(1))
    .option('--json', 'print a JSON object: moves, score, moves count, tree size, full tree, attempts, ms')
    .option('-o, --output <file>', 'also write the moves to this file')
    .action(async (path: string, options: { timeLimit: number; seed: number; attempts?: number; json?: boolean; output?: string }, sub: Command) => {
      const input = readInput(path, sub);
      const timeLimitMs = solveTimeLeftMs(options.timeLimit, FINISH_MS, 100);
      const result = await solveTree(input, { timeLimitMs, seed: options.seed, maxAttempts: options.attempts });
      // The input was read above, and no signal stops the solve: anything but `solved` is a bug.
      if (result.status === 'invalid') sub.error(`${path}: ${result.reason}`, { exitCode: EXIT.badInput });
      if (result.status !== 'solved') throw new Error(`internal error: the solve ended ${result.status} with no signal`);
      if (options.output) writeFileSync(options.output, result.moves + '\n');
      const { score } = result;
      console.log(options.json
        ? JSON.stringify({ moves: result.moves, score: score.score, moveCount: score.moves, treeSize: score.treeSize, fullTree: score.fullTree, attempts: result.attempts, ms: Math.round(result.ms) })
        : result.moves);
    });
  command.command('score <input> <output>')
    .description('score an output as the statement does: prints the score, the moves and the tree size')
    .option('--json', 'print a JSON object')
    .action((inputPath: string, outputPath: string, options: { json?: boolean }, sub: Command) => {
      const input = readInput(inputPath, sub);
      const score = orBadInput(sub, outputPath, () => scoreAnswer(input, readTextFile(outputPath, sub)));
      console.log(options.json ? JSON.stringify(score)
        : `score ${score.score} (${score.moves} moves, tree of ${score.treeSize} of ${input.n * input.n - 1} tiles${score.fullTree ? ', spanning' : ''})`);
    });
  command.command('generate')
    .description('make inputs by the statement\'s procedure (N = 6 + seed % 5 unless --size is given)')
    .requiredOption('--seed <n>', 'the first seed', wholeNumber(0))
    .option('-n, --count <count>', 'how many inputs, seeds from --seed up', wholeNumber(1), 1)
    .option('--size <n>', 'the side N of every input, 2 to 16', wholeNumber(2, 16))
    .option('-o, --output <dir>', 'write NNNN.txt files (the seed, four digits) here instead of printing')
    .action((options: { seed: number; count: number; size?: number; output?: string }) => {
      if (options.output) mkdirSync(options.output, { recursive: true });
      for (let seed = options.seed; seed < options.seed + options.count; seed++) {
        const text = formatTreeInput(generateTree(seed, options.size).input);
        if (options.output) writeFileSync(join(options.output, `${String(seed).padStart(4, '0')}.txt`), text);
        else process.stdout.write(text);
      }
    });
  return command;
}

function readInput(path: string, command: Command): TreeInput {
  const text = readTextFile(path, command);
  return orBadInput(command, path, () => parseTreeInput(text));
}
