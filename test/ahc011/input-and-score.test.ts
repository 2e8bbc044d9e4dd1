import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/index.js';
import { formatTreeInput, largestTree, parseTreeInput, scoreAnswer } from '../../src/puzzles/ahc011/index.js';

// Hand-made 3 x 3 boards (T = 54). Masks: 1 left, 2 up, 4 right, 8 down.
// A spanning tree with the blank bottom-right: a comb of three columns hung from the top row.
//   c d 9      (right+down, left+right+down, left+down)
//   a a a      (up+down each; the right one's lower end meets the blank)
//   2 2 0      (up, up, blank)
const TREE = '3 54\ncd9\naaa\n220\n';
// A 2 x 2 cycle in the top left (right+down, left+down / up+right, up+left), a lone down pipe, and
// a bottom row of three joined tiles (left+right, left+right, left): the largest tree has 3 tiles.
const CYCLE = '3 54\nc90\n638\n551\n';

describe('AHC011 input', () => {
  it('reads the contest format and writes it back', () => {
    const input = parseTreeInput(TREE);
    expect(input.n).toBe(3);
    expect(input.maxMoves).toBe(54);
    expect([...input.tiles]).toEqual([12, 13, 9, 10, 10, 10, 2, 2, 0]);
    expect(formatTreeInput(input)).toBe(TREE);
  });

  it.each([
    ['', /first line '' is not "N T"/],
    ['3\ncd9\naaa\n220\n', /is not "N T"/],
    ['1 2\n0\n', /N = 1 is outside 2\.\.16/],
    ['17 9826\n', /N = 17 is outside/],
    ['3 0\ncd9\naaa\n220\n', /T = '0' is not a positive move count/],
    ['3 54\ncd9\naaa\n', /expected 3 rows of tiles after the first line, found 2/],
    ['3 54\ncd9\naaa\n220\n111\n', /found 4/],
    ['3 54\ncd9\naga\n220\n', /row 2 'aga' is not 3 hex digits/],
    ['3 54\ncd9\naaaa\n220\n', /row 2 'aaaa'/],
    ['3 54\ncd9\na0a\n220\n', /2 blanks/],
    ['3 54\ncd9\naaa\n221\n', /0 blanks/],
  ])('rejects %j with one line', (text, reason) => {
    expect(() => parseTreeInput(text)).toThrow(InputError);
    expect(() => parseTreeInput(text)).toThrow(reason);
  });
});

describe('AHC011 score', () => {
  it('counts the largest component without a cycle', () => {
    expect(largestTree(3, parseTreeInput(TREE).tiles)).toBe(8);
    // The cycle's four tiles do not count.
    expect(largestTree(3, parseTreeInput(CYCLE).tiles)).toBe(3);
    // One pair (a right end meets a left end); down pipes meet no up end.
    expect(largestTree(3, parseTreeInput('3 54\n410\n888\n888\n').tiles)).toBe(2);
  });

  it('scores a spanning tree by its moves: 500,000 x (2 - K/T), rounded', () => {
    expect(scoreAnswer(parseTreeInput(TREE), '')).toEqual({ score: 1000000, moves: 0, treeSize: 8, fullTree: true });
    // Two moves out and back: K = 2 of T = 54 gives 500,000 x (2 - 2/54) = 981,481.48...
    expect(scoreAnswer(parseTreeInput(TREE), 'UD\n').score).toBe(981481);
    // One move breaks the tree: the right column's 'a' drops into the blank's cell and joins nothing,
    // leaving a tree of 7 of 8 tiles: 500,000 x 7/8.
    expect(scoreAnswer(parseTreeInput(TREE), 'U')).toEqual({ score: 437500, moves: 1, treeSize: 7, fullTree: false });
  });

  it('scores a partial tree by its size: 500,000 x S / (N^2 - 1)', () => {
    // Largest tree 3 of 8: 187,500.
    expect(scoreAnswer(parseTreeInput(CYCLE), '').score).toBe(187500);
  });

  it.each([
    ['UX', /move 2 'X' is not one of L, U, R, D/],
    ['U\nD', /2 lines; it must be one line of moves/],
    ['R', /move 1 'R' leaves the board/],
    ['UD'.repeat(28), /56 moves are more than T = 54/],
  ])('rejects the output %j', (output, reason) => {
    expect(() => scoreAnswer(parseTreeInput(TREE), output)).toThrow(InputError);
    expect(() => scoreAnswer(parseTreeInput(TREE), output)).toThrow(reason);
  });
});
