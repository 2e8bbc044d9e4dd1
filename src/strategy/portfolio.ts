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
import { preparePatternSet } from '../heuristics/pattern-cache.js';
import { type PatternSet, buildPatternSetSliced } from '../heuristics/pattern-database.js';
import { patternPartition } from '../heuristics/partition.js';
import { optimalProblem, patternProblem } from './optimal.js';
import { type SearchProgress, runSearch } from './run-search.js';
import { shortenByWindows } from './shorten.js';
import { WEIGHT_DIVISORS, weightedProblem } from './weighted.js';

export interface PortfolioOptions {
  /**
   * Time after which no further planned stage starts: past it only a board still without an answer
   * searches on, until the time limit. The stages themselves run on node budgets, so on a machine
   * fast enough for them the answers do not depend on the clock.
   */
  readonly plannedMs: number;
  /**
   * Nodes of the linear-conflict IDA* that runs first: boards it solves (optimally) need no pattern
   * databases, whose build costs more than this search on most boards.
   */
  readonly warmUpNodes: number;
  /**
   * Largest per-board pattern database, in entries (see heuristics/partition.ts): 2^21 keeps every
   * DevQuiz board's build within a second or two (four-tile groups). The beams toward the goal and
   * the optimal search share them.
   */
  readonly databaseEntries: number;
  /** Nodes of the IDA* with pattern databases that tries to beat the first beams' answer, or prove it optimal. */
  readonly optimalNodes: number;
  /** Beam widths, tried in turn from the start toward the goal. The first is always tried. */
  readonly beamWidths: readonly number[];
  /**
   * When the first answers exceed the proven lower bound by this many moves or more (or there is
   * none), the start's pattern databases are built too, and the beams run from the goal as well.
   */
  readonly reverseGap: number;
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
  warmUpNodes: 10_000_000,
  databaseEntries: 1 << 21,
  optimalNodes: 20_000_000,
  beamWidths: [1000, 4000, 16000],
  reverseGap: 12,
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
  // Easy boards end in a short IDA* with linear conflicts: optimal, and no databases to build.
  const warmUp = await runSearch(engine, optimalProblem(start, goal, 'linear-conflict'), { ...limits, nodeLimit: options.warmUpNodes });
  let nodes = warmUp.nodes;
  if (warmUp.status === 'found') return { status: 'found', moves: warmUp.moves, optimal: true, nodes };
  if (warmUp.status !== 'budget') return { status: warmUp.status === 'aborted' ? 'aborted' : 'timeout', nodes, bound: warmUp.bound };
  // IDA* with an admissible heuristic proved that no answer is shorter than its current bound.
  let lowerBound = warmUp.bound;
  const timeLeft = (deadline: number) => !limits.signal?.aborted && performance.now() < deadline;
  // Pattern databases guide the beams (the distance sum alone leads them into dead ends on walled
  // boards): the goal's, built at once, serve the beams from the start and the optimal search; the
  // start's, built only for a board whose first answers are poor, serve the beams from the goal.
  const databases = new Map<Board, PatternSet | undefined>([[goal, await preparePatternSet(goal, patternPartition(goal, options.databaseEntries), limits)]]);
  const toward = (from: Board, to: Board) => {
    const set = databases.get(to);
    return set ? patternProblem(from, set) : optimalProblem(from, to, 'manhattan');
  };
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
  const beams = async (width: number, backward: boolean, scale = 1, deadline = limits.deadline) => {
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

  // A narrow beam each way first, so that every board soon has an answer; then IDA* with the
  // databases, bounded by that answer: it finds a shorter one, which is optimal, or proves that
  // there is none.
  const [narrowest, ...wider] = options.beamWidths;
  await beams(narrowest, true);
  const goalSet = databases.get(goal);
  if (goalSet && timeLeft(planned)) {
    const maxBound = best === undefined ? undefined : best.length - 2;
    const problem = patternProblem(start, goalSet);
    const proof = count(await runSearch(engine, maxBound === undefined ? problem : { ...problem, maxBound }, { ...limits, nodeLimit: options.optimalNodes }));
    if (proof.status === 'found') return { status: 'found', moves: proof.moves, optimal: true, nodes };
    if (proof.status === 'aborted') return { status: 'aborted', nodes, bound: lowerBound };
    lowerBound = proof.status === 'limit' && best !== undefined ? best.length : Math.max(lowerBound, proof.bound);
  }
  // A trap for the beams from the start (a corridor filled in the wrong order, a pocket closed too
  // early) is often none from the goal: with the start's own databases, the beam from the goal
  // finds the way back.
  const poor = () => best === undefined || best.length - lowerBound >= options.reverseGap;
  if (poor() && timeLeft(planned)) {
    databases.set(start, await buildPatternSetSliced(start, patternPartition(start, options.databaseEntries), limits));
    const back = await beam(goal, start, narrowest, 1, limits.deadline);
    consider(back === undefined ? undefined : invertPath(back));
  }
  if (best === undefined && timeLeft(planned)) await decompose(1, limits.deadline);
  // Wider beams while they pay: a width that does not shorten the answer ends the widening.
  for (const width of wider) {
    if (!timeLeft(planned) || best?.length === lowerBound) break;
    const before = best?.length;
    await beams(width, databases.has(start));
    if (before !== undefined && best!.length === before) break;
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
    const shortening = { ...limits, windows: options.windows, windowNodes: options.windowNodes };
    consider(count(await shortenByWindows(engine, start, best, shortening)).moves);
  }
  return { status: 'found', moves: best, optimal: best.length === lowerBound, nodes };
}
