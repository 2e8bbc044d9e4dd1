// `slidepuzzle procon`: Procon 25's select-and-swap puzzle. Solve a practice-format board (the
// default subcommand), score an answer, or generate random boards.
import { writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { EXIT } from '../exit-codes.js';
import { seconds, wholeNumber } from '../option-values.js';
import { readParsedFile, readTextFile } from '../read-text-file.js';
import { InputError } from '../../puzzles/slide/index.js';
import {
  DEFAULT_PROCON_TIME_LIMIT_MS, MAX_PROCON_SIDE, MIN_PROCON_SIDE, type ProconProblem, formatProconAnswer, formatProconProblem,
  generateProconProblem, parseProconAnswer, parseProconProblem, scoreProconAnswer, solveProcon,
} from '../../puzzles/procon/index.js';

export function proconCommand(): Command {
  const command = new Command('procon').description("Procon 25's select-and-swap puzzle: solve, score or generate boards");
  command.command('solve <board>', { isDefault: true })
    .description('solve a practice-format board and print the answer in the contest\'s format')
    .option('--time-limit <seconds>', 'time for the whole solve', seconds, DEFAULT_PROCON_TIME_LIMIT_MS / 1000)
    .option('--json', 'print a JSON object: the answer, cost, selections, swaps, optimal and ms')
    .option('-o, --output <file>', 'also write the answer to this file')
    .action(async (path: string, options: { timeLimit: number; json?: boolean; output?: string }, sub: Command) => {
      const problem = readProblem(path, sub);
      const result = await solveProcon(problem, { timeLimitMs: options.timeLimit * 1000 });
      if (result.status !== 'solved') {
        // Verdicts, not usage errors: their own exit codes, as `slidepuzzle solve` has.
        const unsolvable = result.status === 'unsolvable';
        console.error(`slidepuzzle: ${path}: ${unsolvable ? `unsolvable: ${result.reason}` : `no answer within ${options.timeLimit} s`}`);
        process.exitCode = unsolvable ? EXIT.unsolvable : EXIT.timeLimit;
        return;
      }
      const text = formatProconAnswer(problem, result.answer);
      if (options.output) writeFileSync(options.output, text);
      const { score } = result;
      process.stdout.write(options.json
        ? `${JSON.stringify({ answer: text, cost: score.cost, selections: score.selections, swaps: score.swaps, optimal: result.optimal, ms: Math.round(result.ms) })}\n`
        : text);
    });
  command.command('score <board> <answer>')
    .description('replay an answer on a board: prints its cost, or what is wrong with it')
    .option('--json', 'print a JSON object: cost, selections, swaps, misplaced')
    .action((boardPath: string, answerPath: string, options: { json?: boolean }, sub: Command) => {
      const problem = readProblem(boardPath, sub);
      let score;
      try {
        score = scoreProconAnswer(problem, parseProconAnswer(problem, readTextFile(answerPath, sub)));
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        sub.error(`${answerPath}: ${error.message}`, { exitCode: EXIT.badInput });
      }
      if (options.json) console.log(JSON.stringify(score));
      else console.log(`cost ${score.cost} (${score.selections} selections, ${score.swaps} swaps)${score.misplaced ? `: NOT SOLVED, ${score.misplaced} pieces misplaced` : ''}`);
      if (score.misplaced) process.exitCode = EXIT.invalid;
    });
  command.command('generate')
    .description('make a random board (the pieces shuffled uniformly) in the practice format')
    .requiredOption('--size <WxH>', `columns x rows, each ${MIN_PROCON_SIDE} to ${MAX_PROCON_SIDE}`, size)
    .requiredOption('--limit <n>', 'the selection limit', wholeNumber(1))
    .requiredOption('--costs <select,swap>', 'the select cost and the swap cost', costs)
    .option('--seed <n>', 'seed of the shuffle', wholeNumber(0, 0xffffffff), 1)
    .option('-o, --output <file>', 'write to this file instead of printing')
    .action((options: { size: [number, number]; limit: number; costs: [number, number]; seed: number; output?: string }) => {
      const [width, height] = options.size, [selectCost, swapCost] = options.costs;
      const text = formatProconProblem(generateProconProblem({ width, height, selectLimit: options.limit, selectCost, swapCost, seed: options.seed }));
      if (options.output) writeFileSync(options.output, text);
      else process.stdout.write(text);
    });
  return command;
}

function readProblem(path: string, command: Command): ProconProblem {
  return readParsedFile(path, command, parseProconProblem);
}

function size(text: string): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(text.trim());
  const sides = match ? [Number(match[1]), Number(match[2])] : [];
  if (!match || sides.some((side) => side < MIN_PROCON_SIDE || side > MAX_PROCON_SIDE)) {
    throw new InvalidArgumentError(`expected WxH, each ${MIN_PROCON_SIDE} to ${MAX_PROCON_SIDE}`);
  }
  return sides as [number, number];
}

function costs(text: string): [number, number] {
  const match = /^(\d+),(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new InvalidArgumentError('expected SELECT,SWAP, two whole numbers of at least 1');
  return [Number(match[1]), Number(match[2])];
}
