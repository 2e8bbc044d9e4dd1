// The portfolio behind `solve` when a proven optimum is not demanded. Within a planned time:
// proven-optimal IDA* first, then near-optimal answers from beam search in both directions (from the
// start, and from the goal back to the start; a stalled beam is finished by IDA* from the closest
// board it saw) and from seed 000's FarFirst decomposition; the best is shortened by windowed
// re-solving. A board still without an answer then keeps searching, with ever larger budgets and
// seed 000's weighted IDA* too, until the time limit. The shortest valid answer wins; it counts as
// optimal only when it meets the lower bound that IDA* proved.
import type { Board } from '../board/board.js';
import { invertPath, replay } from '../board/moves.js';
import type { Engine } from '../engine/engine.js';
import { beamSearch } from './beam.js';
import { farFirst } from './far-first.js';
import { cachedPatternSet } from '../heuristics/pattern-cache.js';
import { patternPartition } from '../heuristics/partition.js';
import { optimalProblem, patternProblem, searchOptimal } from './optimal.js';
import { type SearchProgress, runSearch } from './run-search.js';
import { shortenByWindows } from './shorten.js';
import { WEIGHT_DIVISORS, weightedProblem } from './weighted.js';

export interface PortfolioOptions {
  /** Time the stages are planned over; past it only a board still without an answer searches on. */
  readonly plannedMs: number;
  /** Share of the planned time given to proven-optimal IDA* before anything else. */
  readonly optimalShare: number;
  /**
   * Largest per-board pattern database, in entries (see heuristics/partition.ts): 2^21 keeps every
   * DevQuiz board's build well under a second (four-tile groups); IDA* and the beams toward the goal
   * then share those databases.
   */
  readonly databaseEntries: number;
  /**
   * Nodes of the linear-conflict search that runs before the databases are built: boards it solves
   * need no build. Short, because the databases serve the beams as well.
   */
  readonly warmUpNodes: number;
  /** Beam widths, tried in turn from the start toward the goal. The first is always tried. */
  readonly beamWidths: readonly number[];
  /**
   * The widths among those at which a beam also runs from the goal back to the start. Only the first
   * by default: that beam has no pattern databases (they are built for the goal), and on DevQuiz
   * boards the wider ones paid less than they cost.
   */
  readonly backwardWidths: readonly number[];
  /** Share of the planned time after which no further beam starts. */
  readonly beamShare: number;
  /** Node budget of the IDA* that finishes from the closest board of a stalled beam. */
  readonly completionNodes: number;
  /** FarFirst's node budgets: per partial goal, per try at solving the rest outright, per endgame. */
  readonly farFirstStepNodes: number;
  readonly farFirstRestNodes: number;
  readonly farFirstEndgameNodes: number;
  /** Node budget of each weighted IDA* try (seed 000's divisors 5..1) for a board without answer. */
  readonly weightedNodes: number;
  /** Each round for a board still without an answer multiplies widths and budgets by this. */
  readonly escalation: number;
  /** Window lengths of the shortening pass, in order. */
  readonly windows: readonly number[];
  /** Node budget of one window's re-solve. */
  readonly windowNodes: number;
}

/** The defaults: see PortfolioOptions. */
export const DEFAULT_PORTFOLIO: PortfolioOptions = {
  plannedMs: 10_000,
  optimalShare: 0.3,
  databaseEntries: 1 << 21,
  warmUpNodes: 10_000_000,
  beamWidths: [1000, 4000, 16000],
  backwardWidths: [1000],
  beamShare: 0.6,
  completionNodes: 20_000_000,
  farFirstStepNodes: 5_000_000,
  farFirstRestNodes: 1_000_000,
  farFirstEndgameNodes: 10_000_000,
  weightedNodes: 20_000_000,
  escalation: 4,
  windows: [16, 24, 32],
  windowNodes: 2_000_000,
};

export interface PortfolioLimits {
  /** The time limit on the performance.now() clock (Infinity for none). */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SearchProgress) => void;
}

export type PortfolioOutcome =
  | { readonly status: 'found'; readonly moves: string; readonly optimal: boolean; readonly nodes: number }
  | { readonly status: 'timeout' | 'aborted'; readonly nodes: number; readonly bound: number };

