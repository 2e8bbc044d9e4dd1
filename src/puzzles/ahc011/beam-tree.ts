// Small boards, and the rest of a large one once the reduction has brought it down to that size, go
// to the engine's beam (in wasm; the pruned breadth-first search of two DevQuiz 2011 solvers): the
// tiles matched to the target (assignment.ts), each then a tile of its own with its distance home,
// and the beam keeps the boards nearest that goal at every depth. Up to about 7 x 7 it ends far
// shorter than line by line; on larger ones it stalls short of the goal, where the reduction goes
// on.
import type { Limits } from '../../core/limits.js';
import { type Board, type Engine, WALL, homeDistances } from '../../engine/index.js';
import { beamSearch, heuristicTable, searchProblem } from '../../engine/for-puzzles.js';
import { assignTargets } from './assignment.js';
import { gridDistance } from '../../core/grid.js';

/** The beam's width and how long it may go without getting nearer. */
export interface BeamTreeOptions {
  readonly width: number;
  readonly stallDepths: number;
}

/**
 * A way from `start` to the target's masks by beam search, or undefined when the beam stalls or
 * the limits stop it.
 * @param whole the masks on the board, 0 the blank, placed cells walls (the rest a rectangle)
 * @param wholeTarget the masks asked for, by cell
 */
export async function beamTree(engine: Engine, whole: Board, wholeTarget: ArrayLike<number>, limits: Limits, options: BeamTreeOptions): Promise<string | undefined> {
  // The rest searched as a board of its own: a rest of up to 6 x 6 then takes the engines' small
  // layout, which beams the same boards about 1.4 times as fast as the walled whole board.
  const { board: start, target } = restBox(whole, wholeTarget);
  const { width: n, cells } = start;
  const open = [...cells.keys()].filter((cell) => cells[cell] !== WALL);
  const targets = assignTargets(cells, target, open, (a, b) => gridDistance(n, a, b));
  if (!targets) return undefined;
  // Each tile a code of its own, at its matched cell in the goal.
  const board: Board = { ...start, cells: cells.slice() };
  const goal: Board = { ...start, cells: cells.slice() };
  let code = 1;
  for (const cell of open) {
    if (cells[cell] === 0) continue;
    board.cells[cell] = code;
    goal.cells[targets.get(cell)!] = code++;
  }
  goal.cells[targets.get(open.find((cell) => cells[cell] === 0)!)!] = 0;
  const found = await beamSearch(engine, searchProblem(board, heuristicTable(board, homeDistances(goal))), options, limits);
  return found.moves;
}

/** The rest's rectangle cut out as a board of its own, with its part of the target: moves of the blank read the same on both. */
function restBox(board: Board, target: ArrayLike<number>): { board: Board; target: Uint8Array } {
  const open = [...board.cells.keys()].filter((cell) => board.cells[cell] !== WALL);
  const xs = open.map((cell) => cell % board.width), ys = open.map((cell) => Math.floor(cell / board.width));
  const left = Math.min(...xs), top = Math.min(...ys);
  const width = Math.max(...xs) - left + 1, height = Math.max(...ys) - top + 1;
  const cells = new Uint16Array(width * height), masks = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const from = (y + top) * board.width + x + left;
    cells[y * width + x] = board.cells[from];
    masks[y * width + x] = target[from];
  }
  return { board: { width, height, cells }, target: masks };
}
