// Small boards go to the slide puzzle's beam (seeds 002 and 003, in wasm): the tiles matched to
// the target (assignment.ts), each then a tile of its own with its distance home, and the beam
// keeps the boards nearest that goal at every depth. On boards up to 6 x 6 it ends far shorter
// than line by line; on larger ones it stalls short of the goal, where the reduction takes over.
import type { Limits } from '../../core/limits.js';
import { type Board, type Engine, beamSearch, heuristicTable, homeDistances, searchProblem } from '../slide/index.js';
import { assignTargets } from './assignment.js';
import { gridDistance } from './tiles.js';

/** The beam's width and how long it may go without getting nearer. */
export interface BeamTreeOptions {
  readonly width: number;
  readonly stallDepths: number;
}

/**
 * A way from `start` to the target's masks by beam search, or undefined when the beam stalls or
 * the limits stop it.
 */
export async function beamTree(engine: Engine, start: Uint8Array, n: number, target: Uint8Array, limits: Limits, options: BeamTreeOptions): Promise<string | undefined> {
  const size = n * n;
  const targets = assignTargets(start, target, [...Array(size).keys()], (a, b) => gridDistance(n, a, b));
  if (!targets) return undefined;
  const board: Board = { width: n, height: n, cells: new Uint16Array(size) };
  const goal: Board = { width: n, height: n, cells: new Uint16Array(size) };
  let code = 1;
  for (let cell = 0; cell < size; cell++) {
    if (start[cell] === 0) continue;
    board.cells[cell] = code;
    goal.cells[targets.get(cell)!] = code++;
  }
  const found = await beamSearch(engine, searchProblem(board, heuristicTable(board, homeDistances(goal))), options, limits);
  return found.moves;
}
