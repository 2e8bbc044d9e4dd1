// Batches stopped mid-run lose nothing: killed by SIGKILL, then resumed; or ended by Ctrl-C, which
// writes what was solved.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { SAMPLE, answerLines, scratch, solves, startCli, until } from '../helpers/batch-files.js';
import { parseProblemFile } from '../../src/puzzles/devquiz/problem-file.js';

describe('interrupted batches lose nothing', () => {
  const sampleLines = parseProblemFile(readFileSync(SAMPLE, 'utf8')).problems;
  const solvedCount = (path: string) => (existsSync(path) ? answerLines(path).filter((a) => a !== '').length : 0);

  it('killed mid-run, then resumed: every answer written before the kill is still there', async () => {
    const at = scratch();
    const first = startCli(['batch', SAMPLE, '-o', at('a.txt'), '--workers', '1', '--time-limit', '1']);
    await until(() => solvedCount(at('a.txt')) >= 10);
    first.kill('SIGKILL');
    await first.ended;
    const before = answerLines(at('a.txt'));
    expect(before).toHaveLength(sampleLines.length); // whole files only: written to a temporary file, then renamed
    expect(before.filter((a) => a !== '').length).toBeLessThan(sampleLines.length);

    const { code, stderr } = cli(['batch', SAMPLE, '-o', at('a.txt'), '--resume', '--workers', '2', '--time-limit', '1']);
    expect(code).toBe(0);
    const done = before.filter((a) => a !== '').length;
    expect(stderr).toMatch(new RegExp(`progress: ${sampleLines.length - done}/${sampleLines.length - done} done`));
    const after = answerLines(at('a.txt'));
    before.forEach((moves, i) => { if (moves !== '') expect(after[i]).toBe(moves); });
    after.forEach((moves, i) => { if (moves !== '') expect(solves(sampleLines[i], moves)).toBe(true); });
    expect(cli(['verify', SAMPLE, at('a.txt')]).code).toBe(0);
  }, 120_000);

  it('Ctrl-C writes what was solved, prints the summary and exits 130', async () => {
    const at = scratch();
    const run = startCli(['batch', SAMPLE, '-o', at('a.txt'), '--workers', '1', '--time-limit', '1']);
    await until(() => solvedCount(at('a.txt')) >= 5);
    run.kill('SIGINT');
    expect(await run.ended).toBe(130);
    expect(run.output.stdout).toMatch(/^interrupted: solved \d+ of 100 .*not tried\)/m);
    const answers = answerLines(at('a.txt'));
    const solved = Number(/solved (\d+)/.exec(run.output.stdout)![1]);
    // Boards already at their goal are answered by an empty line too, once tried.
    expect(answers.filter((a) => a !== '').length).toBeLessThanOrEqual(solved);
    expect(answers.filter((a, i) => a !== '' || solves(sampleLines[i], '')).length).toBeGreaterThanOrEqual(solved);
    expect(solved).toBeGreaterThan(0);
    expect(cli(['verify', SAMPLE, at('a.txt')]).code).toBe(0);
  }, 120_000);
});
