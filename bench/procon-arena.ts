// The practice arena (`npm run bench:procon-arena`), as processes of its own (`slidepuzzle procon
// serve`, `slidepuzzle procon play`), on a 16x16 problem cut from a photo (32 px pieces, select
// 200, swap 5, limit 8, as `procon generate --image` makes it):
// 1. Throughput: --clients clients at once, each a player of its own, each sending --answers
//    answers one after another, every one a 16x16 answer of some 5,000 swaps that the arena
//    replays; submissions a second, latency percentiles, and a check that nothing was lost (every
//    reply ACCEPTED, the journal and the standings holding each one).
// 2. End to end: a fresh arena and one `procon play` client with --time-limit: the time from its
//    first GET of the image to its first ACCEPTED (the goal: at most 2 s), and the best cost when
//    its time is up.
//   npm run bench:procon-arena -- [--photo ../shared/data/procon25/images/chelsea.png] [--clients 50] [--answers 20] [--time-limit 10]
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProconAnswer, parseProconProblem, solveProcon } from '../src/puzzles/procon/node.js';
import { benchArgs, fail, wholeNumber } from './args.js';

const NAME = 'bench:procon-arena';
const args = benchArgs(NAME, `
usage: npm run bench:procon-arena -- [--photo ../shared/data/procon25/images/chelsea.png] [--clients 50] [--answers 20] [--time-limit 10]
Cuts --photo into a 16x16 problem (32 px pieces, select 200, swap 5, limit 8), serves it with
'slidepuzzle procon serve', then: --clients clients at once each send --answers 16x16 answers (the
submissions a second, latency percentiles, nothing lost); then one 'slidepuzzle procon play' client
for --time-limit seconds on a fresh arena (first GET to first ACCEPTED, and the best cost).`, {
  photo: { type: 'string', default: fileURLToPath(new URL('../../../../shared/data/procon25/images/chelsea.png', import.meta.url)) },
  clients: { type: 'string', default: '50' },
  answers: { type: 'string', default: '20' },
  'time-limit': { type: 'string', default: '10' },
});
const clients = wholeNumber(NAME, '--clients', args.clients), perClient = wholeNumber(NAME, '--answers', args.answers);
const timeLimit = Number(args['time-limit']);
if (!(timeLimit > 0)) fail(NAME, `--time-limit must be a positive number of seconds, got ${args['time-limit']}`);
const cli = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'bench-arena-'));

/** A problem folder with the photo's 16x16 problem, and a players file of `players`. */
function arenaFolder(name: string, players: readonly string[]): { dir: string; playersFile: string } {
  const dir = join(work, name);
  mkdirSync(dir);
  const made = spawnSync(process.execPath, [cli, 'procon', 'generate', '--image', args.photo, '--grid', '16x16', '--piece-size', '32', '--limit', '8',
    '--costs', '200,5', '--seed', '1', '-o', join(dir, 'photo.ppm'), '--key', join(dir, 'photo.key.txt')], { encoding: 'utf8' });
  if (made.status !== 0) fail(NAME, made.stderr.trim() || `procon generate exited ${made.status}`);
  writeFileSync(join(dir, 'players.txt'), `${players.join('\n')}\n`);
  return { dir, playersFile: join(dir, 'players.txt') };
}

/** `slidepuzzle procon serve` on a free port; resolves once its line names the address. */
async function serve(folder: { dir: string; playersFile: string }): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [cli, 'procon', 'serve', '--problems', folder.dir, '--players', folder.playersFile, '--port', '0', '--max-submissions', '1000000'],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const match = /(http:\/\/\S+\/) /.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the arena exited (${code})`)));
  });
  return { url, child };
}

const stop = (child: ChildProcess) => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// 1. Throughput.
const players = Array.from({ length: clients }, (_, k) => `c${k}`);
const folder = arenaFolder('throughput', players);
const key = parseProconProblem(readFileSync(join(folder.dir, 'photo.key.txt'), 'utf8'));
const solved = await solveProcon(key, { timeLimitMs: 3000 });
if (solved.status !== 'solved') fail(NAME, `no answer to the key in 3 s (${solved.status})`);
const answer = formatProconAnswer(key, solved.answer);
const arena = await serve(folder);
const latencies: number[] = [];
let refused = 0, seconds: number, standings: { problems: Record<string, Record<string, { submissions: number }>> };
// A fetch that fails still stops the arena.
try {
  const began = performance.now();
  await Promise.all(players.map(async (player) => {
    for (let n = 0; n < perClient; n++) {
      const sent = performance.now();
      const response = await fetch(new URL('SubmitAnswer', arena.url), { method: 'POST', body: new URLSearchParams({ playerid: player, problemid: 'photo', answer }) });
      if ((await response.text()) !== 'ACCEPTED 0\n') refused++;
      latencies.push(performance.now() - sent);
    }
  }));
  seconds = (performance.now() - began) / 1000;
  standings = await (await fetch(new URL('standings.json', arena.url))).json() as typeof standings;
} finally {
  await stop(arena.child);
}
const total = clients * perClient;
const journalLines = readFileSync(join(folder.dir, 'journal.jsonl'), 'utf8').split('\n').filter(Boolean).length;
const counted = Object.values(standings.problems.photo).reduce((sum, { submissions }) => sum + submissions, 0);
latencies.sort((a, b) => a - b);
console.log(`throughput: ${clients} clients x ${perClient} answers of ${solved.score.swaps.toLocaleString('en-US')} swaps (${answer.length.toLocaleString('en-US')} bytes) = ${total} submissions in ${seconds.toFixed(2)} s: `
  + `${Math.round(total / seconds)} a second; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
console.log(`nothing lost: ${total - refused} of ${total} replies ACCEPTED, ${journalLines} journal lines, ${counted} submissions in the standings`);
if (refused > 0 || journalLines !== total || counted !== total) fail(NAME, 'submissions were lost or refused');

// 2. End to end: one client, a fresh arena.
const endToEnd = arenaFolder('end-to-end', ['solo']);
const fresh = await serve(endToEnd);
const spawned = Date.now();
const play = spawnSync(process.execPath, [cli, 'procon', 'play', '--server', fresh.url, '--player', 'solo', '--time-limit', String(timeLimit), '--json'], { encoding: 'utf8' });
await stop(fresh.child);
if (play.status !== 0) fail(NAME, `procon play exited ${play.status}: ${play.stderr.trim()}`);
const result = JSON.parse(play.stdout) as { misplaced: number; cost: number; accepted: number; firstAcceptedMs: number };
// The journal's first line: when the arena accepted it, against when the client's process started.
const firstAt = Date.parse((JSON.parse(readFileSync(join(endToEnd.dir, 'journal.jsonl'), 'utf8').split('\n')[0]) as { at: string }).at);
console.log(`end to end (${args.photo.split('/').at(-1)}, 16x16, ${timeLimit} s): first ACCEPTED ${(result.firstAcceptedMs / 1000).toFixed(2)} s after the first GET `
  + `(goal: 2 s; ${((firstAt - spawned) / 1000).toFixed(2)} s after the client's process started, its warm-up included); `
  + `best at ${timeLimit} s: cost ${result.cost.toLocaleString('en-US')}, ${result.misplaced} misplaced, ${result.accepted} answers accepted`);
console.log(play.stderr.trimEnd().split('\n').map((line) => `  ${line}`).join('\n'));
rmSync(work, { recursive: true, force: true });
