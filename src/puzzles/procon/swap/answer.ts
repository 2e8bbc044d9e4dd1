// The contest's answer: the selection count, then per selection the cell (two uppercase hex
// digits, column first, then row), the swap count and the swaps over U R D L, each moving the
// selected piece one cell and the piece there the other way. Replayed here to score it.
import { InputError } from '../../../core/input-error.js';
import { quote } from '../../../core/quote.js';
import { SWAPS, swapCell } from '../../../core/grid.js';
import { type ProconProblem, hex } from './problem.js';

export interface Selection {
  /** The cell selected (row * width + column). */
  readonly cell: number;
  /** The selected piece's moves, over U R D L. */
  readonly swaps: string;
}

export interface ProconScore {
  readonly cost: number;
  readonly selections: number;
  readonly swaps: number;
  /** Pieces not at their target at the end (0: solved). */
  readonly misplaced: number;
}

export function formatProconAnswer(problem: ProconProblem, answer: readonly Selection[]): string {
  const lines = [String(answer.length)];
  for (const { cell, swaps } of answer) {
    lines.push(`${hex(cell % problem.width)}${hex(Math.floor(cell / problem.width))}`, String(swaps.length), swaps);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Reads an answer strictly (LF or CRLF).
 * @throws {@link InputError} naming the line: a bad count, a cell off the grid, a swap count that
 * differs from the swaps, a letter that is not U R D L, or lines past the last selection
 */
export function parseProconAnswer(problem: ProconProblem, text: string): Selection[] {
  const lines = text.split(/\r?\n/);
  const line = (at: number) => (lines[at] ?? '').trim();
  if (!/^\d+$/.test(line(0))) throw new InputError(`line 1: expected the number of selections, got ${quote(line(0))}`);
  const count = Number(line(0));
  const answer: Selection[] = [];
  for (let k = 0; k < count; k++) {
    const at = 1 + 3 * k;
    const cellText = line(at);
    if (!/^[0-9A-F]{2}$/.test(cellText)) throw new InputError(`line ${at + 1}: expected a cell as two uppercase hex digits (column, row), got ${quote(cellText)}`);
    const column = parseInt(cellText[0], 16), row = parseInt(cellText[1], 16);
    if (column >= problem.width || row >= problem.height) throw new InputError(`line ${at + 1}: cell ${cellText} is off the ${problem.width}x${problem.height} grid`);
    if (!/^\d+$/.test(line(at + 1))) throw new InputError(`line ${at + 2}: expected the number of swaps, got ${quote(line(at + 1))}`);
    const swaps = line(at + 2);
    if (!/^[URDL]*$/.test(swaps)) throw new InputError(`line ${at + 3}: swaps are U R D L, got ${quote(swaps)}`);
    if (swaps.length !== Number(line(at + 1))) throw new InputError(`line ${at + 3}: ${swaps.length} swaps, but line ${at + 2} says ${line(at + 1)}`);
    answer.push({ cell: row * problem.width + column, swaps });
  }
  if (lines.slice(1 + 3 * count).some((rest) => rest.trim() !== '')) throw new InputError(`line ${2 + 3 * count}: more lines than ${count} selections`);
  return answer;
}

/**
 * Plays an answer on the problem and scores it.
 * @throws {@link InputError} on more selections than the limit, or a swap off the grid (naming
 * the selection and the swap)
 */
export function scoreProconAnswer(problem: ProconProblem, answer: readonly Selection[]): ProconScore {
  if (answer.length > problem.selectLimit) throw new InputError(`${answer.length} selections, over the limit of ${problem.selectLimit}`);
  const pieces = playProconAnswer(problem, answer);
  const swaps = answer.reduce((sum, { swaps: moves }) => sum + moves.length, 0);
  const misplaced = pieces.filter((target, cell) => target !== cell).length;
  return { cost: answer.length * problem.selectCost + swaps * problem.swapCost, selections: answer.length, swaps, misplaced };
}

/**
 * The pieces after an answer, whatever the selection limit.
 * @throws {@link InputError} on a swap off the grid (naming the selection and the swap)
 */
export function playProconAnswer(problem: ProconProblem, answer: readonly Selection[]): Uint16Array {
  const { width, height } = problem;
  const pieces = problem.pieces.slice();
  answer.forEach(({ cell, swaps: moves }, k) => {
    let at = cell;
    [...moves].forEach((move, j) => {
      const to = swapCell(at, SWAPS.indexOf(move), width, height);
      if (to < 0) throw new InputError(`selection ${k + 1}, swap ${j + 1} (${move}) leaves the grid`);
      [pieces[at], pieces[to]] = [pieces[to], pieces[at]];
      at = to;
    });
  });
  return pieces;
}
