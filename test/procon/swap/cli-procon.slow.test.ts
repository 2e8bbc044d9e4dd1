// slidepuzzle procon on a board over 10x10, on two threads, within a real 3 s limit that covers the
// whole run (the worker's start included); its answer replays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers/cli.js';
import { scratch } from '../../helpers/batch-files.js';
import { parseProconAnswer, parseProconProblem, scoreProconAnswer } from '../../../src/puzzles/procon/index.js';

describe('slidepuzzle procon', () => {
  it('solves a board over 10x10 on two threads within the limit, and its answer replays', () => {
    const at = scratch();
    expect(cli(['procon', 'generate', '--size', '12x11', '--limit', '8', '--costs', '200,5', '--seed', '4', '-o', at('b.txt')]).code).toBe(0);
    const began = performance.now();
    const solved = cli(['procon', at('b.txt'), '--json', '--time-limit', '3', '--threads', '2']);
    expect(solved.code).toBe(0);
    // The limit covers the whole run, the worker's start included (a wide margin: the suite runs
    // two files at once on a 2-core machine).
    expect(performance.now() - began).toBeLessThan(8000);
    const json = JSON.parse(solved.stdout);
    expect(json.threads).toBe(2);
    const problem = parseProconProblem(readFileSync(at('b.txt'), 'utf8'));
    expect(scoreProconAnswer(problem, parseProconAnswer(problem, json.answer))).toMatchObject({ cost: json.cost, misplaced: 0 });
  });
});
