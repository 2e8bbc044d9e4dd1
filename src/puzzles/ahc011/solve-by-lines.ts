// Answers the way tomerun's 7th-place AHC011 entry shrinks a board (`solve_beam`), on our parts:
// targets met on a walk over exact trees (walkTargets), the nearest of them started together in a
// beam over whole lines (lineBeam, on the engine's line tables), and the boards it ends with that
// promise most (their moves and their rest's distance to its target) finished by our own reduction
// of the rest (its end beam finishes a 6 x 6 rest shorter than lines).
import { type Limits, timeLeft } from '../../core/limits.js';
import type { Random } from '../../core/random.js';
import type { Engine } from '../../engine/index.js';
import { type LineBeamOptions, lineBeam, lineOrder, nearestStart, restCorner } from './line-beam.js';
import { orderDistanceOf, walkTargets } from './line-targets.js';
import { type ReduceTreeOptions, reduceTree } from './reduce-tree.js';
import { assignTargets } from './assignment.js';
import { gridDistance } from '../../core/grid.js';

/** The sizes of one answer by lines. */
export interface ByLinesOptions {
  /** Targets that start the beam, and walk steps at most to find them. */
  readonly targets: number;
  readonly walk: number;
  /** The walk's chance of moving on to a farther tree (walkTargets). */
  readonly temperature: number;
  readonly beam: LineBeamOptions;
  /** Boards of the beam's last line finished, those of the least estimate first (`restWeight`). */
  readonly finish: number;
  /**
   * A board's estimate: its moves so far plus this many times its rest's distance to the target
   * (a least-cost matching per mask). The end beam took about 2.3 moves a unit of that distance on
   * 6 x 6 boards, and boards whose lines cost alike ended up to 80 moves apart once finished.
   */
  readonly restWeight: number;
}

/**
 * Answers for `tiles` (masks by cell, 0 the blank): the walk ends at `walkUntil`, the beam at
 * `beamUntil` (with the lines it has placed by then), and the boards are finished within
 * `limits`. Each answer is the beam's moves and the rest's; none when a part fails.
 */
export async function answersByLines(engine: Engine, n: number, tiles: Uint8Array, random: Random, limits: Limits, walkUntil: number, beamUntil: number,
  options: ByLinesOptions, reduce: ReduceTreeOptions): Promise<string[]> {
  const quarters = nearestStart(n, tiles.indexOf(0));
  const lines = lineOrder(n, options.beam.restSide, quarters);
  // Every cell, in the order the lines place them: the walk's measure of a target's nearness.
  const order = [...new Set([...lines.flatMap((line) => line.cells), ...tiles.keys()])];
  const targets = await walkTargets(n, tiles, restCorner(n, quarters), orderDistanceOf(n, tiles, order), random,
    { ...limits, deadline: Math.min(walkUntil, limits.deadline ?? Infinity) }, { count: options.targets, walk: options.walk, temperature: options.temperature });
  if (targets.length === 0) return [];
  const beam = await lineBeam(engine, n, tiles, targets, random, { ...limits, deadline: Math.min(beamUntil, limits.deadline ?? Infinity) }, options.beam, quarters);
  const answers: string[] = [];
  if (!beam) return answers;
  const placed = lines.slice(0, beam.lines).flatMap((line) => line.cells);
  const placedCells = new Set(placed);
  const rest = [...tiles.keys()].filter((cell) => !placedCells.has(cell));
  const estimate = new Map(beam.boards.map((board) => [board, board.moves.length + options.restWeight * restDistance(n, board.masks, targets[board.target], rest)]));
  const ranked = [...beam.boards].sort((a, b) => estimate.get(a)! - estimate.get(b)!);
  for (const board of ranked.slice(0, options.finish)) {
    if (!timeLeft(limits)) break;
    const moves = await reduceTree(engine, board.masks, n, targets[board.target], random, limits, reduce, placed);
    if (moves !== undefined) answers.push(board.moves + moves);
  }
  return answers;
}

/**
 * How far the tiles on `rest` (cells of an n x n board, `masks` by cell, 0 the blank) are from the
 * target's masks there: the sum of the grid distances of a least-cost matching per mask, the
 * blank's left out; Infinity when the masks' counts differ.
 */
export function restDistance(n: number, masks: ArrayLike<number>, target: ArrayLike<number>, rest: readonly number[]): number {
  const matched = assignTargets(masks, target, rest, (a, b) => gridDistance(n, a, b));
  if (!matched) return Infinity;
  let sum = 0;
  for (const [from, to] of matched) if (masks[from] !== 0) sum += gridDistance(n, from, to);
  return sum;
}
