// `slidepuzzle solve <W,H,CELLS>`: one board, the answer on stdout, the outcome in the exit code.
import { Command } from 'commander';
import { engineName, heuristicName } from './arguments.js';
import { seconds } from '../option-values.js';
import { solveTimeLeftMs } from '../process-limit.js';
import { EXIT } from '../exit-codes.js';
import { DEFAULT_ENGINE, DEFAULT_HEURISTIC, solve, type HeuristicName, type SolveResult } from '../../engine/index.js';

/**
 * Kept back from the process's limit (process-limit.ts) for what follows the solve: on 16 x 16 its
 * last step ends up to about 100 ms past its deadline, and the replay and printing take a few ms.
 */
const WRAP_UP_MS = 150;

export function solveCommand(): Command {
  return new Command('solve')
    .description('solve one board and print the blank\'s moves (L R U D) on one line')
    .argument('<board>', 'the board as W,H,CELLS, e.g. 3,3,168452=30; over 36 cells, space-separated numbers (0 the blank, = a wall)')
    .option('--optimal', 'accept only a proven optimal answer')
    .option('--time-limit <seconds>', 'the whole run ends within this many seconds: the best answer by then, or exit 4 with none', seconds)
    .option('--engine <name>', 'search engine: wasm or ts', engineName, DEFAULT_ENGINE)
    .option('--heuristic <name>', 'admissible heuristic: auto, manhattan, linear-conflict or pdb', heuristicName, DEFAULT_HEURISTIC)
    .option('--goal <cells>', 'custom goal CELLS (same size, walls and tiles); default: the DevQuiz goal')
    .option('--json', 'print a JSON object: moves, length, optimal, nodes, ms, engine (and alternatives, if any)')
    .addHelpText('after', '\nExit codes: 0 solved, 2 bad input, 3 unsolvable, 4 time limit reached.')
    .action(async (board: string, options: { optimal?: boolean; timeLimit?: number; engine: 'wasm' | 'ts'; heuristic: HeuristicName; goal?: string; json?: boolean }) => {
      const result = await solve(board, {
        goal: options.goal,
        optimal: options.optimal,
        timeLimitMs: options.timeLimit === undefined ? undefined : solveTimeLeftMs(options.timeLimit, WRAP_UP_MS),
        engine: options.engine,
        heuristic: options.heuristic,
      });
      if (options.json) {
        console.log(JSON.stringify(jsonOf(result)));
      } else if (result.status === 'solved') {
        console.log(result.moves);
      }
      switch (result.status) {
        case 'solved': process.exitCode = EXIT.solved; break;
        case 'invalid': process.exitCode = fail(`bad input: ${result.reason}`, EXIT.badInput); break;
        case 'unsolvable': process.exitCode = fail(`unsolvable: ${result.reason}`, EXIT.unsolvable); break;
        default: process.exitCode = fail(`no solution within the time limit (${result.nodes} nodes searched, bound ${result.lowerBound})`, EXIT.timeLimit);
      }
    });
}

/**
 * The --json body: a solved result with its length and `ms` to a tenth; the others as they are,
 * but for the lower bound of `timeout` and `aborted`, printed as `bound`: the CLI's JSON keeps that
 * name for the library's `lowerBound`, so that scripts reading the output stay valid.
 */
function jsonOf(result: SolveResult): object {
  switch (result.status) {
    case 'solved': return { ...result, length: result.moves.length, ms: Math.round(result.ms * 10) / 10 };
    case 'timeout': case 'aborted': return { status: result.status, nodes: result.nodes, ms: result.ms, bound: result.lowerBound };
    default: return result;
  }
}

function fail(message: string, code: number): number {
  console.error(`slidepuzzle: ${message}`);
  return code;
}
