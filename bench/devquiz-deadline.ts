// The DevQuiz batch at a deadline, as a user runs it: `slidepuzzle batch` on the real 5000 with
// --deadline, on an empty cache of its own (a fresh machine is the common case), every answer
// checked by `slidepuzzle verify`. Prints one line to compare across commits (docs/benchmarks.md
// keeps their history): answered, moves, proven optimal, when the first pass ended and with how
// many answered, and the improving passes' work. With --busy-cores N, N processes spin a core each
// meanwhile, as other work on the machine would.
//   npm run bench:devquiz-deadline -- [--deadline 3m] [--workers 2] [--busy-cores 0] [--problems FILE] [--keep DIR]
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchSummary } from '../src/puzzles/devquiz/summary.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:devquiz-deadline';
const args = benchArgs(NAME, `
usage: npm run bench:devquiz-deadline -- [--deadline 3m] [--workers 2] [--busy-cores 0] [--problems FILE] [--keep DIR]
Runs \`slidepuzzle batch FILE --deadline D --workers W\` on an empty cache of its own, verifies the
answers, and prints one line: the commit, the boards answered, their moves, the count proven
optimal, when the first pass ended (and the boards answered then), the improving passes run and
the moves they gained, and the wall time. --busy-cores N spins N other processes a core each
meanwhile. --keep DIR keeps the answers, the summary and the log there (default: removed).`, {
  deadline: { type: 'string', default: '3m' },
  workers: { type: 'string', default: String(availableParallelism()) },
  'busy-cores': { type: 'string', default: '0' },
  problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
  keep: { type: 'string' },
});
const workers = wholeNumber(NAME, '--workers', args.workers);
const busyCores = Number(args['busy-cores']);
if (!/^\d+$/.test(args['busy-cores'])) fail(NAME, `--busy-cores must be a whole number, got '${args['busy-cores']}'`);
readData(NAME, args.problems, 'the problem file', '--problems');

const cli = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));
const dir = args.keep ?? mkdtempSync(join(tmpdir(), 'devquiz-deadline-'));
mkdirSync(dir, { recursive: true });
const at = (name: string) => join(dir, name);

/** Processes that spin a core each until killed. */
const spinners: ChildProcess[] = Array.from({ length: busyCores }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const batch = spawnSync(process.execPath, [cli, 'batch', args.problems, '-o', at('answers.txt'), '--deadline', args.deadline, '--workers', String(workers), '--json-summary', at('summary.json')], {
  encoding: 'utf8',
  env: { ...process.env, SLIDEPUZZLE_CACHE_DIR: at('cache') },
  maxBuffer: 1 << 28,
});
for (const spinner of spinners) spinner.kill();
if (batch.status !== 0) fail(NAME, `the batch exited ${batch.status}: ${batch.stderr.trim().split('\n').pop()}`);
const verified = spawnSync(process.execPath, [cli, 'verify', args.problems, at('answers.txt')], { encoding: 'utf8' });

const summary = JSON.parse(readFileSync(at('summary.json'), 'utf8')) as BatchSummary;
const passes = summary.passes ?? [];
const improving = passes.findIndex((pass) => pass.name.startsWith('improving'));
const firstEnd = improving < 0 ? undefined : passes[improving];
const total = summary.budget.totalUsed;
const n = (value: number) => value.toLocaleString('en-US');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
console.log([
  `${commit} --deadline ${args.deadline} --workers ${workers}${busyCores ? ` with ${busyCores} busy core${busyCores > 1 ? 's' : ''}` : ''}:`,
  `answered ${n(summary.solved)}/${n(summary.problems)},`,
  `${n(total)} moves, ${n(summary.provenOptimal)} proven optimal;`,
  firstEnd ? `first pass ended at ${firstEnd.atSeconds.toFixed(0)} s with ${n(firstEnd.answered)} answered (${n(firstEnd.moves)} moves);` : 'the first pass ran to the end;',
  improving < 0 ? 'no round of improvement;' : `${passes.length - improving} round(s) of improvement gained ${n(firstEnd!.moves - total)} moves;`,
  `${summary.wallSeconds.toFixed(0)} s; verify ${verified.status === 0 ? 'passed' : `FAILED: ${verified.stdout.trim().split('\n').pop()}`}`,
].join(' '));
if (args.keep === undefined) rmSync(dir, { recursive: true, force: true });
else console.log(`kept in ${dir} (answers.txt, summary.json)`);
if (verified.status !== 0) process.exitCode = 1;
