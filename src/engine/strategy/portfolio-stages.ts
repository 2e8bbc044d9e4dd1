// The portfolio's stages, in the order they run. Their budgets are nodes (portfolio-options.ts),
// the clock only capping them. A short IDA* with linear conflicts ends easy boards optimally; the
// goal's pattern databases then guide a beam from the start, and IDA* with them, bounded by the
// beam's answer, finds a shorter answer (optimal) or proves there is none. A poor answer gets the
// start's databases too, for beams from the goal; wider beams follow while they pay; FarFirst
// (the DevQuiz 2011 IDA* write-up's decomposition) answers where beams find nothing, and budgets
// escalate for a board still without an answer. Once there is an answer (or one given to improve
// on), every beam is bounded by it: branch and bound. The best answer is then shortened: windows
// re-solved toward boards of the path, and its tail toward the goal with the goal's databases.
import type { Board } from '../board/board.js';
import { invertPath, replay } from '../board/moves.js';
import type { SearchProblem } from '../search/engine.js';
import { type Layout, SMALL_LAYOUT } from '../search/layout.js';
import { layoutOf } from '../search/problem.js';
import { preparePatternSet } from '../heuristics/pattern-cache.js';
import { buildPatternSetSliced } from '../heuristics/pattern-database.js';
import { patternPartition } from '../heuristics/partition.js';
import { type Limits, shareOfTimeLeft, timeLeft, until } from '../../core/limits.js';
import { beamSearch } from './beam.js';
import { type FarFirstOptions, farFirst } from './far-first.js';
import { optimalProblem, patternProblem } from './optimal.js';
import type { BestSoFar, PortfolioBoard, Stage } from './portfolio-stage.js';
import type { PortfolioOptions } from './portfolio-options.js';
import { reduceLines } from './reduce.js';
import { whale } from './whale.js';
import { runSearch } from './run-search.js';
import { shortenByWindows, shortenTail } from './shorten.js';
import { WEIGHT_DIVISORS, weightedProblem } from './weighted.js';

/** IDA* toward `to` under its pattern databases when built, else distances. */
function toward(board: PortfolioBoard, from: Board, to: Board): SearchProblem {
  const set = board.databases.get(to);
  return set ? patternProblem(from, set) : optimalProblem(from, to, 'manhattan');
}

/**
 * A beam's answer shorter than `shorterThan` (boards that cannot lead to one are left out); a
 * stalled beam's way to its closest board, finished by IDA* from there.
 */
async function beam(board: PortfolioBoard, from: Board, to: Board, width: number, scale: number, limits: Limits, shorterThan = Infinity): Promise<string | undefined> {
  const { options } = board;
  const result = await beamSearch(board.engine, toward(board, from, to), { width, stallDepths: options.beamStallDepths * scale, shorterThan }, limits);
  // A beam the limits stopped leaves no time to finish its way.
  if (result.moves !== undefined || result.closest === undefined || !timeLeft(limits)) return result.moves;
  const rest = toward(board, replay(from, result.closest), to);
  const bounded = { ...rest, maxBound: Math.min(rest.maxBound, shorterThan - 1 - result.closest.length) };
  const found = await runSearch(board.engine, bounded, { ...limits, nodeLimit: options.completionNodes * scale });
  return found.status === 'found' ? result.closest + found.moves : undefined;
}

/** A beam from the goal back to the start, its answer turned around. */
async function backBeam(board: PortfolioBoard, width: number, scale: number, limits: Limits, shorterThan = Infinity): Promise<string | undefined> {
  const back = await beam(board, board.goal, board.start, width, scale, limits, shorterThan);
  return back === undefined ? undefined : invertPath(back);
}

/** Beams from the start and, if `backward`, from the goal: their answers (shorter than `shorterThan`), forward first. */
async function beams(board: PortfolioBoard, width: number, backward: boolean, scale: number, limits: Limits, shorterThan = Infinity): Promise<(string | undefined)[]> {
  const found = [await beam(board, board.start, board.goal, width, scale, limits, shorterThan)];
  if (backward) found.push(await backBeam(board, width, scale, limits, shorterThan));
  return found;
}

