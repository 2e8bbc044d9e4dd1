// AHC011's board (AtCoder Heuristic Contest 011, 2022): N x N cells, each tile a 4-bit mask of the
// pipe ends drawn from its centre (1 left, 2 up, 4 right, 8 down), 0 the blank. The input is `N T`,
// then N rows of N hex digits; T = 2 N^3 is the most moves an answer may use.
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';

export const LEFT = 1, UP = 2, RIGHT = 4, DOWN = 8;
/** The blank's code. */
export const EMPTY = 0;
/** The contest's N runs from 6 to 10; the engines take boards from 2 x 2 to 16 x 16. */
export const MIN_TREE_SIDE = 2, MAX_TREE_SIDE = 16;

/** An AHC011 input: the side N, the move limit T and the tiles in reading order. */
export interface TreeInput {
  readonly n: number;
  /** The most moves an answer may use (T). */
  readonly maxMoves: number;
  /** N * N codes: a pipe mask per cell, 0 the blank. */
  readonly tiles: Uint8Array;
}

/**
 * Reads an input in the contest's format.
 * @throws {@link InputError} naming the first thing wrong: the header, a row's length or digit,
 * the row count, or a blank count other than one
 */
export function parseTreeInput(text: string): TreeInput {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const header = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[0] ?? '');
  if (!header) throw new InputError(`the first line ${quote(lines[0] ?? '')} is not "N T"`);
  const n = Number(header[1]), maxMoves = Number(header[2]);
  if (n < MIN_TREE_SIDE || n > MAX_TREE_SIDE) throw new InputError(`N = ${n} is outside ${MIN_TREE_SIDE}..${MAX_TREE_SIDE}`);
  if (!Number.isSafeInteger(maxMoves) || maxMoves < 1) throw new InputError(`T = ${quote(header[2])} is not a positive move count`);
  if (lines.length !== n + 1) throw new InputError(`expected ${n} rows of tiles after the first line, found ${lines.length - 1}`);
  const tiles = new Uint8Array(n * n);
  for (let y = 0; y < n; y++) {
    const row = lines[y + 1].trim();
    if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(row)) throw new InputError(`row ${y + 1} ${quote(row)} is not ${n} hex digits`);
    for (let x = 0; x < n; x++) tiles[y * n + x] = parseInt(row[x], 16);
  }
  const blanks = tiles.filter((tile) => tile === EMPTY).length;
  if (blanks !== 1) throw new InputError(`the board has ${blanks} blanks (0); it needs exactly one`);
  return { n, maxMoves, tiles };
}

/** The input in the contest's format, ending with a newline. */
export function formatTreeInput(input: TreeInput): string {
  const rows = [`${input.n} ${input.maxMoves}`];
  for (let y = 0; y < input.n; y++) {
    rows.push([...input.tiles.subarray(y * input.n, (y + 1) * input.n)].map((tile) => tile.toString(16)).join(''));
  }
  return rows.join('\n') + '\n';
}

/** The contest's move limit for a side: T = 2 N^3. */
export function moveLimit(n: number): number {
  return 2 * n ** 3;
}
