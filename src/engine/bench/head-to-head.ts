// wasm vs TS on the same searches, timed with tinybench: the same problem, the same algorithm, the
// same node count; only the engine differs. Times are tinybench medians (p50) over the iterations.
import { Bench } from 'tinybench';
import type { Board } from '../board/board.js';
import { defaultGoal } from '../board/goal.js';
import { createEngine } from '../search/create-engine.js';
import type { EngineName } from '../search/engine.js';
import type { HeuristicName } from '../heuristics/heuristic.js';
import { optimalProblem } from '../strategy/optimal.js';
import { runToEnd } from '../strategy/run-search.js';
import { formatColumns } from './columns.js';

export interface BenchCase {
  readonly name: string;
  readonly board: Board;
}

export interface EngineFigures {
  readonly medianMs: number;
  readonly nodesPerSecond: number;
}

export interface HeadToHeadRow {
  readonly name: string;
  readonly length: number;
  readonly nodes: number;
  readonly wasm: EngineFigures;
  readonly ts: EngineFigures;
  /** TS time over wasm time: how many times faster wasm is. */
  readonly speedup: number;
}

const ENGINES: readonly EngineName[] = ['wasm', 'ts'];

/**
 * Times both engines on every case, under `heuristic` (both engines implement them all; the default
 * is the plain distance sum). Throws if the engines disagree on nodes or answer.
 */
export async function headToHead(cases: readonly BenchCase[], iterations = 5, heuristic: HeuristicName = 'manhattan'): Promise<HeadToHeadRow[]> {
  const bench = new Bench({ iterations, time: 0, warmup: true, warmupIterations: 1, warmupTime: 0 });
  const outcomes = new Map<string, { moves: string; nodes: number }>();
  for (const c of cases) {
    const problem = optimalProblem(c.board, defaultGoal(c.board), heuristic);
    for (const name of ENGINES) {
      const engine = createEngine(name);
      bench.add(`${c.name} ${name}`, () => { outcomes.set(`${c.name} ${name}`, runToEnd(engine, problem)); });
    }
  }
  await bench.run();
  return cases.map((c) => {
    const figures = (name: EngineName): EngineFigures => {
      const result = bench.getTask(`${c.name} ${name}`)!.result;
      if (result.state !== 'completed') throw new Error(`benchmark task ${c.name} ${name} did not complete (${result.state})`);
      const nodes = outcomes.get(`${c.name} ${name}`)!.nodes;
      return { medianMs: result.latency.p50, nodesPerSecond: nodes / (result.latency.p50 / 1000) };
    };
    const wasm = outcomes.get(`${c.name} wasm`)!, ts = outcomes.get(`${c.name} ts`)!;
    if (wasm.nodes !== ts.nodes || wasm.moves !== ts.moves) throw new Error(`engines disagree on ${c.name}`);
    const row = { name: c.name, length: wasm.moves.length, nodes: wasm.nodes, wasm: figures('wasm'), ts: figures('ts') };
    return { ...row, speedup: row.ts.medianMs / row.wasm.medianMs };
  });
}

/** Sums the rows: total nodes, total median times, overall rates and ratio. */
export function totalRow(rows: readonly HeadToHeadRow[]): HeadToHeadRow {
  const sum = (f: (r: HeadToHeadRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const nodes = sum((r) => r.nodes);
  const engine = (ms: number): EngineFigures => ({ medianMs: ms, nodesPerSecond: nodes / (ms / 1000) });
  const wasmMs = sum((r) => r.wasm.medianMs), tsMs = sum((r) => r.ts.medianMs);
  return { name: 'total', length: sum((r) => r.length), nodes, wasm: engine(wasmMs), ts: engine(tsMs), speedup: tsMs / wasmMs };
}

/** A fixed-width table for the terminal. */
export function formatTable(rows: readonly HeadToHeadRow[]): string {
  const header = ['case', 'length', 'nodes', 'wasm ms', 'wasm Mnodes/s', 'ts ms', 'ts Mnodes/s', 'wasm speedup'];
  const body = rows.map((r) => [
    r.name, String(r.length), String(r.nodes),
    r.wasm.medianMs.toFixed(1), (r.wasm.nodesPerSecond / 1e6).toFixed(1),
    r.ts.medianMs.toFixed(1), (r.ts.nodesPerSecond / 1e6).toFixed(1), `${r.speedup.toFixed(2)}x`,
  ]);
  return formatColumns(header, body);
}
