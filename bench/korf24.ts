// Korf & Felner's 50 random 24-puzzles (2002), proven optimal with their 6-6-6-6 databases and the
// reflection, as the paper did: per instance the length against the known optimum, the nodes
// against the paper's, the time and the nodes a second. The databases come from the disk cache
// (`slidepuzzle cache --build 24`, about ten minutes once).
//
//   npm run bench:korf24 -- [--ids 38,40,25,32,44] [--workers N] [--engine wasm|ts] [--node-limit N] [--json]
//
// --workers N splits each search over N worker threads (strategy/split-search.ts); without it the
// search runs on this thread, and the table also shows the nodes before the last iteration: those
// iterations are the same in any move order, the last ends where the order meets a path. The
// paper's count should not be below them. --node-limit stops a one-thread search early (the TS
// twin's rate).
import { benchArgs, fail, readData, wholeNumber } from './args.js';
import { DEFAULT_KORF24_FILE, parseKorfFile } from '../src/engine/bench/korf.js';
import { defaultGoal } from '../src/engine/board/goal.js';
import { checkSolution } from '../src/engine/board/moves.js';
import { createEngine } from '../src/engine/search/create-engine.js';
import type { EngineName } from '../src/engine/search/engine.js';
import { patternProblem } from '../src/engine/strategy/optimal.js';
import { largeCachedSet } from '../src/engine/heuristics/large-set.js';
import { patternSetOrigin } from '../src/engine/heuristics/pattern-cache.js';
import { runSearch } from '../src/engine/strategy/run-search.js';
import { ProgressMeter } from '../src/core/limits.js';
import { splitPool } from '../src/engine/strategy/split-workers.js';
import { formatColumns } from '../src/engine/bench/columns.js';

const NAME = 'bench:korf24';
const values = benchArgs(NAME, `
Korf & Felner's 24-puzzles proven optimal with their 6-6-6-6 databases (built by
\`slidepuzzle cache --build 24\`).

Usage: npm run bench:korf24 -- [options]
  --ids LIST         comma-separated instance ids (default 38,40,25,32,44: the five the paper
                     solved in the fewest nodes)
  --workers N        split each search over N worker threads (default: this thread alone)
  --engine NAME      wasm or ts, on this thread (default wasm)
  --node-limit N     stop a search on this thread after N nodes (a rate, not a proof)
  --korf FILE        the instances (default ${DEFAULT_KORF24_FILE})
  --json             the rows as JSON
  -h, --help         this text
`, {
  ids: { type: 'string', default: '38,40,25,32,44' },
  workers: { type: 'string' },
  engine: { type: 'string', default: 'wasm' },
  'node-limit': { type: 'string' },
  korf: { type: 'string', default: DEFAULT_KORF24_FILE },
  json: { type: 'boolean', default: false },
});

if (values.engine !== 'wasm' && values.engine !== 'ts') fail(NAME, `unknown engine '${values.engine}' (wasm or ts)`);
const workers = values.workers === undefined ? 0 : wholeNumber(NAME, '--workers', values.workers);
if (values.workers !== undefined && workers < 1) fail(NAME, '--workers must be 1 or more');
if (workers > 0 && (values.engine !== 'wasm' || values['node-limit'] !== undefined)) fail(NAME, '--workers runs the wasm engine to the proof: no --engine ts, no --node-limit');
const nodeLimit = values['node-limit'] === undefined ? Infinity : wholeNumber(NAME, '--node-limit', values['node-limit']);
const ids = values.ids.split(',').map(Number);
const all = parseKorfFile(readData(NAME, values.korf, "Korf & Felner's instances", '--korf'), 25);
const instances = ids.map((id) => all.find((k) => k.id === id) ?? fail(NAME, `no instance with id ${id} in ${values.korf}`));
const goal = defaultGoal(instances[0].board);

