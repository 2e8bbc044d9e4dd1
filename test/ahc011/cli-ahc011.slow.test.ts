// slidepuzzle ahc011 within the contest's real 3 s: one line of moves, -o writes them, --json adds
// the score of that very answer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { scratch } from '../helpers/batch-files.js';
import { formatTreeInput, generateTree, scoreAnswer } from '../../src/puzzles/ahc011/index.js';

describe('slidepuzzle ahc011', () => {
  it('solves an input within its time limit: one line of moves, -o writes them, --json adds the score', () => {
    // The contest's 3 s, a promise of the CLI. Whether the answer is a full tree rests on the solver
    // (test/ahc011/solve.test.ts, by seed and targets); here the output must be the answer it scores.
    const input = generateTree(3).input;
    const at = scratch({ 'in.txt': formatTreeInput(input) });
    const started = performance.now();
    const { code, stdout, stderr } = cli(['ahc011', at('in.txt'), '--time-limit', '3', '--json', '-o', at('out.txt')]);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(readFileSync(at('out.txt'), 'utf8')).toBe(result.moves + '\n');
    const score = scoreAnswer(input, result.moves);
    expect(result).toMatchObject({ score: score.score, moveCount: score.moves, treeSize: score.treeSize, fullTree: score.fullTree });
  });
});
