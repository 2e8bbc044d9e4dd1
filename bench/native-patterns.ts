// bench:native's --korf24 rows: IDA* under the 24-puzzle's 6-6-6-6 databases and their mirrored
// lookup (from the disk cache) in the wasm engine and in its C twin (bench/native/ida-patterns.c,
// built by the system's C compiler), on Korf & Felner's instances: the same searches node for node,
// so the wasm/C ratio of the lookups is measured as bench:native measures the distance-only loop's.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fail } from './args.js';
import type { KorfInstance } from '../src/engine/bench/korf.js';
import { defaultGoal } from '../src/engine/board/goal.js';
import { createEngine } from '../src/engine/search/create-engine.js';
import type { PatternTerm, SearchProblem } from '../src/engine/search/engine.js';
import { largeCachedSet } from '../src/engine/heuristics/large-set.js';
import { patternProblem } from '../src/engine/strategy/optimal.js';
import { runSearch } from '../src/engine/strategy/run-search.js';

export interface PatternRun { readonly id: number; readonly length: number | null; readonly nodes: number; readonly ms: number }

const u32 = (...values: number[]) => new Uint8Array(Uint32Array.from(values).buffer);
const bytes = (array: ArrayBufferView) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** The C twin's input: the term's lookups and databases once, then each problem's board and table (ida-patterns.c says the layout). */
function patternInput(term: PatternTerm, problems: readonly SearchProblem[]): Uint8Array[] {
  const compact = term.compact!;
  const stored = [...new Set(term.databases)];
  const parts = [u32(term.lookups.length, term.databases.length, compact.cells, ...compact.tiles), u32(compact.distances.length), compact.distances, u32(stored.length)];
  for (const database of stored) parts.push(u32(database.length), database);
  parts.push(u32(...term.databases.map((database) => stored.indexOf(database))));
  for (const lookup of term.lookups) parts.push(lookup.groups, bytes(lookup.indexes));
  parts.push(u32(problems.length));
  for (const problem of problems) parts.push(bytes(problem.board), bytes(problem.table));
  return parts;
}

/**
 * Runs the instances under the cached 6-6-6-6 set in the wasm engine and in the C twin (compiled
 * with `compiler` into `out`), each to its proof or `nodeLimit` nodes, and fails when the two
 * differ in a node or a move. Returns the wasm runs and the C runs.
 */
export async function patternRows(instances: readonly KorfInstance[], nodeLimit: number, compiler: string, source: URL, out: URL): Promise<{ wasm: PatternRun[]; c: PatternRun[] }> {
  const set = largeCachedSet(defaultGoal(instances[0].board));
  if (!set) fail('bench:native', 'the 24-puzzle\'s 6-6-6-6 databases are not in the disk cache: run `npx slidepuzzle cache --build 24` first (about ten minutes)');
  const problems = instances.map((k) => patternProblem(k.board, set));
  if (problems.some((problem) => problem.conflicts || !problem.patterns?.compact)) fail('bench:native', 'expected compact databases covering every tile (no linear conflicts)');
  const engine = createEngine('wasm');
  const wasm: PatternRun[] = [];
  for (const [i, problem] of problems.entries()) {
    const started = performance.now();
    const outcome = await runSearch(engine, problem, { nodeLimit });
    wasm.push({ id: instances[i].id, length: outcome.status === 'found' ? outcome.moves.length : null, nodes: outcome.nodes, ms: performance.now() - started });
  }
  const binary = new URL('ida-patterns', out).pathname, file = new URL('patterns.bin', out).pathname;
  execFileSync(compiler, ['-O3', '-march=native', '-o', binary, new URL('ida-patterns.c', source).pathname]);
  writeFileSync(file, Buffer.concat(patternInput(problems[0].patterns!, problems)));
  const lines = execFileSync(binary, [file, String(Number.isFinite(nodeLimit) ? nodeLimit : 0)], { encoding: 'utf8', maxBuffer: 1 << 20 }).trim().split('\n');
  const c = lines.map((line, i) => {
    const run = JSON.parse(line) as { length: number; nodes: number; ms: number };
    return { id: instances[i].id, length: run.length < 0 ? null : run.length, nodes: run.nodes, ms: run.ms };
  });
  c.forEach((run, i) => {
    if (run.nodes !== wasm[i].nodes || run.length !== wasm[i].length) fail('bench:native', `#${run.id}: C gave ${run.length} moves in ${run.nodes} nodes, wasm ${wasm[i].length} in ${wasm[i].nodes}`);
    if (run.length !== null && run.length !== instances[i].optimal) fail('bench:native', `#${run.id}: ${run.length} moves, optimum ${instances[i].optimal}`);
  });
  return { wasm, c };
}
