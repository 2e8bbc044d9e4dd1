// The beam over whole lines (src/puzzles/ahc011/line-beam.ts, after tomerun's 7th-place AHC011
// entry) on AHC011 inputs: the fewest moves after each line, to set beside his beam's minima (his
// code prints them as `min_len` when built with -DDEBUG). Targets are annealed toward the board
// (--pool of them, --steps each), or met on --walk steps of the walk over exact trees as the solver
// meets them (tree-walk.ts), and the --targets nearest by the lines' greedy matching (or --measure
// matched: a least-cost matching per mask) start the beam together (line-targets.ts); the lines
// start from the corner nearest the blank, as he turns the board so.
//   npm run bench:ahc011-lines -- [--dir ../shared/data/ahc011/in] [--inputs 4] [--width 500] [--spawns 12] [--targets 100] [--pool 200] [--steps 20000] [--walk N --temperature T --measure order|matched]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../src/engine/index.js';
import { parseTreeInput } from '../src/puzzles/ahc011/index.js';
import { aimAt } from '../src/puzzles/ahc011/spanning-tree.js';
import { lineBeam, lineOrder, nearestStart, restCorner } from '../src/puzzles/ahc011/line-beam.js';
import { orderDistanceOf, walkTargets } from '../src/puzzles/ahc011/line-targets.js';
import { lineTargets, matchedDistance } from './ahc011-targets.js';
import { seededRandom } from '../src/core/random.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:ahc011-lines';
const args = benchArgs(NAME, `
usage: npm run bench:ahc011-lines -- [--dir ../shared/data/ahc011/in] [--inputs 4] [--width 500] [--spawns 12] [--targets 100] [--pool 200] [--steps 20000] [--seed 1]
       [--walk N] [--temperature 0] [--measure order|matched]
Runs the beam over whole lines on each input of --inputs (seeds, comma-separated; NNNN.txt in --dir)
down to a 6 x 6 rest, and prints the fewest moves after each line, the time the targets took and
the beam's. The defaults are tomerun's sizes: 500 boards, 12 placements each, 100 targets. Targets
are annealed (--pool, --steps), or with --walk N met on N steps of the walk over exact trees, which
moves on to a farther tree at a chance of e^(-d / --temperature) (0: never, as his), nearness by
--measure: the greedy matching in the lines' order (order, the solver's) or a least-cost matching.`, {
  dir: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/ahc011/in', import.meta.url)) },
  inputs: { type: 'string', default: '4' },
  width: { type: 'string', default: '500' },
  spawns: { type: 'string', default: '12' },
  targets: { type: 'string', default: '100' },
  pool: { type: 'string', default: '200' },
  steps: { type: 'string', default: '20000' },
  seed: { type: 'string', default: '1' },
  walk: { type: 'string', default: '0' },
  measure: { type: 'string', default: 'order' },
  temperature: { type: 'string', default: '0' },
});
const inputs = args.inputs.split(',').map((text) => wholeNumber(NAME, '--inputs', text));
const options = {
  width: wholeNumber(NAME, '--width', args.width), spawns: wholeNumber(NAME, '--spawns', args.spawns),
  restSide: 6, triple: 0.5, pair: 0.5,
};
const keep = wholeNumber(NAME, '--targets', args.targets);
const pool = wholeNumber(NAME, '--pool', args.pool);
const steps = wholeNumber(NAME, '--steps', args.steps);
const walk = args.walk === '0' ? 0 : wholeNumber(NAME, '--walk', args.walk);
if (args.measure !== 'order' && args.measure !== 'matched') fail(NAME, `--measure takes order or matched, got '${args.measure}'`);
const engine = createEngine('wasm');
// Where the targets come from, as the lines below say it.
const source = walk > 0 ? `met on a walk of ${walk} steps at temperature ${args.temperature}, nearest by the ${args.measure} measure` : `of ${pool} annealed ${steps} steps`;

for (const seed of inputs) {
  const file = join(args.dir, `${String(seed).padStart(4, '0')}.txt`);
  const { n, tiles } = parseTreeInput(readData(NAME, file, 'an AHC011 input', '--dir'));
  if (n <= options.restSide) fail(NAME, `input ${seed} is ${n} x ${n}: no lines before the 6 x 6 rest`);
  const random = seededRandom(wholeNumber(NAME, '--seed', args.seed));
  const started = performance.now();
  const quarters = nearestStart(n, tiles.indexOf(0));
  const order = [...new Set([...lineOrder(n, options.restSide, quarters).flatMap((line) => line.cells), ...tiles.keys()])];
  const targets = walk > 0
    ? await walkTargets(n, tiles, restCorner(n, quarters), args.measure === 'matched' ? (masks) => matchedDistance(n, tiles, masks) : orderDistanceOf(n, tiles, order), random, {}, { count: keep, walk, temperature: Number(args.temperature) })
    : lineTargets(n, tiles, aimAt(n, tiles), restCorner(n, quarters), order, random, { count: keep, pool, steps });
  const annealed = performance.now();
  const bests: number[] = [];
  const beam = await lineBeam(engine, n, tiles, targets, random, {}, options, quarters, (best) => bests.push(best));
  if (!beam) fail(NAME, `input ${seed}: no board got through a line`);
  console.log(`${String(seed).padStart(4, '0')}  N=${n}  after each line: ${bests.join(' ')}  targets ${targets.length} in ${Math.round(annealed - started)} ms, beam ${Math.round(performance.now() - annealed)} ms`);
}
console.log(`width ${options.width}, ${options.spawns} placements a board, ${keep} targets ${source}; threes and twos at 0.5 each, as tomerun's coins`);
