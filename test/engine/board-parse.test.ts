import { describe, expect, it } from 'vitest';
import { WALL } from '../../src/engine/board/codes.js';
import { formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { InputError } from '../../src/core/input-error.js';
import { WALLED_3X3 } from '../fixtures/boards.js';

describe('parseBoard rejects each kind of bad input with a one-line reason', () => {
  const cases: [string, string, RegExp][] = [
    ['an empty line', '', /empty board line/],
    ['a line of spaces', '   ', /empty board line/],
    ['a wrong field count', '3,3', /three comma-separated fields/],
    ['a non-numeric size', 'x,3,123456780', /width 'x' is not a whole number/],
    ['a width out of range', '17,3,123456789ABCDEFGHIJK0', /width 17 is out of range 2..16/],
    ['a height out of range', '3,1,120', /height 1 is out of range 2..16/],
    ['a wrong cell count', '3,3,12345670', /a 3x3 board has 9 cells, got 8/],
    ['a second blank', '3,3,120456780', /second blank '0' at cell 8/],
    ['no blank', '2,2,1234', /tile '4' at cell 3 cannot exist|no blank/],
    ['a symbol the board size cannot hold', '3,3,12345678A', /tile 'A' at cell 8 cannot exist on a 3x3 board/],
    ['duplicate tiles', '3,3,123455780', /tile '5' appears twice, at cells 4 and 5/],
    ['an unknown symbol', '3,3,1234567a0', /unknown symbol 'a' at cell 7/],
    ['non-ASCII text', '3,3,12345678０', /non-ASCII or control character U\+FF10/],
    ['a control character', '3,3,1234\t5670', /non-ASCII or control character U\+0009/],
  ];
  for (const [kind, line, reason] of cases) {
    it(kind, () => {
      expect(() => parseBoard(line)).toThrow(InputError);
      expect(() => parseBoard(line)).toThrow(reason);
      try { parseBoard(line); } catch (error) { expect((error as Error).message).not.toContain('\n'); }
    });
  }

  it('no blank at all', () => {
    expect(() => parseBoard('2,2,123=')).toThrow(/no blank '0' on the board/);
  });
});

describe('parseBoard and formatBoard', () => {
  it('round-trip every line of a mixed set', () => {
    for (const line of [WALLED_3X3, '6,5,238=I67E9MBC1AF05HJKRLNGPDQSTO', '2,2,1302', '4,6,94827601A3BCD5JGMEFNHLKI']) {
      expect(formatBoard(parseBoard(line))).toBe(line);
    }
  });

  it('reads the spec example into codes', () => {
    const board = parseBoard(WALLED_3X3);
    expect(board.width).toBe(3);
    expect(Array.from(board.cells)).toEqual([1, 6, 8, 4, 5, 2, WALL, 3, 0]);
  });
});
