// The engine's scramblers: a random walk of the blank from the goal (its reverse is a known answer)
// and a uniformly random arrangement made solvable. Tests, benchmarks, the DevQuiz generator and
// AHC011's generator all start from these.
import { type Random, randomInt, shuffle } from '../core/random.js';
import type { Board } from './board/board.js';
import { openNeighbours } from './board/grid.js';
import { inverseMove, invertPath, moveBetween, replay } from './board/moves.js';
import { solvability } from './board/solvability.js';
import { BLANK, WALL } from './board/symbols.js';

/** A scrambled board and a known answer for it. */
export interface Scrambled {
  /** The scrambled board. */
  readonly board: Board;
  /** Moves that take it back to the board scrambled (not necessarily the shortest). */
  readonly answer: string;
}

/**
 * Scrambles a board by a random walk of the blank (a move straight back is allowed).
 * @param goal the board to start from, the problem's goal
 * @param walkLength moves in the walk
 * @param random a generator of numbers in [0, 1), e.g. `Math.random`
 * @returns the scrambled board and the reversed walk, an answer that takes it back to `goal`
 */
export function scramble(goal: Board, walkLength: number, random: Random): Scrambled {
  const walk = randomWalk(random, goal, walkLength);
  const answer = invertPath(walk);
  return { board: replay(goal, walk), answer };
}

/**
 * A uniformly random arrangement of the goal's tiles and blank over its open cells, made reachable:
 * half of all arrangements have the wrong permutation parity, and swapping two tiles fixes that.
 * Far harder than a walk: a shuffled 16 x 16 board takes thousands of moves.
 * @param goal the goal (its walls stay in place)
 * @param random a generator of numbers in [0, 1), e.g. `Math.random`
 * @returns the shuffled board; on boards with walls it may still be unsolvable for other reasons
 * (check with `solvability`)
 */
export function shuffled(goal: Board, random: Random): Board {
  const open = [...goal.cells.keys()].filter((cell) => goal.cells[cell] !== WALL);
  const cells = goal.cells.slice();
  const contents = shuffle(random, open.map((cell) => cells[cell]));
  open.forEach((cell, i) => { cells[cell] = contents[i]; });
  const board = { width: goal.width, height: goal.height, cells };
  if (solvability(board, goal).kind === 'unsolvable') {
    const [a, b] = open.filter((cell) => cells[cell] !== BLANK);
    [cells[a], cells[b]] = [cells[b], cells[a]];
  }
  return board;
}

/** A walk of the blank that never undoes its previous move, except to leave a dead end. */
export function randomWalk(random: Random, goal: Board, length: number): string {
  let blank = goal.cells.indexOf(BLANK);
  let walk = '';
  for (let i = 0; i < length; i++) {
    const back = walk.length > 0 ? inverseMove(walk[walk.length - 1]) : undefined;
    const around = openNeighbours(goal, blank);
    const forward = around.filter((cell) => moveBetween(blank, cell) !== back);
    const choices = forward.length > 0 ? forward : around;
    const next = choices[randomInt(random, 0, choices.length - 1)];
    walk += moveBetween(blank, next);
    blank = next;
  }
  return walk;
}
