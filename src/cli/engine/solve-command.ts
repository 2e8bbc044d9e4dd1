// `slidepuzzle solve <W,H,CELLS>`: one board, the answer on stdout, the outcome in the exit code.
import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { engineName, heuristicName } from './arguments.js';
import { proofProgress } from './proof-progress.js';
import { seconds, wholeNumber } from '../option-values.js';
import { solveTimeLeftMs } from '../process-limit.js';
import { EXIT } from '../exit-codes.js';
import { DEFAULT_ENGINE, DEFAULT_HEURISTIC, type HeuristicName, type SolveResult, defaultGoal, largeSetBytes, missingLargeSet, parseBoard, parseGoal, solve } from '../../engine/index-node.js';

/**
 * Kept back from the process's limit (process-limit.ts) for what follows the solve: on 16 x 16 its
 * last step ends up to about 100 ms past its deadline, and the replay and printing take a few ms.
 */
const WRAP_UP_MS = 150;
/** Boards of this many cells and more prove on every core by default (the 24-puzzle's 25). */
const THREADED_CELLS = 25;

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
    .option('--threads <n>', `worker threads for --optimal (default: this machine's ${availableParallelism()} cores from the 24-puzzle's size up, 1 below)`, wholeNumber(1, 256))
    .addHelpText('after', '\nA proof that runs past a second shows its progress on stderr; Ctrl-C ends it with the lower bound proven.'
      + '\nExit codes: 0 solved, 2 bad input, 3 unsolvable, 4 time limit reached, 130 stopped by Ctrl-C.')
    .action(async (board: string, options: { optimal?: boolean; timeLimit?: number; engine: 'wasm' | 'ts'; heuristic: HeuristicName; goal?: string; json?: boolean; threads?: number }) => {
      if (options.threads !== undefined && !options.optimal) {
        process.exitCode = fail('bad input: --threads applies to --optimal (the proof); the portfolio runs on one thread', EXIT.badInput);
        return;
      }
      const stop = new AbortController();
      const interrupt = () => stop.abort();
      process.once('SIGINT', interrupt);
      const progress = options.optimal ? proofProgress() : undefined;
      const result = await solve(board, {
        goal: options.goal,
        optimal: options.optimal,
        timeLimitMs: options.timeLimit === undefined ? undefined : solveTimeLeftMs(options.timeLimit, WRAP_UP_MS),
        engine: options.engine,
        heuristic: options.heuristic,
        threads: options.optimal && options.engine !== 'ts' ? options.threads ?? defaultThreads(board) : 1,
        signal: stop.signal,
        onProgress: progress?.update,
      }).finally(() => {
        process.off('SIGINT', interrupt);
        progress?.stop();
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
        case 'aborted':
          process.exitCode = fail(`stopped: no answer yet; every answer takes at least ${result.lowerBound} moves (${result.nodes} nodes searched)${hint(board, options)}`, EXIT.interrupted);
          break;
        default: process.exitCode = fail(`no solution within the time limit (${result.nodes} nodes searched, bound ${result.lowerBound})${hint(board, options)}`, EXIT.timeLimit);
      }
    });
}

/**
 * Threads for a proof when none are asked for: every core from 25 cells up, where proofs take
 * minutes to hours; below, one, as a smaller board's proof takes less than starting the workers and
 * reading each one's databases.
 */
function defaultThreads(board: string): number {
  try {
    return parseBoard(board).cells.length >= THREADED_CELLS ? availableParallelism() : 1;
  } catch {
    return 1;
  }
}

/**
 * For a proof that ended without an answer on a goal whose large set is not built: the command that
 * builds it once, and what it costs (an empty cache is a new user's first run).
 */
function hint(board: string, options: { optimal?: boolean; heuristic: HeuristicName; goal?: string }): string {
  if (!options.optimal || options.heuristic === 'manhattan' || options.heuristic === 'linear-conflict') return '';
  const start = parseBoard(board);
  const missing = missingLargeSet(options.goal === undefined ? defaultGoal(start) : parseGoal(options.goal, start));
  if (missing === undefined) return '';
  const cost = `${(largeSetBytes(missing) / 2 ** 20).toFixed(0)} MiB, ${missing === 24 ? 'about ten minutes' : 'a few minutes'}`;
  return `; the ${missing}-puzzle's large databases are not built: \`slidepuzzle cache --build ${missing}\` builds them once (${cost}), then proofs like this one take a fraction of the time`;
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