/** FarFirst's budgets times `scale`. */
function farFirstOptions(options: PortfolioOptions, scale: number): FarFirstOptions {
  return {
    stepNodes: options.farFirstStepNodes * scale,
    restNodes: options.farFirstRestNodes * scale,
    endgameNodes: options.farFirstEndgameNodes * scale,
    endgameCells: options.farFirstEndgameCells,
    undoLevels: options.farFirstUndoLevels,
  };
}

/** FarFirst with its budgets times `scale`. */
async function decompose(board: PortfolioBoard, scale: number, limits: Limits): Promise<string | undefined> {
  return (await farFirst(board.engine, board.start, board.goal, limits, farFirstOptions(board.options, scale))).moves;
}

/**
 * The escalation's beam width at `scale`: the last planned width times the scale, capped to fit
 * memory. The cap is for the small layout's 64 cells a board; a large layout's boards are bigger
 * (324 cells), so its cap shrinks in proportion.
 */
export function escalatedWidth(options: PortfolioOptions, scale: number, layout: Layout = SMALL_LAYOUT): number {
  const cap = Math.floor(options.maxBeamWidth * SMALL_LAYOUT.cells / layout.cells);
  return Math.min(options.beamWidths[options.beamWidths.length - 1] * scale, cap);
}

const shortest = (answers: readonly (string | undefined)[]) => Math.min(...answers.map((moves) => moves?.length ?? Infinity));
/** An answer exceeding the proven bound by `reverseGap` or more (or none) is poor. */
const poor = (board: PortfolioBoard, length: number, lowerBound: number) => length - lowerBound >= board.options.reverseGap;
const hasAnswer = (best: BestSoFar) => best.moves !== undefined;
/** A beam's bound for answers no longer than the best so far (`shorterThan`): its length plus 1. */
const noLonger = (best: BestSoFar) => (best.moves?.length ?? Infinity) + 1;
const improvable = (best: BestSoFar) => best.moves !== undefined && best.moves.length > best.lowerBound;

/**
 * Of the time left, the most the warm-up takes: its 5,000,000 nodes take about 100 ms on 6x6, which
 * under a limit of 100 to 400 ms left a board too hard for it (a shuffled 6x5 or 6x6) without the
 * beams' answer.
 */
const WARM_UP_SHARE = 0.25;

/** Easy boards end in a short IDA* with linear conflicts: optimal, and no databases to build. */
const warmUp: Stage = {
  name: 'warm-up',
  when: () => true,
  run: async ({ engine, start, goal, options }, best, limits) => {
    // From the bound proved so far (solve's lowerBound): the iterations below it are spent already.
    const problem = { ...optimalProblem(start, goal, 'linear-conflict'), minBound: best.lowerBound };
    const outcome = await runSearch(engine, problem, { ...shareOfTimeLeft(limits, WARM_UP_SHARE), nodeLimit: options.warmUpNodes });
    if (outcome.status === 'found') return { answers: [outcome.moves], optimal: true };
    // IDA* with an admissible heuristic proved that no answer is shorter than its current bound.
    const byItsOwnLimits = outcome.status === 'budget' || (outcome.status === 'timeout' && timeLeft(limits));
    return { lowerBound: outcome.bound, stopped: byItsOwnLimits ? undefined : outcome.status === 'aborted' ? 'aborted' : 'timeout' };
  },
};

/**
 * Pattern databases guide the beams (the distance sum alone leads them into dead ends on walled
 * boards): the goal's, built at once, serve the beams from the start and the optimal search.
 */
const goalDatabases: Stage = {
  name: 'goal databases',
  when: () => true,
  run: async (board, _best, limits) => {
    board.databases.set(board.goal, await preparePatternSet(board.goal, patternPartition(board.goal, board.options.databaseEntries), limits));
    return {};
  },
};

/** A narrow beam first, so that most boards soon have an answer (or, given one, a shorter one). */
const narrowBeam: Stage = {
  name: 'narrow beam',
  when: () => true,
  run: async (board, best, limits) => ({ answers: await beams(board, board.options.beamWidths[0], false, 1, limits, noLonger(best)) }),
};

