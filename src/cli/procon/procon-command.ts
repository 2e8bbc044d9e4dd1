// `slidepuzzle procon`: Procon 25's select-and-swap puzzle. Solve a practice-format board or a
// problem image (the default subcommand), score an answer, or generate boards and problem images;
// serve a practice arena (serve-command.ts), or play one (play-command.ts).
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { EXIT } from '../exit-codes.js';
import { seconds, wholeNumber } from '../option-values.js';
import { solveTimeLeftMs } from '../process-limit.js';
import { orBadInput, readParsedFile, readTextFile } from '../read-text-file.js';
import {
  DEFAULT_PROCON_TIME_LIMIT_MS, MAX_PIECE_PX, MAX_PROCON_SIDE, MIN_PIECE_PX, MIN_PROCON_SIDE, type ProconProblem, formatProconAnswer,
  formatProconProblem, generateProconProblem, parseProconAnswer, parseProconProblem, scoreProconAnswer,
} from '../../puzzles/procon/index.js';
import { generateFromImage } from './generate-image.js';
import { type ReadBoard, readBoard } from './image-problem.js';
import { playCommand } from './play-command.js';
import { serveCommand } from './serve-command.js';

/**
 * Kept back from the solve for what follows it, so that the whole run keeps the limit: on 16x16 the
 * solve returns up to about 100 ms past its deadline (its threads' answers replayed and optimised,
 * the threads ended), and the replay and printing here take under 20 ms.
 */
const WRAP_UP_MS = 250;

