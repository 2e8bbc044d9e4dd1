// Beam search, the pruned breadth-first search of two DevQuiz 2011 solvers (in Java and in Python):
// breadth-first by moves, keeping only the `width` boards with the lowest heuristic at each depth,
// duplicates removed by a Zobrist hash. Not optimal, but it finds
// near-optimal answers where IDA* runs out of time, and the shortening pass then improves them.
// The engine expands the levels (assembly/engine/beam.ts in wasm, search/ts-beam.ts its twin); this
// driver keeps the trail for paths, watches for a stall, and yields between depths.
import type { Engine, SearchProblem } from '../search/engine.js';
import { DIRECTIONS } from '../board/moves.js';
import { type Trail, pathTo } from '../../core/beam/trail.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';

export interface BeamOptions {
  /** Boards kept per depth. */
  readonly width: number;
  /** Give up when the best rank (the heuristic, plus any idle cost) has not improved for this many depths. */
  readonly stallDepths: number;
  /** Engine.beam's `idleCost`: added to the rank of a board whose blank touches no misplaced tile. Default 0. */
  readonly idleCost?: number;
  /**
   * Only answers shorter than this (branch and bound, with an admissible heuristic): a board whose
   * depth plus heuristic reaches it is left out. Default: no bound.
   */
  readonly shorterThan?: number;
}

export interface BeamResult {
  /** A path to the board where every tile costs 0, if the beam reached it. */
  readonly moves?: string;
  /**
   * Otherwise, when the beam stalled, died out, or was stopped by the limits after its first depth:
   * a path to the board with the lowest rank it saw (the heuristic, plus any idle cost: with one,
   * its h may be up to that cost above the lowest h).
   */
  readonly closest?: string;
  readonly nodes: number;
}

/**
 * Beam search toward the board where every tile costs 0, on `engine`. A beam that stalls in a
 * local minimum returns the way to the closest board it saw, for IDA* to finish from there. It
 * yields between depths every few milliseconds (core/pacer.ts) and stops there on the limits'
 * deadline or signal, with the way to the closest board so far.
 */
export async function beamSearch(engine: Engine, problem: SearchProblem, options: BeamOptions, limits: Limits = {}): Promise<BeamResult> {
  const { width, stallDepths, idleCost, shorterThan = Infinity } = options;
  const beam = engine.beam(problem, width, idleCost);
  // A board already at the goal needs no move (children are tested for the goal, never the root).
  if (beam.bestH === 0) return { moves: '', nodes: 0 };
  const history: Trail[] = [];
  const end = (result: Omit<BeamResult, 'nodes'>) => {
    limits.meter?.spend(beam.nodes);
    return { ...result, nodes: beam.nodes };
  };
  // A beam trapped in a local minimum of the heuristic wanders without end: watch its best board.
  let bestH = Infinity, bestDepth = 0, bestIndex = 0;
  const closest = () => pathTo(history.slice(0, bestDepth), history[bestDepth], bestIndex, DIRECTIONS);
  for (let depth = 0; beam.count > 0; depth++) {
    await paced();
    // Stopped by the limits: the way to the closest board so far still gains its caller ground.
    if (!timeLeft(limits)) return end(history.length > 0 ? { closest: closest() } : {});
    if (beam.bestH < bestH) { bestH = beam.bestH; bestDepth = depth; bestIndex = beam.bestIndex; }
    history.push(beam.trail());
    if (depth - bestDepth > stallDepths) return end({ closest: closest() });
    // A child at depth + 1 leads only to answers of at least depth + 1 + h moves.
    const goal = beam.expand(shorterThan - depth - 2);
    if (goal) return end({ moves: pathTo(history.slice(0, -1), history[depth], goal.node, DIRECTIONS) + DIRECTIONS[goal.dir] });
  }
  return end({ closest: closest() });
}
