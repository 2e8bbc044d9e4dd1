// The line tables (two and three tiles of a line placed together): their build, wasm against the TS
// twin, their read from the disk cache, and lines placed with them on the placing kernel. Each line task reduces shuffled boards of
// 15 kinds of tile (alike tiles, as AHC011's masks) line by line to 3 x 3, a group at a time;
// tinybench gives the median time of a build or of a board set, and the table the rates and the
// moves a line, against one tile at a time.
//   npm run bench:line-tables -- [--sizes 8,10] [--count 20] [--seed 1] [--time 2000]
import { Bench } from 'tinybench';
import type { Board } from '../src/engine/index.js';
import { WALL } from '../src/engine/board/codes.js';
import { wasmInstance } from '../src/core/wasm-instance.js';
import { wasmModule } from '../src/core/wasm-module.js';
import { createEngine } from '../src/engine/search/create-engine.js';
import type { Engine } from '../src/engine/search/engine.js';
import { type LineTableSpec, buildLineTable, keptLineTable, lineTableKey, tableSize } from '../src/engine/search/line-tables.js';
import { wasmLineTable } from '../src/engine/search/wasm-line-tables.js';
import { loadFromDisk } from '../src/engine/heuristics/pattern-disk-cache.js';
import { layoutOf, padBoard, paddedCell } from '../src/engine/search/problem.js';
import { nextLine } from '../src/engine/strategy/reduce.js';
import { type GroupSize, placeLineTogether } from '../src/engine/strategy/place-line-together.js';
import { seededRandom } from '../src/core/random.js';
import { benchArgs, boardSides, fail, wholeNumber } from './args.js';

const NAME = 'bench:line-tables';
const args = benchArgs(NAME, `
usage: npm run bench:line-tables -- [--sizes 8,10] [--count 20] [--seed 1] [--time 2000]
Builds tomerun's line tables (seven 8x8 pair tables, two 6x6 triple tables) in wasm and in TS, and
reads them from the disk cache (where the wasm engine keeps them), then
reduces --count shuffled boards of each size to 3 x 3 with groups of three (two at a line's end) on
both engines for at least --time ms each, and prints the build times, lines a second, and the moves
a line against one tile at a time.`, {
  sizes: { type: 'string', default: '8,10' },
  count: { type: 'string', default: '20' },
  seed: { type: 'string', default: '1' },
  time: { type: 'string', default: '2000' },
});
const sizes = boardSides(NAME, args.sizes, 5);
const count = wholeNumber(NAME, '--count', args.count);
const time = wholeNumber(NAME, '--time', args.time);
const random = seededRandom(wholeNumber(NAME, '--seed', args.seed));

const PAIRS: LineTableSpec[] = Array.from({ length: 7 }, (_, offset) => ({ width: 8, height: 8, tiles: 2, offset }));
const TRIPLES: LineTableSpec[] = [0, 3].map((offset) => ({ width: 6, height: 6, tiles: 3, offset }));

const builds = new Bench({ time, iterations: 3 });
for (const [kind, specs] of [['pairs', PAIRS], ['triples', TRIPLES]] as const) {
  builds.add(`${kind} wasm`, () => { const wasm = wasmInstance(wasmModule('large')); for (const spec of specs) wasmLineTable(wasm, spec); });
  // Read from the disk cache, where an engine's first use stores them.
  for (const spec of specs) keptLineTable(spec, (built) => wasmLineTable(wasmInstance(wasmModule('large')), built));
  builds.add(`${kind} cached`, () => { for (const spec of specs) if (!loadFromDisk(lineTableKey(spec))) fail(NAME, 'no disk cache (SLIDEPUZZLE_CACHE_DIR=off?)'); });
  builds.add(`${kind} ts`, () => { for (const spec of specs) buildLineTable(spec); });
}
await builds.run();
const median = (bench: Bench, name: string) => {
  const result = bench.getTask(name)!.result;
  if (result.state !== 'completed') fail(NAME, `${name} did not complete`);
  return result.latency.p50;
};
console.table([['pairs', PAIRS], ['triples', TRIPLES]].map(([kind, specs]) => ({
  tables: kind,
  bytes: (specs as LineTableSpec[]).reduce((sum, spec) => sum + tableSize(spec), 0),
  'wasm ms': +median(builds, `${kind} wasm`).toFixed(1),
  'ts ms': +median(builds, `${kind} ts`).toFixed(1),
  'ts / wasm': +(median(builds, `${kind} ts`) / median(builds, `${kind} wasm`)).toFixed(2),
  'read from the cache ms': +median(builds, `${kind} cached`).toFixed(1),
})));

