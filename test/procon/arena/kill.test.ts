// kill -9 of the arena while clients are sending answers, then a restart on the same journal: every
// answer whose reply said ACCEPTED is in the standings again (a reply goes out only after its line
// is flushed to the disk).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProconAnswer, solveProcon } from '../../../src/puzzles/procon/node.js';
import { arenaFiles, padded, submit } from './fixture.js';
import { serveArena } from './serve-process.js';

const PLAYERS = Array.from({ length: 8 }, (_, k) => `p${k}`);
/** Accepted answers before the kill: enough that requests are in flight when it comes. */
const BEFORE_KILL = 120;

describe('procon serve under kill -9', () => {
  it('keeps every accepted answer: the standings after a restart hold each one', async () => {
    const files = arenaFiles([{ id: 'p1', columns: 3, rows: 2, limit: 8, costs: [10, 1], seed: 4 }], PLAYERS);
    const key = files.keys.get('p1')!;
    const solved = await solveProcon(key);
    if (solved.status !== 'solved') throw new Error(solved.status);
    const answer = formatProconAnswer(key, solved.answer);
    const args = ['--problems', files.dir, '--players', files.playersFile, '--port', '0', '--max-submissions', '100000'];
    const first = await serveArena(args);
    const accepted = new Map(PLAYERS.map((player) => [player, 0]));
    let total = 0, failed = 0;
    // Each client sends answers one after another until the arena is gone.
    const clients = PLAYERS.map(async (player, k) => {
      for (let n = 0; ; n++) {
        try {
          const reply = await submit(first.url, { playerid: player, problemid: 'p1', answer: padded(answer, (n + k) % 6) });
          if (reply.text === 'ACCEPTED 0\n') {
            accepted.set(player, accepted.get(player)! + 1);
            if (++total === BEFORE_KILL) first.kill('SIGKILL');
          }
        } catch {
          failed++;
          return;
        }
      }
    });
    await Promise.all(clients);
    expect(await first.ended).toBeNull(); // killed by a signal
    expect(failed).toBe(PLAYERS.length);
    const second = await serveArena(args);
    const { problems } = await (await fetch(new URL('standings.json', second.url))).json();
    const found = PLAYERS.reduce((sum, player) => sum + (problems.p1[player]?.submissions ?? 0), 0);
    for (const player of PLAYERS) expect(problems.p1[player]?.submissions ?? 0).toBeGreaterThanOrEqual(accepted.get(player)!);
    const lines = readFileSync(files.journal, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBe(found);
    // The figure for docs/procon-arena.md.
    console.log(`kill -9: ${total} answers accepted before the kill, ${found} in the standings after the restart${second.output.stderr ? ` (${second.output.stderr.trim()})` : ''}`);
    second.kill('SIGTERM');
    await second.ended;
  });
});
