// The problem image and the jigsaw: the official PPM read strictly and written back, photos
// decoded, pictures made here (smooth and textured) reassembled exactly, and the whole way from a
// photo to a valid answer through the CLI.
import { readFileSync, writeFileSync } from 'node:fs';
import { encode as encodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  type ProblemImage, type RgbImage, checkProblemImage, contentAccuracy, formatProblemPpm, generateProconProblem, jigsawAccuracy, parseProblemPpm, parseProconAnswer, parseProconProblem,
  readPpm, reassemble, rearrange, scoreProconAnswer,
} from '../../../src/puzzles/procon/index.js';
import { decodeImage } from '../../../src/puzzles/procon/node.js';
import { largestCluster } from '../../../src/puzzles/procon/jigsaw/clusters.js';
import { dissimilarities } from '../../../src/puzzles/procon/jigsaw/compatibility.js';
import { Fit } from '../../../src/puzzles/procon/jigsaw/fit.js';
import { shiftStrips } from '../../../src/puzzles/procon/jigsaw/strips.js';
import { cli } from '../../helpers/cli.js';
import { picture } from '../../helpers/picture.js';
import { scratch } from '../../helpers/batch-files.js';

const bytes = (text: string, pixels: number) => new Uint8Array([...Buffer.from(text, 'latin1'), ...new Uint8Array(pixels)]);

