// A proof on threads, where users are: `slidepuzzle solve --optimal --threads N` and `solve()`'s
// `threads` in Node (the built package: the workers load dist/'s worker script). The same optimal
// lengths as Korf's, progress on stderr, a time limit and Ctrl-C each ending with the lower bound
// proven, and, on an empty cache, the command that builds the 24-puzzle's databases named.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { parseKorfFile } from '../../src/engine/bench/korf.js';
import { korfInstances } from '../helpers/korf.js';
import { CLI_MAIN, cli } from '../helpers/cli.js';
import { scratch } from '../helpers/batch-files.js';

const fifteen = korfInstances().filter((k) => k.optimal <= 50).slice(0, 2);
const [twentyFour] = parseKorfFile(readFileSync(new URL('../fixtures/korf50-24-some.txt', import.meta.url), 'utf8'), 25);
/** An empty pattern database cache: no large set, as on a new user's machine. */
const emptyCache = () => ({ ...process.env, SLIDEPUZZLE_CACHE_DIR: scratch()('cache') });

describe('slidepuzzle solve --optimal --threads', () => {
  it.each(fifteen)('proves Korf\'s instance $id at its known length $optimal on two threads, as on one', ({ board, optimal: length }) => {
    const text = formatBoard(board);
    const [two, one] = ['2', '1'].map((threads) => cli(['solve', text, '--optimal', '--threads', threads, '--json']));
    expect(two.code).toBe(0);
    const out = JSON.parse(two.stdout);
    expect(out).toMatchObject({ status: 'solved', optimal: true, length, engine: 'wasm' });
    expect(checkSolution(board, defaultGoal(board), out.moves)).toBeUndefined();
    expect(JSON.parse(one.stdout).length).toBe(length);
  });

  it('shows its progress, and a time limit ends it with the bound proven and the command that builds the databases', () => {
    const { code, stderr } = cli(['solve', formatBoard(twentyFour.board), '--optimal', '--threads', '2', '--time-limit', '4'], undefined, emptyCache());
    expect(code).toBe(4);
    const bounds = [...stderr.matchAll(/^progress: bound (\d+).*nodes\/s/gm)].map((match) => Number(match[1]));
    expect(bounds.length).toBeGreaterThan(0);
    const last = stderr.match(/bound (\d+)\);/);
    expect(last).not.toBeNull();
    expect(Number(last![1])).toBeGreaterThanOrEqual(Math.max(...bounds));
    expect(Number(last![1])).toBeLessThanOrEqual(twentyFour.optimal);
    expect(stderr).toContain('slidepuzzle cache --build 24');
  }, 60_000);

  it('stops on Ctrl-C with the lower bound proven, in the text and in --json (exit 130)', async () => {
    const child = spawn(process.execPath, [CLI_MAIN, 'solve', formatBoard(twentyFour.board), '--optimal', '--threads', '2', '--json'], { env: emptyCache() });
    let stdout = '', stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
        // Once: a second Ctrl-C ends the process at once, as a shell user expects.
        if (stderr.includes('progress: bound') && !child.killed) child.kill('SIGINT');
      });
      child.on('exit', resolve);
    });
    expect(code).toBe(130);
    const out = JSON.parse(stdout);
    expect(out.status).toBe('aborted');
    expect(out.bound).toBeGreaterThan(0);
    expect(out.bound).toBeLessThanOrEqual(twentyFour.optimal);
    expect(stderr).toMatch(new RegExp(`stopped: no answer yet; every answer takes at least ${out.bound} moves`));
  }, 60_000);

  it('refuses --threads without --optimal, and a count below 1', () => {
    const board = formatBoard(fifteen[0].board);
    const alone = cli(['solve', board, '--threads', '2']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--threads applies to --optimal');
    expect(cli(['solve', board, '--optimal', '--threads', '0']).code).toBe(2);
  });
});

describe('solve() with threads, in Node', () => {
  it('proves the same length as on one thread, reports each job with the iteration\'s share, and refuses bad counts', async () => {
    const { solve } = await import(String(new URL('../../dist/engine/index-node.js', import.meta.url))) as typeof import('../../src/engine/index-node.js');
    const { board, optimal: length } = fifteen[0];
    const shares: number[] = [];
    const result = await solve(board, { optimal: true, threads: 2, onProgress: (progress) => { if (progress.share !== undefined) shares.push(progress.share); } });
    expect(result).toMatchObject({ status: 'solved', optimal: true, lowerBound: length });
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.every((share) => share > 0 && share <= 1)).toBe(true);
    expect(await solve(board, { optimal: true, threads: 0 })).toMatchObject({ status: 'invalid' });
    expect(await solve(board, { optimal: true, threads: 2, engine: 'ts' })).toMatchObject({ status: 'invalid' });
  }, 60_000);
});
