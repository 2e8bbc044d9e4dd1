// The portfolio behind `solve` when a proven optimum is not demanded. Its stages run on node
// budgets (portfolio-options.ts), the clock only capping them: a short IDA* with linear conflicts
// ends easy boards optimally; the goal's pattern databases then guide a beam from the start, and
// IDA* with them, bounded by the beam's answer, finds a shorter answer (optimal) or proves there is
// none. A poor answer gets the start's databases too, for beams from the goal; FarFirst (seed 000)
// answers where beams find nothing; wider beams follow while they pay. The best answer is then
// shortened: windows re-solved toward boards of the path, and its tail toward the goal with the
// goal's databases. It counts as optimal only when it meets a lower bound that IDA* proved.
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
import { shortenByWindows, shortenTail } from './shorten.js';
import { WEIGHT_DIVISORS, weightedProblem } from './weighted.js';
import { DEFAULT_PORTFOLIO, type PortfolioOptions } from './portfolio-options.js';

export interface PortfolioLimits {
  /** The time limit on the performance.now() clock (Infinity for none). */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SearchProgress) => void;
}

export type PortfolioOutcome =
  | {
      readonly status: 'found';
      readonly moves: string;
      readonly optimal: boolean;
      readonly nodes: number;
      /** Other answers as short, found on the way: their moves per direction differ (a batch's budget may prefer one). */
      readonly alternatives: readonly string[];
    }
  | { readonly status: 'timeout' | 'aborted'; readonly nodes: number; readonly bound: number };

export async function solvePortfolio(engine: Engine, start: Board, goal: Board, limits: PortfolioLimits, options: PortfolioOptions = DEFAULT_PORTFOLIO): Promise<PortfolioOutcome> {
  const begun = performance.now();
  const planned = Math.min(limits.deadline, begun + options.plannedMs);
  // Easy boards end in a short IDA* with linear conflicts: optimal, and no databases to build.
  const warmUp = await runSearch(engine, optimalProblem(start, goal, 'linear-conflict'), { ...limits, nodeLimit: options.warmUpNodes });
  let nodes = warmUp.nodes;
  if (warmUp.status === 'found') return { status: 'found', moves: warmUp.moves, optimal: true, nodes, alternatives: [] };
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
  const asShort = new Set<string>();
  const consider = (moves: string | undefined) => {
    if (moves === undefined || (best !== undefined && moves.length > best.length)) return;
    if (best === undefined || moves.length < best.length) {
      best = moves;
      asShort.clear();
    }
    asShort.add(moves);
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
  /** A beam from the goal back to the start, its answer turned around. */
  const backBeam = async (width: number, scale: number, deadline: number) => {
    const back = await beam(goal, start, width, scale, deadline);
    return back === undefined ? undefined : invertPath(back);
  };
  /** Beams from the start and, if `backward`, from the goal; the length of the shorter answer they found. */
  const beams = async (width: number, backward: boolean, scale = 1, deadline = limits.deadline) => {
    const found = [await beam(start, goal, width, scale, deadline)];
    if (backward) found.push(await backBeam(width, scale, deadline));
    found.forEach(consider);
    return Math.min(...found.map((moves) => moves?.length ?? Infinity));
  };
  const decompose = async (scale: number, deadline: number) => {
    const budgets = {
      stepNodes: options.farFirstStepNodes * scale,
      restNodes: options.farFirstRestNodes * scale,
      endgameNodes: options.farFirstEndgameNodes * scale,
    };
    consider(count(await farFirst(engine, start, goal, { ...limits, deadline }, budgets)).moves);
  };

  // A narrow beam first, so that most boards soon have an answer; then IDA* with the databases,
  // bounded by that answer: it finds a shorter one, which is optimal, or proves that there is none.
  const [narrowest, ...wider] = options.beamWidths;
  await beams(narrowest, false);
  const goalSet = databases.get(goal);
  if (goalSet && timeLeft(planned)) {
    const maxBound = best === undefined ? undefined : best.length - 2;
    const problem = patternProblem(start, goalSet);
    const proof = count(await runSearch(engine, maxBound === undefined ? problem : { ...problem, maxBound }, { ...limits, nodeLimit: options.optimalNodes }));
    if (proof.status === 'found') return { status: 'found', moves: proof.moves, optimal: true, nodes, alternatives: [] };
    if (proof.status === 'aborted') return { status: 'aborted', nodes, bound: lowerBound };
    lowerBound = proof.status === 'limit' && best !== undefined ? best.length : Math.max(lowerBound, proof.bound);
  }
  // A trap for the beams from the start (a corridor filled in the wrong order, a pocket closed too
  // early) is often none from the goal: with the start's own databases, the beam from the goal
  // finds the way back. Such a board, whose answer is poor, searches on past the planned time.
  const poor = () => best === undefined || best.length - lowerBound >= options.reverseGap;
  const goOn = () => timeLeft(planned) || (poor() && timeLeft(limits.deadline));
  if (poor() && timeLeft(limits.deadline)) {
    databases.set(start, await buildPatternSetSliced(start, patternPartition(start, options.databaseEntries), limits));
    consider(await backBeam(narrowest, 1, limits.deadline));
  }
  // FarFirst builds an answer region by region where the beams find none; on most such boards it
  // takes a fraction of a second.
  if (best === undefined && timeLeft(limits.deadline)) await decompose(1, limits.deadline);
  // Wider beams while they pay: a width whose beams find answers but shorten the best by fewer than
  // `widenGain` moves ends the widening (beams that find none call for a wider one).
  for (const width of wider) {
    if (!goOn() || best?.length === lowerBound) break;
    const before = best?.length ?? Infinity;
    const found = await beams(width, databases.has(start));
    if (found !== Infinity && before - found < options.widenGain) break;
  }
  // Still no answer: search on with ever larger budgets until the time limit. FarFirst first in
  // each round, its budgets a round ahead (it takes seconds where wide beams take tens), then wider
  // beams both ways and seed 000's weighted IDA*.
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
  if (best.length > lowerBound && goalSet) {
    const tail = { ...limits, step: options.tailStep, nodeLimit: options.tailNodes };
    consider(count(await shortenTail(engine, start, best, (from) => patternProblem(from, goalSet), tail)).moves);
  }
  const alternatives = [...asShort].filter((moves) => moves !== best);
  return { status: 'found', moves: best, optimal: best.length === lowerBound, nodes, alternatives };
}
