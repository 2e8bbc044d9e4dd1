import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { scratch } from '../helpers/batch-files.js';

// Known answers: R solves 3,3,123456708; RR solves 3,3,123456078; the last board is at its goal.
const PROBLEMS = '5 5 5 5\n4\n3,3,123456708\n3,3,123456078\n3,3,168452=30\n3,3,123456780\n';

function verify(answers: string, problems = PROBLEMS) {
  const at = scratch({ 'p.txt': problems, 'a.txt': answers });
  return cli(['verify', at('p.txt'), at('a.txt')]);
}

describe('slidepuzzle verify', () => {
  it('passes a valid file within the budget: an empty line is unsolved, or the answer to a board at its goal', () => {
    const { code, stdout, stderr } = verify('R\nRR\n\n\n');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/solved 3 of 4, unsolved 1, invalid 0/);
    expect(stdout).toMatch(/L 0\/5 {2}R 3\/5 {2}U 0\/5 {2}D 0\/5 {2}total 3\/20 {2}budget kept/);
    expect(stdout.trim().endsWith('ok')).toBe(true);
  });

  it('fails on an answer that does not solve its problem, naming both line numbers', () => {
    const { code, stdout, stderr } = verify('R\nRRL\n\nD\n');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^line 4 \(answer line 2\): the moves end on 3,3,123456708, not on the goal/m);
    expect(stderr).toMatch(/^line 6 \(answer line 4\): move 1 'D' leaves the board/m);
    expect(stdout).toMatch(/solved 1 of 4, unsolved 1, invalid 2/);
    expect(stdout).toMatch(/FAILED/);
  });

  it('fails on a broken budget', () => {
    const { code, stdout } = verify('R\nRR\n\n\n', '5 2 5 5\n4\n3,3,123456708\n3,3,123456078\n3,3,168452=30\n3,3,123456780\n');
    expect(code).toBe(1);
    expect(stdout).toMatch(/R 3\/2 \(over\).*BUDGET BROKEN/);
  });

  it.each([
    ['too few lines', 'R\nRR\n', /has 2 line\(s\) for 4 problems/],
    ['too many lines', 'R\nRR\n\n\nR\n', /has 5 line\(s\) for 4 problems/],
  ])('fails on %s', (_kind, answers, message) => {
    const { code, stderr } = verify(answers);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  });

  it('an answer to a malformed problem line is invalid', () => {
    const { code, stderr } = verify('R\n', '5 5 5 5\n1\n3,3,12\n');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^line 3 \(answer line 1\): the problem cannot be read: a 3x3 board has 9 cells/m);
  });
});
