// The Procon 25 champion's small-board beam ("kurage"): breadth-first by swaps, keeping the boards
// of lowest estimated cost at each depth. A board's children are the selected piece's swaps and,
// while selections are left, a new selection followed by its first swap. Only swaps that bring both
// pieces nearer home start a selection: one that does less could have been a swap of the piece
// already selected. Duplicates (same pieces, same piece selected) are dropped in order of score by
// a Zobrist hash (core/beam). The last selection is pruned by parity: each swap flips the
// permutation's parity and the selected piece's distance parity together, so a board whose two
// parities differ can never be finished by the piece it has selected. The width can be split among
// the boards by selections used (width-shares.ts). This driver keeps the moves for spelling answers
// and decides when to stop; the levels are built in wasm (select-swap-wasm.ts) or by its TS twin
// (select-swap-ts.ts), which keep the same boards.
import { type Limits, timeLeft } from '../../../core/limits.js';
import { paced } from '../../../core/pacer.js';
import { DEFAULT_ENGINE, type EngineName } from '../../../engine/index.js';
import type { Selection } from './answer.js';
import { SWAPS } from './grid.js';
import type { ProconProblem } from './problem.js';
import type { Made, SelectSwapBeamOptions } from './select-swap-levels.js';
import { TsSelectSwapLevels } from './select-swap-ts.js';
import { wasmSelectSwapLevels } from './select-swap-wasm.js';

export type { SelectSwapBeamOptions } from './select-swap-levels.js';

export interface SelectSwapBeamResult {
  /** The cheapest answer found, if the beam reached the picture. */
  readonly answer?: Selection[];
  /** The way to the board nearest the picture that the beam saw with a selection left, for another solver to finish. */
  readonly closest: Selection[];
  /** Children scored, over all depths. */
  readonly nodes: number;
}

/** A board of some depth: the depth, its moves and its index there. */
interface Reached { readonly depth: number; readonly at: Made; readonly index: number }

/**
 * The cheapest answer the beam finds, and the way to the nearest board it saw. It ends when no
 * board left can beat the answer, when it stalls, or at the limits. Pieces are bytes, so the board
 * has at most 256 cells.
 * @param engine `wasm` (default) or its TS twin `ts`: the same boards, at different speeds
 */
export async function selectSwapBeam(problem: ProconProblem, options: SelectSwapBeamOptions, limits: Limits = {}, engine: EngineName = DEFAULT_ENGINE): Promise<SelectSwapBeamResult> {
  const levels = engine === 'ts' ? new TsSelectSwapLevels(problem, options) : wasmSelectSwapLevels(problem, options);
  if (levels.rootDistance === 0) return { answer: [], closest: [], nodes: 0 };
  const history: Made[] = [];
  let best: (Reached & { cost: number }) | undefined;
  let closest: (Reached & { distance: number }) | undefined;
  let count = 1, minUsed = 0, nodes = 0;
  for (let depth = 0; count > 0; depth++) {
    await paced();
    if (!timeLeft(limits)) break;
    if (best && (depth + 1) * problem.swapCost + minUsed * problem.selectCost >= best.cost) break;
    if (closest && depth - closest.depth > options.stallDepths) break;
    const { made, goal, nearest, ...level } = levels.expand(depth);
    if (goal && (!best || goal.cost < best.cost)) best = { ...goal, depth, at: made };
    if (nearest && (!closest || nearest.distance < closest.distance)) closest = { ...nearest, depth, at: made };
    history.push(made);
    ({ count, minUsed } = level);
    nodes += level.nodes;
  }
  const way = (end: Reached | undefined) => (end ? spell(history.slice(0, end.depth), end.at, end.index) : []);
  return { answer: best && way(best), closest: way(closest), nodes };
}

/** The selections that lead to board `index` of the depth `at`, through `history` (the depths before). */
function spell(history: readonly Made[], at: Made, index: number): Selection[] {
  const steps: { dir: number; newCell: number }[] = [];
  for (let d = history.length; ; d--) {
    steps.push({ dir: at.move[index], newCell: at.newCell[index] });
    index = at.parent[index];
    if (d === 0) break;
    at = history[d - 1];
  }
  const answer: { cell: number; swaps: string }[] = [];
  for (const { dir, newCell } of steps.reverse()) {
    if (newCell !== 0) answer.push({ cell: newCell - 1, swaps: '' });
    answer[answer.length - 1].swaps += SWAPS[dir];
  }
  return answer;
}
