// Boards past 6 x 6: shuffled boards (uniformly random, made reachable) of each size, solved by
// solve() within a time limit, every answer replayed. Prints per size the boards solved, the mean
// and median moves, and the median and slowest wall time. With --cli, each board is solved by
// `slidepuzzle solve --time-limit S` in a process of its own, and the time is the process's, from
// its start to its exit (the CLI's limit is the whole run's).
//   npm run bench:big -- [--sizes 8,10,16] [--count 5] [--seed 1] [--time-limit 4] [--engine wasm|ts] [--cli]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Board, type EngineName, checkSolution, devquizGoal, formatBoard, shuffled, solve } from '../src/engine/index.js';
import { seededRandom } from '../src/core/random.js';
import { benchArgs, boardSides, fail, wholeNumber } from './args.js';

const NAME = 'bench:big';
const args = benchArgs(NAME, `
usage: npm run bench:big -- [--sizes 8,10,16] [--count 5] [--seed 1] [--time-limit 4] [--engine wasm|ts] [--cli]
Solves --count shuffled boards of each size (square, no walls) with solve() and --time-limit
seconds, replays every answer, and prints the moves and times per size. --cli runs each solve as
'slidepuzzle solve' in a process of its own, timed from its start to its exit.`, {
  sizes: { type: 'string', default: '8,10,16' },
  count: { type: 'string', default: '5' },
  seed: { type: 'string', default: '1' },
  'time-limit': { type: 'string', default: '4' },
  engine: { type: 'string', default: 'wasm' },
  cli: { type: 'boolean', default: false },
});
const sizes = boardSides(NAME, args.sizes, 2);
const count = wholeNumber(NAME, '--count', args.count);
const random = seededRandom(wholeNumber(NAME, '--seed', args.seed));
const timeLimitMs = Number(args['time-limit']) * 1000;
if (!(timeLimitMs > 0)) fail(NAME, `--time-limit must be a positive number of seconds, got '${args['time-limit']}'`);
if (args.engine !== 'wasm' && args.engine !== 'ts') fail(NAME, `--engine must be wasm or ts, got '${args.engine}'`);
const engine = args.engine as EngineName;

const cli = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));

/** `slidepuzzle solve BOARD --time-limit S --json` in a process of its own: its status and moves. */
function solveInProcess(board: Board): { status: string; moves: string } {
  const run = spawnSync(process.execPath, [cli, 'solve', formatBoard(board), '--time-limit', String(timeLimitMs / 1000), '--engine', engine, '--json'], { encoding: 'utf8' });
  if (run.status !== 0) return { status: `exit ${run.status}: ${run.stderr.trim()}`, moves: '' };
  return JSON.parse(run.stdout) as { status: string; moves: string };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[sorted.length >> 1] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

const rows = [];
for (const side of sizes) {
  const goal = devquizGoal({ width: side, height: side, cells: new Uint16Array(side * side) });
  const moves: number[] = [], times: number[] = [];
  for (let i = 0; i < count; i++) {
    const board = shuffled(goal, random);
    const began = performance.now();
    const result = args.cli ? solveInProcess(board) : await solve(board, { timeLimitMs, engine });
    const ms = performance.now() - began;
    if (result.status !== 'solved') { console.error(`${side}x${side} board ${i}: ${result.status}`); continue; }
    const wrong = checkSolution(board, goal, result.moves);
    if (wrong !== undefined) fail(NAME, `${side}x${side} board ${i}: the answer does not replay: ${wrong}`);
    moves.push(result.moves.length);
    times.push(ms);
  }
  rows.push({
    size: `${side}x${side}`,
    solved: `${moves.length}/${count}`,
    'mean moves': Math.round(moves.reduce((a, b) => a + b, 0) / Math.max(1, moves.length)),
    'median moves': median(moves),
    'median s': +(median(times) / 1000).toFixed(2),
    'slowest s': +(Math.max(...times) / 1000).toFixed(2),
  });
}
console.table(rows);
console.log(`engine ${engine}, time limit ${timeLimitMs / 1000} s${args.cli ? ', each solve a CLI process, timed from its start to its exit' : ''}; every answer replayed to the goal`);
