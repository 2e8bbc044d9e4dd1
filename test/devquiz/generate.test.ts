import { describe, expect, it } from 'vitest';
import { WALL } from '../../src/engine/board/codes.js';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution, countMoves } from '../../src/engine/board/moves.js';
import { formatProblemFile, parseProblemFile } from '../../src/puzzles/devquiz/problem-file.js';
import { generateProblemFile, generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { cli } from '../helpers/cli.js';

describe('generate', () => {
  it('is deterministic for a seed', () => {
    expect(formatProblemFile(generateProblemFile({ count: 20, seed: 9 }))).toBe(formatProblemFile(generateProblemFile({ count: 20, seed: 9 })));
    expect(formatProblemFile(generateProblemFile({ count: 20, seed: 9 }))).not.toBe(formatProblemFile(generateProblemFile({ count: 20, seed: 10 })));
  });

  it('on the command line, makes DevQuiz sizes by default and larger boards when asked', () => {
    const sides = (args: string[]) => parseProblemFile(cli(['generate', '-n', '30', ...args]).stdout).problems.map(parseBoard).map((b) => Math.max(b.width, b.height));
    expect(Math.max(...sides([]))).toBeLessThanOrEqual(6);
    expect(Math.max(...sides(['--min-side', '8', '--max-side', '10']))).toBeGreaterThanOrEqual(8);
  });

  it('writes a file the batch reader reads back, with walls and sizes in range', () => {
    const file = parseProblemFile(formatProblemFile(generateProblemFile({ count: 50, seed: 4 })));
    expect(file.problems).toHaveLength(50);
    const boards = file.problems.map(parseBoard);
    expect(boards.every((b) => b.width >= 3 && b.width <= 6 && b.height >= 3 && b.height <= 6)).toBe(true);
    expect(boards.some((b) => b.cells.includes(WALL))).toBe(true);
  });

  it('has a known answer for every board, and the budget is their total', () => {
    const problems = generateProblems({ count: 30, seed: 5 });
    const total = [0, 0, 0, 0];
    for (const { board, answer } of problems) {
      expect(checkSolution(board, defaultGoal(board), answer)).toBeUndefined();
      countMoves(answer).forEach((n, i) => { total[i] += n; });
    }
    expect([...generateProblemFile({ count: 30, seed: 5 }).budget]).toEqual(total);
  });
});
