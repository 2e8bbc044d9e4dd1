// The placing kernel's rate: line placements a second, wasm against its TS twin (which play the same
// moves: test/engine/placer.test.ts). Each task reduces shuffled boards line by line, rows from the
// top and columns from the left, the longer side first, until 3 x 3 is left; tinybench gives the
// median time of a board, and the table the lines a second and the moves a line.
//   npm run bench:place -- [--sizes 10,16] [--count 20] [--seed 1] [--time 2000]
import { Bench } from 'tinybench';
import { type Board, devquizGoal, shuffled } from '../src/engine/index.js';
import { WALL } from '../src/engine/board/codes.js';
import { createEngine } from '../src/engine/search/create-engine.js';
import type { Placer } from '../src/engine/search/placer.js';
import { layoutOf, padBoard, paddedCell } from '../src/engine/search/problem.js';
import { seededRandom } from '../src/core/random.js';
import { benchArgs, boardSides, fail, wholeNumber } from './args.js';

const NAME = 'bench:place';
const args = benchArgs(NAME, `
usage: npm run bench:place -- [--sizes 10,16] [--count 20] [--seed 1] [--time 2000]
Reduces --count shuffled boards of each size line by line on the placing kernel, in wasm and in
TS, for at least --time ms each, and prints the line placements a second and the moves a line.`, {
  sizes: { type: 'string', default: '10,16' },
  count: { type: 'string', default: '20' },
  seed: { type: 'string', default: '1' },
  time: { type: 'string', default: '2000' },
});
const sizes = boardSides(NAME, args.sizes, 4);
const count = wholeNumber(NAME, '--count', args.count);
const time = wholeNumber(NAME, '--time', args.time);
const random = seededRandom(wholeNumber(NAME, '--seed', args.seed));

/** Reduces `board` to 3 x 3 line by line: the lines placed and the moves. */
function reduce(placer: Placer, board: Board, goal: Board): { lines: number; moves: number } {
  const { width, height } = board;
  const layout = layoutOf(board);
  const pad = (cell: number) => paddedCell(cell, width, layout);
  const padded = padBoard(board);
  placer.load(padded, Uint8Array.from(padded, (code) => (code === WALL ? 1 : 0)));
  let lines = 0;
  for (let top = 0, left = 0; height - top > 3 || width - left > 3; lines++) {
    const byRow = height - top >= width - left;
    const cells: number[] = [];
    if (byRow) for (let x = left; x < width; x++) cells.push(top * width + x);
    else for (let y = top; y < height; y++) cells.push(y * width + left);
    if (!placer.placeLine(cells.map(pad), cells.map((cell) => goal.cells[cell]), byRow ? layout.stride : 1)) fail(NAME, 'a line found no way');
    if (byRow) top++; else left++;
  }
  return { lines, moves: placer.moves().length };
}

const rows = [];
for (const side of sizes) {
  const goal = devquizGoal({ width: side, height: side, cells: new Uint16Array(side * side) });
  const boards = Array.from({ length: count }, () => shuffled(goal, random));
  const tally = { lines: 0, moves: 0 };
  for (const board of boards) {
    const { lines, moves } = reduce(createEngine('wasm').placer(layoutOf(board)), board, goal);
    tally.lines += lines;
    tally.moves += moves;
  }
  const bench = new Bench({ time, iterations: 3 });
  for (const name of ['wasm', 'ts'] as const) {
    const placer = createEngine(name).placer(layoutOf(boards[0]));
    bench.add(name, () => { for (const board of boards) reduce(placer, board, goal); });
  }
  await bench.run();
  const median = (name: string) => {
    const result = bench.getTask(name)!.result;
    if (result.state !== 'completed') fail(NAME, `the ${name} placements did not complete`);
    return result.latency.p50;
  };
  const rate = (name: string) => Math.round(tally.lines / (median(name) / 1000));
  rows.push({
    size: `${side}x${side}`,
    'lines a board': tally.lines / count,
    'moves a line': Math.round(tally.moves / tally.lines),
    'wasm lines/s': rate('wasm'),
    'ts lines/s': rate('ts'),
    'wasm / ts': +(median('ts') / median('wasm')).toFixed(2),
  });
}
console.table(rows);
console.log(`${count} shuffled boards a size (seed ${args.seed}), reduced to 3 x 3; tinybench medians of the whole set`);
