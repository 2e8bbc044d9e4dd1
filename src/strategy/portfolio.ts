// The portfolio behind `solve` when a proven optimum is not demanded: proven-optimal IDA* first, then
// near-optimal answers from beam search in both directions (from the start, and from the goal back
// to the start), with seed 000's weighted IDA* and FarFirst decomposition as fallbacks, the best one
// shortened by windowed re-solving. The shortest valid answer wins; it counts as optimal only when
// it meets the lower bound that IDA* proved.
import type { Board } from '../board/board.js';
import { invertPath } from '../board/moves.js';
import type { Engine } from '../engine/engine.js';
import { beamSearch } from './beam.js';
import { farFirst } from './far-first.js';
import { optimalProblem } from './optimal.js';
import { type SearchProgress, runSearch } from './run-search.js';
import { shortenByWindows } from './shorten.js';
import { WEIGHT_DIVISORS, weightedProblem } from './weighted.js';

export interface PortfolioOptions {
  /** Share of the time limit given to proven-optimal IDA* before anything else. */
  readonly optimalShare: number;
  /** Beam widths, tried in turn, each from the start and from the goal. */
  readonly beamWidths: readonly number[];
  /** Share of the time limit after which no further beam starts. */
  readonly beamShare: number;
  /** Node budget of each weighted IDA* try (seed 000's divisors 5..1), used when the beams fail. */
  readonly weightedNodes: number;
  /** Window lengths of the shortening pass, in order. */
  readonly windows: readonly number[];
  /** Node budget of one window's re-solve. */
  readonly windowNodes: number;
}

/** The defaults: see PortfolioOptions. */
export const DEFAULT_PORTFOLIO: PortfolioOptions = {
  optimalShare: 0.3,
  beamWidths: [3000, 10000, 30000],
  beamShare: 0.6,
  weightedNodes: 20_000_000,
  windows: [16, 24, 32],
  windowNodes: 2_000_000,
};

/** With no time limit, the stages are planned as if the limit were this; the last fallback then runs to the end. */
export const PLANNING_TIME_MS = 10_000;

export interface PortfolioLimits {
  /** The hard limit on the performance.now() clock (Infinity for none). */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SearchProgress) => void;
}

export type PortfolioOutcome =
  | { readonly status: 'found'; readonly moves: string; readonly optimal: boolean; readonly nodes: number }
  | { readonly status: 'timeout' | 'aborted'; readonly nodes: number; readonly bound: number };

export async function solvePortfolio(engine: Engine, start: Board, goal: Board, limits: PortfolioLimits, options: PortfolioOptions = DEFAULT_PORTFOLIO): Promise<PortfolioOutcome> {
  const begun = performance.now();
  const planned = Math.min(limits.deadline, begun + PLANNING_TIME_MS);
  const share = (fraction: number) => begun + (planned - begun) * fraction;
  const first = await runSearch(engine, optimalProblem(start, goal), { ...limits, deadline: share(options.optimalShare) });
  let nodes = first.nodes;
  if (first.status === 'found') return { status: 'found', moves: first.moves, optimal: true, nodes };
  if (first.status === 'aborted') return { status: 'aborted', nodes, bound: first.bound };
  // IDA* with an admissible heuristic proved that no answer is shorter than its current bound.
  const lowerBound = first.bound;
  const timeLeft = (deadline: number) => !limits.signal?.aborted && performance.now() < deadline;
  const stage = { ...limits, deadline: planned };
  let best: string | undefined;
  const consider = (found: { moves?: string; nodes: number }, invert = false) => {
    nodes += found.nodes;
    const moves = found.moves !== undefined && invert ? invertPath(found.moves) : found.moves;
    if (moves !== undefined && (best === undefined || moves.length < best.length)) best = moves;
  };

  for (const width of options.beamWidths) {
    if (!timeLeft(share(options.beamShare)) || best?.length === lowerBound) break;
    consider(beamSearch(optimalProblem(start, goal), { ...stage, width }));
    consider(beamSearch(optimalProblem(goal, start), { ...stage, width }), true);
  }
  for (const divisor of WEIGHT_DIVISORS) {
    if (best !== undefined || !timeLeft(planned)) break;
    consider(await runSearch(engine, weightedProblem(start, goal, divisor), { ...stage, nodeLimit: options.weightedNodes }));
  }
  if (best === undefined && timeLeft(limits.deadline)) consider(await farFirst(engine, start, goal, limits));
  if (best === undefined) return { status: limits.signal?.aborted ? 'aborted' : 'timeout', nodes, bound: lowerBound };

  if (best.length > lowerBound) {
    const shorter = await shortenByWindows(engine, start, best, { ...stage, windows: options.windows, windowNodes: options.windowNodes });
    consider(shorter);
  }
  return { status: 'found', moves: best, optimal: best.length === lowerBound, nodes };
}
