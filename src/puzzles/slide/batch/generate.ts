// DevQuiz-style problem sets: random sizes, random walls that keep the board connected, and a random
// walk of the blank from the goal. The walk, reversed, is a known answer, so the budget (the per
// direction totals of those answers) is always feasible.
import { type Board, formatBoard } from '../board/board.js';
import { devquizGoal } from '../board/goal.js';
import { openNeighbours, reachable } from '../board/grid.js';
import { countMoves, inverseMove, invertPath, moveBetween, replay } from '../board/moves.js';
import { solvability } from '../board/solvability.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { Budget, ProblemFile } from './problem-file.js';
import { type Random, randomInt, seededRandom } from '../../../core/random.js';

/** Options of {@link generateProblems} and {@link generateProblemFile}; every one is optional. */
export interface GenerateOptions {
  /** Problems in the set. Default 100. */
  readonly count?: number;
  /** Seed of the generator: the same seed gives the same set on every machine. Default 1. */
  readonly seed?: number;
  /** Smallest width or height. Default 3. */
  readonly minSide?: number;
  /** Largest width or height. Default 6 (the DevQuiz range is 3 to 6). */
  readonly maxSide?: number;
  /** Most walls on a board. Default 8 (as in the real set). */
  readonly maxWalls?: number;
  /** Random-walk length, as moves per cell. Default 3. */
  readonly walkPerCell?: number;
}

/** A problem and a known answer for it. */
export interface GeneratedProblem {
  /** The scrambled board; its goal is the DevQuiz goal ({@link defaultGoal}). */
  readonly board: Board;
  /** Moves that solve it: the scramble's walk reversed (not necessarily the shortest). */
  readonly answer: string;
}

/**
 * Random DevQuiz-style problems: random sizes, random walls that keep the open cells connected
 * (never in the bottom-right cell), each the DevQuiz goal scrambled by a random walk of the blank.
 * @param options see {@link GenerateOptions} (defaults: 100 problems, seed 1, sides 3 to 6, at most
 * 8 walls, walks of 3 moves per cell)
 * @returns the problems, each with a known answer
 */
export function generateProblems(options: GenerateOptions = {}): GeneratedProblem[] {
  const random = seededRandom(options.seed ?? 1);
  const { count = 100, minSide = 3, maxSide = 6, maxWalls = 8, walkPerCell = 3 } = options;
  return Array.from({ length: count }, () => {
    const width = randomInt(random, minSide, maxSide);
    const height = randomInt(random, minSide, maxSide);
    const goal = devquizGoal(randomWalls(random, width, height, maxWalls));
    return scramble(goal, width * height * walkPerCell, random);
  });
}

/**
 * Scrambles a board by a random walk of the blank (a move straight back is allowed).
 * @param goal the board to start from, the problem's goal
 * @param walkLength moves in the walk
 * @param random a generator of numbers in [0, 1), e.g. `Math.random`
 * @returns the scrambled board and the reversed walk, an answer that takes it back to `goal`
 */
export function scramble(goal: Board, walkLength: number, random: Random): GeneratedProblem {
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
  for (let i = open.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [cells[open[i]], cells[open[j]]] = [cells[open[j]], cells[open[i]]];
  }
  const board = { width: goal.width, height: goal.height, cells };
  if (solvability(board, goal).kind === 'unsolvable') {
    const [a, b] = open.filter((cell) => cells[cell] !== BLANK);
    [cells[a], cells[b]] = [cells[b], cells[a]];
  }
  return board;
}

/**
 * A DevQuiz-style problem file ({@link generateProblems}) whose budget is the per-direction total
 * of the known answers, so it can always be met. `slidepuzzle generate` writes it.
 * @param options see {@link GenerateOptions}
 * @returns the budget and the problem lines
 */
export function generateProblemFile(options: GenerateOptions = {}): ProblemFile {
  const problems = generateProblems(options);
  const budget = [0, 0, 0, 0];
  for (const { answer } of problems) countMoves(answer).forEach((n, i) => { budget[i] += n; });
  return { budget: budget as unknown as Budget, problems: problems.map((p) => formatBoard(p.board)) };
}

/** An empty board with up to maxWalls walls, never on the last cell, keeping the open cells connected. */
function randomWalls(random: Random, width: number, height: number, maxWalls: number): Board {
  const size = width * height;
  const walls = randomInt(random, 0, Math.min(maxWalls, size - 4));
  for (;;) {
    const cells = new Uint16Array(size);
    for (let placed = 0; placed < walls;) {
      const cell = randomInt(random, 0, size - 2);
      if (cells[cell] !== WALL) { cells[cell] = WALL; placed++; }
    }
    const board = { width, height, cells };
    if (reachable(board, size - 1).length === size - walls) return board;
  }
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