describe('the problem image (P6)', () => {
  it('round-trips: written with its header comments, read back the same', () => {
    const image = picture(96, 64);
    const problem = { columns: 6, rows: 4, selectLimit: 5, selectCost: 30, swapCost: 7, image };
    const written = formatProblemPpm(problem);
    expect(Buffer.from(written.subarray(0, 30)).toString('latin1')).toBe('P6\n# 6 4\n# 5\n# 30 7\n96 64\n255\n');
    expect(parseProblemPpm(written)).toEqual(problem);
    // Pieces need not be square: 6 x 4 pieces of 16 x 16 read as 96 x 64; 3 x 2 of 32 x 32 too.
    expect(parseProblemPpm(formatProblemPpm({ ...problem, columns: 3, rows: 2 })).columns).toBe(3);
  });

  it.each([
    ['not P6', bytes('P3\n# 2 2\n# 1\n# 1 1\n32 32\n255\n', 3072), /must start with P6/],
    ['no comments', bytes('P6\n32 32\n255\n', 3072), /header comment 1 is missing/],
    ['a grid comment of one number', bytes('P6\n# 2\n# 1\n# 1 1\n32 32\n255\n', 3072), /header comment 1: expected # <columns> <rows>, got # 2/],
    ['a missing cost', bytes('P6\n# 2 2\n# 1\n# 1\n32 32\n255\n', 3072), /header comment 3: expected # <select cost> <swap cost>/],
    ['a grid of 17', bytes('P6\n# 17 2\n# 1\n# 1 1\n272 32\n255\n', 272 * 32 * 3), /columns 17 is out of range/],
    ['sizes the grid does not divide', bytes('P6\n# 3 2\n# 1\n# 1 1\n50 32\n255\n', 50 * 32 * 3), /50 x 32 pixels do not divide into 3 x 2 pieces/],
    ['pieces of 8 px', bytes('P6\n# 2 2\n# 1\n# 1 1\n16 16\n255\n', 768), /pieces of 8 x 8 px are outside 16 to 128 px/],
    // Under the reassembly's 7 px too: still the contest's reason, not the general check's.
    ['pieces of 6 px', bytes('P6\n# 2 2\n# 1\n# 1 1\n12 12\n255\n', 432), /^pieces of 6 x 6 px are outside 16 to 128 px$/],
    ['a maximum of 65535', bytes('P6\n# 2 2\n# 1\n# 1 1\n32 32\n65535\n', 6144), /maximum value must be 255/],
    ['a truncated file', bytes('P6\n# 2 2\n# 1\n# 1 1\n32 32\n255\n', 3000), /truncated: 32 x 32 pixels need 3072 bytes, found 3000/],
    ['a header cut short', bytes('P6\n# 2 2\n# 1\n# 1 1\n32', 0), /the header ends after 2 of its 4 fields/],
    ['a zero cost', bytes('P6\n# 2 2\n# 1\n# 0 1\n32 32\n255\n', 3072), /at least 1/],
  ])('refuses %s', (_kind, file, message) => {
    expect(() => parseProblemPpm(file)).toThrow(message);
  });

  it('reads photos in P6 with comments anywhere in the header', () => {
    const image = readPpm(bytes('P6 # a photo\n2 # wide\n1\n255\n', 6));
    expect(image).toEqual({ width: 2, height: 1, data: new Uint8Array(6) });
  });
});

describe('photos', () => {
  it('decodes PNG (RGB, RGBA and grey), JPEG and PPM to RGB, and refuses anything else', () => {
    const image = picture(40, 30);
    expect(decodeImage(encodePng({ width: 40, height: 30, data: image.data, channels: 3 }))).toEqual(image);
    const rgba = new Uint8Array(40 * 30 * 4).map((_, i) => (i % 4 === 3 ? 255 : image.data[(i >> 2) * 3 + (i % 4)]));
    expect(decodeImage(encodePng({ width: 40, height: 30, data: rgba, channels: 4 }))).toEqual(image);
    const grey = new Uint8Array(40 * 30).map((_, i) => image.data[i * 3]);
    expect(decodeImage(encodePng({ width: 40, height: 30, data: grey, channels: 1 })).data.subarray(0, 6)).toEqual(new Uint8Array([grey[0], grey[0], grey[0], grey[1], grey[1], grey[1]]));
    // JPEG is lossy: every sample within a few levels of the original.
    const rgbaJpeg = jpeg.encode({ width: 40, height: 30, data: Buffer.from(rgba) }, 100).data;
    const decoded = decodeImage(new Uint8Array(rgbaJpeg));
    expect(decoded.width).toBe(40);
    expect(Math.max(...decoded.data.map((value, i) => Math.abs(value - image.data[i])))).toBeLessThan(40);
    expect(() => decodeImage(new Uint8Array([1, 2, 3, 4]))).toThrow(/not a PNG, JPEG or binary PPM/);
  });
});

describe('seam costs', () => {
  it.each([[8, 8, 16, 16], [6, 4, 20, 12]])('are the same from wasm and its TS twin (%ix%i, %ix%i px pieces)', (columns, rows, pw, ph) => {
    const image = picture(columns * pw, rows * ph, 5);
    const [wasm, ts] = [dissimilarities(image, columns, rows, 'wasm'), dissimilarities(image, columns, rows, 'ts')];
    expect(wasm.count).toBe(columns * rows);
    expect([...wasm.right]).toEqual([...ts.right]);
    expect([...wasm.down]).toEqual([...ts.down]);
    // A piece beside itself is never a candidate; the true right neighbour of piece 0 costs little.
    expect(wasm.right[0]).toBe(Infinity);
    const row = wasm.right.subarray(0, columns * rows);
    expect(row[1]).toBe(Math.min(...row));
  });
});

describe('jigsaw reassembly', () => {
  it.each([[8, 8, 16, 16], [6, 4, 20, 16], [12, 12, 16, 16]])('puts a %ix%i picture of %ix%i px pieces back exactly', (columns, rows, pw, ph) => {
    const image = picture(columns * pw, rows * ph, columns);
    const key = generateProconProblem({ width: columns, height: rows, selectLimit: 4, selectCost: 10, swapCost: 1, seed: 3 });
    const found = reassemble({ columns, rows, selectLimit: 4, selectCost: 10, swapCost: 1, image: rearrange(image, columns, rows, key.pieces) });
    if (found.status !== 'solved') throw new Error(`not solved: ${found.reason}`);
    expect(found.ms).toBeGreaterThanOrEqual(0);
    expect(found.problem).toMatchObject({ width: columns, height: rows, selectLimit: 4, selectCost: 10, swapCost: 1 });
    expect(jigsawAccuracy(found.problem.pieces, key.pieces, columns, rows)).toEqual({ direct: 1, neighbour: 1 });
    expect([...found.problem.pieces]).toEqual([...key.pieces]);
  });

  it('offers the other starts\' arrangements as alternatives: permutations, each unlike the one found and the others', () => {
    const [columns, rows] = [6, 5];
    const key = generateProconProblem({ width: columns, height: rows, selectLimit: 3, selectCost: 10, swapCost: 1, seed: 8 });
    // Flat grey under grain of 17 levels: the seams carry little, and here the two starts end apart.
    // (Finer grain, 5 levels, leaves the pieces smooth enough for the planes' term to join the
    // starts on this instance: smooth-seams.ts.)
    const flat = picture(columns * 16, rows * 16, 3);
    flat.data.forEach((value, at) => { flat.data[at] = 128 + (value % 17); });
    const found = reassemble({ columns, rows, selectLimit: 3, selectCost: 10, swapCost: 1, image: rearrange(flat, columns, rows, key.pieces) });
    if (found.status !== 'solved') throw new Error(`not solved: ${found.reason}`);
    expect(found.alternatives.length).toBeGreaterThan(0);
    const all = [found.problem, ...found.alternatives].map((board) => [...board.pieces].join());
    expect(new Set(all).size).toBe(all.length);
    for (const board of found.alternatives) {
      expect(board).toMatchObject({ width: columns, height: rows, selectLimit: 3, selectCost: 10, swapCost: 1 });
      expect([...board.pieces].sort((a, b) => a - b)).toEqual(Array.from({ length: columns * rows }, (_, cell) => cell));
    }
  });

  it('takes the image\'s P6 bytes too, with the same permutation as the object', () => {
    const [columns, rows] = [6, 4];
    const key = generateProconProblem({ width: columns, height: rows, selectLimit: 3, selectCost: 10, swapCost: 1, seed: 5 });
    const problem = { columns, rows, selectLimit: 3, selectCost: 10, swapCost: 1, image: rearrange(picture(96, 64, 6), columns, rows, key.pieces) };
    const [fromBytes, fromObject] = [reassemble(formatProblemPpm(problem)), reassemble(problem)];
    if (fromBytes.status !== 'solved' || fromObject.status !== 'solved') throw new Error('not solved');
    expect(fromBytes.problem).toEqual(fromObject.problem);
  });

  it('invalid: a bad image, as bytes or as an object, is a result with the reader\'s reason, never a throw', () => {
    const reason = (file: Uint8Array) => { try { parseProblemPpm(file); } catch (error) { return (error as Error).message; } throw new Error('a good image'); };
    for (const file of [bytes('P6\n32 32\n255\n', 3072), bytes('P6\n# 2 2\n# 1\n# 1 1\n32 32\n255\n', 3000), new Uint8Array()]) {
      expect(reassemble(file)).toEqual({ status: 'invalid', reason: reason(file) });
    }
    // An object is checked as the bytes are, with the same reasons, and for its own faults.
    const good = { columns: 2, rows: 2, selectLimit: 1, selectCost: 1, swapCost: 1, image: picture(32, 32) };
    for (const bad of [{ ...good, image: picture(33, 32) }, { ...good, swapCost: 0 }]) {
      expect(reassemble(bad)).toEqual({ status: 'invalid', reason: reason(formatProblemPpm(bad)) });
    }
    expect(reassemble({ ...good, rows: 2.5 })).toEqual({ status: 'invalid', reason: 'rows must be a whole number, got 2.5' });
    expect(reassemble(null as unknown as ProblemImage)).toEqual({ status: 'invalid', reason: 'not a problem image: null' });
    expect(reassemble({ ...good, image: { ...good.image, data: good.image.data.subarray(0, 100) } }))
      .toEqual({ status: 'invalid', reason: 'truncated: 32 x 32 pixels need 3072 bytes, found 100' });
  });

  it('takes grids of 2 to 64 a side, 1,024 pieces at most, of 7 px and up; the contest\'s image keeps 2 to 16 and 16 to 128 px', () => {
    const problem = (columns: number, rows: number, pw: number, ph: number) =>
      ({ columns, rows, selectLimit: 1, selectCost: 1, swapCost: 1, image: picture(columns * pw, rows * ph) });
    const reason = (input: ProblemImage | Uint8Array) => { const result = reassemble(input); return result.status === 'invalid' ? result.reason : result.status; };
    expect(reason(problem(65, 2, 7, 7))).toBe('columns 65 is out of range (2 to 64)');
    expect(reason(problem(2, 65, 7, 7))).toBe('rows 65 is out of range (2 to 64)');
    expect(reason(problem(64, 17, 7, 7))).toBe('64 x 17 is 1088 pieces, more than 1024');
    expect(reason(problem(3, 2, 6, 9))).toBe('pieces of 6 x 9 px are under 7 px');
    expect(reason(problem(3, 2, 9, 6))).toBe('pieces of 9 x 6 px are under 7 px');
    // The largest grid taken, checked only: its reassembly would take seconds.
    const largest = problem(64, 16, 7, 7);
    expect(checkProblemImage(largest)).toBe(largest);
    // The same pictures as problem images: the contest's limits, in its parser only.
    expect(reason(formatProblemPpm(problem(17, 2, 16, 16)))).toBe('columns 17 is out of range (2 to 16)');
    expect(reason(problem(17, 2, 16, 16))).toBe('solved');
    expect(reason(formatProblemPpm(problem(2, 2, 8, 8)))).toBe('pieces of 8 x 8 px are outside 16 to 128 px');
    expect(reason(problem(2, 2, 8, 8))).toBe('solved');
  });

  it.each([[24, 18, 16, 16], [20, 5, 12, 9], [10, 10, 7, 7]])('puts a %ix%i picture of %ix%i px pieces back exactly, past the contest\'s limits', (columns, rows, pw, ph) => {
    const image = picture(columns * pw, rows * ph, columns + rows);
    const key = generateProconProblem({ width: columns, height: rows, selectLimit: 4, selectCost: 10, swapCost: 1, seed: 4 });
    const found = reassemble({ columns, rows, selectLimit: 4, selectCost: 10, swapCost: 1, image: rearrange(image, columns, rows, key.pieces) });
    if (found.status !== 'solved') throw new Error(`not solved: ${found.reason}`);
    expect(found.problem).toMatchObject({ width: columns, height: rows });
    expect([...found.problem.pieces]).toEqual([...key.pieces]);
  });

  it('joins best buddies into clusters at their true places, never past the frame nor two pieces on one place', () => {
    // Unshuffled, piece i is cell i: every piece of a clear picture joins, each at its true offset.
    const [columns, rows] = [8, 6];
    const fit = new Fit(dissimilarities(picture(columns * 16, rows * 16, 7), columns, rows));
    const whole = largestCluster(fit, columns, rows);
    expect(whole).toHaveLength(columns * rows);
    const offsets = (cluster: typeof whole) => new Set(cluster.map(({ piece, x, y }) => `${x - (piece % columns)},${y - Math.floor(piece / columns)}`)).size;
    expect(offsets(whole)).toBe(1);
    // In a frame two columns narrower the picture cannot join whole: the cluster fits the frame.
    const narrow = largestCluster(fit, columns - 2, rows);
    const xs = narrow.map(({ x }) => x), ys = narrow.map(({ y }) => y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(columns - 2);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(rows);
    expect(new Set(narrow.map(({ x, y }) => `${x},${y}`)).size).toBe(narrow.length);
    expect(narrow.length).toBeGreaterThanOrEqual((columns - 2) * rows);
    expect(offsets(narrow)).toBe(1);
  });

  it('never joins a cluster where two pieces would share a place', () => {
    // Five pieces, hand-made costs (100 unless set): 0 1 / 2 3 side by side at cost 1, and 4 the
    // best buddy below 1 at cost 2, which would put it where 3 is. 4 stays out.
    const n = 5;
    const right = new Float32Array(n * n).fill(100), down = new Float32Array(n * n).fill(100);
    for (let p = 0; p < n; p++) right[p * n + p] = down[p * n + p] = Infinity;
    right[0 * n + 1] = 1; down[0 * n + 2] = 1; right[2 * n + 3] = 1; down[1 * n + 4] = 2;
    const fit = new Fit({ count: n, right, down });
    expect(fit.buddies(1, 4, 2)).toBe(true);
    const cluster = largestCluster(fit, 3, 3);
    expect(cluster.map(({ piece }) => piece).sort()).toEqual([0, 1, 2, 3]);
    const place = (piece: number) => cluster.find((placed) => placed.piece === piece)!;
    expect([place(3).x - place(0).x, place(3).y - place(0).y]).toEqual([1, 1]);
  });

  it('shifts a strip one cell off back along itself and swaps home the piece it pushed out', () => {
    // Unshuffled, piece i belongs in cell i. Column 2's rows 1 to 5 slid one row down, and the
    // piece of row 5 swapped with the one of cell 0 (cell 0 holds the piece of row 5, column 2).
    const [columns, rows] = [8, 6];
    const fit = new Fit(dissimilarities(picture(columns * 16, rows * 16, 9), columns, rows));
    const arrangement = Int32Array.from({ length: columns * rows }, (_, cell) => cell);
    const strip = [1, 2, 3, 4, 5].map((y) => y * columns + 2);
    const pushed = arrangement[strip[4]];
    for (let i = 4; i > 0; i--) arrangement[strip[i]] = arrangement[strip[i - 1]];
    arrangement[strip[0]] = arrangement[0];
    arrangement[0] = pushed;
    // One move: the strip back up, and the piece it pushed out to the bottom swapped with cell 0's.
    expect(shiftStrips(fit, arrangement, columns, rows, 1)).toBe(true);
    expect([...arrangement]).toEqual(Array.from({ length: columns * rows }, (_, cell) => cell));
    // At the true picture no move lowers the energy.
    expect(shiftStrips(fit, arrangement, columns, rows)).toBe(false);
  });

  it('scores accuracy as the contest did: a picture one column off is 0 direct, most neighbours right', () => {
    // 4 x 2: the reassembly put every piece one column to the right, wrapping the last column round.
    const key = Uint16Array.from({ length: 8 }, (_, cell) => cell);
    const found = key.map((target) => Math.floor(target / 4) * 4 + ((target + 1) % 4));
    const { direct, neighbour } = jigsawAccuracy(found, key, 4, 2);
    expect(direct).toBe(0);
    // 10 neighbour pairs: the 2 across the wrap are broken, the other 8 kept.
    expect(neighbour).toBeCloseTo(8 / 10);
  });

  it('scores by content: pixel-identical pieces exchanged count as home, and are counted', () => {
    // 4 x 2 pieces of 4 px, the identity key; cells 1, 2 and 6 flat black, the rest grained.
    const image = picture(16, 8, 5);
    for (const cell of [1, 2, 6]) {
      const x = (cell % 4) * 4, y = Math.floor(cell / 4) * 4;
      for (let row = 0; row < 4; row++) image.data.fill(0, ((y + row) * 16 + x) * 3, ((y + row) * 16 + x + 4) * 3);
    }
    const key = Uint16Array.from({ length: 8 }, (_, cell) => cell);
    const exchange = (a: number, b: number) => key.map((target) => (target === a ? b : target === b ? a : target));
    expect(contentAccuracy(image, key, key, 4, 2)).toEqual({ direct: 1, identical: 3, groups: 1 });
    // Two black pieces exchanged: wrong by id, right by content.
    expect(jigsawAccuracy(exchange(1, 6), key, 4, 2).direct).toBe(6 / 8);
    expect(contentAccuracy(image, exchange(1, 6), key, 4, 2).direct).toBe(1);
    // A black piece and a grained one exchanged: wrong both ways.
    expect(contentAccuracy(image, exchange(2, 3), key, 4, 2).direct).toBe(6 / 8);
  });
});

describe('slidepuzzle procon on a photo', () => {
  it('makes a problem image from a PNG, reassembles it, and answers it validly against the key', () => {
    const at = scratch();
    const image = picture(200, 150);
    writeFileSync(at('photo.png'), encodePng({ width: 200, height: 150, data: image.data, channels: 3 }));
    const made = cli(['procon', 'generate', '--image', at('photo.png'), '--grid', '6x5', '--piece-size', '16', '--limit', '4', '--costs', '10,2', '--seed', '2', '-o', at('p.ppm'), '--key', at('k.txt')]);
    expect(made.code).toBe(0);
    const problem = parseProblemPpm(new Uint8Array(readFileSync(at('p.ppm'))));
    expect([problem.columns, problem.rows, problem.image.width, problem.image.height]).toEqual([6, 5, 96, 80]);
    const permutation = cli(['procon', at('p.ppm'), '--permutation']);
    expect(permutation.stdout).toBe(readFileSync(at('k.txt'), 'utf8'));
    const solved = cli(['procon', at('p.ppm'), '--key', at('k.txt'), '--json', '--time-limit', '4']);
    expect(solved.code).toBe(0);
    const json = JSON.parse(solved.stdout);
    expect(json.reassembly).toMatchObject({ direct: 1, neighbour: 1 });
    expect(json.ms).toBeLessThan(5000);
    const key = parseProconProblem(readFileSync(at('k.txt'), 'utf8'));
    expect(scoreProconAnswer(key, parseProconAnswer(key, json.answer))).toMatchObject({ misplaced: 0, cost: json.cost });
  });

  it.each([
    ['a photo that is not one', ['generate', '--image', 'K', '--grid', '2x2', '--limit', '1', '--costs', '1,1', '-o', 'OUT'], /not a PNG, JPEG or binary PPM/],
    ['--image without --grid', ['generate', '--image', 'PNG', '--limit', '1', '--costs', '1,1', '-o', 'OUT'], /--image needs --grid/],
    ['--image without -o', ['generate', '--image', 'PNG', '--grid', '2x2', '--limit', '1', '--costs', '1,1'], /give -o FILE/],
    ['pieces too small', ['generate', '--image', 'PNG', '--grid', '16x16', '--limit', '1', '--costs', '1,1', '-o', 'OUT'], /pieces of 12 x 9 px, outside 16 to 128: give --piece-size/],
    ['a crop past the photo', ['generate', '--image', 'PNG', '--grid', '16x16', '--piece-size', '32', '--crop', '--limit', '1', '--costs', '1,1', '-o', 'OUT'], /a 512 x 512 crop does not fit in 200 x 150/],
    ['a bad problem image', ['BAD'], /bad\.ppm: header comment 1 is missing/],
    ['--key on a practice board', ['K', '--key', 'K'], /--key is for problem images/],
  ])('exits 2 with one line on %s', (_kind, args, message) => {
    const at = scratch({ 'k.txt': '2 2 1 1 1\n00 01\n10 11\n' });
    writeFileSync(at('photo.png'), encodePng({ width: 200, height: 150, data: picture(200, 150).data, channels: 3 }));
    writeFileSync(at('bad.ppm'), bytes('P6\n32 32\n255\n', 3072));
    const files: Record<string, string> = { K: at('k.txt'), PNG: at('photo.png'), OUT: at('out.ppm'), BAD: at('bad.ppm') };
    const run = cli(['procon', ...args.map((arg) => files[arg] ?? arg)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
