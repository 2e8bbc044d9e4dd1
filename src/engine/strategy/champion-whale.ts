// The Procon 25 champion's whale (University of Tokyo, 2014; its WhaleSolver) as the beam of the
// engine's whale (whale.ts) on boards without walls whose tiles all differ: the select-and-swap
// beam's levels (search/select-swap-levels.ts) with one selection, of the blank's piece, scored by
// the whale's terms (whaleScore: distance, linear conflicts, the root of the squared distances,
// noise) and keeping at most two swaps a board. The whale keeps its restarts from a stall.
import type { Board } from '../board/board.js';
import { BLANK, WALL } from '../board/codes.js';
import type { EngineName } from '../search/engine.js';
import { type Made, type SelectSwapLevels, type SwapProblem, stepsTo } from '../search/select-swap-levels.js';
import { TsSelectSwapLevels } from '../search/select-swap-ts.js';
import { wasmSelectSwapLevels } from '../search/select-swap-wasm.js';
import { SWAPS } from '../../core/grid.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';
import type { BeamOptions, BeamResult } from './beam.js';

/**
 * Slots of its map of boards seen, as a power of 2: small enough to stay in the cache. With the
 * levels' default of 4 million slots, a 2,000 wide whale on 16x16 took 5.4 to 6.1 s; with 65,536,
 * which forget every few dozen depths, 3.3 to 3.6 s for as few moves.
 */
const SEEN_BITS = 16;

/**
 * Where the whale ends, as a share of the start's distance sum: deeper than the engine's fifth, as
 * each move of this beam gains more. Whale and reduction by lines on four random 16x16 boards
 * (1,500 wide): 5,212 moves on average stopping at a fifth, 5,191 at 0.15, 5,106 at 0.1, 5,101 at
 * 0.05. `slidepuzzle procon --time-limit 10` on twenty 16x16 boards at 8/200/5 (seeds 1 to 10 and
 * 31 to 40, each pair run one after the other): 24,808 a board at 0.05 against 24,962 at 0.1; at
 * 0.02, 25,211 against 24,950 (seeds 1 to 20).
 */
export const CHAMPION_STOP_SHARE = 0.05;

/** Whether the champion's beam takes boards toward `goal`: no walls, every tile once, at most 256 cells. */
export function championWhaleFits(goal: Board): boolean {
  const tiles = new Set<number>();
  for (const tile of goal.cells) {
    if (tile === WALL || tiles.has(tile)) return false;
    tiles.add(tile);
  }
  return goal.cells.length <= 256 && tiles.has(BLANK);
}

/**
 * One beam of the champion's whale on `engine` ('wasm' or its TS twin 'ts', which keep the same
 * boards), with beamSearch's contract: the way to the goal, or to the nearest board it saw.
 */
export function championWhaleSearch(engine: EngineName): (board: Board, goal: Board, options: BeamOptions, limits: Limits) => Promise<BeamResult> {
  return (board, goal, options, limits) => whaleBeam(board, goal, options, limits, engine);
}

/**
 * One beam from `board` toward `goal` (no walls, every tile once): the way to the goal, or to the
 * nearest board it saw once no board has come nearer for `stallDepths` depths, or at the limits.
 */
async function whaleBeam(board: Board, goal: Board, options: BeamOptions, limits: Limits, engine: EngineName): Promise<BeamResult> {
  const home = new Map<number, number>();
  goal.cells.forEach((tile, cell) => home.set(tile, cell));
  // The select-and-swap beam's board: each cell's piece is its tile's home. Two selections, so that
  // the boards after the first (the blank's) have one left and the levels report the nearest; the
  // plan never lets them make it.
  const problem: SwapProblem = {
    width: board.width, height: board.height, selectLimit: 2, selectCost: 1, swapCost: 1,
    pieces: Uint8Array.from(board.cells, (tile) => home.get(tile)!),
  };
  const { width } = options;
  const beamOptions = { width, whale: true, firstCell: board.cells.indexOf(BLANK), seenBits: SEEN_BITS };
  const levels: SelectSwapLevels = engine === 'ts' ? new TsSelectSwapLevels(problem, beamOptions) : wasmSelectSwapLevels(problem, beamOptions);
  const plan = { minLayer: 1, maxLayer: 1, share: width };
  const history: Made[] = [];
  let nearest = { distance: Infinity, depth: 0, index: 0 }, nodes = 0;
  for (let depth = 0; depth - nearest.depth <= options.stallDepths; depth++) {
    await paced();
    if (!timeLeft(limits)) break;
    const level = levels.expand(depth, plan);
    history.push(level.made);
    nodes += level.nodes;
    if (level.goal) return { moves: spell(history, depth, level.goal.index), nodes };
    if (level.nearest && level.nearest.distance < nearest.distance) nearest = { ...level.nearest, depth };
    if (level.count === 0) break;
  }
  return { closest: history.length > 0 ? spell(history, nearest.depth, nearest.index) : undefined, nodes };
}

/** The blank's moves to board `index` of depth `depth`: the swaps after its one selection. */
function spell(history: readonly Made[], depth: number, index: number): string {
  return stepsTo(history, depth, index).filter((step) => step.newCell === 0).map((step) => SWAPS[step.dir]).join('');
}
