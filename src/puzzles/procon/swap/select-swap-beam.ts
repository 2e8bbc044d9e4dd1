// The Procon 25 champion's select-and-swap beam ("kurage"; University of Tokyo, 2014):
// breadth-first by steps (a swap or a new selection), keeping the boards of lowest score at each
// depth in layers by selections left, each layer with its share of the width (the layers in play
// come from select-swap-schedule.ts). A board's children are the selected piece's swaps and, where
// that piece is home, a new selection, into the layer below. A board is not kept again at any depth
// unless it has more selections left than before. The last selection is pruned by
// parity: each swap flips the permutation's parity and the selected piece's distance parity
// together, so a board whose two parities differ can never be finished by the piece it has
// selected. This driver keeps the moves for spelling answers and decides when to stop; the levels
// are the engine's (engine/search/select-swap-*.ts, which its whale drives too), built in wasm or
// by their TS twin, which keep the same boards.
import { type Limits, timeLeft } from '../../../core/limits.js';
import { paced } from '../../../core/pacer.js';
import { DEFAULT_ENGINE, type EngineName } from '../../../engine/index.js';
import type { Selection } from './answer.js';
import { SWAPS } from '../../../core/grid.js';
import type { ProconProblem } from './problem.js';
import { LayerSchedule } from './select-swap-schedule.js';
import { type Made, type SelectSwapBeamOptions, type Step, TsSelectSwapLevels, stepsTo, wasmSelectSwapLevels } from '../../../engine/for-puzzles.js';

export type { SelectSwapBeamOptions } from '../../../engine/for-puzzles.js';

/** The most selections the beam spends: layers past it would only thin the width (the contest allowed 16). */
export const BEAM_MAX_SELECTIONS = 32;

export interface SelectSwapBeamResult {
  /** The cheapest answer found, if the beam reached the picture. */
  readonly answer?: Selection[];
  /** The way to the board nearest the picture that the beam saw with a selection left, for another solver to finish. */
  readonly closest: Selection[];
  /** Children scored, over all depths. */
  readonly nodes: number;
}

/** A board of some depth: the depth and its index there. */
interface Reached { readonly depth: number; readonly index: number }

/**
 * The cheapest answer the beam finds, and the way to the nearest board it saw. It ends when no
 * board left can beat the answer, when its lowest layer stalls (the champion's rule: its
 * reliability below -5 x (width + height)), or at the limits. Pieces are bytes, so the board has
 * at most 256 cells.
 * @param engine `wasm` (default) or its TS twin `ts`: the same boards, at different speeds
 * @param below the cost an answer must beat (one known already): layers whose selections alone
 * would cost that much are dropped from the start; default Infinity
 */
export async function selectSwapBeam(problem: ProconProblem, options: SelectSwapBeamOptions, limits: Limits = {}, engine: EngineName = DEFAULT_ENGINE,
  below = Infinity): Promise<SelectSwapBeamResult> {
  const capped = { ...problem, selectLimit: Math.min(problem.selectLimit, BEAM_MAX_SELECTIONS) };
  const levels = engine === 'ts' ? new TsSelectSwapLevels(capped, options) : wasmSelectSwapLevels(capped, options);
  if (levels.rootDistance === 0) return { answer: [], closest: [], nodes: 0 };
  const schedule = new LayerSchedule(problem.pieces.length, capped.selectLimit, problem, levels.rootDistance, -5 * (problem.width + problem.height));
  const pace = new WidthPace(options.width, levels.rootDistance, limits.deadline);
  const history: Made[] = [];
  let best: (Reached & { cost: number }) | undefined;
  let closest: (Reached & { distance: number }) | undefined;
  let count = 1, minUsed = 0, nodes = 0;
  for (let depth = 0; count > 0 && !schedule.stalled; depth++) {
    await paced();
    if (!timeLeft(limits)) break;
    const bound = Math.min(best?.cost ?? Infinity, below);
    if (lowestCost(problem, capped.selectLimit, depth + 1, minUsed) >= bound) break;
    const began = performance.now();
    const { made, goal, nearest, layers, ...level } = levels.expand(depth, schedule.plan(depth, bound, pace.width));
    schedule.record(layers);
    pace.record(depth, performance.now() - began, Math.min(...layers.least));
    if (goal && goal.cost < bound) best = { ...goal, depth };
    if (nearest && (!closest || nearest.distance < closest.distance)) closest = { ...nearest, depth };
    history.push(made);
    ({ count, minUsed } = level);
    nodes += level.nodes;
  }
  const way = (end: Reached | undefined) => (end ? selections(stepsTo(history, end.depth, end.index)) : []);
  return { answer: best && way(best), closest: way(closest), nodes };
}

/** Depths measured before the width follows the time left. */
const PACE_AFTER = 20;
/** The narrowest a paced beam gets. */
const PACE_MIN_WIDTH = 100;
/** Steps still to go per unit of distance left, over the rate so far: the end, with its selections, goes slower. */
const PACE_END_FACTOR = 1.3;

/**
 * The beam's width under a deadline: each depth costs about as much per board as the recent ones,
 * and the steps left are the distance left at the rate so far (times PACE_END_FACTOR); the width
 * is what the time left pays for, up to the beam's own width. Without a deadline, the full width.
 */
class WidthPace {
  width: number;
  private msPerBoard = 0;

  constructor(private readonly full: number, private readonly rootDistance: number, private readonly deadline?: number) {
    this.width = full;
  }

  /** Takes in a depth's time (`ms`) and the least distance sum of pieces not selected it kept. */
  record(depth: number, ms: number, least: number): void {
    if (this.deadline === undefined) return;
    const perBoard = ms / this.width;
    this.msPerBoard = depth === 0 ? perBoard : 0.8 * this.msPerBoard + 0.2 * perBoard;
    if (depth < PACE_AFTER || !(least < this.rootDistance)) return;
    const stepsLeft = Math.max(PACE_AFTER, least * (depth / (this.rootDistance - least)) * PACE_END_FACTOR);
    const affordable = (this.deadline - performance.now()) / (stepsLeft * this.msPerBoard);
    this.width = Math.max(PACE_MIN_WIDTH, Math.min(this.full, Math.floor(affordable)));
  }
}

/**
 * The least a board made at step `steps` can cost if it has used `used` selections or more (up to
 * `limit`): each step is a selection or a swap, so the cheaper of using no more and using all.
 */
export function lowestCost(costs: { readonly selectCost: number; readonly swapCost: number }, limit: number, steps: number, used: number): number {
  const cost = (selections: number) => selections * costs.selectCost + Math.max(0, steps - selections) * costs.swapCost;
  return Math.min(cost(used), cost(Math.max(used, limit)));
}

/** The selections that a way's steps make. */
function selections(steps: readonly Step[]): Selection[] {
  const answer: { cell: number; swaps: string }[] = [];
  // A step is a new selection (newCell) or a swap of the piece selected last.
  for (const { dir, newCell } of steps) {
    if (newCell !== 0) answer.push({ cell: newCell - 1, swaps: '' });
    else answer[answer.length - 1].swaps += SWAPS[dir];
  }
  return answer;
}
