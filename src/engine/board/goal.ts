// Goals: the DevQuiz default (tiles in reading order, blank bottom-right) or a custom one.
import { type Board, formatCells, parseCells } from './board.js';
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';
import { BLANK, WALL, symbolOf } from './symbols.js';

/**
 * The default goal of a board, DevQuiz's: cell i holds tile i + 1, walls stay where they are, the
 * last (bottom-right) cell holds the blank.
 * @param board the start board
 * @returns the goal, of the board's size
 * @throws {@link InputError} when the bottom-right cell is a wall (the blank has no place: give a
 * goal), or when the board's tiles are not the goal's (tile i + 1 belongs in cell i, so a board
 * with walls has no tiles numbered after its walls' cells)
 */
export function defaultGoal(board: Board): Board {
  const goal = devquizGoal(board);
  checkGoal(board, goal);
  return goal;
}

/**
 * The DevQuiz goal layout for the size and walls of `board`, whatever its tiles (unlike
 * {@link defaultGoal}, it does not check that the board's tiles fit it).
 * @param board a board: only its size and walls count
 * @returns the goal: tile i + 1 in each open cell i, walls in place, the blank in the last cell
 * @throws {@link InputError} when the bottom-right cell is a wall
 */
export function devquizGoal(board: Board): Board {
  const size = board.cells.length;
  if (board.cells[size - 1] === WALL) {
    throw new InputError('the bottom-right cell is a wall, so the default goal has no place for the blank: give a goal');
  }
  const cells = board.cells.map((code, i) => (code === WALL ? WALL : i + 1));
  cells[size - 1] = BLANK;
  return { width: board.width, height: board.height, cells };
}

/**
 * Parses a custom goal for `board`: the CELLS field only (the size is the board's).
 * @param text the goal's CELLS, e.g. `012345678` for a 3 x 3 board (surrounding space ignored)
 * @param board the start board
 * @returns the goal
 * @throws {@link InputError} when the cells are malformed (as in {@link parseBoard}) or the goal
 * does not have the board's walls and tiles
 */
export function parseGoal(text: string, board: Board): Board {
  const goal = { width: board.width, height: board.height, cells: parseCells(text.trim(), board.width, board.height) };
  checkGoal(board, goal);
  return goal;
}

/** Throws InputError unless `goal` has the walls and the tiles of `board`. */
export function checkGoal(board: Board, goal: Board): void {
  if (goal.width !== board.width || goal.height !== board.height) {
    throw new InputError(`the goal is ${goal.width}x${goal.height} but the board is ${board.width}x${board.height}`);
  }
  for (let i = 0; i < board.cells.length; i++) {
    if ((board.cells[i] === WALL) !== (goal.cells[i] === WALL)) {
      throw new InputError(`cell ${i} is a wall on ${board.cells[i] === WALL ? 'the board' : 'the goal'} only: walls never move`);
    }
  }
  const inGoal = new Set(goal.cells);
  for (let i = 0; i < board.cells.length; i++) {
    if (!inGoal.has(board.cells[i])) {
      throw new InputError(`tile '${symbolOf(board.cells[i])}' at cell ${i} has no place in the goal (goal ${quote(formatCells(goal.cells))})`);
    }
  }
  const onBoard = new Set(board.cells);
  for (const code of goal.cells) {
    if (!onBoard.has(code)) throw new InputError(`tile '${symbolOf(code)}' of the goal is not on the board (goal ${quote(formatCells(goal.cells))})`);
  }
}
