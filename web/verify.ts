// The page's own check of every answer it shows: replay the moves on the board line it sent.
import { plural } from './format.js';
import { parseBoard, defaultGoal, checkSolution } from '../src/engine/index.js';

export interface Verification {
  readonly ok: boolean;
  readonly text: string;
}

export function verifyAnswer(line: string, moves: string): Verification {
  const start = parseBoard(line);
  const problem = checkSolution(start, defaultGoal(start), moves);
  return problem === undefined
    ? { ok: true, text: `Verified on this page: replaying the ${plural(moves.length, 'move')} reaches the goal.` }
    : { ok: false, text: `Wrong answer, do not trust it: ${problem}` };
}
