import { describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/solve.js';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { HARD_TIERS, RUNGS } from '../../src/puzzles/devquiz/first-pass.js';
import { IMPROVE_LEVELS } from '../../src/puzzles/devquiz/improve-levels.js';
import { SLOWEST_DEVQUIZ } from '../fixtures/boards.js';

// A board without an answer goes from the first pass's leanest rung to the tiers after it, then
// first in the first round of improvement (the cut-down defaults): each of the slowest DevQuiz
// boards must be answered by then, within the limits of those steps.
const STEPS = [RUNGS[RUNGS.length - 1].options, ...HARD_TIERS, IMPROVE_LEVELS[0]];

describe('batch --deadline answers the slowest DevQuiz boards', () => {
  it.each(SLOWEST_DEVQUIZ)('%s, by the first round of improvement at the latest', async (line) => {
    let answer: string | undefined;
    let spent = 0;
    for (const options of STEPS) {
      const result = await solve(line, options);
      expect(['solved', 'timeout']).toContain(result.status);
      if ('ms' in result) spent += result.ms;
      if (result.status === 'solved') {
        answer = result.moves;
        expect(result.lowerBound).toBeLessThanOrEqual(result.moves.length);
        break;
      }
    }
    expect(answer).toBeDefined();
    const start = parseBoard(line);
    expect(checkSolution(start, defaultGoal(start), answer!)).toBeUndefined();
    expect(spent).toBeLessThan(STEPS.reduce((sum, options) => sum + options.timeLimitMs!, 0));
  }, 120_000);
});
