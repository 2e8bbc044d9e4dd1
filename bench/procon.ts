// Procon 25's select-and-swap boards, each solved by the CLI as a user runs it (`slidepuzzle procon
// FILE --json`, a fresh process), each answer scored again here by replay: the practice boards,
// then random boards at each cost setting of --costs (by default 16x16 at select 200, swap 5,
// limit 8 and at select 50, swap 100, limit 15). Prints cost, selections, swaps and wall time per
// board, the means of the random ones, and a summary table of the settings. Then the
// select-and-swap beam head to head: wasm against its TS twin on each practice board it runs on,
// equal results required, tinybench medians.
// With --peer, a peer's solver (a command that reads a practice-format board on stdin and prints
// the contest's answer, built by whoever runs the bench; none is shipped) solves the same boards
// right after ours, its answers replayed the same way, and both are printed side by side. With
// --stages, where each answer's swaps go (procon-stages.ts).
//   npm run bench:procon -- [--dir ../shared/data/procon25/practice] [--count 5] [--costs LIST] [--first-seed 1] [--time-limit 10] [--peer 'COMMAND'] [--random-only] [--threads N] [--stages]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import {
  DEFAULT_SELECT_BEAMS, InputError, type ProconProblem, formatProconProblem, generateProconProblem, parseProconAnswer, parseProconProblem,
  scoreProconAnswer,
} from '../src/puzzles/procon/index.js';
import { selectSwapBeam } from '../src/puzzles/procon/swap/select-swap-beam.js';
import { beamsFit } from '../src/puzzles/procon/swap/solve-procon.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { tmpdir } from 'node:os';
import { benchArgs, fail, readData, runPeer, wholeNumber } from './args.js';
import { CORE_SIDE, type Stages, stagesOf } from './procon-stages.js';

const NAME = 'bench:procon';
/** The settings raced by default: a selection worth 40 swaps, and one worth half a swap. */
const DEFAULT_COSTS = '16x16:8/200/5,16x16:15/50/100';
const args = benchArgs(NAME, `
usage: npm run bench:procon -- [--dir ../shared/data/procon25/practice] [--count 5] [--costs LIST] [--first-seed 1] [--time-limit 10] [--peer 'COMMAND'] [--random-only] [--threads N] [--stages]
Solves every practice board of --dir (NN.txt), then --count random boards (seeds --first-seed up)
at each setting of --costs, each with 'slidepuzzle procon FILE --json --time-limit S'; every
answer is replayed. --costs is a comma-separated list of WxH:LIMIT/SELECT/SWAP (board size,
selection limit, select cost, swap cost); default ${DEFAULT_COSTS}.
--peer runs COMMAND (through sh, the board's practice-format text on its stdin, the contest answer
read from its stdout) on each board right after ours, and prints both side by side with the mean
cost ratio; an answer that does not replay is named and counts as no answer.
--random-only skips the practice boards and the beam race.
--threads passes the CLI's --threads (default: the CLI's own, one a core up to two).
--stages adds where each answer's swaps go (bench/procon-stages.ts): the swaps before its last
stage (from the first swap after which all stay within a 10x10 box), the distance sum there, and
the swaps and selections after.`, {
  dir: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/procon25/practice', import.meta.url)) },
  count: { type: 'string', default: '5' },
  costs: { type: 'string', default: DEFAULT_COSTS },
  'first-seed': { type: 'string', default: '1' },
  'time-limit': { type: 'string', default: '10' },
  peer: { type: 'string' },
  'random-only': { type: 'boolean', default: false },
  threads: { type: 'string' },
  stages: { type: 'boolean', default: false },
});
const threads = args.threads === undefined ? [] : ['--threads', String(wholeNumber(NAME, '--threads', args.threads))];
const count = wholeNumber(NAME, '--count', args.count);
const timeLimit = Number(args['time-limit']);
if (!(timeLimit > 0)) fail(NAME, `--time-limit must be a positive number of seconds, got '${args['time-limit']}'`);
let practice: string[];
try {
  practice = readdirSync(args.dir).filter((file) => file.endsWith('.txt')).sort().map((file) => join(args.dir, file));
} catch {
  fail(NAME, `cannot read the practice folder ${args.dir} (pass another with --dir)`);
}
const scratch = mkdtempSync(join(tmpdir(), 'bench-procon-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
// Ctrl-C ends the run through 'exit' too, so the boards are removed then as well.
process.on('SIGINT', () => process.exit(130));
const firstSeed = wholeNumber(NAME, '--first-seed', args['first-seed']);
interface Setting { readonly width: number; readonly height: number; readonly selectLimit: number; readonly selectCost: number; readonly swapCost: number }
const settings: Setting[] = args.costs.split(',').map((text) => {
  const match = /^(\d+)x(\d+):(\d+)\/(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) fail(NAME, `--costs: expected WxH:LIMIT/SELECT/SWAP (as 16x16:8/200/5), got '${text}'`);
  const [width, height, selectLimit, selectCost, swapCost] = match.slice(1).map(Number);
  const problem = { width, height, selectLimit, selectCost, swapCost, pieces: Uint16Array.from({ length: width * height }, (_, cell) => cell) };
  try {
    parseProconProblem(formatProconProblem(problem));
  } catch (error) {
    if (error instanceof InputError) fail(NAME, `--costs: ${text}: ${error.message}`);
    throw error;
  }
  return { width, height, selectLimit, selectCost, swapCost };
});
const settingName = (s: Setting) => `${s.width}x${s.height}, limit ${s.selectLimit}, select ${s.selectCost}, swap ${s.swapCost}`;
const random = (setting: Setting) => Array.from({ length: count }, (_, k) => {
  const seed = firstSeed + k, { width, height, selectLimit, selectCost, swapCost } = setting;
  const path = join(scratch, `${width}x${height}-${selectLimit}-${selectCost}-${swapCost}-seed${seed}.txt`);
  writeFileSync(path, formatProconProblem(generateProconProblem({ ...setting, seed })));
  return path;
});
const cli = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));

