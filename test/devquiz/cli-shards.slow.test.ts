import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onCI } from '../helpers/chromium.js';
import { cli, slidepuzzleOnPath } from '../helpers/cli.js';
import { answerLines, scratch, solves } from '../helpers/batch-files.js';
import { parseProblemFile } from '../../src/puzzles/devquiz/problem-file.js';
import { parseShard, shardIndices } from '../../src/core/shard.js';

const recipe = (name: string) => fileURLToPath(new URL(`../../recipes/${name}`, import.meta.url));
const moves = (path: string) => answerLines(path).join('').length;
/** GNU parallel, for its recipe: .ci/run installs it, so under CI its absence fails rather than skips. */
const skipParallel = spawnSync('parallel', ['--version'], { encoding: 'utf8' }).status !== 0 && !onCI();

/** A folder holding a generated batch (small boards, so every solve is quick and optimal). */
function generatedBatch(count: number) {
  const at = scratch();
  expect(cli(['generate', '-n', String(count), '--seed', '11', '--max-side', '4', '-o', at('p.txt')]).code).toBe(0);
  return at;
}

describe('shards', () => {
  it('K/N takes the indices K modulo N, and N shards cover a batch exactly once', () => {
    expect(parseShard('1/3')).toEqual({ index: 1, count: 3 });
    expect(shardIndices({ index: 1, count: 3 }, 8)).toEqual([1, 4, 7]);
    const all = [0, 1, 2].flatMap((index) => shardIndices({ index, count: 3 }, 10)).sort((a, b) => a - b);
    expect(all).toEqual([...Array(10).keys()]);
    for (const bad of ['3/3', '0/0', '-1/2', '1', 'a/b', '1/2/3']) expect(() => parseShard(bad)).toThrow(/K\/N/);
  });

  it('3 shards and a merge: every answer valid, the budget kept, as good as one unsharded run', () => {
    const at = generatedBatch(24);
    const problems = parseProblemFile(readFileSync(at('p.txt'), 'utf8')).problems;
    for (const k of [0, 1, 2]) {
      const run = cli(['batch', at('p.txt'), '--shard', `${k}/3`, '--candidates', at(`c${k}.jsonl`), '-o', at(`a${k}.txt`), '--workers', '1', '--time-limit', '5']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/solved 8 of 8/); // the summary covers the shard's problems only
      const records = readFileSync(at(`c${k}.jsonl`), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
      expect(records.map((r) => r.index)).toEqual(shardIndices({ index: k, count: 3 }, 24));
      for (const r of records) {
        expect(r.problemFile).toMatch(/^sha256:[0-9a-f]{64}$/);
        expect(r.status).toBe('answered');
        for (const answer of r.answers) {
          expect(solves(problems[r.index], answer.moves)).toBe(true);
          expect(answer.counts.reduce((s: number, n: number) => s + n, 0)).toBe(answer.moves.length);
        }
      }
    }
    const merged = cli(['merge', at('p.txt'), at('c2.jsonl'), at('c0.jsonl'), at('c1.jsonl'), '-o', at('merged.txt')]);
    expect(merged.code).toBe(0);
    expect(merged.stdout).toMatch(/solved 24 of 24 .*\n.*budget kept/);
    expect(merged.stdout).toMatch(/^slowest {2}line \d+ \d+\.\d s/m); // the shards' solve times travel in the candidates
    expect(cli(['verify', at('p.txt'), at('merged.txt')]).code).toBe(0);

    expect(cli(['batch', at('p.txt'), '-o', at('whole.txt'), '--workers', '2', '--time-limit', '5']).code).toBe(0);
    expect(moves(at('merged.txt'))).toBeLessThanOrEqual(moves(at('whole.txt')));
  }, 120_000);

  it.each([
    ['a missing shard', (at: (n: string) => string) => [at('c0.jsonl'), at('c1.jsonl')], /in no candidates file .*a shard is missing/],
    ['an overlap', (at: (n: string) => string) => [at('c0.jsonl'), at('c1.jsonl'), at('c1.jsonl')], /is in both .*the shards overlap/],
    ['a file from another problem file', (at: (n: string) => string) => [at('c0.jsonl'), at('c1.jsonl'), at('other.jsonl')], /from another problem file/],
    ['a line that is not a record', (at: (n: string) => string) => [at('c0.jsonl'), at('c1.jsonl'), at('broken.jsonl')], /broken\.jsonl line 2: not JSON/],
  ])('merge exits 2 with one line on %s', (_kind, files, message) => {
    const at = generatedBatch(6);
    for (const k of [0, 1, 2]) cli(['batch', at('p.txt'), '--shard', `${k}/3`, '--candidates', at(`c${k}.jsonl`), '-o', at(`a${k}.txt`), '--workers', '1']);
    cli(['generate', '-n', '6', '--seed', '12', '--max-side', '4', '-o', at('q.txt')]);
    cli(['batch', at('q.txt'), '--shard', '2/3', '--candidates', at('other.jsonl'), '-o', at('q2.txt'), '--workers', '1']);
    const c2 = readFileSync(at('c2.jsonl'), 'utf8').split('\n');
    writeFileSync(at('broken.jsonl'), `${c2[0]}\n{"problemFile": \n`);
    const run = cli(['merge', at('p.txt'), ...files(at), '-o', at('merged.txt')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('batch exits 2 on a bad --shard', () => {
    const at = generatedBatch(3);
    for (const shard of ['3/3', 'x']) {
      const run = cli(['batch', at('p.txt'), '--shard', shard, '-o', at('a.txt')]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/K\/N/);
    }
  });
});

describe('recipes', () => {
  it('the Slurm array script, run as tasks 0, 1 and 2 of 3, gives shards that merge', () => {
    const at = generatedBatch(9);
    const env = slidepuzzleOnPath();
    for (const k of ['0', '1', '2']) {
      execFileSync('sh', [recipe('slurm-array.sh')], { env: { ...env, SLURM_ARRAY_TASK_ID: k, SLURM_ARRAY_TASK_COUNT: '3', SLURM_CPUS_PER_TASK: '1', PROBLEMS: at('p.txt'), OUT: at('out'), DEADLINE: '20s' }, stdio: 'pipe' });
    }
    expect(readdirSync(at('out')).filter((name) => name.startsWith('candidates-')).sort()).toEqual(['candidates-0.jsonl', 'candidates-1.jsonl', 'candidates-2.jsonl']);
    const candidates = [0, 1, 2].map((k) => at(`out/candidates-${k}.jsonl`));
    expect(cli(['merge', at('p.txt'), ...candidates, '-o', at('answers.txt')]).code).toBe(0);
    expect(cli(['verify', at('p.txt'), at('answers.txt')]).code).toBe(0);
  }, 120_000);

  it('the Kubernetes Indexed Job runs shard JOB_COMPLETION_INDEX of its completions', () => {
    const manifest = readFileSync(recipe('k8s-indexed-job.yaml'), 'utf8');
    expect(manifest).toMatch(/^ {2}completionMode: Indexed$/m);
    const completions = /^ {2}completions: (\d+)$/m.exec(manifest)![1];
    expect(manifest).toMatch(new RegExp(`name: SHARDS\\n\\s+value: "${completions}"`));
    // The container's shell line, run here as pod 1 would run it, against a local folder.
    const script = /args:\n\s+- (.*)\n/.exec(manifest)![1];
    const at = generatedBatch(6);
    const env = { ...slidepuzzleOnPath(), SHARDS: completions, DEADLINE: '20s', DATA: at('.').replace(/\/\.$/, '') };
    writeFileSync(at('problems.txt'), readFileSync(at('p.txt')));
    execFileSync('sh', ['-c', script], { env: { ...env, JOB_COMPLETION_INDEX: '1' }, stdio: 'pipe' });
    const records = readFileSync(at('candidates-1.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((r) => r.index)).toEqual(shardIndices({ index: 1, count: Number(completions) }, 6));
  }, 60_000);

  it.skipIf(skipParallel)('the GNU parallel script solves 3 shards and merges them', () => {
    const at = generatedBatch(9);
    execFileSync('sh', [recipe('parallel.sh'), at('p.txt'), at('out'), '3', '20s'], { env: slidepuzzleOnPath(), stdio: 'pipe' });
    expect(cli(['verify', at('p.txt'), at('out/answers.txt')]).code).toBe(0);
  }, 120_000);
});
