// The core of a large board: where an answer's last stage stays within one 10x10 box. The Procon
// 25 champion (University of Tokyo, 2014) hands its central 10x10 to its select-and-swap beam with
// the selections left; ours reduces from a corner inward with one selection, so the core is found
// in that answer: from the first swap after which every swap stays within one box. The pieces
// outside are home by then, so the box is a board of its own, which the beam solves again with
// the selections left, and its answer is lifted back onto the whole board.
import { type Selection } from './answer.js';
import { SWAPS, swapCell } from '../../../core/grid.js';
import type { ProconProblem } from './problem.js';

/** The side of the box the last stage stays in (the champion's core). */
export const CORE_SIDE = 10;

/** An answer's swaps as the two cells each exchanges, and the swap each selection starts at. */
function swapsOf(problem: ProconProblem, answer: readonly Selection[]): { swaps: [number, number][]; starts: number[] } {
  const swaps: [number, number][] = [], starts: number[] = [];
  for (const { cell, swaps: moves } of answer) {
    starts.push(swaps.length);
    let at = cell;
    for (const move of moves) {
      const to = swapCell(at, SWAPS.indexOf(move), problem.width, problem.height);
      swaps.push([at, to]);
      at = to;
    }
  }
  return { swaps, starts };
}

/** The box (inclusive bounds) of the cells touched from the last stage on. */
interface Box { left: number; right: number; top: number; bottom: number }

/**
 * Where an answer's last stage starts: the first swap after which every swap stays within one
 * CORE_SIDE x CORE_SIDE box, and that box. The answer must replay on `problem`.
 */
export function lastStage(problem: ProconProblem, answer: readonly Selection[]): { start: number; box: Box; swaps: [number, number][]; starts: number[] } {
  const { swaps, starts } = swapsOf(problem, answer);
  // From the end back, the box of the cells touched from each swap on, until it outgrows the side.
  let box = { left: problem.width, right: -1, top: problem.height, bottom: -1 }, start = swaps.length;
  for (let t = swaps.length - 1; t >= 0; t--) {
    const grown = { ...box };
    for (const cell of swaps[t]) {
      const x = cell % problem.width, y = Math.floor(cell / problem.width);
      [grown.left, grown.right, grown.top, grown.bottom] = [Math.min(grown.left, x), Math.max(grown.right, x), Math.min(grown.top, y), Math.max(grown.bottom, y)];
    }
    if (grown.right - grown.left >= CORE_SIDE || grown.bottom - grown.top >= CORE_SIDE) break;
    box = grown;
    start = t;
  }
  return { start, box, swaps, starts };
}

/** A large board's core, from an answer: the answer's moves before it, and the core as a board of its own. */
export interface Core {
  /** The answer's selections up to the core's start (the last one cut short there). */
  readonly before: Selection[];
  /** The core: the CORE_SIDE x CORE_SIDE box (or the board's side, where smaller), its pieces' targets within it, the selections left. */
  readonly problem: ProconProblem;
  /** The whole board's cell of the core's cell. */
  readonly cellOf: (cell: number) => number;
}

/**
 * The core of `answer` (which must solve `problem`), or undefined where the answer touches no more
 * than the core's box anyway, or no selection would be left to it.
 */
export function coreOf(problem: ProconProblem, answer: readonly Selection[]): Core | undefined {
  const { start, box, swaps, starts } = lastStage(problem, answer);
  if (start === 0) return undefined;
  const selections = starts.filter((first) => first < start).length;
  if (selections >= problem.selectLimit) return undefined;
  const pieces = problem.pieces.slice();
  for (const [a, b] of swaps.slice(0, start)) [pieces[a], pieces[b]] = [pieces[b], pieces[a]];
  // The box at its full side, within the board, around the cells the last stage touches.
  const side = (length: number, low: number) => {
    const size = Math.min(CORE_SIDE, length);
    return { first: Math.max(0, Math.min(low, length - size)), size };
  };
  const across = side(problem.width, box.right < 0 ? 0 : box.left), down = side(problem.height, box.bottom < 0 ? 0 : box.top);
  const cellOf = (cell: number) => (down.first + Math.floor(cell / across.size)) * problem.width + across.first + (cell % across.size);
  const inner = Uint16Array.from({ length: across.size * down.size }, (_, cell) => {
    const target = pieces[cellOf(cell)];
    const x = (target % problem.width) - across.first, y = Math.floor(target / problem.width) - down.first;
    return y * across.size + x;
  });
  const before = answer.slice(0, selections).map((selection) => ({ ...selection }));
  const cut = start - starts[selections - 1];
  before[selections - 1] = { cell: before[selections - 1].cell, swaps: before[selections - 1].swaps.slice(0, cut) };
  return {
    before,
    problem: { ...problem, width: across.size, height: down.size, selectLimit: problem.selectLimit - selections, pieces: inner },
    cellOf,
  };
}

/** The whole board's answer: the moves before the core, then the core's answer lifted onto the board. */
export function liftCoreAnswer(core: Core, answer: readonly Selection[]): Selection[] {
  return [...core.before, ...answer.map(({ cell, swaps }) => ({ cell: core.cellOf(cell), swaps }))];
}
