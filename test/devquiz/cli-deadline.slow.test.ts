// The deadline batch end to end, on the real clock: the CLI ends by its deadline with every answer
// valid, names the boards left without one, and keeps what was found on Ctrl-C.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { SAMPLE, answerLines, scratch, solves, startCli, until } from '../helpers/batch-files.js';
import { parseProblemFile } from '../../src/puzzles/devquiz/problem-file.js';

describe('batch --deadline', () => {
  /** Every fifth board of the sample (20 of its 100), with its budget: a file of its own in `at`. */
  const everyFifth = (at: (name: string) => string) => {
    const text = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n');
    const lines = text.slice(2).filter((_line, i) => i % 5 === 0);
    writeFileSync(at('fifth.txt'), `${text[0]}\n${lines.length}\n${lines.join('\n')}\n`);
    return at('fifth.txt');
  };

  // The ladder plans half the time to the deadline. The thorough rung's prior for 100 boards is
  // 5 s on 2 cores, more than half of 8 s; for 20 boards of the same sizes it is 1 s.
  it.each([
    ['the thorough first pass, 20 boards', 8, 'first pass, thorough', everyFifth],
    ['the quick first pass, 100 boards', 8, 'first pass, quick', () => SAMPLE],
  ])('ends the batch by its deadline with every answer valid, progress showing the pass and the time left: %s', (_name, deadline, firstPass, file) => {
    const at = scratch();
    const problemFile = file(at);
    const started = performance.now();
    const { code, stdout, stderr } = cli(['batch', problemFile, '-o', at('a.txt'), '--deadline', `${deadline}s`, '--workers', '2', '--json-summary', at('s.json')]);
    const seconds = (performance.now() - started) / 1000;
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(deadline + 2); // the deadline, plus the process's start
    expect(stderr).toMatch(new RegExp(`^progress: ${firstPass}`, 'm'));
    const problems = parseProblemFile(readFileSync(problemFile, 'utf8')).problems;
    const answers = answerLines(at('a.txt'));
    const summary = JSON.parse(readFileSync(at('s.json'), 'utf8'));
    expect(summary.solved).toBe(problems.length);
    answers.forEach((moves, i) => expect(solves(problems[i], moves)).toBe(true));
    expect(summary.budget.kept).toBe(true);
    expect(summary.overLowerBounds).toBeGreaterThanOrEqual(0);
    expect(stdout).toMatch(/quality {2}\d+ moves over the lower bounds/);
    expect(stderr).toMatch(new RegExp(`^progress: (first pass|improving).*: \\d+/${problems.length} solved, \\d+ moves \\(\\d+ over the lower bounds\\), \\d+ proven optimal, \\d+ s left$`, 'm'));
    expect(cli(['verify', problemFile, at('a.txt')]).code).toBe(0);
  }, 60_000);

  it('reports each board left without an answer at the deadline, reached or not', () => {
    const at = scratch();
    const { code, stderr } = cli(['batch', SAMPLE, '-o', at('a.txt'), '--deadline', '2s', '--workers', '1', '--json-summary', at('s.json')]);
    expect(code).toBe(0);
    const summary = JSON.parse(readFileSync(at('s.json'), 'utf8'));
    expect(summary.unsolved).toBeGreaterThan(0);
    expect(stderr.match(/^line \d+: no answer by the deadline$/gm)?.length).toBe(summary.unsolved);
    expect(cli(['verify', SAMPLE, at('a.txt')]).code).toBe(0);
  }, 30_000);

  it('Ctrl-C during a deadline batch still writes what was found', async () => {
    const at = scratch();
    const run = startCli(['batch', SAMPLE, '-o', at('a.txt'), '--deadline', '10m', '--workers', '1']);
    await until(() => { try { return answerLines(at('a.txt')).filter((a) => a !== '').length >= 5; } catch { return false; } });
    run.kill('SIGINT');
    expect(await run.ended).toBe(130);
    expect(run.output.stdout).toMatch(/^interrupted: solved \d+ of 100/m);
    expect(cli(['verify', SAMPLE, at('a.txt')]).code).toBe(0);
  }, 60_000);

});
