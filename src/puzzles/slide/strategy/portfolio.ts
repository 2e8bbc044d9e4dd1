// The portfolio behind `solve` when a proven optimum is not demanded: a table of stages
// (portfolio-stages.ts), each with one signature, run in order under one plan. A stage takes the
// board, the best answer so far and the limits, and reports answers and proven lower bounds; the
// runner keeps the shortest answers, ends early on an optimal answer or a stop, and counts the
// nodes on the solve's meter. An answer counts as optimal only when it meets a bound IDA* proved.
import type { Board } from '../board/board.js';
import type { Engine } from '../engine/engine.js';
import { type Limits, ProgressMeter, type Stopped, stopReason } from '../../../core/limits.js';
import { DEFAULT_PORTFOLIO, type PortfolioOptions } from './portfolio-options.js';
import type { PortfolioBoard, Stage } from './portfolio-stage.js';
import { PORTFOLIO_STAGES } from './portfolio-stages.js';

export type PortfolioOutcome =
  | {
      readonly status: 'found';
      readonly moves: string;
      readonly optimal: boolean;
      readonly nodes: number;
      /** Other answers as short, found on the way: their moves per direction differ (a batch's budget may prefer one). */
      readonly alternatives: readonly string[];
    }
  | { readonly status: Stopped; readonly nodes: number; readonly bound: number };

/** Runs `stages` (default: the portfolio's table) on the board, within `limits`. */
export async function solvePortfolio(engine: Engine, start: Board, goal: Board, limits: Limits, options: PortfolioOptions = DEFAULT_PORTFOLIO, stages: readonly Stage[] = PORTFOLIO_STAGES): Promise<PortfolioOutcome> {
  const meter = limits.meter ?? new ProgressMeter();
  const before = meter.nodes;
  const within = { ...limits, meter };
  const planned = Math.min(limits.deadline ?? Infinity, performance.now() + options.plannedMs);
  const board: PortfolioBoard = { engine, start, goal, options, databases: new Map(), planned };
  let best: string | undefined, lowerBound = 0;
  const asShort = new Set<string>();
  const consider = (moves: string | undefined) => {
    if (moves === undefined || (best !== undefined && moves.length > best.length)) return;
    if (best === undefined || moves.length < best.length) {
      best = moves;
      asShort.clear();
    }
    asShort.add(moves);
  };
  for (const stage of stages) {
    const so = { moves: best, lowerBound };
    if (!stage.when(board, so, within)) continue;
    meter.stage = stage.name;
    meter.report(0);
    const report = await stage.run(board, so, within);
    lowerBound = Math.max(lowerBound, report.lowerBound ?? 0);
    const nodes = meter.nodes - before;
    if (report.optimal) return { status: 'found', moves: report.answers![0]!, optimal: true, nodes, alternatives: [] };
    report.answers?.forEach(consider);
    if (report.stopped) return { status: report.stopped, nodes, bound: lowerBound };
  }
  const nodes = meter.nodes - before;
  if (best === undefined) return { status: stopReason(limits) ?? 'timeout', nodes, bound: lowerBound };
  const alternatives = [...asShort].filter((moves) => moves !== best);
  return { status: 'found', moves: best, optimal: best.length === lowerBound, nodes, alternatives };
}