export async function solvePortfolio(engine: Engine, start: Board, goal: Board, limits: PortfolioLimits, options: PortfolioOptions = DEFAULT_PORTFOLIO): Promise<PortfolioOutcome> {
  const begun = performance.now();
  const planned = Math.min(limits.deadline, begun + options.plannedMs);
  const share = (fraction: number) => begun + (planned - begun) * fraction;
  const patternBudget = { maxEntries: options.databaseEntries, warmUpNodes: options.warmUpNodes };
  const first = await searchOptimal(engine, start, goal, 'auto', { ...limits, deadline: share(options.optimalShare) }, patternBudget);
  let nodes = first.nodes;
  if (first.status === 'found') return { status: 'found', moves: first.moves, optimal: true, nodes };
  if (first.status === 'aborted') return { status: 'aborted', nodes, bound: first.bound };
  // IDA* with an admissible heuristic proved that no answer is shorter than its current bound.
  const lowerBound = first.bound;
  const timeLeft = (deadline: number) => !limits.signal?.aborted && performance.now() < deadline;
  // Toward the goal, searches use its pattern databases if IDA* got them built; toward other boards
  // (the start, for beams from the goal), the distance sum.
  const databases = cachedPatternSet(goal, patternPartition(goal, options.databaseEntries));
  const toward = (from: Board, to: Board) =>
    to === goal && databases ? patternProblem(from, databases) : optimalProblem(from, to, 'manhattan');
  let best: string | undefined;
  const consider = (moves: string | undefined) => {
    if (moves !== undefined && (best === undefined || moves.length < best.length)) best = moves;
  };
  const count = <T extends { nodes: number }>(outcome: T) => {
    nodes += outcome.nodes;
    return outcome;
  };

  /** A beam's answer; a stalled beam's way to its closest board, finished by IDA* from there. */
  const beam = async (from: Board, to: Board, width: number, scale: number, deadline: number) => {
    const result = count(beamSearch(toward(from, to), { ...limits, deadline, width, stallDepths: 60 * scale }));
    if (result.moves !== undefined || result.closest === undefined) return result.moves;
    const rest = count(await runSearch(engine, toward(replay(from, result.closest), to), { ...limits, deadline, nodeLimit: options.completionNodes * scale }));
    return rest.status === 'found' ? result.closest + rest.moves : undefined;
  };
  const beams = async (width: number, backward: boolean, scale = 1, deadline = planned) => {
    consider(await beam(start, goal, width, scale, deadline));
    if (!backward) return;
    const back = await beam(goal, start, width, scale, deadline);
    consider(back === undefined ? undefined : invertPath(back));
  };
  const decompose = async (scale: number, deadline: number) => {
    const budgets = {
      stepNodes: options.farFirstStepNodes * scale,
      restNodes: options.farFirstRestNodes * scale,
      endgameNodes: options.farFirstEndgameNodes * scale,
    };
    consider(count(await farFirst(engine, start, goal, { ...limits, deadline }, budgets)).moves);
  };

  // Cheap tries first, so that every board soon has an answer: a narrow beam each way, then, if they
  // failed, FarFirst, which walled boards that trap a greedy beam need; then wider beams.
  const [narrowest, ...wider] = options.beamWidths;
  await beams(narrowest, options.backwardWidths.includes(narrowest));
  if (best === undefined && timeLeft(planned)) await decompose(1, planned);
  for (const width of wider) {
    if (!timeLeft(share(options.beamShare)) || best?.length === lowerBound) break;
    await beams(width, options.backwardWidths.includes(width));
  }
  // Still no answer: search on with ever larger budgets, both ways, until the time limit.
  // FarFirst first in each round, its budgets a round ahead: it takes seconds where wide beams take tens.
  for (let scale = options.escalation; best === undefined && timeLeft(limits.deadline); scale *= options.escalation) {
    await decompose(scale * options.escalation, limits.deadline);
    if (best !== undefined || !timeLeft(limits.deadline)) break;
    await beams(options.beamWidths[options.beamWidths.length - 1] * scale, true, scale, limits.deadline);
    for (const divisor of WEIGHT_DIVISORS) {
      if (best !== undefined || !timeLeft(limits.deadline)) break;
      const weighted = count(await runSearch(engine, weightedProblem(start, goal, divisor), { ...limits, nodeLimit: options.weightedNodes * scale }));
      consider(weighted.status === 'found' ? weighted.moves : undefined);
    }
  }
  if (best === undefined) return { status: limits.signal?.aborted ? 'aborted' : 'timeout', nodes, bound: lowerBound };

  if (best.length > lowerBound) {
    // An answer found late still gets a short shortening pass.
    const deadline = Math.min(limits.deadline, Math.max(planned, performance.now() + (planned - begun) * 0.3));
    const shortening = { ...limits, deadline, windows: options.windows, windowNodes: options.windowNodes };
    consider(count(await shortenByWindows(engine, start, best, shortening)).moves);
  }
  return { status: 'found', moves: best, optimal: best.length === lowerBound, nodes };
}