/** IDA* with the goal's databases, bounded by the answer so far: a shorter one is optimal, none proves it. */
const proof: Stage = {
  name: 'proof',
  when: (board, _best, limits) => board.databases.get(board.goal) !== undefined && timeLeft(until(limits, board.planned)),
  run: async (board, best, limits) => {
    // The iterations below the bound proved so far (by an earlier solve, or the warm-up) are skipped.
    const problem = { ...patternProblem(board.start, board.databases.get(board.goal)!), minBound: best.lowerBound };
    const bounded = best.moves === undefined ? problem : { ...problem, maxBound: best.moves.length - 2 };
    const outcome = await runSearch(board.engine, bounded, { ...limits, nodeLimit: board.options.optimalNodes });
    if (outcome.status === 'found') return { answers: [outcome.moves], optimal: true };
    if (outcome.status === 'aborted') return { stopped: 'aborted' };
    return { lowerBound: outcome.status === 'limit' && best.moves !== undefined ? best.moves.length : outcome.bound };
  },
};

/**
 * A trap for the beams from the start (a corridor filled in the wrong order, a pocket closed too
 * early) is often none from the goal: with the start's own databases, the beam from the goal
 * finds the way back.
 */
const reverseBeam: Stage = {
  name: 'reverse beam',
  when: (board, best, limits) => poor(board, best.moves?.length ?? Infinity, best.lowerBound) && timeLeft(limits),
  run: async (board, best, limits) => {
    const { start, options } = board;
    board.databases.set(start, await buildPatternSetSliced(start, patternPartition(start, options.databaseEntries), limits));
    return { answers: [await backBeam(board, options.beamWidths[0], 1, limits, noLonger(best))] };
  },
};

/** FarFirst builds an answer region by region where the beams find none; most such boards take a fraction of a second. */
const decomposition: Stage = {
  name: 'far-first',
  when: (_board, best, limits) => !hasAnswer(best) && timeLeft(limits),
  run: async (board, _best, limits) => ({ answers: [await decompose(board, 1, limits)] }),
};

/**
 * Wider beams while they pay. Their beams look only for answers no longer than the best so far
 * (branch and bound: a board whose depth plus heuristic exceeds its length is left out; answers as
 * short are other choices for a batch's budget), so a width whose beams find none shorter calls for
 * a wider one, and a width that shortens the best by fewer than `widenGain` moves ends the
 * widening. A poor board (see `reverseGap`) widens past the planned time.
 */
const widen: Stage = {
  name: 'wider beams',
  when: () => true,
  run: async (board, best, limits) => {
    const answers: (string | undefined)[] = [];
    let length = best.moves?.length ?? Infinity;
    const goOn = () => timeLeft(until(limits, board.planned)) || (poor(board, length, best.lowerBound) && timeLeft(limits));
    for (const width of board.options.beamWidths.slice(1)) {
      if (!goOn() || length === best.lowerBound) break;
      const found = await beams(board, width, board.databases.has(board.start), 1, limits, length + 1);
      answers.push(...found);
      const widest = shortest(found);
      if (widest < length && length - widest < board.options.widenGain) break;
      length = Math.min(length, widest);
    }
    return { answers };
  },
};

/**
 * Still no answer: search on with ever larger budgets until the time limit. FarFirst first in each
 * round, its budgets a round ahead (it takes seconds where wide beams take tens), then wider beams
 * both ways and the weighted IDA* of the DevQuiz 2011 IDA* write-up.
 */
const escalate: Stage = {
  name: 'escalation',
  when: (_board, best, limits) => !hasAnswer(best) && timeLeft(limits),
  run: async (board, _best, limits) => {
    const { options } = board;
    const answers: (string | undefined)[] = [];
    const found = () => answers.some((moves) => moves !== undefined);
    for (let scale = options.escalation; !found() && timeLeft(limits); scale *= options.escalation) {
      answers.push(await decompose(board, scale * options.escalation, limits));
      if (found() || !timeLeft(limits)) break;
      answers.push(...await beams(board, escalatedWidth(options, scale, layoutOf(board.start)), true, scale, limits));
      for (const divisor of WEIGHT_DIVISORS) {
        if (found() || !timeLeft(limits)) break;
        const weighted = await runSearch(board.engine, weightedProblem(board.start, board.goal, divisor), { ...limits, nodeLimit: options.weightedNodes * scale });
        answers.push(weighted.status === 'found' ? weighted.moves : undefined);
      }
    }
    return { answers };
  },
};

/**
 * Boards over 6 x 6: row and column reduction answers at once, where beams wander for long and
 * FarFirst's regions of one cell each make thousands of searches.
 */
