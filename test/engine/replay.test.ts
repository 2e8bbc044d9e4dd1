import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution, countMoves, replay } from '../../src/engine/board/moves.js';
import { WALLED_3X3 } from '../fixtures/boards.js';

describe('replay', () => {
  const start = parseBoard('3,3,123456708');

  it('moves the blank', () => {
    expect(formatBoard(replay(start, 'R'))).toBe('3,3,123456780');
    expect(formatBoard(replay(start, 'LU'))).toBe('3,3,123056478');
    expect(formatBoard(replay(start, ''))).toBe('3,3,123456708');
  });

  it('names the first illegal move', () => {
    expect(() => replay(start, 'RR')).toThrow(/move 2 'R' leaves the board/);
    expect(() => replay(start, 'D')).toThrow(/move 1 'D' leaves the board/);
    expect(() => replay(start, 'Rx')).toThrow(/move 2 'x' is not one of L, R, U, D/);
    expect(() => replay(parseBoard(WALLED_3X3), 'LL')).toThrow(/move 2 'L' runs into a wall/);
  });

  it('checks an answer against the goal', () => {
    const goal = defaultGoal(start);
    expect(checkSolution(start, goal, 'R')).toBeUndefined();
    expect(checkSolution(start, goal, 'L')).toMatch(/not on the goal/);
    expect(checkSolution(start, goal, 'RR')).toMatch(/leaves the board/);
  });

  it('counts moves per direction', () => {
    expect(countMoves('LLRUDDD')).toEqual([2, 1, 1, 3]);
  });
});
