// The package as another project gets it: `npm pack`, then `npm install <tarball>` into a fresh
// project in a temporary folder, and there (a) a Node ES module solves a board with `solve`, (b) a
// TypeScript file using the public types compiles with `tsc --noEmit`, (c) esbuild bundles a page
// with `slidepuzzle/browser` and its worker, and the bundle solves a board in Chromium, (d) `npx
// slidepuzzle` runs, without tinybench or cli-progress for the commands that do not use them.
// Every answer is replayed here. npm test builds dist/ first; the tarball is packed from it.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { easiest } from '../../src/engine/bench/korf.js';
import { SKIP_BROWSER_TESTS, launchChromium } from '../helpers/chromium.js';
import { korfInstances } from '../helpers/korf.js';
import { serveStatic } from '../helpers/static-server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const KORF_FIXTURE = join(ROOT, 'test/fixtures/korf100.txt');
/** Korf's easiest instance (42 moves): a real 15-puzzle, solved in well under a second. */
const KORF = formatBoard(easiest(korfInstances(), 1)[0].board);
const WALLED = '3,3,168452=30';
/** The package's entry points, as its exports map names them. */
const SUBPATHS = ['slidepuzzle', 'slidepuzzle/devquiz', 'slidepuzzle/ahc011', 'slidepuzzle/procon', 'slidepuzzle/browser'];
/**
 * What a user gets: nothing in the package but what it needs to run and to type-check. Most of it
 * is the two wasm builds embedded as base64 (boards up to 6x6 and up to 16x16), which hardly
 * compress; the size is printed above each run, and docs/benchmarks.md keeps its history. Raised
 * from 250,000 for Procon's practice arena and its client (`procon serve`, `procon play`: some
 * 29,750 bytes packed), the tarball then 279,871; to 295,000 for the 15-puzzle's 7-8 databases
 * (the compact index, its build, the search and beam compiled for it, `cache --build`: some 10,900
 * bytes), the tarball then 291,899; to 300,000 for the IDA* loop written out two levels a call
 * (some 5,000 bytes), the tarball then 296,861; to 310,000 when the jigsaw's global step (each
 * open cell's surest single piece kept between steps, run from both starts) left only 31 bytes
 * under 300,000; to 320,000 for the engine's placing kernel (its wasm in both builds, its TS twin
 * and the wrapper: some 11,500 bytes), the tarball then 310,783, and 312,620 with its route's bound;
 * to 335,000 for the 24-puzzle's proofs (the 6-6-6-6 databases, the split search on worker
 * threads: some 9,900 bytes), the tarball then 327,628; to 345,000 for Procon's select-and-swap
 * beam as the champion's kurage in full (its features and layers in both wasm builds and the TS
 * twin, the layer schedule, the map of boards seen, the large boards' core: some 10,300 bytes),
 * the tarball then 337,974; to 355,000 for the line tables (their builder in both wasm builds and
 * the TS twin, the placing kernel's play and hold, placing two or three tiles and whole lines by
 * them: some 8,200 bytes), the tarball then 346,165; to 368,000 for the group placement in the
 * placing kernel (in both wasm builds, and its TS twin), AHC011's beam over whole lines and its
 * targets, and solve() on threads with the CLI's proof progress (some 11,800 bytes), the tarball
 * then 357,928; to 380,000 for one proof across machines (`slidepuzzle proof`: its job files,
 * their runs and merge, the small iterations run by split, two recipes) and the jigsaw scored by
 * content (some 11,500 bytes), the tarball then 369,435; to 390,000 for the Procon 25 champion's
 * whale on the select-and-swap beam (its score and two children a board in both wasm builds and
 * the TS twin, its driver as the engine whale's beam) and solve()'s pool of proof threads kept
 * between proofs (some 4,400 bytes), the tarball then 383,040; to 396,000 for the jigsaw's smooth
 * pieces (the planes' seam term at two weights, the placement inside the frame, the second pass on
 * smooth pictures) and the global step's kept places (some 7,600 bytes), the tarball then 390,620.
 */
const PACKAGE_BUDGET_BYTES = 396_000;