interface Run { name: string; size: string; cost: number; selections: number; swaps: number; ms: number; stages?: Stages; error?: string }
const nameOf = (path: string) => path.split('/').pop()!.replace(/\.txt$/, '');

/** An answer's text replayed on `problem`: its figures, or the reason it is no answer. */
function replayed(name: string, problem: ProconProblem, answer: string, ms: number): Run {
  const size = `${problem.width}x${problem.height}`;
  try {
    const selections = parseProconAnswer(problem, answer), score = scoreProconAnswer(problem, selections);
    if (score.misplaced !== 0) return { name, size, cost: NaN, selections: 0, swaps: 0, ms, error: `${score.misplaced} pieces left misplaced` };
    return { name, size, cost: score.cost, selections: score.selections, swaps: score.swaps, ms, stages: stagesOf(problem, selections) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { name, size, cost: NaN, selections: 0, swaps: 0, ms, error: error.message };
  }
}

function ours(path: string, problem: ProconProblem): Run {
  const began = performance.now();
  const solved = spawnSync(process.execPath, [cli, 'procon', path, '--json', '--time-limit', String(timeLimit), ...threads], { encoding: 'utf8' });
  const ms = performance.now() - began;
  if (solved.status !== 0) fail(NAME, `${path}: the CLI exited ${solved.status}: ${solved.stderr.trim()}`);
  const run = replayed(nameOf(path), problem, JSON.parse(solved.stdout).answer, ms);
  if (run.error) fail(NAME, `${path}: our answer does not replay: ${run.error}`);
  return run;
}

function peer(command: string, path: string, text: string, problem: ProconProblem): Run {
  const run = runPeer(NAME, command, text);
  if ('error' in run) return { ...replayed(nameOf(path), problem, '', run.ms), error: run.error };
  return replayed(nameOf(path), problem, run.stdout, run.ms);
}

const describe = (r: Run) => r.error ? `no answer (${r.error})` : `cost ${r.cost}  ${r.selections} selections  ${r.swaps} swaps  ${(r.ms / 1000).toFixed(2)} s`;
/** Ours, and the peer's when there is one, on the board at `path`. */
function race(path: string): [Run, Run | undefined] {
  const text = readData(NAME, path, 'a board', '--dir');
  const problem = parseProconProblem(text);
  const mine = ours(path, problem);
  const theirs = args.peer === undefined ? undefined : peer(args.peer, path, text, problem);
  console.error(`${mine.name}  ours: ${describe(mine)}${theirs ? `  peer: ${describe(theirs)}` : ''}`);
  return [mine, theirs];
}

const stageFigures = (stages: Stages | undefined) => (!args.stages ? [] : !stages ? ['-', '-', '-', '-']
  : [stages.before, stages.sum, stages.after, stages.selectionsAfter].map((value) => value.toLocaleString('en-US')));
const figures = (r: Run) => [r.error ? '-' : r.cost.toLocaleString('en-US'), String(r.selections), r.swaps.toLocaleString('en-US'), (r.ms / 1000).toFixed(2), ...stageFigures(r.stages)];
const stageHeader = args.stages ? [`swaps to ${CORE_SIDE}x${CORE_SIDE}`, 'sum there', 'swaps after', 'selections after'] : [];
const header = ['board', 'size', 'cost', 'selections', 'swaps', 'wall s', ...stageHeader, ...(args.peer === undefined ? [] : ['peer cost', 'selections', 'swaps', 'wall s', ...stageHeader])];
const rowOf = ([mine, theirs]: [Run, Run | undefined]) => [mine.name, mine.size, ...figures(mine), ...(theirs ? figures(theirs) : [])];
const meanOf = (runs: Run[], pick: (r: Run) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
const meanRow = (runs: Run[]) => [Math.round(meanOf(runs, (r) => r.cost)).toLocaleString('en-US'), meanOf(runs, (r) => r.selections).toFixed(1),
  Math.round(meanOf(runs, (r) => r.swaps)).toLocaleString('en-US'), (meanOf(runs, (r) => r.ms) / 1000).toFixed(2),
  ...(!args.stages ? [] : (['before', 'sum', 'after', 'selectionsAfter'] as const).map((key) => {
    const mean = meanOf(runs, (r) => r.stages![key]);
    return key === 'selectionsAfter' ? mean.toFixed(1) : Math.round(mean).toLocaleString('en-US');
  }))];
if (!args['random-only']) console.log(formatColumns(header, practice.map(race).map(rowOf)));
const summary: string[][] = [];
for (const setting of settings) {
  const races = random(setting).map(race);
  const mine = races.map(([r]) => r), theirs = races.flatMap(([, r]) => (r ? [r] : []));
  const answered = theirs.filter((r) => !r.error);
  const size = `${setting.width}x${setting.height}`;
  console.log(`\nrandom ${settingName(setting)}, seeds ${firstSeed} to ${firstSeed + count - 1}:`);
  console.log(formatColumns(header, [...races.map(rowOf), ['mean', size, ...meanRow(mine), ...(args.peer === undefined ? [] : answered.length ? meanRow(answered) : Array(4 + stageHeader.length).fill('-'))]]));
  const both = races.filter(([, r]) => r && !r.error);
  const ratio = both.length === 0 ? NaN : meanOf(both.map(([r]) => r), (r) => r.cost) / meanOf(both.map(([, r]) => r!), (r) => r.cost);
  const cheaper = both.filter(([a, b]) => a.cost < b!.cost).length;
  if (args.peer !== undefined && both.length > 0) {
    console.log(`ours/peer mean cost ${ratio.toFixed(3)} on the ${both.length} boards both answered; ours cheaper on ${cheaper}`
      + `${theirs.length > answered.length ? `; the peer gave no answer on ${theirs.length - answered.length}` : ''}`);
  }
  const means = (runs: Run[]) => runs.length === 0 ? ['-', '-', '-'] : [Math.round(meanOf(runs, (r) => r.cost)).toLocaleString('en-US'),
    meanOf(runs, (r) => r.selections).toFixed(1), Math.round(meanOf(runs, (r) => r.swaps)).toLocaleString('en-US')];
  summary.push([size, `${setting.selectLimit}/${setting.selectCost}/${setting.swapCost}`, ...means(mine),
    ...(args.peer === undefined ? [] : [...means(answered), both.length ? ratio.toFixed(3) : '-', both.length ? `${cheaper} of ${both.length}` : '-'])]);
}
console.log(`\nthe settings (limit/select/swap), means over seeds ${firstSeed} to ${firstSeed + count - 1}, ${timeLimit} s each:`);
console.log(formatColumns(['board', 'limit/select/swap', 'cost', 'selections', 'swaps',
  ...(args.peer === undefined ? [] : ['peer cost', 'selections', 'swaps', 'ours/peer', 'ours cheaper'])], summary));
if (args['random-only']) process.exit(0);

// The beam head to head: the same boards, both engines, equal results required.
const raceRows: string[][] = [];
for (const path of practice) {
  const problem = parseProconProblem(readData(NAME, path, 'a board', '--dir'));
  if (!beamsFit(problem)) continue;
  const name = path.split('/').pop()!.replace(/\.txt$/, '');
  for (const options of DEFAULT_SELECT_BEAMS) {
    const [wasm, ts] = [await selectSwapBeam(problem, options, {}, 'wasm'), await selectSwapBeam(problem, options, {}, 'ts')];
    if (JSON.stringify(wasm) !== JSON.stringify(ts)) fail(NAME, `${name}: the select-and-swap beams in wasm and TS differ`);
    const bench = new Bench({ iterations: 3, time: 0, warmup: false });
    for (const engine of ['wasm', 'ts'] as const) bench.add(engine, async () => { await selectSwapBeam(problem, options, {}, engine); });
    await bench.run();
    const median = (engine: string) => {
      const result = bench.getTask(engine)!.result;
      if (result.state !== 'completed') fail(NAME, `the ${engine} beam did not complete on ${name}`);
      return result.latency.p50;
    };
    raceRows.push([name, `${problem.width}x${problem.height}`, `salt ${options.salt ?? 0}`, wasm.nodes.toLocaleString('en-US'),
      median('wasm').toFixed(0), median('ts').toFixed(0), `${(median('ts') / median('wasm')).toFixed(2)}x`]);
    console.error(raceRows[raceRows.length - 1].join('  '));
  }
}
console.log(`\nthe select-and-swap beam, ${DEFAULT_SELECT_BEAMS[0].width} wide, to its end (tinybench medians of 3; wasm and TS equal):`);
console.log(formatColumns(['board', 'size', 'beam', 'children', 'wasm ms', 'ts ms', 'wasm speedup'], raceRows));
