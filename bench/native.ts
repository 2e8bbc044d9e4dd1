// The IDA* loop against its C twin (bench/native/ida.c): the same searches, optimal, distance
// table only (`--heuristic manhattan`), on Korf's instances that take 4 M to 40 M nodes in Korf's
// count. Rows: the wasm engine, the TS twin, the C twin built by the system's C compiler
// (-O3 -march=native) and, where clang has the wasm32 target, the same C built to wasm and run
// here, which shows what WebAssembly itself costs. Every row must report the same nodes. Beside
// them, where it is found, the reference C IDA* (../shared/ref/idaw.c: a byte board, a byte
// distance table, each child tested against the bound before its move) is built and run on the
// same instances: the speed to beat for the same search. It counts nodes its own way, so only the
// optimal lengths must agree; it is never copied into the package.
// With --korf24, the 24-puzzle's loop instead (bench/native-patterns.ts): the 6-6-6-6 lookups from
// the disk cache in the wasm engine and in C, on Korf & Felner's instances, the same nodes.
//
//   npm run bench:native -- [--ids 2,5,6,8,13,16,18,20] [--iterations 3] [--korf FILE] [--reference FILE] [--json]
//   npm run bench:native -- --korf24 [--ids 40,38,44] [--node-limit N] [--korf FILE] [--json]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchArgs, fail, readData, wholeNumber } from './args.js';
import { DEFAULT_KORF24_FILE, DEFAULT_KORF_FILE, parseKorfFile } from '../src/engine/bench/korf.js';
import { patternRows } from './native-patterns.js';
import { formatBoard } from '../src/engine/board/board.js';
import { defaultGoal } from '../src/engine/board/goal.js';
import { createEngine } from '../src/engine/search/create-engine.js';
import type { SearchProblem } from '../src/engine/search/engine.js';
import { optimalProblem } from '../src/engine/strategy/optimal.js';
import { runToEnd } from '../src/engine/strategy/run-search.js';

const NAME = 'bench:native';
const values = benchArgs(NAME, `
IDA* with the distance table: the wasm engine, its TS twin and the same loop in C (native, and
built to wasm by clang where it can), on the same Korf instances, with equal node counts.

Usage: npm run bench:native -- [options]
  --ids LIST        comma-separated instance ids (default 2,5,6,8,13,16,18,20: 4 M to 40 M nodes)
  --iterations N    timed runs per row and instance; the median counts (default 3)
  --korf FILE       Korf's instances (default ${DEFAULT_KORF_FILE})
  --reference FILE  the reference C IDA* to race, when the file is there (default ../shared/ref/idaw.c)
  --korf24          the 24-puzzle's loop under its 6-6-6-6 databases (\`slidepuzzle cache --build 24\`
                    first), wasm against C, once each (default ids 40,38,44; --korf defaults to
                    ${DEFAULT_KORF24_FILE})
  --node-limit N    with --korf24, stop each search after N nodes (a rate, not a proof)
  --json            the rows as JSON
  -h, --help        this text
`, {
  korf24: { type: 'boolean', default: false },
  'node-limit': { type: 'string' },
  ids: { type: 'string' },
  iterations: { type: 'string', default: '3' },
  korf: { type: 'string' },
  reference: { type: 'string', default: fileURLToPath(new URL('../../../../shared/ref/idaw.c', import.meta.url)) },
  json: { type: 'boolean', default: false },
});
const iterations = wholeNumber(NAME, '--iterations', values.iterations);
const ids = (values.ids ?? (values.korf24 ? '40,38,44' : '2,5,6,8,13,16,18,20')).split(',').map(Number);
const korfFile = values.korf ?? (values.korf24 ? DEFAULT_KORF24_FILE : DEFAULT_KORF_FILE);
const all = parseKorfFile(readData(NAME, korfFile, "Korf's instances", '--korf'), values.korf24 ? 25 : 16);
const instances = ids.map((id) => all.find((k) => k.id === id) ?? fail(NAME, `no instance with id ${id} in ${korfFile}`));
if (values['node-limit'] !== undefined && !values.korf24) fail(NAME, '--node-limit goes with --korf24');
const problems = values.korf24 ? [] : instances.map((k) => optimalProblem(k.board, defaultGoal(k.board), 'manhattan'));

