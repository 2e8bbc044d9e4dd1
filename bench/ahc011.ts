// AHC011's public inputs (seeds 0 to 99, N = 6 + seed % 5), each solved by the CLI as a user runs
// it (`slidepuzzle ahc011 FILE --json`, a fresh process, so the time includes start-up), each
// answer scored again here by replay. Prints per N the average score and moves, the full trees
// and the slowest wall time, then the average per case.
//   npm run bench:ahc011 -- [--dir ../shared/data/ahc011/in] [--time-limit 3] [--count 100]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTreeInput, scoreAnswer } from '../src/puzzles/ahc011/index.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:ahc011';
const args = benchArgs(NAME, `
usage: npm run bench:ahc011 -- [--dir ../shared/data/ahc011/in] [--time-limit 3] [--count 100]
Solves the first --count inputs of --dir (files NNNN.txt, in name order) one after another with
'slidepuzzle ahc011 FILE --json --time-limit S', scores every answer by replay, and prints per N
the average score, the average moves, the full trees and the slowest wall time.`, {
  dir: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/ahc011/in', import.meta.url)) },
  'time-limit': { type: 'string', default: '3' },
  count: { type: 'string', default: '100' },
});
const count = wholeNumber(NAME, '--count', args.count);
const timeLimit = Number(args['time-limit']);
if (!(timeLimit > 0)) fail(NAME, `--time-limit must be a positive number of seconds, got '${args['time-limit']}'`);
let files: string[];
try {
  files = readdirSync(args.dir).filter((file) => file.endsWith('.txt')).sort().slice(0, count);
} catch {
  fail(NAME, `cannot read the inputs folder ${args.dir} (pass another with --dir)`);
}
const cli = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));

interface Case { n: number; score: number; moves: number; full: boolean; ms: number }
const cases: Case[] = [];
for (const file of files) {
  const path = join(args.dir, file);
  const input = parseTreeInput(readData(NAME, path, 'input', '--dir'));
  const began = performance.now();
  const run = spawnSync(process.execPath, [cli, 'ahc011', path, '--json', '--time-limit', String(timeLimit)], { encoding: 'utf8' });
  const ms = performance.now() - began;
  if (run.status !== 0) fail(NAME, `${file}: the CLI exited ${run.status}: ${run.stderr.trim()}`);
  const score = scoreAnswer(input, JSON.parse(run.stdout).moves);
  cases.push({ n: input.n, score: score.score, moves: score.moves, full: score.fullTree, ms });
  console.error(`${file}  N=${input.n}  score ${score.score}  moves ${score.moves}/${input.maxMoves}  ${score.fullTree ? 'tree' : `tree of ${score.treeSize}`}  ${(ms / 1000).toFixed(2)} s`);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rows = [...new Set(cases.map((c) => c.n))].sort((a, b) => a - b).map((n) => {
  const of = cases.filter((c) => c.n === n);
  return [String(n), String(of.length), Math.round(mean(of.map((c) => c.score))).toLocaleString('en-US'), mean(of.map((c) => c.moves)).toFixed(1),
    `${of.filter((c) => c.full).length}/${of.length}`, (Math.max(...of.map((c) => c.ms)) / 1000).toFixed(2)];
});
console.log(formatColumns(['N', 'cases', 'avg score', 'avg moves', 'full trees', 'slowest s'], rows));
console.log(`average per case: ${Math.round(mean(cases.map((c) => c.score))).toLocaleString('en-US')} over ${cases.length} cases`
  + ` (${cases.filter((c) => c.full).length} full trees, slowest ${(Math.max(...cases.map((c) => c.ms)) / 1000).toFixed(2)} s, time limit ${timeLimit} s)`);