/** An n x n board of 15 kinds of tile in random order, the blank last. */
function shuffledBoard(n: number): Board {
  const cells = Uint16Array.from({ length: n * n }, (_, i) => (i === n * n - 1 ? 0 : (i % 15) + 1));
  for (let i = cells.length - 2; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return { width: n, height: n, cells };
}

/** Reduces `board` toward `goal` to 3 x 3, a group at a time: the lines and the moves. */
function reduce(engine: Engine, board: Board, goal: Board, groupSize: GroupSize): { lines: number; moves: number } {
  const n = board.width;
  const layout = layoutOf(board);
  const padded = padBoard(board);
  const placer = engine.placer(layout);
  placer.load(padded, Uint8Array.from(padded, (code) => (code === WALL ? 1 : 0)));
  const open = goal.cells.slice();
  let lines = 0;
  for (; lines < 2 * (n - 3); lines++) {
    const { cells, inward } = nextLine({ width: n, height: n, cells: open });
    const step = Math.abs(inward) === 1 ? inward : Math.sign(inward) * layout.stride;
    if (!placeLineTogether(engine, layout, placer, cells.map((cell) => paddedCell(cell, n, layout)), cells.map((cell) => goal.cells[cell]), step, groupSize)) {
      fail(NAME, 'a line found no way');
    }
    for (const cell of cells) open[cell] = WALL;
  }
  return { lines, moves: placer.moves().length };
}

const engines = { wasm: createEngine('wasm'), ts: createEngine('ts') };
// The tables are built before the timing: an engine keeps them.
for (const engine of Object.values(engines)) for (const spec of [...PAIRS, ...TRIPLES]) engine.lineTable(spec);
const rows = [];
for (const side of sizes) {
  const sets = Array.from({ length: count }, () => ({ board: shuffledBoard(side), goal: shuffledBoard(side) }));
  const tally = (groupSize: GroupSize) => sets.reduce((sum, { board, goal }) => {
    const { lines, moves } = reduce(engines.wasm, board, goal, groupSize);
    return { lines: sum.lines + lines, moves: sum.moves + moves };
  }, { lines: 0, moves: 0 });
  const singles = tally(() => 1), triples = tally(() => 3);
  const bench = new Bench({ time, iterations: 3 });
  for (const [name, engine] of Object.entries(engines)) bench.add(name, () => { for (const { board, goal } of sets) reduce(engine, board, goal, () => 3); });
  await bench.run();
  const rate = (name: string) => Math.round(triples.lines / (median(bench, name) / 1000));
  rows.push({
    size: `${side}x${side}`,
    'moves a line, one at a time': +(singles.moves / singles.lines).toFixed(1),
    'moves a line, in threes': +(triples.moves / triples.lines).toFixed(1),
    'wasm lines/s': rate('wasm'),
    'ts lines/s': rate('ts'),
    'wasm / ts': +(median(bench, 'ts') / median(bench, 'wasm')).toFixed(2),
  });
}
console.table(rows);
console.log(`${count} shuffled boards a size of 15 kinds of tile (seed ${args.seed}), reduced to 3 x 3; tinybench medians`);