const setupStarted = performance.now();
const set = largeCachedSet(goal);
if (!set) fail(NAME, 'the 24-puzzle\'s 6-6-6-6 databases are not in the disk cache: run `npx slidepuzzle cache --build 24` first (about ten minutes)');
const stored = new Set(set.databases).size;
console.error(`6-6-6-6 databases: ${stored} stored (${(new Set(set.databases).values().next().value!.length * stored / 2 ** 20).toFixed(0)} MiB), `
  + `read from the cache in ${(patternSetOrigin(set)?.ms ?? performance.now() - setupStarted).toFixed(0)} ms`);
const engine = createEngine(values.engine as EngineName);

interface Row {
  id: number;
  length: number | null;
  known: number;
  proven: boolean;
  nodes: number;
  /** One thread only: the nodes before the last iteration began (to a slice, 2^18 nodes), or null. */
  beforeLast: number | null;
  paperNodes: number;
  ms: number;
}

const rows: Row[] = [];
// One pool of workers for every instance: each thread reads the databases once.
const pool = workers > 0 ? splitPool(goal, workers) : undefined;
for (const k of instances) {
  const started = performance.now();
  // The iterations below the optimum are the same whatever the move order; the last one ends at
  // the first path found, which the order decides.
  let beforeLast: number | null = null;
  const meter = new ProgressMeter(({ nodes, bound }) => { if (bound < k.optimal) beforeLast = nodes; });
  const outcome = pool
    ? await pool.search(k.board)
    : await runSearch(engine, patternProblem(k.board, set), { nodeLimit, meter });
  const ms = performance.now() - started;
  const moves = outcome.status === 'found' ? outcome.moves : undefined;
  if (moves !== undefined) {
    const invalid = checkSolution(k.board, goal, moves);
    if (invalid) throw new Error(`korf24 ${k.id}: the answer does not replay: ${invalid}`);
    if (moves.length !== k.optimal) throw new Error(`korf24 ${k.id}: ${moves.length} moves proven optimal, the paper's optimum is ${k.optimal}`);
  }
  const row: Row = { id: k.id, length: moves?.length ?? null, known: k.optimal, proven: moves !== undefined, nodes: outcome.nodes, beforeLast, paperNodes: k.korfNodes, ms };
  rows.push(row);
  console.error(`#${k.id}: ${moves === undefined ? `stopped (${outcome.status})` : `${moves.length} moves, proven`}, ${outcome.nodes} nodes`
    + ` (${(outcome.nodes / k.korfNodes).toFixed(3)} of the paper's), ${(ms / 1000).toFixed(1)} s`);
}
await pool?.close();

if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const header = ['id', 'length', 'known', 'proven', 'nodes', 'before the last', 'paper nodes', 'ratio', 'time s', 'Mnodes/s'];
  const body = rows.map((r) => [
    `#${r.id}`, String(r.length ?? '-'), String(r.known), r.proven ? 'yes' : 'no', String(r.nodes), String(r.beforeLast ?? '-'), String(r.paperNodes),
    (r.nodes / r.paperNodes).toFixed(3), (r.ms / 1000).toFixed(1), (r.nodes / r.ms / 1000).toFixed(2),
  ]);
  const total = rows.reduce((sum, r) => ({ nodes: sum.nodes + r.nodes, paper: sum.paper + r.paperNodes, ms: sum.ms + r.ms }), { nodes: 0, paper: 0, ms: 0 });
  body.push(['total', '', '', `${rows.filter((r) => r.proven).length}/${rows.length}`, String(total.nodes), '', String(total.paper),
    (total.nodes / total.paper).toFixed(3), (total.ms / 1000).toFixed(1), (total.nodes / total.ms / 1000).toFixed(2)]);
  console.log(formatColumns(header, body));
  console.log(workers > 0 ? `wasm engine, split over ${workers} worker thread${workers === 1 ? '' : 's'}` : `engine ${engine.name}, this thread alone`);
}