const reduction: Stage = {
  name: 'row and column reduction',
  when: (_board, _best, limits) => timeLeft(limits),
  run: async (board, _best, limits) => ({ answers: [await reduce(board, board.start, 0, limits)] }),
};

/** Reduction from `from` toward the goal, lines brought home by beams `beamWidth` wide (0: tile by tile). */
function reduce(board: PortfolioBoard, from: Board, beamWidth: number, limits: Limits): Promise<string | undefined> {
  const { options } = board;
  const budgets = {
    stepNodes: options.farFirstStepNodes, restSide: options.reduceRestSide, farFirst: farFirstOptions(options, 1),
    beamWidth, beamStallDepths: options.beamStallDepths,
  };
  return reduceLines(board.engine, from, board.goal, limits, budgets);
}

/**
 * The share of the time left that a whale may take before its reduction: on 16 x 16 a whale takes
 * 1.2 to 1.6 s and the reduction after it 0.5 to 0.8 s.
 */
const WHALE_SHARE = 0.6;

/**
 * The time from this stage's start to the planned end that `whaleWidths` are made for, at the
 * least: less narrows the whale's beams in proportion. A whale takes about as many depths at any
 * width, and each depth takes time in proportion to the width, so a whale too wide for its time is
 * cut short far from home and leaves its reduction more to do than a narrower whale that ends. 8 s
 * is about what `slidepuzzle procon`'s 10 s leaves this stage on 16 x 16.
 */
const WIDTHS_PLANNED_MS = 8000;

/**
 * With at least this many times `WIDTHS_PLANNED_MS` ahead, the whale's widths grow in proportion,
 * so a long limit is spent on wider whales rather than ended early: on random 16 x 16 boards at
 * 30 s, one set of rounds ends after about 12 s. Just above 1 the rounds' count takes the time
 * better (widths grown by 5% cost 1% more on boards at select 50, swap 100 in 10 s).
 */
const WIDEN_ROOM = 2;

/**
 * The time from a whale's end to the planned end that the reduction's beam width is made for, at
 * the least: less narrows it in proportion, so that its lines end before the pushing that follows
 * them runs out of time (a reduction cut short gives its round no answer). On ten random 16 x 16
 * boards in `slidepuzzle procon` at 2 s, 32,422 and 32,555 on average against 38,114 with the
 * width fixed; at 3, 5 and 10 s within the runs' spread (29,525 and 29,629 against 29,230 and
 * 30,966; 27,810 against 28,174; 26,636 against 26,855).
 */
const REDUCTION_PLANNED_MS = 3000;

/** The reduction's beam width after a whale, with `msAhead` left to the planned end: 0 (no beam) stays 0, any other at least 1. */
export function reductionWidth(width: number, msAhead: number): number {
  return width === 0 ? 0 : Math.max(1, Math.round(width * Math.min(1, msAhead / REDUCTION_PLANNED_MS)));
}

/** What the whale's listed widths are multiplied by with `msAhead` left to the planned end. */
export function whaleWidthScale(msAhead: number): number {
  const room = msAhead / WIDTHS_PLANNED_MS;
  return room < WIDEN_ROOM ? Math.min(1, room) : room;
}

/**
 * Boards over 6 x 6: the Procon 25 champion's whale (whale.ts) pulls every tile near home, and the
 * reduction by beams (two lines at a time, reduce-beam.ts) finishes from there. On random 16 x 16
 * boards with a 10 s limit, the portfolio's answers average 5,385 moves, against 5,980 with a
 * narrow beam in the whale's place (5 boards); where no beam stalls early, the whale leaves a fifth
 * of the start's distance sum (about 540) and the whole answer takes about 5,000. Where and how a
 * whale's beams stall swings its answer by a tenth either way, and a beam of another width stalls
 * elsewhere: so a round runs for each of `whaleWidths` while the time left exceeds the last
 * round's, and the shortest answer is kept. A width of 0 is a round without the whale (the
 * reduction by beams from the start), the only round when there are no widths; last in the default
 * list, small boards reach it (Procon practice board 15, 7x7, whose finish from the select-and-swap
 * beam's nearest board took 352 swaps with it and 374 without). A whale stops at WHALE_SHARE of the
 * time left, so that its reduction still has time: under a short limit the reduction starts from
 * wherever the whale got, from the start at worst. (The reduction by beams from the start is no
 * stage of its own before this one: it would take 2 s of a 16 x 16 board's 10 that a third round
 * pays better for: six boards, two threads, 5,434 swaps against 5,557.)
 */