interface Run { readonly nodes: number; readonly length: number; readonly ms: number }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const timed = (solve: () => { nodes: number; length: number }): Run => {
  let last = { nodes: 0, length: 0 };
  const times = Array.from({ length: iterations }, () => {
    const started = performance.now();
    last = solve();
    return performance.now() - started;
  });
  return { ...last, ms: median(times) };
};

const OUT = new URL('../../native/', import.meta.url); // build/native/
mkdirSync(OUT, { recursive: true });
const SOURCE = new URL('../../../bench/native/', import.meta.url);
const which = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** The C twin, native: compiled here, run on a problems file. Undefined, with a note, without a compiler. */
function nativeRuns(): Run[] | undefined {
  const compiler = ['cc', 'gcc', 'clang'].find(which);
  if (!compiler) {
    console.error(`${NAME}: no C compiler (cc, gcc or clang) on the PATH: the C row is skipped`);
    return undefined;
  }
  const binary = new URL('ida', OUT).pathname;
  execFileSync(compiler, ['-O3', '-march=native', '-o', binary, new URL('main.c', SOURCE).pathname, new URL('ida.c', SOURCE).pathname]);
  const file = new URL('problems.bin', OUT).pathname;
  const parts = [new Uint8Array(Uint32Array.of(problems.length).buffer)];
  for (const p of problems) parts.push(new Uint8Array(Uint16Array.from(p.board).buffer), new Uint8Array(Uint16Array.from(p.table).buffer));
  writeFileSync(file, Buffer.concat(parts));
  return execFileSync(binary, [file, String(iterations)], { encoding: 'utf8' }).trim().split('\n').map((line) => JSON.parse(line) as Run);
}

/** The C twin built to wasm32 by clang and run in this process, or undefined with a note. */
function clangWasmRuns(): Run[] | undefined {
  if (!which('clang') || !which('wasm-ld')) {
    console.error(`${NAME}: no clang with wasm-ld (Debian: apt-get install clang lld): the C-to-wasm row is skipped`);
    return undefined;
  }
  const wasm = new URL('ida.wasm', OUT).pathname;
  execFileSync('clang', ['--target=wasm32', '-O3', '-nostdlib', '-Wl,--no-entry', '-o', wasm, new URL('ida.c', SOURCE).pathname]);
  const c = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasm))).exports as Record<string, CallableFunction> & { memory: WebAssembly.Memory };
  return problems.map((p: SearchProblem) => {
    new Uint16Array(c.memory.buffer, c.ida_table(), p.table.length).set(p.table);
    return timed(() => {
      new Uint16Array(c.memory.buffer, c.ida_board(), p.board.length).set(p.board);
      const length = c.ida_solve(4095) as number;
      return { length, nodes: c.ida_nodes() as number };
    });
  });
}

/**
 * The reference C IDA*, built here and run `iterations` times over the instances' lines (it reads
 * `W,H,CELLS` lines and prints `length expanded seconds moves` for each, timing itself); the median
 * time per instance counts. Undefined, with a note, without the file or a compiler.
 */
function referenceRuns(): Run[] | undefined {
  const compiler = ['cc', 'gcc', 'clang'].find(which);
  if (!existsSync(values.reference) || !compiler) {
    console.error(`${NAME}: ${compiler ? `no reference at ${values.reference} (pass --reference FILE)` : 'no C compiler'}: the reference row is skipped`);
    return undefined;
  }
  const binary = new URL('idaw', OUT).pathname;
  execFileSync(compiler, ['-O3', '-march=native', '-o', binary, values.reference]);
  const lines = instances.map((k) => formatBoard(k.board)).join('\n') + '\n';
  const passes = Array.from({ length: iterations }, () => execFileSync(binary, { input: lines, encoding: 'utf8' }).trim().split('\n').map((line) => {
    const [length, nodes, seconds] = line.split(' ').map(Number);
    return { length, nodes, ms: seconds * 1000 };
  }));
  return instances.map((_, i) => ({ ...passes[0][i], ms: median(passes.map((pass) => pass[i].ms)) }));
}

const engineRuns = (name: 'wasm' | 'ts') => {
  const engine = createEngine(name);
  return problems.map((p) => timed(() => {
    const outcome = runToEnd(engine, p);
    return { nodes: outcome.nodes, length: outcome.moves.length };
  }));
};

