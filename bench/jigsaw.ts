// Jigsaw reassembly (`npm run bench:jigsaw`): each photo of --dir cut into grids of 8x8, 12x12 and
// 16x16 pieces of 16, 24 and 32 px, two ways: the whole photo scaled down to the grid, and a crop at
// the photo's own resolution from its centre (smooth sky, bokeh and black space make those pieces
// ambiguous). Each is shuffled (seed 1), reassembled in-process, and scored against the key.
// Prints direct accuracy (pieces in the right cell), neighbour accuracy (right neighbour pairs) and
// the time per case, then the means; last, the seam costs (the hot loop) from wasm against its TS
// twin on the first photo at the largest grid, timed by tinybench (medians), checked equal.
//   npm run bench:jigsaw -- [--dir ../shared/data/procon25/images] [--grids 8,12,16] [--pieces 16,24,32] [--seed 1]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { cropImage, generateProconProblem, jigsawAccuracy, reassemble, rearrange, resizeImage } from '../src/puzzles/procon/index.js';
import { decodeImage } from '../src/puzzles/procon/node.js';
import { dissimilarities } from '../src/puzzles/procon/jigsaw/compatibility.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { benchArgs, fail, wholeNumber } from './args.js';

const NAME = 'bench:jigsaw';
const args = benchArgs(NAME, `
usage: npm run bench:jigsaw -- [--dir ../shared/data/procon25/images] [--grids 8,12,16] [--pieces 16,24,32] [--seed 1]
Cuts every PNG and JPEG photo of --dir into each grid of pieces of each size, scaled down whole and
cropped at its own resolution, shuffles it, reassembles it, and prints the accuracy and the time.`, {
  dir: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/procon25/images', import.meta.url)) },
  grids: { type: 'string', default: '8,12,16' },
  pieces: { type: 'string', default: '16,24,32' },
  seed: { type: 'string', default: '1' },
});
const list = (option: string, text: string) => text.split(',').map((part) => wholeNumber(NAME, option, part));
const grids = list('--grids', args.grids), pieceSizes = list('--pieces', args.pieces), seed = wholeNumber(NAME, '--seed', args.seed);
let files: string[];
try {
  files = readdirSync(args.dir).filter((file) => /\.(png|jpe?g)$/i.test(file)).sort();
} catch {
  fail(NAME, `cannot read the photo folder ${args.dir} (pass another with --dir)`);
}
if (files.length === 0) fail(NAME, `no PNG or JPEG photos in ${args.dir}`);

interface Case { photo: string; grid: number; px: number; kind: string; direct: number; neighbour: number; ms: number }
const cases: Case[] = [];
const skipped: string[] = [];
for (const file of files) {
  const photo = decodeImage(new Uint8Array(readFileSync(join(args.dir, file))));
  for (const grid of grids) {
    for (const px of pieceSizes) {
      const side = grid * px;
      for (const kind of ['scaled', 'crop']) {
        if (kind === 'crop' && (side > photo.width || side > photo.height)) {
          skipped.push(`${file} ${grid}x${grid} ${px} px crop (${side} px is past ${photo.width} x ${photo.height})`);
          continue;
        }
        const image = kind === 'scaled' ? resizeImage(photo, side, side) : cropImage(photo, (photo.width - side) >> 1, (photo.height - side) >> 1, side, side);
        const key = generateProconProblem({ width: grid, height: grid, selectLimit: 8, selectCost: 200, swapCost: 5, seed }).pieces;
        const shuffled = rearrange(image, grid, grid, key);
        const began = performance.now();
        const found = reassemble({ columns: grid, rows: grid, selectLimit: 8, selectCost: 200, swapCost: 5, image: shuffled });
        const ms = performance.now() - began;
        if (found.status !== 'solved') fail(NAME, `${file} ${grid}x${grid} ${px} px ${kind}: ${found.reason}`);
        const accuracy = jigsawAccuracy(found.problem.pieces, key, grid, grid);
        cases.push({ photo: file.replace(/\.\w+$/, ''), grid, px, kind, ...accuracy, ms });
        console.error(`${file} ${grid}x${grid} ${px} px ${kind}: ${(100 * accuracy.direct).toFixed(1)}% direct, ${Math.round(ms)} ms`);
      }
    }
  }
}
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
console.log(formatColumns(['photo', 'grid', 'piece px', 'kind', 'direct', 'neighbour', 'ms'],
  cases.map((c) => [c.photo, `${c.grid}x${c.grid}`, String(c.px), c.kind, percent(c.direct), percent(c.neighbour), String(Math.round(c.ms))])));
const summary = (label: string, group: Case[]) => {
  if (group.length === 0) return;
  const mean = (pick: (c: Case) => number) => group.reduce((sum, c) => sum + pick(c), 0) / group.length;
  const worst = group.reduce((a, b) => (b.direct < a.direct ? b : a));
  console.log(`${label}: ${group.length} cases, direct ${percent(mean((c) => c.direct))} mean (lowest ${percent(worst.direct)}: ${worst.photo} ${worst.px} px ${worst.kind}), `
    + `neighbour ${percent(mean((c) => c.neighbour))}, ${Math.round(mean((c) => c.ms))} ms mean, ${Math.round(Math.max(...group.map((c) => c.ms)))} ms slowest`);
};
console.log('');
for (const grid of grids) summary(`${grid}x${grid}`, cases.filter((c) => c.grid === grid));
summary('all', cases);
if (skipped.length > 0) console.log(`\nskipped (the crop is larger than the photo): ${skipped.join('; ')}`);

// The hot loop head to head: the same image, both engines, equal costs required.
const grid = Math.max(...grids);
const first = decodeImage(new Uint8Array(readFileSync(join(args.dir, files[0]))));
const rows: string[][] = [];
for (const px of pieceSizes) {
  const image = resizeImage(first, grid * px, grid * px);
  const [wasm, ts] = [dissimilarities(image, grid, grid, 'wasm'), dissimilarities(image, grid, grid, 'ts')];
  if (wasm.right.some((cost, i) => cost !== ts.right[i]) || wasm.down.some((cost, i) => cost !== ts.down[i])) fail(NAME, `the seam costs from wasm and TS differ (${px} px)`);
  const bench = new Bench({ iterations: 7, time: 0, warmup: true, warmupIterations: 1, warmupTime: 0 });
  for (const engine of ['wasm', 'ts'] as const) bench.add(engine, () => { dissimilarities(image, grid, grid, engine); });
  await bench.run();
  const median = (engine: string) => {
    const result = bench.getTask(engine)!.result;
    if (result.state !== 'completed') fail(NAME, `the ${engine} seam costs did not complete`);
    return result.latency.p50;
  };
  rows.push([`${grid}x${grid}`, String(px), median('wasm').toFixed(1), median('ts').toFixed(1), `${(median('ts') / median('wasm')).toFixed(2)}x`]);
}
console.log(`\nseam costs of ${files[0]} scaled to the grid (every pair both ways, tinybench medians; wasm and TS equal):`);
console.log(formatColumns(['grid', 'piece px', 'wasm ms', 'ts ms', 'wasm speedup'], rows));