const whaleThenReduce: Stage = {
  name: 'whale and reduction',
  when: (board, _best, limits) => whaleRounds(board.options).length > 0 && timeLeft(limits),
  run: async (board, _best, limits) => {
    const { engine, start, goal, options } = board;
    const answers: (string | undefined)[] = [];
    const scale = whaleWidthScale(board.planned - performance.now());
    // A width stays above 0, which is the round without the whale, and within the widest beam's
    // memory (maxBeamWidth), however long the limit.
    const widthOf = (listed: number) => (listed > 0 ? Math.min(options.maxBeamWidth, Math.max(1, Math.round(listed * scale))) : 0);
    for (const width of whaleRounds(options).map(widthOf)) {
      const began = performance.now();
      const whaleLimits = shareOfTimeLeft(limits, WHALE_SHARE);
      const near = width > 0 ? await whale(engine, start, goal, { width, stallDepths: options.whaleStallDepths }, whaleLimits) : { moves: '', board: start, solved: false };
      const rest = near.solved ? '' : await reduce(board, near.board, reductionWidth(options.reduceBeamWidth, board.planned - performance.now()), limits);
      answers.push(rest === undefined ? undefined : near.moves + rest);
      // Another round only if it can end before the planned time (never past the deadline).
      if (!timeLeft(limits) || board.planned - performance.now() < performance.now() - began) break;
    }
    return { answers };
  },
};

/**
 * The whale's widths, one round each (0: the reduction by beams from the start, the only round
 * without widths); a round without the whale is left out where the reduction has no beam, as the
 * reduction tile by tile has already run.
 */
function whaleRounds(options: PortfolioOptions): readonly number[] {
  const widths = options.whaleWidths.length > 0 ? options.whaleWidths : [0];
  return options.reduceBeamWidth > 0 ? widths : widths.filter((width) => width > 0);
}

/** Windows of the answer re-solved optimally toward boards of the path (shorten.ts). */
const shortenWindows: Stage = {
  name: 'window shortening',
  when: (_board, best) => improvable(best),
  run: async ({ engine, start, options }, best, limits) =>
    ({ answers: [(await shortenByWindows(engine, start, best.moves!, options, limits)).moves] }),
};

/** The answer's tail re-solved toward the goal with the goal's databases (shorten.ts). */
const shortenEnd: Stage = {
  name: 'tail shortening',
  when: (board, best) => improvable(best) && board.databases.get(board.goal) !== undefined,
  run: async ({ engine, start, options, databases, goal }, best, limits) => {
    const goalSet = databases.get(goal)!;
    const tail = { step: options.tailStep, tailNodes: options.tailNodes };
    return { answers: [(await shortenTail(engine, start, best.moves!, (from) => patternProblem(from, goalSet), tail, limits)).moves] };
  },
};

/**
 * The portfolio's table, in the order its stages run. The wider beams come before FarFirst: where
 * the narrow beams find nothing, they mostly do, sooner and shorter (docs/solving.md).
 */
export const PORTFOLIO_STAGES: readonly Stage[] = [
  warmUp, goalDatabases, narrowBeam, proof, reverseBeam, widen, decomposition, escalate, shortenWindows, shortenEnd,
];

/**
 * The table for boards over 6 x 6, whose layout has no pattern databases or linear conflicts
 * (choose-heuristic.ts): the warm-up with distances, the reduction tile by tile, the whale's rounds
 * finished by the reduction by beams, FarFirst and the escalation for a board still without an
 * answer, and the shortening.
 */
export const LARGE_BOARD_STAGES: readonly Stage[] = [warmUp, reduction, whaleThenReduce, decomposition, escalate, shortenWindows];

/** The stage table for a board: {@link LARGE_BOARD_STAGES} past the small layout, else {@link PORTFOLIO_STAGES}. */
export function stagesFor(board: Board): readonly Stage[] {
  return layoutOf(board) === SMALL_LAYOUT ? PORTFOLIO_STAGES : LARGE_BOARD_STAGES;
}
