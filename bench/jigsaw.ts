// Jigsaw reassembly (`npm run bench:jigsaw`): each photo of --dir cut into grids of 8x8, 12x12 and
// 16x16 pieces of 16, 24 and 32 px, three ways: the whole photo scaled down to the grid, a crop at
// the photo's own resolution from its centre (smooth sky, bokeh and black space make those pieces
// ambiguous), and the crop of the photo's smoothest window (the least gradient: a sky, a cup),
// where seams carry least; then, in a section of their own, the wider grids of --wide (24x18: 432 pieces, the
// size of the MIT set) cut the same ways into pieces of --wide-pieces, scaled down only (scaled up,
// the box filter repeats pixel rows, which no camera's photo has); then smooth pictures made here
// (gradients under noise and JPEG, test/helpers/smooth-picture.ts) at 16x16. Each is shuffled (seed 1),
// reassembled in-process, scored against the key, and if imperfect diagnosed as a search or a
// measure failure (bench/jigsaw-case.ts). Prints direct accuracy (pieces in the right cell), by
// content too (pieces pixel-identical to the right one: groups of identical pieces, counted in the
// 'identical' column, cannot be told apart), neighbour accuracy (right neighbour pairs), the two energies and the time per case, then per
// grid the mean, the perfect cases, the lowest and both kinds of failure; the --apart photo's
// scaled cases (Hubble's deep field: a galaxy scaled down is a pixel or two, and its seams carry
// almost nothing) and the smoothest crops on lines of their own, outside the means. Last, the seam costs (the hot loop)
// from wasm against its TS twin on the first photo at the largest square grid, timed by tinybench
// (medians), checked equal.
//   npm run bench:jigsaw -- [--dir ../shared/data/procon25/images] [--grids 8,12,16] [--wide 24x18] [--pieces 16,24,32] [--wide-pieces 16,20] [--seed 1] [--apart hubble_deep_field]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { resizeImage } from '../src/puzzles/procon/index.js';
import { decodeImage } from '../src/puzzles/procon/node.js';
import { dissimilarities } from '../src/puzzles/procon/jigsaw/compatibility.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { benchArgs, fail, wholeNumber } from './args.js';
import { type Case, casePicture, runCase } from './jigsaw-case.js';
import { SMOOTH_KINDS, smoothPicture } from '../test/helpers/smooth-picture.js';

const NAME = 'bench:jigsaw';
const args = benchArgs(NAME, `
usage: npm run bench:jigsaw -- [--dir ../shared/data/procon25/images] [--grids 8,12,16] [--wide 24x18] [--pieces 16,24,32] [--wide-pieces 16,20] [--seed 1] [--apart hubble_deep_field]
Cuts every PNG and JPEG photo of --dir into each grid of pieces of each size, scaled down whole,
cropped at its own resolution from its centre and from its smoothest window, shuffles it, reassembles it, and prints the accuracy, whether a
failure is the search's or the measure's, and the time; then the same for 24 smooth pictures made
here (gradients under noise and JPEG) at 16x16. --wide '' leaves the wide grids out; the --apart
photo's scaled cases, the smoothest crops and the pictures made here are summed apart.`, {
  dir: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/procon25/images', import.meta.url)) },
  grids: { type: 'string', default: '8,12,16' },
  wide: { type: 'string', default: '24x18' },
  pieces: { type: 'string', default: '16,24,32' },
  'wide-pieces': { type: 'string', default: '16,20' },
  seed: { type: 'string', default: '1' },
  apart: { type: 'string', default: 'hubble_deep_field' },
});
const list = (option: string, text: string) => text.split(',').map((part) => wholeNumber(NAME, option, part));
const wide = args.wide === '' ? [] : args.wide.split(',').map((part) => {
  const match = /^(\d+)x(\d+)$/.exec(part);
  if (!match) fail(NAME, `--wide takes grids as CxR, got '${part}'`);
  return [Number(match[1]), Number(match[2])] as const;
});
const pieceSizes = list('--pieces', args.pieces), widePieceSizes = list('--wide-pieces', args['wide-pieces']), seed = wholeNumber(NAME, '--seed', args.seed);
// The square grids' 85 cases scale photos up where they must; the wide grids' only down, in pieces
// small enough (16 and 20 px) that most photos make 24x18 grids either way.
const grids = [...list('--grids', args.grids).map((side) => [side, side, pieceSizes, true] as const),
  ...wide.map(([columns, rows]) => [columns, rows, widePieceSizes, false] as const)];
let files: string[];
try {
  files = readdirSync(args.dir).filter((file) => /\.(png|jpe?g)$/i.test(file)).sort();
} catch {
  fail(NAME, `cannot read the photo folder ${args.dir} (pass another with --dir)`);
}
if (files.length === 0) fail(NAME, `no PNG or JPEG photos in ${args.dir}`);

