// The "whale" of the Procon 25 champion (University of Tokyo, 2014): before a large board is filled
// line by line, beams over the whole board pull every tile near home. On boards without walls whose
// tiles are all different, its beam is the champion's own (champion-whale.ts: ranked as its
// WhaleBoard ranks, with linear conflicts and the root of the squared distances, two children a
// board). Elsewhere boards are ranked by each tile's squared distance plus its distance (the
// champion's breakthrough was the squared term: a far tile pays more per step, so the beam goes to
// it first). A beam that stalls in a trap is started again from the nearest board it saw, as the
// 13th-place AHC011 entry restarts from its best board, after the blank has walked to the farthest
// tile (a stalled beam keeps its blank among settled tiles). The whale ends once the distance sum is
// down to its beam's share of the start's: below that, its moves gain the reduction that follows
// less than they cost (squared distances: a fifth; on one random 16 x 16 board, a whale run on from a
// sum of 811 to 358 took 1,171 more moves and saved the reduction 907, and run on to about 100 on
// five boards, 5,600 moves in all against 5,390 stopping at a fifth).
import type { Board } from '../board/board.js';
import { UNREACHABLE, homeDistances } from '../board/distance.js';
import type { Engine } from '../search/engine.js';
import { heuristicTable, searchProblem } from '../search/problem.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { type BeamOptions, type BeamResult, beamSearch } from './beam.js';
import { CHAMPION_STOP_SHARE, championWhaleFits, championWhaleSearch } from './champion-whale.js';
import { Playing } from './push-tile.js';

/**
 * Beams at most. The narrower whales of short limits stall more often: with 8 they ended with time
 * left and far from home (`slidepuzzle procon --time-limit 5` on 16 x 16 seeds 1 to 12, 16 against
 * 8: 6,000 and 6,266 swaps on average against 6,373 and 6,604 on two sets; the same at 10 s).
 */
const BEAMS = 16;
/** A beam that took the distance sum down by less than this has stalled. */
const MIN_GAIN = 20;
/** The whale on squared distances ends once the distance sum is below this share of the start's. */
const STOP_SHARE = 0.2;

/**
 * The whale's ranking: each tile's squared distance plus its distance, cell by cell, from each
 * tile's distances home (`homeDistances`), for `heuristicTable`.
 */
export function whaleCosts(distances: Map<number, Uint16Array>): Map<number, Uint16Array> {
  return new Map([...distances].map(([tile, row]) => [tile, row.map((d) => (d >= UNREACHABLE ? UNREACHABLE : d * d + d))]));
}

/** A whale's beam, and where a whale on it ends. */
interface WhaleBeam {
  /** One beam from `board` toward `goal`: the way to the goal, or to the nearest board it saw, as {@link beamSearch} returns them. */
  search(board: Board, goal: Board, options: BeamOptions, limits: Limits): Promise<BeamResult>;
  /** The whale ends once the distance sum is below this share of the start's. */
  readonly stopShare: number;
}

/** The beam on squared distances (whaleCosts), on `engine`'s beam. */
function squaredBeam(engine: Engine, goal: Board): WhaleBeam {
  const squared = whaleCosts(homeDistances(goal));
  return {
    search: (board, _goal, options, limits) => beamSearch(engine, searchProblem(board, heuristicTable(board, squared)), options, limits),
    stopShare: STOP_SHARE,
  };
}

/** Where the whale got to. */
export interface WhaleResult {
  /** Its moves from the start. */
  readonly moves: string;
  /** The board they reach (the goal when a beam reached it). */
  readonly board: Board;
  /** Whether a beam reached the goal, so the moves are a whole answer. */
  readonly solved: boolean;
}

/**
 * Beams toward `goal` from `start` (the champion's own where they fit, else on squared distances), until the distance sum is low or they stall for good.
 * @param options each beam's width and the depths without a lower heuristic after which it has stalled
 * @param limits the deadline and signal: a beam they stop ends the whale at the nearest board that beam saw
 */
export async function whale(engine: Engine, start: Board, goal: Board, options: BeamOptions, limits: Limits): Promise<WhaleResult> {
  const distances = homeDistances(goal);
  const beam: WhaleBeam = championWhaleFits(goal) ? { search: championWhaleSearch(engine.name), stopShare: CHAMPION_STOP_SHARE } : squaredBeam(engine, goal);
  const distanceOf = (tile: number, cell: number) => distances.get(tile)?.[cell] ?? 0;
  const play = new Playing(start);
  const distanceSum = () => play.cells.reduce((total, tile, cell) => total + distanceOf(tile, cell), 0);
  let sum = distanceSum();
  const stopAt = sum * beam.stopShare;
  for (let round = 0; round < BEAMS && sum >= stopAt; round++) {
    const found = await beam.search(play.board, goal, options, limits);
    if (found.moves !== undefined) {
      play.play(found.moves);
      return { moves: play.moves, board: goal, solved: true };
    }
    // No way at all only when the limits stopped the beam at its start; an empty one is a stall there.
    if (found.closest === undefined) break;
    // The beam's way to its nearest board, cut where the sum first falls below the stop.
    const before = sum;
    for (const move of found.closest) {
      const from = play.blank;
      play.play(move);
      const tile = play.cells[from];
      sum += distanceOf(tile, from) - distanceOf(tile, play.blank);
      if (sum < stopAt) break;
    }
    // A beam the limits stopped keeps its gain, and no walk follows it.
    if (!timeLeft(limits)) break;
    if (sum >= stopAt && before - sum < MIN_GAIN) {
      const farthest = play.cells.reduce((best, tile, cell) => (distanceOf(tile, cell) > distanceOf(play.cells[best], best) ? cell : best), 0);
      if (!play.walkBlank(farthest, new Set())) break;
      sum = distanceSum();
    }
  }
  return { moves: play.moves, board: { ...play.board, cells: play.cells.slice() }, solved: false };
}