export function proconCommand(): Command {
  const command = new Command('procon').description("Procon 25's select-and-swap puzzle: solve, score or generate boards; serve a practice arena, play one");
  command.command('solve <board>', { isDefault: true })
    .description('solve a practice-format board, or a problem image (P6: reassembled first), and print the answer in the contest\'s format')
    .option('--time-limit <seconds>', 'time for the whole run, reassembly included', seconds, DEFAULT_PROCON_TIME_LIMIT_MS / 1000)
    .option('--json', 'print a JSON object: the answer, cost, selections, swaps, optimal, threads (that answered) and ms (and the reassembly\'s)')
    .option('--permutation', 'problem images: print the arrangement found, in the practice format, and stop')
    .option('--key <file>', 'problem images: the true permutation (practice format), for the accuracy in --json')
    .option('-o, --output <file>', 'also write the answer to this file')
    .option('--threads <n>', 'threads, each solving with another beam or another order of the whale\'s widths (default: one per core, at most 2)', wholeNumber(1, 64), Math.min(2, availableParallelism()))
    .action(async (path: string, options: SolveOptions, sub: Command) => {
      const started = performance.now();
      const { problem, reassembly } = readBoard(path, sub, options.key);
      if (options.permutation) {
        process.stdout.write(options.json ? `${JSON.stringify({ permutation: formatProconProblem(problem), reassembly: reassemblyJson(reassembly) })}\n` : formatProconProblem(problem));
        return;
      }
      // The CLI runs in a process of its own, where performance.now() counts from its start:
      // start-up and the reassembly come out of the limit, and so does the wrapping up (the
      // replay, the optimiser, the printing). The JSON's `ms` is the command's own time.
      const { solveProconInThreads } = await import('../../puzzles/procon/node.js');
      const timeLimitMs = solveTimeLeftMs(options.timeLimit, WRAP_UP_MS);
      const { result, answered } = await solveProconInThreads(problem, { timeLimitMs, threads: options.threads });
      // The board was read above, so an invalid one would be a reassembly's fault: bad input all the same.
      if (result.status === 'invalid') sub.error(`${path}: ${result.reason}`, { exitCode: EXIT.badInput });
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
      const json = { answer: text, cost: score.cost, selections: score.selections, swaps: score.swaps, optimal: result.optimal, threads: answered, ms: Math.round(performance.now() - started) };
      process.stdout.write(options.json ? `${JSON.stringify(reassembly ? { ...json, reassembly: reassemblyJson(reassembly) } : json)}\n` : text);
    });
  command.command('score <board> <answer>')
    .description('replay an answer on a board: prints its cost, or what is wrong with it')
    .option('--json', 'print a JSON object: cost, selections, swaps, misplaced')
    .action((boardPath: string, answerPath: string, options: { json?: boolean }, sub: Command) => {
      const problem = readProblem(boardPath, sub);
      const score = orBadInput(sub, answerPath, () => scoreProconAnswer(problem, parseProconAnswer(problem, readTextFile(answerPath, sub))));
      if (options.json) console.log(JSON.stringify(score));
      else console.log(`cost ${score.cost} (${score.selections} selections, ${score.swaps} swaps)${score.misplaced ? `: NOT SOLVED, ${score.misplaced} pieces misplaced` : ''}`);
      if (score.misplaced) process.exitCode = EXIT.invalid;
    });
  command.command('generate')
    .description('make a random board in the practice format, or, with --image, a problem image (P6) from a photo')
    .option('--size <WxH>', `practice boards: columns x rows, each ${MIN_PROCON_SIDE} to ${MAX_PROCON_SIDE}`, size)
    .option('--image <photo>', 'a PNG, JPEG or PPM photo to cut and shuffle into a problem image (needs --grid and -o)')
    .option('--grid <CxR>', `problem images: columns x rows, each ${MIN_PROCON_SIDE} to ${MAX_PROCON_SIDE}`, size)
    .option('--piece-size <px>', `problem images: scale the photo to the grid x this (${MIN_PIECE_PX} to ${MAX_PIECE_PX} px)`, wholeNumber(MIN_PIECE_PX, MAX_PIECE_PX))
    .option('--crop', 'problem images: with --piece-size, cut that window from the photo\'s centre at its own resolution')
    .option('--key <file>', 'problem images: write the true permutation here, in the practice format')
    .requiredOption('--limit <n>', 'the selection limit', wholeNumber(1))
    .requiredOption('--costs <select,swap>', 'the select cost and the swap cost', costs)
    .option('--seed <n>', 'seed of the shuffle', wholeNumber(0, 0xffffffff), 1)
    .option('-o, --output <file>', 'write to this file instead of printing')
    .action(async (options: GenerateOptions, sub: Command) => {
      const [selectCost, swapCost] = options.costs;
      if (options.image) {
        if (!options.grid) sub.error('--image needs --grid CxR', { exitCode: EXIT.badInput });
        return generateFromImage({ ...options, image: options.image, grid: options.grid }, sub);
      }
      if (!options.size) sub.error('give --size WxH (or --image with --grid)', { exitCode: EXIT.badInput });
      const [width, height] = options.size;
      const text = formatProconProblem(generateProconProblem({ width, height, selectLimit: options.limit, selectCost, swapCost, seed: options.seed }));
      if (options.output) writeFileSync(options.output, text);
      else process.stdout.write(text);
    });
  // The contest as it was played: an arena to practise against, and a client that plays it.
  command.addCommand(serveCommand());
  command.addCommand(playCommand());
  return command;
}

interface SolveOptions { timeLimit: number; threads: number; json?: boolean; permutation?: boolean; key?: string; output?: string }
interface GenerateOptions {
  size?: [number, number]; image?: string; grid?: [number, number]; pieceSize?: number; crop?: boolean; key?: string;
  limit: number; costs: [number, number]; seed: number; output?: string;
}

/** The reassembly's figures for --json: its time, and its accuracy against --key. */
function reassemblyJson(reassembly: ReadBoard['reassembly']) {
  if (!reassembly) return undefined;
  const { ms, accuracy } = reassembly;
  return { ms: Math.round(ms), ...(accuracy && { direct: accuracy.direct, neighbour: accuracy.neighbour }) };
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