const cases: Case[] = [];
const skipped: string[] = [];
const gridName = (columns: number, rows: number) => `${columns}x${rows}`;
for (const file of files) {
  const photo = decodeImage(new Uint8Array(readFileSync(join(args.dir, file))));
  for (const [columns, rows, sizes, scaleUp] of grids) {
    for (const px of sizes) {
      for (const kind of ['scaled', 'crop', 'smooth'] as const) {
        const name = `${file} ${gridName(columns, rows)} ${px} px ${kind}`;
        const image = casePicture(photo, columns * px, rows * px, kind, scaleUp);
        if (!image) {
          skipped.push(`${name} (${columns * px} x ${rows * px} px is past ${photo.width} x ${photo.height})`);
          continue;
        }
        let outcome;
        try {
          outcome = runCase(image, columns, rows, seed);
        } catch (error) {
          fail(NAME, `${name}: ${(error as Error).message}`);
        }
        cases.push({ photo: file.replace(/\.\w+$/, ''), px, kind, ...outcome });
        console.error(`${name}: ${(100 * outcome.direct).toFixed(1)}% direct, ${Math.round(outcome.ms)} ms`);
      }
    }
  }
}
// Smooth pictures made here (test/helpers/smooth-picture.ts): each gradient at 16x16 in pieces of
// 16 and 24 px, saved as JPEGs of quality 75 and 90 with noise of 1 and 3 grey levels.
const SMOOTH_GRID = 16;
for (const kind of SMOOTH_KINDS) {
  for (const px of [16, 24]) {
    for (const quality of [75, 90]) {
      for (const noise of [1, 3]) {
        const picture = smoothPicture(kind, SMOOTH_GRID * px, SMOOTH_GRID * px, { noise, quality, seed: px + quality + noise });
        const outcome = runCase(picture, SMOOTH_GRID, SMOOTH_GRID, seed);
        cases.push({ photo: `${kind} q${quality} noise ${noise}`, px, kind: 'made', ...outcome });
        console.error(`${kind} ${px} px q${quality} noise ${noise}: ${(100 * outcome.direct).toFixed(1)}% direct, ${Math.round(outcome.ms)} ms`);
      }
    }
  }
}
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
console.log(formatColumns(['photo', 'grid', 'piece px', 'kind', 'direct', 'by content', 'identical', 'neighbour', 'truth E', 'found E', 'failure', 'ms'],
  cases.map((c) => [c.photo, gridName(c.columns, c.rows), String(c.px), c.kind, percent(c.direct), percent(c.content),
    c.identical === 0 ? '' : `${c.identical} in ${c.groups}`, percent(c.neighbour),
    c.truth.toFixed(0), c.found.toFixed(0), c.failure === 'none' ? '' : c.failure, String(Math.round(c.ms))])));
const summary = (label: string, group: Case[]) => {
  if (group.length === 0) return;
  const mean = (pick: (c: Case) => number) => group.reduce((sum, c) => sum + pick(c), 0) / group.length;
  const worst = group.reduce((a, b) => (b.direct < a.direct ? b : a));
  const count = (failure: Case['failure']) => group.filter((c) => c.failure === failure).length;
  console.log(`${label}: ${group.length} cases, direct ${percent(mean((c) => c.direct))} mean, ${count('none')} perfect `
    + `(by content ${percent(mean((c) => c.content))}, ${group.filter((c) => c.content === 1).length} perfect; ${group.filter((c) => c.identical > 0).length} cases with identical pieces) `
    + `(lowest ${percent(worst.direct)}: ${worst.photo} ${worst.px} px ${worst.kind}), neighbour ${percent(mean((c) => c.neighbour))}, `
    + `failures ${count('search')} search ${count('measure')} measure (${count('identical')} more only identical pieces exchanged), ${Math.round(mean((c) => c.ms))} ms mean, ${Math.round(Math.max(...group.map((c) => c.ms)))} ms slowest`);
};
const apart = (c: Case) => c.photo === args.apart && c.kind === 'scaled';
console.log(`\n(${args.apart} scaled down, the smoothest crops and the smooth pictures made here: on lines of their own, outside the means)`);
const groups: [string, Case[]][] = [...grids.map(([columns, rows]) => [gridName(columns, rows), cases.filter((c) => c.columns === columns && c.rows === rows)] as [string, Case[]]), ['all', cases]];
for (const [label, group] of groups) {
  summary(label, group.filter((c) => !apart(c) && c.kind !== 'smooth' && c.kind !== 'made'));
  summary(`${label} ${args.apart} scaled`, group.filter(apart));
  summary(`${label} smoothest crops`, group.filter((c) => c.kind === 'smooth'));
  summary(`${label} smooth pictures made here`, group.filter((c) => c.kind === 'made'));
}
if (skipped.length > 0) console.log(`\nskipped (a crop larger than the photo, or a wide grid's photo scaled up): ${skipped.join('; ')}`);

// The hot loop head to head: the same image, both engines, equal costs required.
const grid = Math.max(...list('--grids', args.grids));
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
