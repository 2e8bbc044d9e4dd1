// A first solver (the baseline that seed 001's beams are to beat): with one selection the puzzle is
// the sliding puzzle, the selected piece as the blank, which the slide puzzle's solve() answers (row
// and column reduction on large boards, beams and IDA* on small ones, shortening). Each swap is a
// transposition that moves the selected piece one cell, so one selection can solve the board only
// by a piece whose distance home has the permutation's parity. The one bound for the bottom-right
// cell is preferred (the goal is then the DevQuiz goal), else the one bound nearest it. When no
// piece will do, a first selection swaps one neighbouring pair, the one that brings its two pieces
// nearest home: that flips the parity, and every other piece will do.
import { type Board, type EngineName, solve } from '../slide/index.js';
import { type ProconScore, type Selection, scoreProconAnswer } from './answer.js';
import { optimiseAnswer } from './optimise.js';
import type { ProconProblem } from './problem.js';

export interface ProconSolveOptions {
  /** Milliseconds for the whole solve. Default 10,000. */
  readonly timeLimitMs?: number;
  /** The slide puzzle's engine: `wasm` (default) or its TS twin `ts`. */
  readonly engine?: EngineName;
  readonly signal?: AbortSignal;
}

export type ProconSolveResult =
  | { readonly status: 'solved'; readonly answer: readonly Selection[]; readonly score: ProconScore; readonly ms: number }
  | { readonly status: 'unsolvable'; readonly reason: string }
  | { readonly status: 'timeout' | 'aborted'; readonly ms: number };

export const DEFAULT_PROCON_TIME_LIMIT_MS = 10_000;

/**
 * Solves a problem; the answer is replayed before it is returned.
 * @throws `Error` (`internal error: ...`) if the answer fails its replay, a bug
 */
export async function solveProcon(problem: ProconProblem, options: ProconSolveOptions = {}): Promise<ProconSolveResult> {
  const started = performance.now();
  const pieces = problem.pieces.slice();
  const answer: Selection[] = [];
  let selected = selectable(problem, pieces);
  if (selected === undefined) {
    if (problem.selectLimit < 2) return { status: 'unsolvable', reason: 'one selection only, and no piece\'s distance home has the permutation\'s parity' };
    answer.push(flipParity(problem, pieces));
    selected = selectable(problem, pieces)!;
  }
  // The slide puzzle's codes: tiles 1 to W x H - 1 by target cell, the selected piece the blank.
  const code = (target: number) => (target === selected ? 0 : target < selected! ? target + 1 : target);
  const board = (cells: ArrayLike<number>): Board => ({ width: problem.width, height: problem.height, cells: Uint16Array.from(cells, code) });
  const goal = board(pieces.map((_target, cell) => cell));
  const result = await solve(board(pieces), { goal, timeLimitMs: options.timeLimitMs ?? DEFAULT_PROCON_TIME_LIMIT_MS, engine: options.engine, signal: options.signal });
  const ms = performance.now() - started;
  if (result.status === 'aborted' || result.status === 'timeout') return { status: result.status, ms };
  if (result.status !== 'solved') throw new Error(`internal error: the sliding puzzle made of the board is ${result.status}: ${result.reason}`);
  answer.push({ cell: pieces.indexOf(selected), swaps: result.moves });
  const optimised = optimiseAnswer(answer, problem.width);
  const score = scoreProconAnswer(problem, optimised);
  if (score.misplaced !== 0) throw new Error(`internal error: the answer leaves ${score.misplaced} pieces misplaced`);
  return { status: 'solved', answer: optimised, score, ms };
}

/**
 * The target of the piece to select so that one selection solves the board: one whose distance
 * home has the permutation's parity, the one bound nearest the bottom-right cell; undefined if none.
 */
function selectable(problem: ProconProblem, pieces: Uint16Array): number | undefined {
  const distance = gridDistance(problem.width);
  const parity = permutationParity(pieces), last = pieces.length - 1;
  let best: number | undefined;
  pieces.forEach((target, cell) => {
    if (distance(cell, target) % 2 !== parity) return;
    if (best === undefined || distance(target, last) < distance(best, last)) best = target;
  });
  return best;
}

/** Moves between two cells of a grid `width` wide. */
function gridDistance(width: number): (a: number, b: number) => number {
  return (a, b) => Math.abs((a % width) - (b % width)) + Math.abs(Math.floor(a / width) - Math.floor(b / width));
}

/** 0 for an even permutation, 1 for an odd one (cells less cycles). */
function permutationParity(pieces: Uint16Array): number {
  const seen = new Uint8Array(pieces.length);
  let cycles = 0;
  for (let start = 0; start < pieces.length; start++) {
    if (seen[start]) continue;
    cycles++;
    for (let cell = start; !seen[cell]; cell = pieces[cell]) seen[cell] = 1;
  }
  return (pieces.length - cycles) % 2;
}

/** One swap of a neighbouring pair, the one that brings its pieces nearest home, played on `pieces`. */
function flipParity(problem: ProconProblem, pieces: Uint16Array): Selection {
  const { width } = problem;
  const distance = gridDistance(width);
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
