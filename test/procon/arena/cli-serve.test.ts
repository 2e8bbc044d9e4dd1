// `slidepuzzle procon serve` as a process: the one line naming its address, a clean stop on
// Ctrl-C, the warning when it listens beyond the loopback, and its own bad input (the folder, the
// players, the port), each one line with exit code 2.
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCli } from '../../helpers/batch-files.js';
import { arenaFiles } from './fixture.js';
import { serveArena } from './serve-process.js';

const SPEC = { id: 'p1', columns: 3, rows: 2, limit: 4, costs: [10, 1] as [number, number], seed: 4 };

describe('procon serve', () => {
  it('prints one line naming its address, serves, and stops cleanly on Ctrl-C (exit 0)', async () => {
    const files = arenaFiles([SPEC], ['ann']);
    const server = await serveArena(['--problems', files.dir, '--players', files.playersFile, '--port', '0']);
    expect(server.output.stdout).toMatch(/^slidepuzzle procon serve: http:\/\/127\.0\.0\.1:\d+\/ \(1 problem, 1 player; journal .*journal\.jsonl, 0 answers replayed\)\n$/);
    expect((await fetch(new URL('standings.json', server.url))).status).toBe(200);
    server.kill('SIGINT');
    expect(await server.ended).toBe(0);
    expect(server.output.stderr).toBe('slidepuzzle procon serve: stopped\n');
  });

  it('says so on stderr when told to listen beyond the loopback', async () => {
    const files = arenaFiles([SPEC], ['ann']);
    const server = await serveArena(['--problems', files.dir, '--players', files.playersFile, '--port', '0', '--host', '0.0.0.0']);
    server.kill('SIGTERM');
    expect(await server.ended).toBe(0);
    // Read once it has ended: stderr and stdout are two pipes, either may come first.
    expect(server.output.stderr).toMatch(/listening on 0\.0\.0\.0: any machine that reaches it can send answers as any player/);
  });

  it('refuses its own bad input in one line, exit 2', async () => {
    const files = arenaFiles([SPEC], ['ann']);
    const at = files.at;
    mkdirSync(at('empty'));
    writeFileSync(at('none.txt'), '\n# nobody yet\n');
    writeFileSync(at('bad-id.txt'), 'ann\nb b\n');
    writeFileSync(at('twice.txt'), 'ann\nben\nann\n');
    const lonely = arenaFiles([SPEC, { ...SPEC, id: 'p2' }], ['ann']);
    unlinkSync(join(lonely.dir, 'p2.key.txt'));
    const orphan = arenaFiles([SPEC], ['ann']);
    unlinkSync(join(orphan.dir, 'p1.ppm'));
    const mismatched = arenaFiles([SPEC], ['ann']);
    writeFileSync(join(mismatched.dir, 'p1.key.txt'), '3 2 5 10 1\n00 01 02\n10 11 12\n');
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const busyPort = String((busy.address() as { port: number }).port);
    const serve = (dir: string, players: string, ...more: string[]) => ['--problems', dir, '--players', players, ...more];
    const cases: [string[], RegExp][] = [
      [serve(at('missing'), files.playersFile), /^slidepuzzle: cannot read the problem folder .*missing: ENOENT$/],
      [serve(at('empty'), files.playersFile), /^slidepuzzle: .*empty holds no problems \(<id>\.ppm with <id>\.key\.txt\)$/],
      [serve(lonely.dir, files.playersFile), /^slidepuzzle: .*p2\.ppm has no key beside it \(p2\.key\.txt\)$/],
      [serve(orphan.dir, files.playersFile), /^slidepuzzle: .*p1\.key\.txt has no problem image beside it$/],
      [serve(mismatched.dir, files.playersFile), /^slidepuzzle: .*p1\.key\.txt: 3x2, limit 5, costs 10,1 does not match its image, 3x2, limit 4, costs 10,1$/],
      [serve(files.dir, at('nobody.txt')), /^slidepuzzle: cannot read .*nobody\.txt: ENOENT$/],
      [serve(files.dir, at('none.txt')), /^slidepuzzle: .*none\.txt lists no players \(one id a line\)$/],
      [serve(files.dir, at('bad-id.txt')), /^slidepuzzle: .*bad-id\.txt line 2: a player id is letters, digits, _, \. and - \(at most 64\), got 'b b'$/],
      [serve(files.dir, at('twice.txt')), /^slidepuzzle: .*twice\.txt line 3: player ann is listed twice$/],
      [serve(files.dir, files.playersFile, '--port', '70000'), /^slidepuzzle: option '--port <n>' argument '70000' is invalid\. expected a whole number from 0 to 65535$/],
      [serve(files.dir, files.playersFile, '--port', busyPort), new RegExp(`^slidepuzzle: cannot listen on 127\\.0\\.0\\.1 port ${busyPort}: EADDRINUSE$`)],
      [serve(files.dir, files.playersFile, '--max-submissions', '0'), /^slidepuzzle: option '--max-submissions <n>' argument '0' is invalid\. expected a whole number from 1 up$/],
      [['--problems', files.dir], /^slidepuzzle: required option '--players <file>' not specified$/],
    ];
    const runs = await Promise.all(cases.map(async ([args]) => {
      const run = startCli(['procon', 'serve', ...args]);
      return { code: await run.ended, ...run.output };
    }));
    busy.close();
    runs.forEach((run, k) => {
      expect(run.code, cases[k][1].source).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trimEnd()).toMatch(cases[k][1]);
      expect(run.stderr.trimEnd()).not.toContain('\n');
    });
  });
});
