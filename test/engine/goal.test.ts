import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, parseGoal } from '../../src/engine/board/goal.js';
import { WALLED_3X3 } from '../fixtures/boards.js';

describe('goals', () => {
  it('the default goal keeps walls and puts the blank bottom-right (spec example)', () => {
    expect(formatBoard(defaultGoal(parseBoard(WALLED_3X3)))).toBe('3,3,123456=80');
  });

  it('a tile whose home is a wall cannot be placed', () => {
    expect(() => defaultGoal(parseBoard('3,3,178452=30'))).toThrow(/tile '7' at cell 1 has no place in the goal/);
  });

  it('a wall on the last cell needs an explicit goal', () => {
    expect(() => defaultGoal(parseBoard('2,2,120='))).toThrow(/bottom-right cell is a wall/);
    expect(formatBoard(parseGoal('012=', parseBoard('2,2,120=')))).toBe('2,2,012=');
  });

  it('a custom goal must keep walls, size and tiles', () => {
    const board = parseBoard(WALLED_3X3);
    expect(() => parseGoal('1234560=8', board)).toThrow(/cell 6 is a wall on the board only/);
    expect(() => parseGoal('123456=80X', board)).toThrow(/a 3x3 board has 9 cells/);
    expect(() => parseGoal('123457=80', board)).toThrow(/tile '6' at cell 1 has no place in the goal/);
    expect(formatBoard(parseGoal('012345=86', board))).toBe('3,3,012345=86');
  });
});
