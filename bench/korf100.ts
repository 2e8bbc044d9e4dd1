// Korf's 100 random 15-puzzles, solved optimally by one engine, one heuristic after another, on one
// thread: per heuristic the set-up time (pattern databases built or read from the cache), the total
// nodes and search time, every length checked against the known optimum, and our nodes against
// those of Korf's 1985 IDA* with Manhattan distance (the file's third column).
//
//   npm run bench:korf -- [--heuristics pdb,linear-conflict,manhattan] [--ids 1,2,3] [--engine wasm|ts]
//                         [--fresh] [--six-six-three] [--verbose] [--json]
//
// --fresh ignores the disk cache, so the pattern database build is timed too. pdb reads Korf &
// Felner's 7-8 databases where the cache holds them (`slidepuzzle cache --build`), as solve() does;
// --six-six-three keeps to 6-6-3 even then.
import { benchArgs, fail, readData } from './args.js';
import { DEFAULT_KORF_FILE, parseKorfFile } from '../src/engine/bench/korf.js';
import { defaultGoal } from '../src/engine/board/goal.js';
import { checkSolution } from '../src/engine/board/moves.js';
import { createEngine } from '../src/engine/search/create-engine.js';
import type { EngineName } from '../src/engine/search/engine.js';
import { HEURISTIC_NAMES, type HeuristicName } from '../src/engine/heuristics/heuristic.js';
import { patternSet, patternSetOrigin } from '../src/engine/heuristics/pattern-cache.js';
import { patternPartition } from '../src/engine/heuristics/partition.js';
import { resolveHeuristic } from '../src/engine/heuristics/choose-heuristic.js';
import { optimalProblem, patternProblem } from '../src/engine/strategy/optimal.js';
import { largeCachedSet } from '../src/engine/heuristics/large-set.js';
import type { PatternSet } from '../src/engine/heuristics/pattern-database.js';
import { runToEnd } from '../src/engine/strategy/run-search.js';
import { formatColumns } from '../src/engine/bench/columns.js';

const NAME = 'bench:korf';
const values = benchArgs(NAME, `
Korf's 100 random 15-puzzles solved optimally on one thread, one heuristic after another.

Usage: npm run bench:korf -- [options]
  --heuristics LIST  comma-separated: pdb, linear-conflict, manhattan, auto (default pdb,linear-conflict)
  --ids LIST         comma-separated instance ids (default: all in the file)
  --engine NAME      wasm or ts (default wasm)
  --korf FILE        Korf's instances (default ${DEFAULT_KORF_FILE})
  --fresh            ignore the pattern database disk cache (times the build too)
  --six-six-three    pdb with the 6-6-3 databases even where the 7-8 ones are cached
  --verbose          one line per instance on stderr
  --json             the table as JSON
  -h, --help         this text
`, {
  heuristics: { type: 'string', default: 'pdb,linear-conflict' },
  ids: { type: 'string' },
  engine: { type: 'string', default: 'wasm' },
  korf: { type: 'string', default: DEFAULT_KORF_FILE },
  fresh: { type: 'boolean', default: false },
  'six-six-three': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
});
if (values.fresh) process.env.SLIDEPUZZLE_CACHE_DIR = 'off';

const heuristics = values.heuristics.split(',') as HeuristicName[];
for (const h of heuristics) if (!HEURISTIC_NAMES.includes(h)) fail(NAME, `unknown heuristic '${h}' (one of ${HEURISTIC_NAMES.join(', ')})`);
if (values.engine !== 'wasm' && values.engine !== 'ts') fail(NAME, `unknown engine '${values.engine}' (wasm or ts)`);
const ids = values.ids?.split(',').map(Number);
const instances = parseKorfFile(readData(NAME, values.korf, "Korf's instances", '--korf')).filter((k) => !ids || ids.includes(k.id));
if (instances.length === 0) fail(NAME, `no instance with id ${values.ids} in ${values.korf}`);
const engine = createEngine(values.engine as EngineName);

interface Row {
  heuristic: HeuristicName;
  setupMs: number;
  instances: number;
  optimal: number;
  nodes: number;
  korfNodes: number;
  searchMs: number;
  slowestMs: number;
  rssMiB: number;
}

const rows: Row[] = [];
for (const heuristic of heuristics) {
  const goal = defaultGoal(instances[0].board);
  const setupStarted = performance.now();
  let set: PatternSet | undefined;
  if (resolveHeuristic(goal, heuristic) === 'pdb') {
    set = (!values['six-six-three'] && largeCachedSet(goal)) || patternSet(goal, patternPartition(goal));
  } else {
    optimalProblem(instances[0].board, goal, heuristic);
  }
  const setupMs = performance.now() - setupStarted;
  if (set) {
    const origin = patternSetOrigin(set);
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    console.error(`pattern databases ${set.partition.map((g) => g.length).join('-')}: ${mib(set.databases.reduce((sum, d) => sum + d.length, 0))}, `
      + `${origin?.source === 'disk' ? 'read from the cache' : `built (peak build memory ${mib(set.buildBytes ?? 0)})`} in ${origin?.ms.toFixed(0)} ms`);
  }
  const row: Row = { heuristic, setupMs, instances: 0, optimal: 0, nodes: 0, korfNodes: 0, searchMs: 0, slowestMs: 0, rssMiB: 0 };
  for (const k of instances) {
    const started = performance.now();
    const result = runToEnd(engine, set ? patternProblem(k.board, set) : optimalProblem(k.board, goal, heuristic));
    const ms = performance.now() - started;
    const valid = result.status === 'found' && checkSolution(k.board, goal, result.moves) === undefined;
    if (!valid || result.moves.length !== k.optimal) {
      throw new Error(`korf ${k.id} with ${heuristic}: ${valid ? `${result.moves.length} moves, known optimum ${k.optimal}` : 'no valid answer'}`);
    }
    row.instances++;
    row.optimal++;
    row.nodes += result.nodes;
    row.korfNodes += k.korfNodes;
    row.searchMs += ms;
    row.slowestMs = Math.max(row.slowestMs, ms);
    if (values.verbose) {
      console.error(`${heuristic} korf ${k.id}: ${k.optimal} moves, ${result.nodes} nodes (${(result.nodes / k.korfNodes).toExponential(2)} of Korf's), ${ms.toFixed(0)} ms`);
    }
  }
  row.rssMiB = process.memoryUsage().rss / 2 ** 20;
  rows.push(row);
}

if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const header = ['heuristic', 'set-up ms', 'optimal', 'nodes', 'vs Korf 1985', 'search ms', 'Mnodes/s', 'slowest ms', 'total s', 'RSS MiB'];
  const body = rows.map((r) => [
    r.heuristic, r.setupMs.toFixed(0), `${r.optimal}/${r.instances}`, String(r.nodes), (r.nodes / r.korfNodes).toExponential(2),
    r.searchMs.toFixed(0), (r.nodes / r.searchMs / 1000).toFixed(1), r.slowestMs.toFixed(0), ((r.setupMs + r.searchMs) / 1000).toFixed(2),
    r.rssMiB.toFixed(0),
  ]);
  console.log(formatColumns(header, body));
  console.log(`engine ${engine.name}, one thread; ${values.fresh ? 'pattern databases built (cache off)' : 'pattern databases from the cache when present'}`);
}