let folder: string;
let consumer: string;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  if (result.error) throw result.error;
  return result;
}

function ok(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  const result = run(command, args, cwd, env);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npx slidepuzzle ...` in the consumer; --no: never fetch a package of that name from the registry. */
const slidepuzzle = (args: string[]) => run('npx', ['--no', '--', 'slidepuzzle', ...args], consumer);

const replays = (line: string, moves: string) => {
  const start = parseBoard(line);
  return checkSolution(start, defaultGoal(start), moves) === undefined;
};

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'slidepuzzle-consumer-'));
  // --ignore-scripts: pack what npm test just built, as it is.
  const [packed] = JSON.parse(ok('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], ROOT)) as
    { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
  const tarball = join(folder, packed.filename);
  console.log(`${packed.filename}: ${packed.size} bytes packed, ${packed.unpackedSize} unpacked, ${packed.files.length} files`);
  const paths = packed.files.map((f) => f.path);
  expect(paths).toContain('dist/cli/main.js');
  expect(paths).toContain('dist/browser/worker.js');
  for (const entry of ['engine', 'puzzles/devquiz', 'puzzles/ahc011', 'puzzles/procon', 'browser']) expect(paths).toContain(`dist/${entry}/index.d.ts`);
  expect(paths.filter((p) => /\.(map|wat|wasm|tsbuildinfo)$|^(src|test|build|bench|assembly|web)\/|answers\.txt$/.test(p))).toEqual([]);
  expect(statSync(tarball).size).toBeLessThan(PACKAGE_BUDGET_BYTES);

  consumer = join(folder, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2));
  // Dependencies come from npm's cache (npm ci filled it) or the registry.
  ok('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], consumer);
}, 180_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the packed package, installed in another project', { timeout: 120_000 }, () => {
  it('(a) a Node ES module imports solve from slidepuzzle and solves a board', () => {
    writeFileSync(join(consumer, 'solve.mjs'), `
      import { solve, parseBoard, defaultGoal, checkSolution } from 'slidepuzzle';
      const results = [];
      for (const line of process.argv.slice(2)) {
        const result = await solve(line, { timeLimitMs: 60_000 });
        const start = parseBoard(line);
        results.push({ ...result, check: result.status === 'solved' ? checkSolution(start, defaultGoal(start), result.moves) ?? 'ok' : 'unsolved' });
      }
      console.log(JSON.stringify(results));
    `);
    const results = JSON.parse(ok(process.execPath, ['solve.mjs', KORF, WALLED], consumer)) as { status: string; moves: string; check: string }[];
    expect(results.map((r) => [r.status, r.check])).toEqual([['solved', 'ok'], ['solved', 'ok']]);
    expect(results[0].moves).toHaveLength(easiest(korfInstances(), 1)[0].optimal);
    expect(replays(KORF, results[0].moves) && replays(WALLED, results[1].moves)).toBe(true);
  });

  it('(a2) each subpath imports in Node, with its own names and no internals at the root', () => {
    writeFileSync(join(consumer, 'subpaths.mjs'), `
      const names = {};
      for (const path of ${JSON.stringify(SUBPATHS)}) names[path] = Object.keys(await import(path)).sort();
      console.log(JSON.stringify(names));
    `);
    const names = JSON.parse(ok(process.execPath, ['subpaths.mjs'], consumer)) as Record<string, string[]>;
    for (const [path, list] of Object.entries(names)) console.log(`${path}: ${list.length} names: ${list.join(' ')}`);
    expect(names.slidepuzzle).toEqual(expect.arrayContaining(['solve', 'parseBoard', 'checkSolution', 'createEngine', 'scramble', 'shuffled']));
    // The engine's parts for puzzles, and the puzzles' own names, stay out of the root.
    for (const internal of ['Playing', 'placeLine', 'beamLines', 'searchOptimal', 'createWasmEngine', 'createTsEngine', 'ProgressMeter', 'UP', 'DOWN', 'EMPTY', 'gridDistance', 'startBatch', 'solveTree', 'solveProcon']) {
      expect(names.slidepuzzle, internal).not.toContain(internal);
    }
    // In Node, the "node" condition adds the batch on threads and the photo decoders.
    expect(names['slidepuzzle/devquiz']).toEqual(expect.arrayContaining(['parseProblemFile', 'generateProblemFile', 'verifyAnswers', 'startBatch', 'mergeBatch']));
    expect(names['slidepuzzle/ahc011']).toEqual(expect.arrayContaining(['solveTree', 'parseTreeInput', 'scoreAnswer', 'UP']));
    expect(names['slidepuzzle/procon']).toEqual(expect.arrayContaining(['solveProcon', 'reassemble', 'decodeImage', 'solveProconInThreads']));
    expect(names['slidepuzzle/browser']).toEqual(['createSolver']);
  });

  it('(b) TypeScript using the public types compiles (module resolution NodeNext and bundler, no @types/node)', () => {
    writeFileSync(join(consumer, 'use.ts'), `
      import { solve, parseBoard, formatBoard, checkSolution, defaultGoal, DEFAULT_PORTFOLIO,
        type Board, type SolveOptions, type SolveResult, type PortfolioOptions } from 'slidepuzzle';
      import { createSolver, type Solver, type SolveResult as BrowserResult } from 'slidepuzzle/browser';
      import { formatProblemFile, generateProblemFile, parseProblemFile, type ProblemFile } from 'slidepuzzle/devquiz';
      import { solveTree, parseTreeInput, type TreeInput, type TreeSolveResult } from 'slidepuzzle/ahc011';
      import { solveProcon, reassemble, type ProconProblem, type ProconSolveResult } from 'slidepuzzle/procon';

      const file: ProblemFile = parseProblemFile(formatProblemFile(generateProblemFile({ count: 2 })));
      export const jigsaw: typeof reassemble = reassemble;
      export async function puzzles(input: TreeInput, problem: ProconProblem): Promise<[TreeSolveResult, ProconSolveResult, number]> {
        return [await solveTree(input), await solveProcon(problem), file.problems.length + parseTreeInput('3 54\\ncd9\\naaa\\n220\\n').n];
      }

      const portfolio: Partial<PortfolioOptions> = { plannedMs: DEFAULT_PORTFOLIO.plannedMs };
      const options: SolveOptions = { timeLimitMs: 1000, engine: 'wasm', heuristic: 'auto', portfolio, signal: new AbortController().signal };
      const board: Board = parseBoard('${WALLED}');
      export async function main(): Promise<string> {
        const result: SolveResult = await solve(board, options);
        if (result.status === 'solved') {
          const moves: string = result.moves;
          const optimal: boolean = result.optimal;
          return checkSolution(board, defaultGoal(board), moves) ?? (optimal ? moves : formatBoard(board));
        }
        // @ts-expect-error: only a solved result has moves
        return result.moves;
      }
      export function page(): Promise<BrowserResult> {
        const solver: Solver = createSolver();
        return solver.solve('${WALLED}', { onProgress: ({ nodes, elapsedMs }) => console.log(nodes + elapsedMs) });
      }
      // @ts-expect-error: the engine is 'wasm' or 'ts'
      export const wrong: SolveOptions = { engine: 'c' };
    `);
    // Node resolves the "node" condition: the batch on threads and the photo decoders are there.
    writeFileSync(join(consumer, 'use-node.ts'), `
      import { startBatch } from 'slidepuzzle/devquiz';
      import { decodeImage, solveProconInThreads } from 'slidepuzzle/procon';
      export const node: [typeof startBatch, typeof decodeImage, typeof solveProconInThreads] = [startBatch, decodeImage, solveProconInThreads];
    `);
    const compilerOptions = { target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], strict: true, noEmit: true, skipLibCheck: false };
    for (const [module, moduleResolution, files] of [['NodeNext', 'NodeNext', ['use.ts', 'use-node.ts']], ['ESNext', 'Bundler', ['use.ts']]] as const) {
      const config = `tsconfig.${moduleResolution.toLowerCase()}.json`;
      writeFileSync(join(consumer, config), JSON.stringify({ compilerOptions: { ...compilerOptions, module, moduleResolution }, files }));
      const result = run(process.execPath, [TSC, '-p', config], consumer);
      expect(`${result.stdout}${result.stderr}`, moduleResolution).toBe('');
      expect(result.status).toBe(0);
    }
  });

  describe('(c) a page bundled by esbuild with slidepuzzle/browser and its worker', () => {
    let site: string;

    it('bundles, the worker as worker.js beside the page script, with no Node modules in either', async () => {
      writeFileSync(join(consumer, 'page.js'), `
        import { createSolver } from 'slidepuzzle/browser';
        window.solveHere = async (line) => {
          const solver = createSolver();
          let progress = 0;
          try {
            const result = await solver.solve(line, { timeLimitMs: 60_000, onProgress: () => progress++ });
            return { ...result, progress };
          } finally {
            solver.terminate();
          }
        };
        document.body.dataset.ready = 'true';
      `);
      site = join(consumer, 'site');
      // createSolver() finds its worker at new URL('./worker.js', import.meta.url): beside main.js.
      await build({
        absWorkingDir: consumer,
        entryPoints: { main: 'page.js', worker: 'slidepuzzle/browser/worker' },
        outdir: 'site',
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        logLevel: 'silent',
      });
      writeFileSync(join(site, 'index.html'), '<!doctype html><title>consumer</title><script type="module" src="main.js"></script>');
      for (const file of ['main.js', 'worker.js']) {
        const text = readFileSync(join(site, file), 'utf8');
        expect(text, file).not.toMatch(/(from|import|require)\s*\(?\s*["']node:/);
        console.log(`consumer bundle ${file}: ${text.length} bytes`);
      }
    });

    it.skipIf(SKIP_BROWSER_TESTS)('the bundle solves boards in Chromium, and the answers replay', async () => {
      expect(existsSync(join(site, 'worker.js'))).toBe(true);
      const server = await serveStatic(site);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(server.url);
        await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
        for (const line of [KORF, WALLED]) {
          const result = await page.evaluate(`window.solveHere(${JSON.stringify(line)})`) as { status: string; moves: string; progress: number };
          expect(result.status, line).toBe('solved');
          expect(replays(line, result.moves), line).toBe(true);
        }
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
        await server.close();
      }
    });
  });

  it('(d) npx slidepuzzle runs its commands, and --help and solve need neither tinybench nor cli-progress', () => {
    const help = slidepuzzle(['--help']);
    expect(help.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    expect(help.stdout).toMatch(/^Usage: slidepuzzle/);
    expect(help.status).toBe(0);

    const solved = slidepuzzle(['solve', WALLED, '--json']);
    expect(solved.status).toBe(0);
    expect(replays(WALLED, JSON.parse(solved.stdout).moves)).toBe(true);

    const bench = slidepuzzle(['bench', '--korf', KORF_FIXTURE, '--count', '1', '--iterations', '1', '--json']);
    expect(bench.status, bench.stderr).toBe(0);
    expect(JSON.parse(bench.stdout)[0]).toMatchObject({ name: expect.stringMatching(/^korf /) });
    expect(slidepuzzle(['cache', '--info'])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^folder: .*\nfiles: \d+ /) });
    const noData = slidepuzzle(['bench']);
    expect(noData.status).toBe(2);
    expect(noData.stderr.replace(/^npm warn.*\n/gm, '').trim().split('\n')).toHaveLength(1);

    // The commands load what only batch and bench use when those run.
    const modules = join(consumer, 'node_modules');
    const hidden = ['tinybench', 'cli-progress'].filter((name) => existsSync(join(modules, name)));
    for (const name of hidden) renameSync(join(modules, name), join(modules, `${name}.hidden`));
    try {
      expect(slidepuzzle(['--help']).status).toBe(0);
      expect(slidepuzzle(['solve', WALLED]).stdout.trim()).toMatch(/^[LRUD]+$/);
    } finally {
      for (const name of hidden) renameSync(join(modules, `${name}.hidden`), join(modules, name));
    }
  });
});