if (values.korf24) {
  const compiler = ['cc', 'gcc', 'clang'].find(which) ?? fail(NAME, 'no C compiler (cc, gcc or clang) on the PATH');
  const nodeLimit = values['node-limit'] === undefined ? Infinity : wholeNumber(NAME, '--node-limit', values['node-limit']);
  const { wasm, c } = await patternRows(instances, nodeLimit, compiler, SOURCE, OUT);
  const rate = (run: { nodes: number; ms: number }) => Number((run.nodes / run.ms / 1e3).toFixed(1));
  const table = wasm.map((run, i) => ({
    id: run.id, length: run.length, nodes: run.nodes, 'wasm ms': Math.round(run.ms), 'c ms': Math.round(c[i].ms),
    'wasm M nodes/s': rate(run), 'c M nodes/s': rate(c[i]), 'wasm/c': Number((run.ms / c[i].ms).toFixed(3)),
  }));
  if (values.json) console.log(JSON.stringify({ rows: table }, null, 2));
  else console.table(table);
  process.exit(0);
}

const rows: Record<string, Run[] | undefined> = {
  wasm: engineRuns('wasm'), ts: engineRuns('ts'), c: nativeRuns(), 'c-wasm': clangWasmRuns(), ref: referenceRuns(),
};
const names = Object.keys(rows).filter((name) => rows[name]);
instances.forEach((k, i) => {
  const reference = rows.ref?.[i];
  if (reference && reference.length !== k.optimal) fail(NAME, `#${k.id}: the reference gave ${reference.length} moves; optimum ${k.optimal}`);
  for (const name of names.filter((n) => n !== 'ref')) {
    const run = rows[name]![i];
    if (run.nodes !== rows.wasm![i].nodes || run.length !== k.optimal) {
      fail(NAME, `#${k.id}: ${name} gave ${run.length} moves in ${run.nodes} nodes; wasm ${rows.wasm![i].nodes} nodes, optimum ${k.optimal}`);
    }
  }
});
const ratio = (a: string, b: string, i: number) => rows[a] && rows[b] ? rows[a]![i].ms / rows[b]![i].ms : NaN;
const RATIOS: [string, string][] = [['wasm', 'ref'], ['wasm', 'c'], ['ts', 'wasm'], ['c-wasm', 'c']];
const table = instances.map((k, i) => ({
  id: k.id, length: k.optimal, nodes: rows.wasm![i].nodes, ...(rows.ref ? { 'ref nodes': rows.ref[i].nodes } : {}),
  ...Object.fromEntries(names.map((name) => [`${name} ms`, Number(rows[name]![i].ms.toFixed(1))])),
  ...Object.fromEntries(RATIOS.map(([a, b]) => [`${a}/${b}`, Number(ratio(a, b, i).toFixed(3))])),
}));
const medians = Object.fromEntries(RATIOS.map(([a, b]) => [`${a}/${b}`, Number(median(instances.map((_, i) => ratio(a, b, i))).toFixed(3))]));
const mnps = (name: string) => rows[name] ? Number((rows[name]!.reduce((s, r) => s + r.nodes, 0) / rows[name]!.reduce((s, r) => s + r.ms, 0) / 1e3).toFixed(1)) : NaN;
const speeds = Object.fromEntries(names.map((name) => [`${name} M nodes/s`, mnps(name)]));
// The whole set, as the reference's figure is given: total time against total time.
const total = (name: string) => rows[name]!.reduce((sum, r) => sum + r.ms, 0);
const wholeSet = Object.fromEntries(names.map((name) => [`${name} ms`, Number(total(name).toFixed(1))]));
const setRatios = Object.fromEntries(RATIOS.filter(([a, b]) => rows[a] && rows[b]).map(([a, b]) => [`${a}/${b}`, Number((total(a) / total(b)).toFixed(3))]));
if (values.json) console.log(JSON.stringify({ rows: table, medianRatios: medians, wholeSet, setRatios, speeds }, null, 2));
else {
  console.table(table);
  console.log('median ratios (time / time):', medians);
  console.log('the whole set:', wholeSet, 'ratios:', setRatios);
  console.log('speeds over all instances (each counting nodes its own way):', speeds);
}
