// The journal failing to write, provoked by a bound on the arena's file size (sh's ulimit -f, as a
// full disk would): the failed answer gets a 500 and its line is cut from the file; the arena takes
// the next answer, and the failed one counts neither toward the submission limit nor on a restart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProconAnswer, solveProcon } from '../../../src/puzzles/procon/node.js';
import { arenaFiles, submit } from './fixture.js';
import { serveArena } from './serve-process.js';

/** 8 blocks: 4 KiB in dash's 512-byte blocks, 8 KiB in bash's KiB; room for a few short lines. */
const FILE_BLOCKS = 8;

describe('procon serve when its journal fails to write', () => {
  it('answers 500 for that answer, cuts its line, then takes the next; the failed one is never counted', async () => {
    const files = arenaFiles([{ id: 'p1', columns: 3, rows: 2, limit: 8, costs: [10, 1], seed: 4 }], ['ann']);
    const key = files.keys.get('p1')!;
    const solved = await solveProcon(key);
    if (solved.status !== 'solved') throw new Error(solved.status);
    const right = formatProconAnswer(key, solved.answer);
    // A valid answer whose line passes the bound: one piece swapped down and up 10,000 times.
    const long = `1\n00\n20000\n${'DU'.repeat(10_000)}\n`;
    const args = ['--problems', files.dir, '--players', files.playersFile, '--port', '0', '--max-submissions', '2'];
    const arena = await serveArena(args, FILE_BLOCKS);
    const send = (answer: string) => submit(arena.url, { playerid: 'ann', problemid: 'p1', answer });
    expect(await send(right)).toEqual({ status: 200, text: 'ACCEPTED 0\n' });
    const before = readFileSync(files.journal);
    expect(await send(long)).toEqual({ status: 500, text: 'ERROR the journal could not be written (EFBIG): the answer was not counted\n' });
    expect(readFileSync(files.journal)).toEqual(before);
    // The failed answer left no hold on the limit of 2: one more is taken, then the limit refuses.
    expect(await send(right)).toEqual({ status: 200, text: 'ACCEPTED 0\n' });
    expect((await send(right)).status).toBe(429);
    arena.kill('SIGTERM');
    expect(await arena.ended).toBe(0);
    const again = await serveArena(args);
    expect(again.output.stdout).toMatch(/, 2 answers replayed\)\n$/);
    const { problems } = await (await fetch(new URL('standings.json', again.url))).json();
    expect(problems.p1.ann.submissions).toBe(2);
    again.kill('SIGTERM');
    await again.ended;
  });
});
