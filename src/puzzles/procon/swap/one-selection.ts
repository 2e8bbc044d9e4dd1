// One selection makes the puzzle the sliding puzzle, the selected piece as the blank, which the
// engine's solve() answers (row and column reduction by beams on large boards, beams and
// IDA* on small ones, shortening). Each swap is a transposition that moves the selected piece one
// cell, so one selection can solve the board only by a piece whose distance home has the
// permutation's parity. The one bound for the bottom-right cell is preferred (the goal is then the
// DevQuiz goal), else the one bound nearest it. When no piece will do, a first selection swaps one
// neighbouring pair, the one that brings its two pieces nearest home: that flips the parity, and
// every other piece will do.
import { type Board, type EngineName, type PortfolioOptions, solve } from '../../../engine/index.js';
import type { Selection } from './answer.js';
import { gridDistance } from '../../../core/grid.js';
import { arrangementParity } from '../../../core/permutation.js';
import type { ProconProblem } from './problem.js';

export type OneSelectionResult =
  | { readonly status: 'solved'; readonly answer: Selection[] }
  | { readonly status: 'unsolvable'; readonly reason: string }
  | { readonly status: 'timeout' | 'aborted' };

/** Why a board with a selection limit of 1 can have no answer. */
export const PARITY_NEEDS_TWO = 'one selection only, and no piece\'s distance home has the permutation\'s parity';

/**
 * An answer of one selection (two where the parity needs it) from the problem's pieces, within the
 * problem's selection limit.
 */
export async function oneSelection(problem: ProconProblem, options: { timeLimitMs: number; engine?: EngineName; signal?: AbortSignal; portfolio?: Partial<PortfolioOptions> }): Promise<OneSelectionResult> {
  if (problem.pieces.every((target, cell) => target === cell)) return { status: 'solved', answer: [] };
  if (problem.selectLimit < 1) return { status: 'unsolvable', reason: 'no selection left' };
  const pieces = problem.pieces.slice();
  const answer: Selection[] = [];
  let selected = selectable(problem, pieces);
  if (selected === undefined) {
    if (problem.selectLimit < 2) return { status: 'unsolvable', reason: PARITY_NEEDS_TWO };
    answer.push(flipParity(problem, pieces));
    selected = selectable(problem, pieces)!;
  }
  // The engine's codes: tiles 1 to W x H - 1 by target cell, the selected piece the blank.
  const code = (target: number) => (target === selected ? 0 : target < selected! ? target + 1 : target);
  const board = (cells: ArrayLike<number>): Board => ({ width: problem.width, height: problem.height, cells: Uint16Array.from(cells, code) });
  const goal = board(pieces.map((_target, cell) => cell));
  const { timeLimitMs, engine, signal, portfolio } = options;
  // The whole limit is the plan: a Procon solve spends its time limit, as the contest's clock runs.
  const result = await solve(board(pieces), { goal, timeLimitMs, engine, signal, portfolio: { plannedMs: timeLimitMs, ...portfolio } });
  if (result.status === 'aborted' || result.status === 'timeout') return { status: result.status };
  if (result.status !== 'solved') throw new Error(`internal error: the sliding puzzle made of the board is ${result.status}: ${result.reason}`);
  answer.push({ cell: pieces.indexOf(selected), swaps: result.moves });
  return { status: 'solved', answer };
}

/**
 * The target of the piece to select so that one selection solves the board: one whose distance
 * home has the permutation's parity, the one bound nearest the bottom-right cell; undefined if none.
 */
function selectable(problem: ProconProblem, pieces: Uint16Array): number | undefined {
  const distance = (a: number, b: number) => gridDistance(problem.width, a, b);
  const parity = arrangementParity(pieces), last = pieces.length - 1;
  let best: number | undefined;
  pieces.forEach((target, cell) => {
    if (distance(cell, target) % 2 !== parity) return;
    if (best === undefined || distance(target, last) < distance(best, last)) best = target;
  });
  return best;
}

/** One swap of a neighbouring pair, the one that brings its pieces nearest home, played on `pieces`. */
function flipParity(problem: ProconProblem, pieces: Uint16Array): Selection {
  const { width } = problem;
  const distance = (a: number, b: number) => gridDistance(width, a, b);
  let best = { gain: -Infinity, cell: 0, to: 1 };
  pieces.forEach((_target, cell) => {
    for (const to of [cell + 1, cell + width]) {
      if (to >= pieces.length || (to === cell + 1 && to % width === 0)) continue;
      const gain = distance(pieces[cell], cell) + distance(pieces[to], to) - distance(pieces[cell], to) - distance(pieces[to], cell);
      if (gain > best.gain) best = { gain, cell, to };
    }
  });
  [pieces[best.cell], pieces[best.to]] = [pieces[best.to], pieces[best.cell]];
  return { cell: best.cell, swaps: best.to === best.cell + 1 ? 'R' : 'D' };
}
