// Editing boards: empty goals of a size, walls toggled on and off, scrambles of a chosen difficulty.
import { type Board, devquizGoal, reachable, WALL, scramble } from '../src/engine/index.js';

/** Difficulty as the length of the blank's random walk from the goal (the walk never steps straight back). */
export const DIFFICULTIES: readonly { readonly label: string; readonly walk: number }[] = [
  { label: 'Easy (15-move walk)', walk: 15 },
  { label: 'Medium (40-move walk)', walk: 40 },
  { label: 'Hard (80-move walk)', walk: 80 },
  { label: 'Very hard (150-move walk)', walk: 150 },
  { label: 'Shuffled (1000-move walk)', walk: 1000 },
];

/** The goal of a board of this size without walls. */
export function emptyGoal(width: number, height: number): Board {
  return devquizGoal({ width, height, cells: new Uint16Array(width * height) });
}

/** The goal with a wall added or removed at `cell`, or why that cannot be. */
export function toggleWall(board: Board, cell: number): Board | string {
  const last = board.cells.length - 1;
  const cells = board.cells.slice();
  cells[cell] = cells[cell] === WALL ? 1 : WALL; // any open code: devquizGoal renumbers the tiles
  if (cells[last] === WALL) return 'The bottom-right cell is where the blank ends: it cannot be a wall.';
  const edited = { ...board, cells };
  const open = cells.filter((code) => code !== WALL).length;
  if (reachable(edited, last).length !== open) return 'A wall there would cut the board in two.';
  return devquizGoal(edited);
}

/** The board's goal scrambled by a random walk of the blank. */
export function scrambled(board: Board, walk: number): Board {
  return scramble(devquizGoal(board), walk, Math.random).board;
}
