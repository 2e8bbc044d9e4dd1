// DevQuiz-style problem sets: random sizes, random walls that keep the board connected, and a random
// walk of the blank from the goal. The walk, reversed, is a known answer, so the budget (the per
// direction totals of those answers) is always feasible.
import { type Random, randomInt, seededRandom } from '../../core/random.js';
import { type Board, countMoves, DEVQUIZ_MAX_SIDE, devquizGoal, formatBoard, reachable, scramble, type Scrambled, WALL } from '../../engine/index.js';
import type { Budget, ProblemFile } from './problem-file.js';

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

/**
 * {@link generateProblems}' defaults, each option's one place (the CLI's `generate` takes them too):
 * 100 problems, seed 1, sides 3 to 6 (the DevQuiz range), at most 8 walls (as in the real set),
 * walks of 3 moves per cell.
 */
export const DEFAULT_GENERATE: Required<GenerateOptions> = {
  count: 100, seed: 1, minSide: 3, maxSide: DEVQUIZ_MAX_SIDE, maxWalls: 8, walkPerCell: 3,
};

/** A problem and a known answer for it; its goal is the DevQuiz goal ({@link devquizGoal}). */
export type GeneratedProblem = Scrambled;

/**
 * Random DevQuiz-style problems: random sizes, random walls that keep the open cells connected
 * (never in the bottom-right cell), each the DevQuiz goal scrambled by a random walk of the blank.
 * @param options see {@link GenerateOptions} (defaults: {@link DEFAULT_GENERATE})
 * @returns the problems, each with a known answer
 */
export function generateProblems(options: GenerateOptions = {}): GeneratedProblem[] {
  const D = DEFAULT_GENERATE;
  const { count = D.count, seed = D.seed, minSide = D.minSide, maxSide = D.maxSide, maxWalls = D.maxWalls, walkPerCell = D.walkPerCell } = options;
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const width = randomInt(random, minSide, maxSide);
    const height = randomInt(random, minSide, maxSide);
    const goal = devquizGoal(randomWalls(random, width, height, maxWalls));
    return scramble(goal, width * height * walkPerCell, random);
  });
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
