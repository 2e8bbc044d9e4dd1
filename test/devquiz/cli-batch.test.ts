import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { answerLines, scratch, solves } from '../helpers/batch-files.js';
import { PARITY_UNSOLVABLE, WALLED_3X3 } from '../fixtures/boards.js';

const problems = (budget: string, lines: string[]) => `${budget}\n${lines.length}\n${lines.join('\n')}\n`;

describe('slidepuzzle batch', () => {
  it('answers good lines, reports bad ones with their file line number, and goes on', () => {
    const lines = [WALLED_3X3, '', '3,3,12', PARITY_UNSOLVABLE, '3,3,123456708', '17,3,123', '4,4,123456789ABCDEF0'];
    const at = scratch({ 'p.txt': problems('100 100 100 100', lines) });
    const { code, stdout, stderr } = cli(['batch', at('p.txt'), '-o', at('a.txt'), '--workers', '2', '--time-limit', '5', '--json-summary', at('s.json')]);
    expect(code).toBe(0);
    // Problem i is on file line i + 3: the malformed, unsolvable and out-of-range lines are 5, 6 and 8.
    expect(stderr).toMatch(/^line 5: a 3x3 board has 9 cells, got 2$/m);
    expect(stderr).toMatch(/^line 6: unsolvable: /m);
    expect(stderr).toMatch(/^line 8: width 17 is out of range/m);
    expect(stderr).not.toMatch(/^line (3|4|7|9):/m);
    const answers = answerLines(at('a.txt'));
    expect(answers).toHaveLength(lines.length);
    for (const i of [0, 4, 6]) expect(solves(lines[i], answers[i])).toBe(true);
    for (const i of [1, 2, 3, 5]) expect(answers[i]).toBe('');
    expect(stdout).toMatch(/solved 3 of 7 \(3 proven optimal\), unsolved 4 \(1 unsolvable, 2 bad lines, 1 empty lines\)/);
    const summary = JSON.parse(readFileSync(at('s.json'), 'utf8'));
    expect(summary).toMatchObject({ problems: 7, solved: 3, provenOptimal: 3, unsolved: 4, interrupted: false, budget: { kept: true } });
    expect(summary.budget.totalUsed).toBe(answers.join('').length);
    expect(cli(['verify', at('p.txt'), at('a.txt')]).code).toBe(0);
  });

  it('never breaks the budget: answers that do not fit are left out', () => {
    // Optimal answers: R, RR, RD, DD... The R budget (3) holds R and RR; D is 0, so RD cannot be kept.
    const lines = ['3,3,123456708', '3,3,123456078', '3,3,123405786'];
    const at = scratch({ 'p.txt': problems('0 3 0 0', lines) });
    const { code, stdout } = cli(['batch', at('p.txt'), '-o', at('a.txt'), '--workers', '1']);
    expect(code).toBe(0);
    expect(answerLines(at('a.txt'))).toEqual(['R', 'RR', '']);
    expect(stdout).toMatch(/solved 2 of 3 .*1 left out for the budget/);
    expect(stdout).toMatch(/R 3\/3 .*budget kept/);
    expect(cli(['verify', at('p.txt'), at('a.txt')]).code).toBe(0);
  });

  it('--resume keeps valid answers without solving them again, and drops invalid ones', () => {
    const lines = ['3,3,123456708', '3,3,123456078', WALLED_3X3];
    const at = scratch({ 'p.txt': problems('100 100 100 100', lines), 'a.txt': 'R\nLLLL\n\n' });
    const { code, stdout, stderr } = cli(['batch', at('p.txt'), '-o', at('a.txt'), '--resume', '--workers', '1']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^line 4: the resumed answer is dropped: move 1 'L' leaves the board/m);
    const answers = answerLines(at('a.txt'));
    expect(answers.slice(0, 2)).toEqual(['R', 'RR']);
    expect(solves(lines[2], answers[2])).toBe(true);
    expect(stderr).toMatch(/progress: 2\/2 done/); // only the two lines without a valid answer were solved
    expect(stdout).toMatch(/solved 3 of 3 \(2 proven optimal\)/); // nothing proves the resumed R optimal
  });

  it('--resume --retry-solved solves answered lines again and keeps the better answer', () => {
    const lines = ['3,3,123456708', WALLED_3X3];
    const at = scratch({ 'p.txt': problems('100 100 100 100', lines), 'a.txt': 'RLLR\n\n' });
    const { code } = cli(['batch', at('p.txt'), '-o', at('a.txt'), '--resume', '--retry-solved', '--workers', '1']);
    expect(code).toBe(0);
    expect(answerLines(at('a.txt'))[0]).toBe('R');
  });

  it.each([
    ['a bad budget line', ['batch', 'P'], '1 2 3\n1\n3,3,123456780\n'],
    ['a bad count line', ['batch', 'P'], '1 2 3 4\nmany\n3,3,123456780\n'],
    ['fewer lines than the count', ['batch', 'P'], '1 2 3 4\n5\n3,3,123456780\n'],
    ['more lines than the count', ['batch', 'P'], '1 2 3 4\n1\n3,3,123456780\n3,3,123456708\n'],
    ['a binary file', ['batch', 'P'], String.fromCharCode(...Array.from({ length: 2048 }, (_, i) => (i * 7) % 256))],
    ['a missing file', ['batch', 'nowhere.txt'], ''],
    ['zero workers', ['batch', 'P', '--workers', '0'], '1 2 3 4\n0\n'],
    ['a bad time limit', ['batch', 'P', '--time-limit', 'soon'], '1 2 3 4\n0\n'],
    ['--retry-solved without --resume', ['batch', 'P', '--retry-solved'], '1 2 3 4\n0\n'],
    ['verify with a missing answers file', ['verify', 'P', 'nowhere.txt'], '1 2 3 4\n0\n'],
    ['verify with a bad header', ['verify', 'P', 'P'], 'budget\n0\n'],
  ])('exits 2 on %s with one line on stderr', (_kind, args, text) => {
    const at = scratch({ 'p.txt': text });
    const { code, stderr } = cli(args.map((a) => (a === 'P' ? at('p.txt') : a)).concat(['-o', at('a.txt')].slice(0, args[0] === 'batch' ? 2 : 0)));
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^slidepuzzle: /);
    // Input is quoted short and printable: a binary file does not flood the line.
    expect(stderr.length).toBeLessThan(400);
    expect(stderr.trim()).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\uffff]/);
    expect(existsSync(at('a.txt'))).toBe(false);
  });

  it('takes empty lines after the last problem as no problem', () => {
    const at = scratch({ 'p.txt': '1 1 1 1\n1\n3,3,123456708\n\n\n' });
    expect(cli(['batch', at('p.txt'), '-o', at('a.txt')]).code).toBe(0);
  });

  it('exits 2 with one line when the answers file cannot be written', () => {
    const at = scratch({ 'p.txt': problems('1 1 1 1', ['3,3,123456708']) });
    const { code, stderr } = cli(['batch', at('p.txt'), '-o', at('no-such-dir/a.txt')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^slidepuzzle: cannot write .*a\.txt: ENOENT\n$/);
  });
});
