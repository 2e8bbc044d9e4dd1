// Board lines of over 36 cells: W,H, then space-separated tokens (numbers, `0` the blank, `=` walls).
import { describe, expect, it } from 'vitest';
import { WALL } from '../../src/engine/board/codes.js';
import { drawBoard, formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, parseGoal } from '../../src/engine/board/goal.js';
import { InputError } from '../../src/core/input-error.js';

/** Tokens 1..n-1 then 0: the goal of an open board of n cells. */
const ordered = (cells: number) => [...Array.from({ length: cells - 1 }, (_, i) => String(i + 1)), '0'];

describe('numeric board lines', () => {
  it('read tiles past 35 and walls, and write back the same line', () => {
    const tokens = ordered(64);
    tokens[10] = '=';
    const line = `8,8,${tokens.join(' ')}`;
    const board = parseBoard(line);
    expect(board.cells[62]).toBe(63);
    expect(board.cells[10]).toBe(WALL);
    expect(formatBoard(board)).toBe(line);
    expect(defaultGoal(board).cells).toEqual(board.cells);
  });

  it('reach 16 x 16: tile 255 and the blank', () => {
    const board = parseBoard(`16,16,${ordered(256).join(' ')}`);
    expect(board.cells[254]).toBe(255);
    expect(drawBoard(board).split('\n')[15].trim().endsWith('255   0')).toBe(true);
  });

  it('are accepted on small boards too, and small boards keep their one-character form', () => {
    const board = parseBoard('3,3,1 6 8 4 5 2 = 3 0');
    expect(formatBoard(board)).toBe('3,3,168452=30');
  });

  it('take the same form for a custom goal', () => {
    const board = parseBoard(`7,7,${ordered(49).join(' ')}`);
    const goal = parseGoal(['0', ...ordered(49).slice(0, -1)].join(' '), board);
    expect(goal.cells[0]).toBe(0);
    expect(goal.cells[48]).toBe(48);
  });

  const bad: [string, string, RegExp][] = [
    ['a missing number', `8,8,${ordered(64).slice(1).join(' ')}`, /a 8x8 board has 64 cells, got 63 tokens/],
    ['a repeated number', `8,8,${['2', ...ordered(64).slice(1)].join(' ')}`, /tile '2' appears twice, at cells 0 and 1/],
    ['a number out of range', `8,8,${['64', ...ordered(64).slice(1)].join(' ')}`, /tile '64' at cell 0 cannot exist on a 8x8 board \(tiles 1..63\)/],
    ['two blanks', `8,8,${['0', ...ordered(64).slice(1)].join(' ')}`, /second blank '0' at cell 63/],
    ['no blank', `8,8,${[...ordered(64).slice(0, -1), '='].join(' ')}`, /no blank '0' on the board/],
    ['a token that is not a number or =', `8,8,${['x', ...ordered(64).slice(1)].join(' ')}`, /token 'x' at cell 0 is not a number or '='/],
    ['a number at a wall\'s own code', `8,8,${['65535', ...ordered(64).slice(1)].join(' ')}`, /tile '65535' at cell 0 cannot exist/],
    ['a size over 16 x 16', `17,16,${ordered(272).join(' ')}`, /width 17 is out of range 2..16/],
  ];
  for (const [kind, line, reason] of bad) {
    it(`reject ${kind} with one line`, () => {
      expect(() => parseBoard(line)).toThrow(InputError);
      expect(() => parseBoard(line)).toThrow(reason);
      try { parseBoard(line); } catch (error) { expect((error as Error).message).not.toContain('\n'); }
    });
  }
});
