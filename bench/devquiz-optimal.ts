// How many DevQuiz 2011 problems get a proven optimal answer within a time limit per problem:
// solve(line, { optimal: true, timeLimitMs }) on worker threads, one problem per worker at a time.
// Every answer is replayed by solve() itself; here it is also checked to be no longer than the
// best public answer (a proven optimum longer than a known answer would be a bug).
//
//   npm run bench:devquiz -- [--limit 60] [--workers 2] [--sample N [--seed S] | --ids 1,2,3]
//                            [--heuristic auto] [--out results.jsonl]
//
// --out appends one JSON line per problem and skips problems already in the file, so a long run
// can be stopped and resumed. Problem ids are 1-based line numbers among the problems.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parseProblemFile } from '../src/puzzles/devquiz/problem-file.js';
import type { HeuristicName } from '../src/engine/heuristics/heuristic.js';
import { solve } from '../src/engine/solve.js';
import { seededRandom } from '../src/core/random.js';
import { HEURISTIC_NAMES } from '../src/engine/heuristics/heuristic.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:devquiz';
const USAGE = `
How many DevQuiz 2011 problems get a proven optimal answer within a time limit per problem.

Usage: npm run bench:devquiz -- [options]
  --problems FILE   the problem file (default ../shared/data/devquiz2011/problems.txt)
  --best FILE       best public answer lengths, one a line (default ../shared/data/devquiz2011/best-known-lengths.txt)
  --limit S         seconds per problem (default 60)
  --workers N       worker threads (default 2)
  --sample N        N problems drawn at random (seeded by --seed, default 2011)
  --ids LIST        comma-separated problem ids (1-based among the problems)
  --heuristic NAME  auto, manhattan, linear-conflict or pdb (default auto)
  --out FILE        append one JSON line per problem; problems already there are skipped
  -h, --help        this text
`;

interface Task { readonly id: number; readonly line: string }
interface Outcome { readonly id: number; readonly size: string; readonly status: string; readonly length?: number; readonly nodes?: number; readonly ms?: number }

if (isMainThread) await main();
else worker();

function worker(): void {
  const { limitMs, heuristic } = workerData as { limitMs: number; heuristic: HeuristicName };
  parentPort!.on('message', async (task: Task) => {
    const result = await solve(task.line, { optimal: true, timeLimitMs: limitMs, heuristic });
    const size = task.line.split(',').slice(0, 2).join('x');
    const outcome: Outcome = result.status === 'solved'
      ? { id: task.id, size, status: 'optimal', length: result.moves.length, nodes: result.nodes, ms: Math.round(result.ms) }
      : { id: task.id, size, status: result.status, nodes: 'nodes' in result ? result.nodes : undefined, ms: 'ms' in result ? Math.round(result.ms) : undefined };
    parentPort!.postMessage(outcome);
  });
}

async function main(): Promise<void> {
  const values = benchArgs(NAME, USAGE, {
    problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
    best: { type: 'string', default: '../shared/data/devquiz2011/best-known-lengths.txt' },
    limit: { type: 'string', default: '60' },
    workers: { type: 'string', default: '2' },
    sample: { type: 'string' },
    seed: { type: 'string', default: '2011' },
    ids: { type: 'string' },
    heuristic: { type: 'string', default: 'auto' },
    out: { type: 'string' },
  });
  if (!HEURISTIC_NAMES.includes(values.heuristic as HeuristicName)) fail(NAME, `unknown heuristic '${values.heuristic}' (one of ${HEURISTIC_NAMES.join(', ')})`);
  if (!(Number(values.limit) > 0)) fail(NAME, `--limit must be a positive number of seconds, got '${values.limit}'`);
  const workerCount = wholeNumber(NAME, '--workers', values.workers);
  const lines = parseProblemFile(readData(NAME, values.problems, 'the DevQuiz problem file', '--problems')).problems;
  const best = readData(NAME, values.best, 'the best known lengths', '--best').trim().split('\n').map(Number);
  let ids = values.ids?.split(',').map(Number) ?? lines.map((_, i) => i + 1);
  if (values.sample) ids = sample(ids, wholeNumber(NAME, '--sample', values.sample), Number(values.seed));
  const done = new Map<number, Outcome>();
  if (values.out && existsSync(values.out)) {
    for (const text of readFileSync(values.out, 'utf8').split('\n')) if (text.trim()) done.set(JSON.parse(text).id, JSON.parse(text));
  }
  const queue = ids.filter((id) => !done.has(id));
  const limitMs = Number(values.limit) * 1000;
  const started = performance.now();
  console.error(`${ids.length} problems (${done.size} already done), ${values.limit} s each, ${values.workers} workers`);
  const results = [...ids.filter((id) => done.has(id)).map((id) => done.get(id)!)];
  const work = (w: Worker) => new Promise<void>((resolve, reject) => {
    const next = () => {
      const id = queue.shift();
      if (id === undefined) return void w.terminate().then(() => resolve());
      w.postMessage({ id, line: lines[id - 1] } satisfies Task);
    };
    w.on('message', (outcome: Outcome) => {
      if (outcome.length !== undefined && outcome.length > best[outcome.id - 1]) {
        reject(new Error(`problem ${outcome.id}: "optimal" ${outcome.length} moves, but a ${best[outcome.id - 1]}-move answer is known`));
      }
      results.push(outcome);
      if (values.out) appendFileSync(values.out, `${JSON.stringify(outcome)}\n`);
      const optimal = results.filter((r) => r.status === 'optimal').length;
      console.error(`${results.length}/${ids.length} #${outcome.id} ${outcome.size} ${outcome.status}${outcome.length !== undefined ? ` ${outcome.length}` : ''} ${outcome.ms ?? '-'} ms  (optimal so far ${optimal})`);
      next();
    });
    w.on('error', reject);
    next();
  });
  const workers = Array.from({ length: workerCount }, () => new Worker(new URL(import.meta.url), { workerData: { limitMs, heuristic: values.heuristic } }));
  await Promise.all(workers.map(work));
  report(results, best, (performance.now() - started) / 1000, values.limit);
}

/** `count` ids drawn without replacement by a seeded generator, in file order. */
function sample(ids: readonly number[], count: number, seed: number): number[] {
  const random = seededRandom(seed), pool = [...ids];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

function report(results: readonly Outcome[], best: readonly number[], seconds: number, limit: string): void {
  const bySize = new Map<string, { total: number; optimal: number }>();
  for (const r of results) {
    const row = bySize.get(r.size) ?? { total: 0, optimal: 0 };
    row.total++;
    if (r.status === 'optimal') row.optimal++;
    bySize.set(r.size, row);
  }
  const optimal = results.filter((r) => r.status === 'optimal');
  const equal = optimal.filter((r) => r.length === best[r.id - 1]).length;
  console.log([...bySize].sort().map(([size, r]) => `${size.padEnd(4)} ${String(r.optimal).padStart(4)} / ${r.total}`).join('\n'));
  console.log(`proven optimal: ${optimal.length} of ${results.length} within ${limit} s each`);
  console.log(`  ${equal} as long as the best public answer, ${optimal.length - equal} shorter`);
  console.log(`  statuses: ${[...new Set(results.map((r) => r.status))].map((s) => `${s} ${results.filter((r) => r.status === s).length}`).join(', ')}`);
  console.log(`  wall time this run ${seconds.toFixed(0)} s`);
}
