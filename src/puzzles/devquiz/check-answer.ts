// The one check every answer passes before it is written or counted: a replay toward the DevQuiz goal.
import { checkSolution, defaultGoal, parseBoard } from '../../engine/index.js';
import { InputError } from '../../core/input-error.js';

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
