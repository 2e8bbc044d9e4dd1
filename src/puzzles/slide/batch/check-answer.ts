// The one check every answer passes before it is written or counted: a replay toward the DevQuiz goal.
import { parseBoard } from '../board/board.js';
import { defaultGoal } from '../board/goal.js';
import { InputError } from '../../../core/input-error.js';
import { checkSolution } from '../board/moves.js';

/** Why `moves` does not solve the problem line, or undefined when it does. */
export function checkAnswer(problem: string, moves: string): string | undefined {
  try {
    const start = parseBoard(problem);
    return checkSolution(start, defaultGoal(start), moves);
  } catch (error) {
    if (error instanceof InputError) return `the problem cannot be read: ${error.message}`;
    throw error;
  }
}
