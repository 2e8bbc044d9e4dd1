// `slidepuzzle proof split|run|merge` and its recipes: one proof cut into parts, run as separate
// processes (GNU parallel's --sshlogin on this machine as two workers, the Slurm script as its
// array tasks), to Korf's known length; a killed run resumed, a lost part and a result of another
// iteration refused, and bad input each with its exit code.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { onCI } from '../helpers/chromium.js';
import { cli, slidepuzzleOnPath } from '../helpers/cli.js';
import { scratch } from '../helpers/batch-files.js';
import { korfInstances } from '../helpers/korf.js';

const recipe = (name: string) => fileURLToPath(new URL(`../../recipes/${name}`, import.meta.url));
/** GNU parallel, for its recipe: .ci/run installs it, so under CI its absence fails rather than skips. */
const skipParallel = spawnSync('parallel', ['--version'], { encoding: 'utf8' }).status !== 0 && !onCI();
/** The shortest of the fixture's Korf instances: a proof of a few seconds. */
const korf = korfInstances().reduce((a, b) => (b.optimal < a.optimal ? b : a));
const board = formatBoard(korf.board);
const lines = (path: string) => readFileSync(path, 'utf8').trim().split('\n').map((line) => JSON.parse(line));

/** `proof run` of every part of `jobs`, then the merge: the answer, or the next job file's path. */
function iteration(at: (name: string) => string, jobs: string, i: number, parts: number) {
  for (let k = 0; k < parts; k++) {
    const run = cli(['proof', 'run', jobs, '--part', `${k}/${parts}`, '--threads', '1', '-o', at(`r${i}-${k}.jsonl`)]);
    expect(run.code).toBe(0);
  }
  const results = Array.from({ length: parts }, (_, k) => at(`r${i}-${k}.jsonl`));
  return cli(['proof', 'merge', jobs, ...results, '-o', at(`jobs-${i + 1}.jsonl`), '--json']);
}

