import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers/cli.js';
import { scratch } from '../../helpers/batch-files.js';
import { parseProconAnswer, parseProconProblem, scoreProconAnswer } from '../../../src/puzzles/procon/index.js';

describe('slidepuzzle procon', () => {
  it('generates a board, solves it, and scores the answer at the cost it printed', () => {
    const at = scratch();
    const made = cli(['procon', 'generate', '--size', '6x5', '--limit', '3', '--costs', '20,2', '--seed', '9', '-o', at('b.txt')]);
    expect(made.code).toBe(0);
    expect(cli(['procon', 'generate', '--size', '6x5', '--limit', '3', '--costs', '20,2', '--seed', '9']).stdout).toBe(readFileSync(at('b.txt'), 'utf8'));
    const solved = cli(['procon', at('b.txt'), '--json', '--time-limit', '5', '-o', at('a.txt')]);
    expect(solved.code).toBe(0);
    const json = JSON.parse(solved.stdout);
    // On a board of at most 10x10 the two select-and-swap beams take a thread each (default threads: up to 2).
    expect(json.threads).toBe(Math.min(2, availableParallelism()));
    expect(readFileSync(at('a.txt'), 'utf8')).toBe(json.answer);
    const problem = parseProconProblem(readFileSync(at('b.txt'), 'utf8'));
    const score = scoreProconAnswer(problem, parseProconAnswer(problem, json.answer));
    expect(score).toMatchObject({ cost: json.cost, selections: json.selections, swaps: json.swaps, misplaced: 0 });
    expect(cli(['procon', 'score', at('b.txt'), at('a.txt')]).stdout).toBe(`cost ${json.cost} (${json.selections} selections, ${json.swaps} swaps)\n`);
  });

  it('exits 1 when an answer leaves pieces misplaced, and 3 when one selection cannot solve a board', () => {
    // Two corner pieces swapped: an odd permutation, and every piece an even distance from home.
    const at = scratch({ 'b.txt': '2 2 1 10 1\n11 01\n10 00\n', 'a.txt': '0\n' });
    const scored = cli(['procon', 'score', at('b.txt'), at('a.txt')]);
    expect(scored.code).toBe(1);
    expect(scored.stdout).toMatch(/NOT SOLVED, 2 pieces misplaced/);
    const run = cli(['procon', at('b.txt')]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/unsolvable: one selection only/);
  });

  it.each([
    ['a bad board', ['procon', 'B'], /b\.txt line 2: expected 2 pieces, got 1/],
    ['a bad answer', ['procon', 'score', 'GOOD', 'A'], /a\.txt: line 2: expected a cell/],
    ['a bad size', ['procon', 'generate', '--size', '17x2', '--limit', '2', '--costs', '1,1'], /WxH, each 2 to 16/],
    ['bad costs', ['procon', 'generate', '--size', '4x4', '--limit', '2', '--costs', '5'], /SELECT,SWAP/],
    ['a missing file', ['procon', 'nowhere.txt'], /nowhere\.txt/],
    ['no threads', ['procon', 'GOOD', '--threads', '0'], /--threads <n>.*whole number from 1/],
  ])('exits 2 with one line on %s', (_kind, args, message) => {
    const at = scratch({ 'b.txt': '2 2 2 1 1\n00\n10 11\n', 'good.txt': '2 2 2 1 1\n00 01\n10 11\n', 'a.txt': '1\nzz\n0\n\n' });
    const files: Record<string, string> = { B: at('b.txt'), GOOD: at('good.txt'), A: at('a.txt') };
    const run = cli(args.map((arg) => files[arg] ?? arg));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
