// The wasm beam vs its TS twin on the same beams, timed with tinybench: the same problem and width,
// the same levels and node count (checked); only the engine differs. Times are medians (p50).
import { Bench } from 'tinybench';
import { createEngine } from '../search/create-engine.js';
import type { EngineName, SearchProblem } from '../search/engine.js';
import { type BeamResult, beamSearch } from '../strategy/beam.js';
import { formatColumns } from './columns.js';

export interface BeamCase {
  readonly name: string;
  readonly problem: SearchProblem;
}

export interface BeamRaceRow {
  readonly name: string;
  /** The answer's length, or undefined when the beam stalled. */
  readonly length?: number;
  readonly nodes: number;
  readonly wasmMs: number;
  readonly tsMs: number;
  /** TS time over wasm time. */
  readonly speedup: number;
}

const ENGINES: readonly EngineName[] = ['wasm', 'ts'];

/**
 * Runs the beam of `width` (stalling after 60 depths without progress, as the portfolio's) on
 * every case with both engines. Throws if they disagree on the answer or the nodes.
 */
export async function beamRace(cases: readonly BeamCase[], width: number, iterations = 5): Promise<BeamRaceRow[]> {
  const bench = new Bench({ iterations, time: 0, warmup: true, warmupIterations: 1, warmupTime: 0 });
  const results = new Map<string, BeamResult>();
  for (const c of cases) {
    for (const name of ENGINES) {
      const engine = createEngine(name);
      bench.add(`${c.name} ${name}`, async () => { results.set(`${c.name} ${name}`, await beamSearch(engine, c.problem, { width, stallDepths: 60 })); });
    }
  }
  await bench.run();
  return cases.map((c) => {
    const median = (name: EngineName) => {
      const result = bench.getTask(`${c.name} ${name}`)!.result;
      if (result.state !== 'completed') throw new Error(`benchmark task ${c.name} ${name} did not complete (${result.state})`);
      return result.latency.p50;
    };
    const wasm = results.get(`${c.name} wasm`)!, ts = results.get(`${c.name} ts`)!;
    if (wasm.nodes !== ts.nodes || wasm.moves !== ts.moves || wasm.closest !== ts.closest) throw new Error(`the beams disagree on ${c.name}`);
    const [wasmMs, tsMs] = [median('wasm'), median('ts')];
    return { name: c.name, length: wasm.moves?.length, nodes: wasm.nodes, wasmMs, tsMs, speedup: tsMs / wasmMs };
  });
}

/** A fixed-width table for the terminal, with a total row (sums of nodes and median times). */
export function formatBeamTable(rows: readonly BeamRaceRow[]): string {
  const total = (f: (r: BeamRaceRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const [nodes, wasmMs, tsMs] = [total((r) => r.nodes), total((r) => r.wasmMs), total((r) => r.tsMs)];
  const all = [...rows, { name: 'total', nodes, wasmMs, tsMs, speedup: tsMs / wasmMs }];
  const header = ['case', 'length', 'nodes', 'wasm ms', 'wasm Mnodes/s', 'ts ms', 'ts Mnodes/s', 'wasm speedup'];
  const body = all.map((r) => [
    r.name, 'length' in r && r.length !== undefined ? String(r.length) : '-', String(r.nodes),
    r.wasmMs.toFixed(1), (r.nodes / r.wasmMs / 1000).toFixed(1), r.tsMs.toFixed(1), (r.nodes / r.tsMs / 1000).toFixed(1), `${r.speedup.toFixed(2)}x`,
  ]);
  return formatColumns(header, body);
}