describe('slidepuzzle proof', () => {
  it(`proves Korf's #${korf.id} at its known length, iteration by iteration, in parts`, () => {
    const at = scratch();
    const split = cli(['proof', 'split', board, '--heuristic', 'linear-conflict', '--here', '0', '--jobs', '100', '-o', at('jobs-0.jsonl')]);
    expect(split.code).toBe(0);
    expect(split.stderr).toMatch(/^\d+ jobs at depth \d+, bound \d+, written to /);
    let bound = lines(at('jobs-0.jsonl'))[0].bound;
    for (let i = 0; ; i++) {
      const merged = iteration(at, at(`jobs-${i}.jsonl`), i, 3);
      expect(merged.code).toBe(0);
      const out = JSON.parse(merged.stdout);
      if (out.status === 'proven') {
        expect(out).toMatchObject({ length: korf.optimal, bound: korf.optimal });
        expect(checkSolution(korf.board, defaultGoal(korf.board), out.moves)).toBeUndefined();
        break;
      }
      expect(out).toMatchObject({ status: 'exhausted', bound });
      expect(out.nextBound).toBeGreaterThan(bound);
      expect(out.nextBound).toBeLessThanOrEqual(korf.optimal);
      bound = out.nextBound;
    }
  }, 120_000);

  it('resumes a killed run without rerunning what it wrote, and refuses a merge with a part lost or of another iteration', () => {
    const at = scratch();
    expect(cli(['proof', 'split', board, '--heuristic', 'linear-conflict', '--here', '0', '--jobs', '60', '-o', at('jobs.jsonl')]).code).toBe(0);
    const jobs = lines(at('jobs.jsonl'));
    expect(cli(['proof', 'run', at('jobs.jsonl'), '--part', '0/2', '--threads', '2', '-o', at('whole.jsonl')]).code).toBe(0);
    const whole = readFileSync(at('whole.jsonl'), 'utf8').split('\n');
    // A run killed after writing three results and part of a fourth.
    writeFileSync(at('killed.jsonl'), `${whole.slice(0, 3).join('\n')}\n${whole[3].slice(0, 20)}`);
    const rerun = cli(['proof', 'run', at('jobs.jsonl'), '--part', '0/2', '--threads', '1', '-o', at('killed.jsonl')]);
    expect(rerun.code).toBe(0);
    const part = Math.ceil((jobs.length - 1) / 2);
    expect(rerun.stderr).toContain(`${part - 3} of ${part - 3} jobs run (3 held before)`);
    const resumed = lines(at('killed.jsonl'));
    expect(resumed.map((result) => result.job).sort((a, b) => a - b)).toEqual(lines(at('whole.jsonl')).map((result) => result.job).sort((a, b) => a - b));

    const lost = cli(['proof', 'merge', at('jobs.jsonl'), at('killed.jsonl'), '-o', at('next.jsonl')]);
    expect(lost.code).toBe(2);
    expect(lost.stderr).toMatch(new RegExp(`${jobs.length - 1 - part} of ${jobs.length - 1} jobs have no result \\(jobs 1, 3, 5,`));
    expect(cli(['proof', 'run', at('jobs.jsonl'), '--part', '1/2', '--threads', '1', '-o', at('other.jsonl')]).code).toBe(0);
    const next = cli(['proof', 'merge', at('jobs.jsonl'), at('killed.jsonl'), at('other.jsonl'), at('whole.jsonl'), '-o', at('next.jsonl')]);
    expect(next.code).toBe(0);
    const stale = cli(['proof', 'merge', at('next.jsonl'), at('other.jsonl'), '-o', at('after.jsonl')]);
    expect(stale.code).toBe(2);
    expect(stale.stderr).toMatch(/other\.jsonl line 1: a result of another job file/);
  }, 120_000);

  it.each([
    [['proof', 'split', '3,3,12345678', '-o', 'x'], 2, /bad input/],
    [['proof', 'split', '3,3,213456780', '-o', 'x'], 3, /unsolvable/],
    [['proof', 'run', 'no-such-file.jsonl', '-o', 'x'], 2, /cannot read no-such-file\.jsonl/],
    [['proof', 'split', '3,3,867254301', '--here', '0', '--jobs', '8', '-o', 'no-such-folder/jobs.jsonl'], 2, /cannot write no-such-folder\/jobs\.jsonl: ENOENT/],
    [['proof', 'run', 'x.jsonl', '--part', '2/2', '-o', 'x'], 2, /K\/N/],
  ])('exits with one line on bad input: %j', (args, code, message) => {
    const run = cli(args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('the proof recipes', () => {
  it.skipIf(skipParallel)('GNU parallel, with this machine as two sshlogin workers, proves the known length', () => {
    const at = scratch();
    const out = execFileSync('sh', [recipe('proof-parallel.sh'), board, at('out'), '4', '2/:'], { env: { ...slidepuzzleOnPath(), HERE: '0' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const moves = out.trim();
    expect(moves).toHaveLength(korf.optimal);
    expect(checkSolution(korf.board, defaultGoal(korf.board), moves)).toBeUndefined();
    expect(readFileSync(at('out/answer.txt'), 'utf8').trim()).toBe(moves);
  }, 180_000);

  it('the Slurm array script, run as tasks 0 and 1 of 2, writes results that merge', () => {
    const at = scratch();
    expect(cli(['proof', 'split', board, '--heuristic', 'linear-conflict', '--here', '0', '--jobs', '50', '-o', at('jobs-0.jsonl')]).code).toBe(0);
    const env = slidepuzzleOnPath();
    for (const k of ['0', '1']) {
      execFileSync('sh', [recipe('proof-slurm.sh')], { env: { ...env, SLURM_ARRAY_TASK_ID: k, SLURM_ARRAY_TASK_COUNT: '2', SLURM_CPUS_PER_TASK: '1', JOBS: at('jobs-0.jsonl'), OUT: at('0') }, stdio: 'pipe' });
    }
    const merged = cli(['proof', 'merge', at('jobs-0.jsonl'), at('0/results-0.jsonl'), at('0/results-1.jsonl'), '-o', at('jobs-1.jsonl'), '--json']);
    expect(merged.code).toBe(0);
    expect(['proven', 'exhausted']).toContain(JSON.parse(merged.stdout).status);
  }, 120_000);
});
