// The portfolio behind `solve` when a proven optimum is not demanded: a table of stages
// (portfolio-stages.ts), each with one signature, run in order under one plan. A stage takes the
// board, the best answer so far and the limits, and reports answers and proven lower bounds; the
// runner keeps the shortest answers, ends early on an optimal answer or a stop, and counts the
// nodes on the solve's meter. An answer counts as optimal only when it meets a bound IDA* proved.
import type { Board } from '../board/board.js';
import type { Engine } from '../search/engine.js';
import { type Limits, ProgressMeter, type Stopped, stopReason } from '../../core/limits.js';
import { DEFAULT_PORTFOLIO, type PortfolioOptions } from './portfolio-options.js';
import type { BestSoFar, PortfolioBoard, Stage } from './portfolio-stage.js';
import { stagesFor } from './portfolio-stages.js';

/** How the portfolio ended: `found` with its best answer, or stopped without one. */
export type PortfolioOutcome =
  | {
      /** An answer was found (the shortest of the stages' answers). */
      readonly status: 'found';
      /** The answer: the blank's moves over `LRUD`. */
      readonly moves: string;
      /** True when the answer is proven shortest: IDA* found it, or proved a bound it meets. */
      readonly optimal: boolean;
      /** Nodes the portfolio's searches spent. */
      readonly nodes: number;
      /** Other answers as short, found on the way, each a different move string (a batch's budget may prefer one). */
      readonly alternatives: readonly string[];
      /** The largest lower bound IDA* proved on the answer's length (the answer's own when optimal). */
      readonly lowerBound: number;
    }
  | {
      /**
       * Stopped by the signal (`aborted`) or the deadline (`timeout`) with no answer (a stop after
       * one was found, or given, ends the run `found` with it).
       */
      readonly status: Stopped;
      /** Nodes the portfolio's searches spent. */
      readonly nodes: number;
      /** The largest lower bound IDA* proved on the answer's length; 0 if none. */
      readonly bound: number;
    };

/**
 * Runs `stages` (default: the portfolio's table) on the board, within `limits`: each stage whose
 * `when` holds runs in turn, and the shortest answers are kept. It ends early on a proven optimal
 * answer or a stage that reports a stop. The boards are not checked (`solve()` checks them).
 * @param engine the engine every search runs on
 * @param start the start board
 * @param goal the goal, with the start's size, walls and tiles
 * @param limits deadline, signal and meter (the node limit is not used: stages have their own);
 * without a meter, one is made to count the nodes
 * @param options budgets and choices; default {@link DEFAULT_PORTFOLIO}
 * @param stages the stages in order; default the table for the board's size (stagesFor)
 * @param known what was found before (not checked here): an answer, the best so far from the start,
 * which bounds the stages' beams and proof and is returned if nothing shorter is found; and a lower
 * bound proved on the answer's length, where the proof's IDA* starts. Default: nothing
 * @returns a promise of the outcome: `found`, else the stop (`timeout` or `aborted`)
 */
export async function solvePortfolio(engine: Engine, start: Board, goal: Board, limits: Limits, options: PortfolioOptions = DEFAULT_PORTFOLIO, stages: readonly Stage[] = stagesFor(start), known: BestSoFar = { lowerBound: 0 }): Promise<PortfolioOutcome> {
  const meter = limits.meter ?? new ProgressMeter();
  const before = meter.nodes;
  const within = { ...limits, meter };
  const planned = Math.min(limits.deadline ?? Infinity, performance.now() + options.plannedMs);
  const board: PortfolioBoard = { engine, start, goal, options, databases: new Map(), planned };
  let best: string | undefined, lowerBound = known.lowerBound;
  const asShort = new Set<string>();
  const consider = (moves: string | undefined) => {
    if (moves === undefined || (best !== undefined && moves.length > best.length)) return;
    if (best === undefined || moves.length < best.length) {
      best = moves;
      asShort.clear();
    }
    asShort.add(moves);
  };
  consider(known.moves);
  if (best !== undefined && best.length === lowerBound) return { status: 'found', moves: best, optimal: true, nodes: 0, alternatives: [], lowerBound };
  for (const stage of stages) {
    // With an answer in hand, an abort ends the run before the next stage, which could only polish
    // it: the shortening's set-up alone took 40 ms on a 16 x 16 board after an abort, several
    // times that in a browser's worker. Without one, the stages still run, to report their bounds.
    if (best !== undefined && stopReason(limits) === 'aborted') break;
    const so = { moves: best, lowerBound };
    if (!stage.when(board, so, within)) continue;
    meter.stage = stage.name;
    meter.report(0);
    const report = await stage.run(board, so, within);
    lowerBound = Math.max(lowerBound, report.lowerBound ?? 0);
    const nodes = meter.nodes - before;
    if (report.optimal) {
      const moves = report.answers![0]!;
      return { status: 'found', moves, optimal: true, nodes, alternatives: [], lowerBound: moves.length };
    }
    report.answers?.forEach(consider);
    if (report.stopped) {
      // A stop ends the run; an answer found before it (or given to improve on) is still the outcome.
      if (best === undefined) return { status: report.stopped, nodes, bound: lowerBound };
      break;
    }
  }
  const nodes = meter.nodes - before;
  if (best === undefined) return { status: stopReason(limits) ?? 'timeout', nodes, bound: lowerBound };
  const alternatives = [...asShort].filter((moves) => moves !== best);
  // An answer under the bound given in `known` disproves it: the bound returned stays at most the answer.
  return { status: 'found', moves: best, optimal: best.length === lowerBound, nodes, alternatives, lowerBound: Math.min(lowerBound, best.length) };
}
