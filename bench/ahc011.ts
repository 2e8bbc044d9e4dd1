// AHC011's public inputs (seeds 0 to 99, N = 6 + seed % 5), each solved by the CLI as a user runs
// it (`slidepuzzle ahc011 FILE --json`, a fresh process, so the time includes start-up), each
// answer scored again here by replay. Prints per N the average score and moves, the full trees
// and the slowest wall time, then the average per case. With --peer, a peer's program (any AHC011
// solver that reads an input on stdin and prints its moves, built by whoever runs the bench; none
// is shipped) runs on the same inputs one after the other, and both are printed side by side.
//   npm run bench:ahc011 -- [--dir ../shared/data/ahc011/in] [--time-limit 3] [--count 100] [--attempts N] [--seed N] [--peer 'COMMAND']
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError, type TreeInput, parseTreeInput, scoreAnswer } from '../src/puzzles/ahc011/index.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { benchArgs, fail, readData, runPeer, wholeNumber } from './args.js';

const NAME = 'bench:ahc011';
const args = benchArgs(NAME, `
usage: npm run bench:ahc011 -- [--dir ../shared/data/ahc011/in] [--time-limit 3] [--count 100] [--attempts N] [--seed N] [--peer 'COMMAND']
Solves the first --count inputs of --dir (files NNNN.txt, in name order) one after another with
'slidepuzzle ahc011 FILE --json --time-limit S', scores every answer by replay, and prints per N
the average score, the average moves, the full trees and the slowest wall time.
--attempts passes the CLI's --attempts: with a generous --time-limit (say 120), every answer then
depends on the seed alone, so two versions of the solver compare on a busy machine too.
--seed passes the CLI's --seed (default 1).
--peer runs COMMAND (through sh, the input on its stdin, its moves read from stdout) on the same
inputs right after ours, and prints both side by side with the cases each wins. An output that is
not a valid answer scores 0 and is named.`, {
  dir: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/ahc011/in', import.meta.url)) },
  'time-limit': { type: 'string', default: '3' },
  count: { type: 'string', default: '100' },
  attempts: { type: 'string' },
  seed: { type: 'string', default: '1' },
  peer: { type: 'string' },
});
const count = wholeNumber(NAME, '--count', args.count);
const attempts = args.attempts === undefined ? [] : ['--attempts', String(wholeNumber(NAME, '--attempts', args.attempts))];
const seed = Number(args.seed);
if (!(Number.isInteger(seed) && seed >= 0)) fail(NAME, `--seed must be a whole number, got '${args.seed}'`);
const timeLimit = Number(args['time-limit']);
if (!(timeLimit > 0)) fail(NAME, `--time-limit must be a positive number of seconds, got '${args['time-limit']}'`);
let files: string[];
try {
  files = readdirSync(args.dir).filter((file) => file.endsWith('.txt')).sort().slice(0, count);
} catch {
  fail(NAME, `cannot read the inputs folder ${args.dir} (pass another with --dir)`);
}
const cli = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));

interface Case { n: number; score: number; moves: number; full: boolean; ms: number; error?: string }

/** One run's answer scored by replay; an answer that does not replay scores 0, with the reason. */
function scored(input: TreeInput, moves: string, ms: number): Case {
  try {
    const score = scoreAnswer(input, moves);
    return { n: input.n, score: score.score, moves: score.moves, full: score.fullTree, ms };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { n: input.n, score: 0, moves: 0, full: false, ms, error: error.message };
  }
}

function ours(path: string, input: TreeInput): Case {
  const began = performance.now();
  const run = spawnSync(process.execPath, [cli, 'ahc011', path, '--json', '--time-limit', String(timeLimit), '--seed', String(seed), ...attempts], { encoding: 'utf8' });
  const ms = performance.now() - began;
  if (run.status !== 0) fail(NAME, `${path}: the CLI exited ${run.status}: ${run.stderr.trim()}`);
  return scored(input, JSON.parse(run.stdout).moves, ms);
}

function peer(command: string, text: string, input: TreeInput): Case {
  const run = runPeer(NAME, command, text);
  if ('error' in run) return { n: input.n, score: 0, moves: 0, full: false, ms: run.ms, error: run.error };
  return scored(input, run.stdout.trim(), run.ms);
}

const describe = (c: Case) => c.error ? `invalid (${c.error})` : `score ${c.score}  moves ${c.moves}  ${c.full ? 'tree' : 'partial'}  ${(c.ms / 1000).toFixed(2)} s`;
const mine: Case[] = [], theirs: Case[] = [];
for (const file of files) {
  const path = join(args.dir, file);
  const text = readData(NAME, path, 'input', '--dir');
  const input = parseTreeInput(text);
  mine.push(ours(path, input));
  let line = `${file}  N=${input.n}  ours: ${describe(mine[mine.length - 1])}`;
  if (args.peer !== undefined) {
    theirs.push(peer(args.peer, text, input));
    line += `  peer: ${describe(theirs[theirs.length - 1])}`;
  }
  console.error(line);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const score = (of: Case[]) => Math.round(mean(of.map((c) => c.score))).toLocaleString('en-US');
const slowest = (of: Case[]) => (Math.max(...of.map((c) => c.ms)) / 1000).toFixed(2);
const sizes = [...new Set(mine.map((c) => c.n))].sort((a, b) => a - b);
const columns = (of: Case[]) => [score(of), mean(of.map((c) => c.moves)).toFixed(1), `${of.filter((c) => c.full).length}/${of.length}`, slowest(of)];
if (args.peer === undefined) {
  const rows = sizes.map((n) => { const of = mine.filter((c) => c.n === n); return [String(n), String(of.length), ...columns(of)]; });
  console.log(formatColumns(['N', 'cases', 'avg score', 'avg moves', 'full trees', 'slowest s'], rows));
} else {
  const rows = sizes.map((n) => {
    const at = mine.flatMap((c, i) => (c.n === n ? [i] : []));
    const wins = at.filter((i) => mine[i].score > theirs[i].score).length;
    return [String(n), String(at.length), ...columns(at.map((i) => mine[i])), ...columns(at.map((i) => theirs[i])), String(wins)];
  });
  console.log(formatColumns(['N', 'cases', 'ours', 'moves', 'trees', 'slowest s', 'peer', 'moves', 'trees', 'slowest s', 'ours better'], rows));
}
console.log(`average per case: ${score(mine)} over ${mine.length} cases`
  + ` (${mine.filter((c) => c.full).length} full trees, slowest ${slowest(mine)} s, time limit ${timeLimit} s)`);
if (args.peer !== undefined) {
  const wins = mine.filter((c, i) => c.score > theirs[i].score).length;
  const invalid = theirs.filter((c) => c.error).length;
  console.log(`peer: ${score(theirs)} over ${theirs.length} cases (${theirs.filter((c) => c.full).length} full trees, slowest ${slowest(theirs)} s`
    + `${invalid ? `, ${invalid} invalid` : ''}); ours/peer ${(mean(mine.map((c) => c.score)) / mean(theirs.map((c) => c.score))).toFixed(4)},`
    + ` ours better on ${wins} of ${mine.length}`);
}
