import { describe, expect, it } from 'vitest';
import {
  type ProconProblem, formatProconAnswer, formatProconProblem, generateProconProblem, parseProconAnswer, parseProconProblem,
  scoreProconAnswer, solveProcon,
} from '../../../src/puzzles/procon/index.js';

const problem = (width: number, height: number, pieces: number[], selectLimit = 4, selectCost = 10, swapCost = 1): ProconProblem =>
  ({ width, height, selectLimit, selectCost, swapCost, pieces: Uint16Array.from(pieces) });

/** Every permutation of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 1) return [[0]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, at) => [...p.slice(0, at), n - 1, ...p.slice(at)]));
}

/** Breadth-first search over (pieces, selected cell) with one selection: can any piece, selected once, solve it? */
function solvableWithOneSelection(width: number, height: number, start: number[]): boolean {
  const size = width * height;
  const seen = new Set<string>();
  const queue: [number[], number][] = start.map((_t, cell) => [start, cell]);
  for (const [pieces, at] of queue) {
    if (pieces.every((target, cell) => target === cell)) return true;
    const key = `${pieces.join(',')}@${at}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const column = at % width;
    for (const to of [at - width, at + width, column > 0 ? at - 1 : -1, column < width - 1 ? at + 1 : -1]) {
      if (to < 0 || to >= size) continue;
      const next = [...pieces];
      [next[at], next[to]] = [next[to], next[at]];
      queue.push([next, to]);
    }
  }
  return false;
}

describe('the practice format', () => {
  it('reads a hand-made board (row digit, then column) and writes it back', () => {
    const text = '3 2 4 10 1\n01 00 02\n12 11 10\n';
    const p = parseProconProblem(text);
    expect(p).toMatchObject({ width: 3, height: 2, selectLimit: 4, selectCost: 10, swapCost: 1 });
    expect([...p.pieces]).toEqual([1, 0, 2, 5, 4, 3]);
    expect(formatProconProblem(p)).toBe(text);
    expect(parseProconProblem(text.replace(/\n/g, '\r\n'))).toEqual(p);
  });

  it('round-trips generated boards of every shape', () => {
    for (const [width, height] of [[2, 2], [16, 16], [16, 3], [5, 9]]) {
      const p = generateProconProblem({ width, height, selectLimit: 8, selectCost: 200, swapCost: 5, seed: width * 100 + height });
      expect([...p.pieces].sort((a, b) => a - b)).toEqual([...Array(width * height).keys()]);
      expect(parseProconProblem(formatProconProblem(p))).toEqual(p);
    }
  });

  it.each([
    ['a short header', '3 2 4 10\n00 01 02\n10 11 12\n', /line 1: expected W H/],
    ['a side out of range', '17 1 4 10 1\n', /width 17 is out of range/],
    ['a short line', '3 2 4 10 1\n00 01\n10 11 12\n', /line 2: expected 3 pieces, got 2/],
    ['a bad pair', '3 2 4 10 1\n00 0x 02\n10 11 12\n', /line 2: expected two hex digits/],
    ['a target off the grid', '3 2 4 10 1\n00 01 03\n10 11 12\n', /03 points off the 3x2 grid/],
    ['a target twice', '3 2 4 10 1\n00 01 02\n10 11 11\n', /line 3: target 11 is given twice/],
    ['lines past the grid', '3 2 4 10 1\n00 01 02\n10 11 12\n00\n', /more lines than the 2 rows/],
    ['a zero cost', '3 2 4 0 1\n00 01 02\n10 11 12\n', /at least 1/],
  ])('refuses %s, naming the line', (_kind, text, message) => {
    expect(() => parseProconProblem(text)).toThrow(message);
  });
});

describe('answers and their cost', () => {
  // Two top pieces swapped: select the one at 0 (bound for 1) and swap it right.
  const swapped = problem(2, 2, [1, 0, 2, 3], 2, 10, 3);

  it('scores a hand-made answer: 1 selection x 10 + 1 swap x 3 = 13', () => {
    const answer = parseProconAnswer(swapped, '1\n00\n1\nR\n');
    expect(answer).toEqual([{ cell: 0, swaps: 'R' }]);
    expect(scoreProconAnswer(swapped, answer)).toEqual({ cost: 13, selections: 1, swaps: 1, misplaced: 0 });
    expect(formatProconAnswer(swapped, answer)).toBe('1\n00\n1\nR\n');
  });

  it('counts misplaced pieces, and writes the cell column first', () => {
    // Selecting the bottom-left cell (column 0, row 1) is '01'; swapping it up leaves [2, 0, 1, 3]: 3 misplaced.
    expect(scoreProconAnswer(swapped, parseProconAnswer(swapped, '1\r\n01\r\n1\r\nU\r\n'))).toEqual({ cost: 13, selections: 1, swaps: 1, misplaced: 3 });
    expect(formatProconAnswer(swapped, [{ cell: 2, swaps: '' }])).toBe('1\n01\n0\n\n');
  });

  it.each([
    ['a swap off the grid', '1\n00\n1\nL\n', /selection 1, swap 1 \(L\) leaves the grid/],
    ['more selections than the limit', '3\n00\n0\n\n00\n0\n\n00\n0\n\n', /3 selections, over the limit of 2/],
  ])('refuses %s when scoring', (_kind, text, message) => {
    expect(() => scoreProconAnswer(swapped, parseProconAnswer(swapped, text))).toThrow(message);
  });

  it.each([
    ['a bad count', 'one\n', /line 1: expected the number of selections/],
    ['a lower-case cell', '1\n0a\n0\n\n', /line 2: expected a cell as two uppercase hex digits/],
    ['a cell off the grid', '1\n20\n0\n\n', /cell 20 is off the 2x2 grid/],
    ['a swap count that differs', '1\n00\n2\nR\n', /line 4: 1 swaps, but line 3 says 2/],
    ['a letter that is no swap', '1\n00\n1\nX\n', /swaps are U R D L/],
    ['lines past the last selection', '1\n00\n1\nR\nR\n', /more lines than 1 selections/],
  ])('refuses %s when reading', (_kind, text, message) => {
    expect(() => parseProconAnswer(swapped, text)).toThrow(message);
  });
});

describe('solveProcon', () => {
  it('with one selection, says unsolvable exactly where breadth-first search finds no answer (every 2x2 and 3x2 board)', async () => {
    for (const [width, height] of [[2, 2], [3, 2]]) {
      for (const pieces of permutations(width * height)) {
        const result = await solveProcon(problem(width, height, pieces, 1));
        expect(result.status === 'solved', pieces.join(',')).toBe(solvableWithOneSelection(width, height, pieces));
      }
    }
  }, 60_000);

  it('takes the practice format\'s text as its board', async () => {
    const p = generateProconProblem({ width: 3, height: 2, selectLimit: 3, selectCost: 2, swapCost: 1, seed: 4 });
    const [fromText, fromObject] = [await solveProcon(formatProconProblem(p)), await solveProcon(p)];
    expect(fromText).toMatchObject({ status: 'solved', optimal: true });
    if (fromText.status !== 'solved' || fromObject.status !== 'solved') throw new Error('not solved');
    expect(fromText.score).toEqual(fromObject.score);
  });

  it('invalid: bad text, or a ProconProblem that is no permutation, is a result with parseProconProblem\'s reason, never a throw', async () => {
    const reason = (text: string) => { try { parseProconProblem(text); } catch (error) { return (error as Error).message; } throw new Error('a good board'); };
    for (const text of ['', '2 2 1 1\n', '2 2 2 1 1\n00 01\n10 10\n', '17 2 2 1 1\n']) {
      expect(await solveProcon(text)).toEqual({ status: 'invalid', reason: reason(text) });
    }
    // An object is read through its text: a target given twice is caught as in the text.
    expect(await solveProcon(problem(2, 2, [0, 1, 2, 2]))).toEqual({ status: 'invalid', reason: reason('2 2 4 10 1\n00 01\n10 10\n') });
    for (const shape of [null, { width: 2, height: 2 }]) {
      expect(await solveProcon(shape as unknown as ProconProblem)).toEqual({ status: 'invalid', reason: expect.stringMatching(/^not a ProconProblem: /) });
    }
    expect(await solveProcon(problem(2, 2, [0, 1, 2, 2]))).toMatchObject({ reason: expect.stringMatching(/given twice/) });
  });
});
