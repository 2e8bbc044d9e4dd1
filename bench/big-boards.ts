// Boards past 6 x 6: shuffled boards (uniformly random, made reachable) of each size, solved by
// solve() within a time limit, every answer replayed. Prints per size the boards solved, the mean
// and median moves, and the median and slowest wall time.
//   npm run bench:big -- [--sizes 8,10,16] [--count 5] [--seed 1] [--time-limit 4] [--engine wasm|ts]
import { type EngineName, checkSolution, devquizGoal, shuffled, solve } from '../src/engine/index.js';
import { seededRandom } from '../src/core/random.js';
import { benchArgs, fail, wholeNumber } from './args.js';

const NAME = 'bench:big';
const args = benchArgs(NAME, `
usage: npm run bench:big -- [--sizes 8,10,16] [--count 5] [--seed 1] [--time-limit 4] [--engine wasm|ts]
Solves --count shuffled boards of each size (square, no walls) with solve() and --time-limit
seconds, replays every answer, and prints the moves and times per size.`, {
  sizes: { type: 'string', default: '8,10,16' },
  count: { type: 'string', default: '5' },
  seed: { type: 'string', default: '1' },
  'time-limit': { type: 'string', default: '4' },
  engine: { type: 'string', default: 'wasm' },
});
const sizes = args.sizes.split(',').map((text) => wholeNumber(NAME, '--sizes', text));
if (sizes.some((side) => side < 2 || side > 16)) fail(NAME, '--sizes must be sides from 2 to 16');
const count = wholeNumber(NAME, '--count', args.count);
const random = seededRandom(wholeNumber(NAME, '--seed', args.seed));
const timeLimitMs = Number(args['time-limit']) * 1000;
if (!(timeLimitMs > 0)) fail(NAME, `--time-limit must be a positive number of seconds, got '${args['time-limit']}'`);
if (args.engine !== 'wasm' && args.engine !== 'ts') fail(NAME, `--engine must be wasm or ts, got '${args.engine}'`);
const engine = args.engine as EngineName;

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
    const result = await solve(board, { timeLimitMs, engine });
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
console.log(`engine ${engine}, time limit ${timeLimitMs / 1000} s; every answer replayed to the goal`);
