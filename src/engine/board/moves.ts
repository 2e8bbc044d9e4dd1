// Moves of the blank (L R U D) and the replay that checks every answer before it is returned.
import { type Board, formatBoard } from './board.js';
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';
import { BLANK, WALL } from './symbols.js';

/**
 * The four moves of the blank, in the engines' order: `L`eft, `R`ight, `U`p, `D`own. Index i and
 * i ^ 1 are inverses. Move strings are made of these letters.
 */
export const DIRECTIONS = 'LRUD';
export type Direction = 'L' | 'R' | 'U' | 'D';

const INVERSE: Record<string, string> = { L: 'R', R: 'L', U: 'D', D: 'U' };

/** The move that undoes `move`. */
export function inverseMove(move: string): string {
  return INVERSE[move];
}

/** The move that takes the blank from `from` to the neighbouring cell `to` (unpadded or padded). */
export function moveBetween(from: number, to: number): string {
  const delta = to - from;
  return DIRECTIONS[delta === -1 ? 0 : delta === 1 ? 1 : delta < 0 ? 2 : 3];
}

/** The path that undoes `moves`: from the end board back to the start. */
export function invertPath(moves: string): string {
  let out = '';
  for (let i = moves.length - 1; i >= 0; i--) out += INVERSE[moves[i]];
  return out;
}

/**
 * Plays a move string from a board: each letter moves the blank one cell (`L R U D`).
 * @param start the board to start from (not changed)
 * @param moves the moves, e.g. `LUURD`; the empty string is no move
 * @returns the board the moves end on
 * @throws {@link InputError} naming the first move that is not one of `L R U D`, leaves the board
 * or runs into a wall
 */
export function replay(start: Board, moves: string): Board {
  const { width, height } = start;
  const cells = start.cells.slice();
  let blank = cells.indexOf(BLANK);
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    const x = blank % width, y = (blank - x) / width;
    let to: number;
    if (move === 'L' && x > 0) to = blank - 1;
    else if (move === 'R' && x < width - 1) to = blank + 1;
    else if (move === 'U' && y > 0) to = blank - width;
    else if (move === 'D' && y < height - 1) to = blank + width;
    else if (!(move in INVERSE)) throw new InputError(`move ${i + 1} ${quote(move)} is not one of L, R, U, D`);
    else throw new InputError(`move ${i + 1} '${move}' leaves the board`);
    if (cells[to] === WALL) throw new InputError(`move ${i + 1} '${move}' runs into a wall`);
    cells[blank] = cells[to];
    cells[to] = BLANK;
    blank = to;
  }
  return { width, height, cells };
}

/**
 * Checks an answer: does `moves` take `start` to `goal`? Never throws for a bad move string.
 * @param start the start board
 * @param goal the goal board
 * @param moves the answer to check
 * @returns undefined when the moves end on the goal; otherwise why not, in one line (the first
 * bad move, or the board they end on)
 */
export function checkSolution(start: Board, goal: Board, moves: string): string | undefined {
  let end: Board;
  try {
    end = replay(start, moves);
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  const reached = formatBoard(end);
  return reached === formatBoard(goal) ? undefined : `the moves end on ${reached}, not on the goal ${formatBoard(goal)}`;
}

/**
 * Counts a move string's moves per direction, as a DevQuiz budget counts them.
 * @param moves the moves (letters other than `L R U D` are not counted)
 * @returns the counts of `L`, `R`, `U` and `D`, in that order
 */
export function countMoves(moves: string): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const move of moves) counts[DIRECTIONS.indexOf(move)]++;
  return counts;
}
