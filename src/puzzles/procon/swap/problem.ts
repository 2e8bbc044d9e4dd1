// Procon 25's select-and-swap puzzle (its 2014 champion: the University of Tokyo team): a photo cut
// into a grid of pieces and shuffled; every piece knows its target cell. The practice format:
// `W H limit select_cost swap_cost`, then H lines of W two-hex-digit pairs, the target of the piece
// now in that cell (row digit, then column).
import { InputError } from '../../../core/input-error.js';
import { quote } from '../../../core/quote.js';

export const MIN_PROCON_SIDE = 2;
export const MAX_PROCON_SIDE = 16;

export interface ProconProblem {
  readonly width: number;
  readonly height: number;
  /** The most selections an answer may make. */
  readonly selectLimit: number;
  readonly selectCost: number;
  readonly swapCost: number;
  /** Per cell (row * width + column), the target cell of the piece now there: a permutation. */
  readonly pieces: Uint16Array;
}

/**
 * Reads the practice format strictly.
 * @throws {@link InputError} naming the line: a bad header, a size out of 2..16, a line of the
 * wrong length, a pair that is not two hex digits or points off the grid, a target given twice, or
 * lines past the grid
 */
export function parseProconProblem(text: string): ProconProblem {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').trim().split(/\s+/);
  const numbers = header.map(Number);
  if (header.length !== 5 || !header.every((field) => /^\d+$/.test(field))) {
    throw new InputError(`line 1: expected W H selection_limit select_cost swap_cost, got ${quote(lines[0] ?? '')}`);
  }
  const [width, height, selectLimit, selectCost, swapCost] = numbers;
  for (const [name, side] of [['width', width], ['height', height]] as const) {
    if (side < MIN_PROCON_SIDE || side > MAX_PROCON_SIDE) throw new InputError(`line 1: ${name} ${side} is out of range (${MIN_PROCON_SIDE} to ${MAX_PROCON_SIDE})`);
  }
  if (selectLimit < 1 || selectCost < 1 || swapCost < 1) throw new InputError('line 1: the selection limit and both costs must be at least 1');
  const pieces = new Uint16Array(width * height);
  const seen = new Int32Array(width * height).fill(-1);
  for (let row = 0; row < height; row++) {
    const fields = (lines[row + 1] ?? '').trim().split(/\s+/).filter(Boolean);
    if (fields.length !== width) throw new InputError(`line ${row + 2}: expected ${width} pieces, got ${fields.length}`);
    fields.forEach((field, column) => {
      if (!/^[0-9a-fA-F]{2}$/.test(field)) throw new InputError(`line ${row + 2}: expected two hex digits (target row, column), got ${quote(field)}`);
      const targetRow = parseInt(field[0], 16), targetColumn = parseInt(field[1], 16);
      if (targetRow >= height || targetColumn >= width) throw new InputError(`line ${row + 2}: ${field} points off the ${width}x${height} grid`);
      const target = targetRow * width + targetColumn, cell = row * width + column;
      if (seen[target] >= 0) throw new InputError(`line ${row + 2}: target ${field} is given twice`);
      seen[target] = cell;
      pieces[cell] = target;
    });
  }
  if (lines.slice(height + 1).some((line) => line.trim() !== '')) throw new InputError(`line ${height + 2}: more lines than the ${height} rows`);
  return { width, height, selectLimit, selectCost, swapCost, pieces };
}

/** Writes the practice format, the inverse of {@link parseProconProblem}. */
export function formatProconProblem(problem: ProconProblem): string {
  const { width, height, pieces } = problem;
  const rows = [];
  for (let row = 0; row < height; row++) {
    const pairs = [];
    for (let column = 0; column < width; column++) {
      const target = pieces[row * width + column];
      pairs.push(`${hex(Math.floor(target / width))}${hex(target % width)}`);
    }
    rows.push(pairs.join(' '));
  }
  return `${width} ${height} ${problem.selectLimit} ${problem.selectCost} ${problem.swapCost}\n${rows.join('\n')}\n`;
}

/** One uppercase hex digit. */
export function hex(value: number): string {
  return value.toString(16).toUpperCase();
}
