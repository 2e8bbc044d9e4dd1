// `slidepuzzle procon play` against a real arena: a reassembly the arena says is wrong (the next
// arrangement tried, the correction view named), an arena not up yet (tried again with backoff),
// one that never answers, a player or problem the arena refuses, and a player whose best already
// beats anything this client finds (it sends nothing).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningArena, formatProconAnswer, playArena, solveProcon, startArena } from '../../../src/puzzles/procon/node.js';
import { startCli } from '../../helpers/batch-files.js';
import { picture } from '../../helpers/picture.js';
import { arenaFiles, submit } from './fixture.js';
import { serveArena } from './serve-process.js';

/** A flat grey picture with a little grain: its seams carry almost nothing, so the reassembly is wrong. */
function flat(width: number, height: number) {
  const image = picture(width, height, 3);
  image.data.forEach((value, at) => { image.data[at] = 128 + (value % 5); });
  return image;
}

/** A port nothing listens on: a free one, given back at once. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const play = async (args: string[]) => {
  const run = startCli(['procon', 'play', ...args]);
  return { code: await run.ended, ...run.output };
};

describe('procon play', () => {
  const files = arenaFiles([
    { id: 'small', columns: 3, rows: 2, limit: 4, costs: [10, 1], seed: 4 },
    { id: 'flat', columns: 3, rows: 3, limit: 4, costs: [10, 1], seed: 8, image: flat(48, 48) },
  ], ['ann', 'ben', 'cat']);
  let arena: RunningArena;
  beforeAll(async () => {
    arena = await startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0 });
  });
  afterAll(() => arena.close());

  it('says when the reassembly is wrong, tries the next arrangement, and names the correction view (exit 1)', async () => {
    // Room for a quick answer on each of its two arrangements (0.7 s each) on a loaded machine.
    const run = await play(['--server', arena.url, '--player', 'ann', '--problem', 'flat', '--time-limit', '4']);
    expect(run.stderr).toMatch(/^flat: ACCEPTED [1-9]\d*, cost [\d,]+ \(\d\.\d s solve\)$/m);
    expect(run.stderr).toMatch(/^flat: the reassembly is wrong: \d+ of 9 pieces misplaced; trying the next arrangement \(2 of \d+\)$/m);
    expect(run.stderr).toMatch(new RegExp(`^flat: \\d+ pieces stay misplaced; to fix it by hand, save ${arena.url}problem/flat\\.ppm and open it in the demo page's Procon view`, 'm'));
    expect(run.stdout).toMatch(/^flat: [1-9]\d* misplaced, cost [\d,]+ \(\d+ answers? accepted, the first after \d\.\d\d s\); ann's best on the arena: [1-9]\d* misplaced/);
    expect(run.code).toBe(1);
    // Each arrangement's answer is replayed on the key: its misplaced count is the arrangement's.
    const { problems } = await (await fetch(new URL('standings.json', arena.url))).json();
    expect(problems.flat.ann.misplaced).toBeGreaterThan(0);
  });

  it('sends nothing when the player\'s best on the arena is already cheaper, and exits 0 on that standing', async () => {
    const key = files.keys.get('small')!;
    const solved = await solveProcon(key); // 6 pieces: the proven cheapest
    if (solved.status !== 'solved') throw new Error(solved.status);
    expect((await submit(arena.url, { playerid: 'ben', problemid: 'small', answer: formatProconAnswer(key, solved.answer) })).text).toBe('ACCEPTED 0\n');
    const journal = readFileSync(files.journal);
    const run = await play(['--server', arena.url, '--player', 'ben', '--problem', 'small', '--time-limit', '1', '--json']);
    expect(readFileSync(files.journal)).toEqual(journal);
    expect(JSON.parse(run.stdout)).toEqual({ problem: 'small', accepted: 0, arenaBest: { misplaced: 0, cost: solved.score.cost, submissions: 1 } });
    expect(run.code).toBe(0);
  });

  it('stops on a player or a problem the arena refuses, exit 2', async () => {
    const stranger = await play(['--server', arena.url, '--player', 'zed', '--problem', 'small', '--time-limit', '1']);
    expect(stranger.stderr).toMatch(/^slidepuzzle procon play: stopped: the arena refused \(403\): unknown player 'zed'$/m);
    expect(stranger.code).toBe(2);
    const unknown = await play(['--server', arena.url, '--player', 'cat', '--problem', 'nope', '--time-limit', '1']);
    expect(unknown.stdout).toBe('nope: no answer accepted; stopped: the arena refused (404): unknown problem \'nope\'\n');
    expect(unknown.code).toBe(2);
    const badUrl = await play(['--server', 'ftp://x', '--player', 'cat']);
    expect(badUrl.stderr).toBe('slidepuzzle: option \'--server <url>\' argument \'ftp://x\' is invalid. expected an http:// or https:// address\n');
    expect(badUrl.code).toBe(2);
  });
});

describe('procon play on a flaky network', () => {
  it('tries again with backoff until the arena is up, then plays', async () => {
    const files = arenaFiles([{ id: 'small', columns: 3, rows: 2, limit: 4, costs: [10, 1], seed: 4 }], ['ann']);
    // The arena comes up on the port after the client has started.
    const port = String(await freePort());
    const client = startCli(['procon', 'play', '--server', `http://127.0.0.1:${port}/`, '--player', 'ann', '--time-limit', '1']);
    // The arena starts once the client has failed a first time.
    await new Promise((resolve, reject) => {
      client.stderr!.on('data', () => { if (client.output.stderr.includes('trying again')) resolve(undefined); });
      void client.ended.then((code) => reject(new Error(`the client ended (${code}) before trying again: ${client.output.stderr}`)));
    });
    const server = await serveArena(['--problems', files.dir, '--players', files.playersFile, '--port', port]);
    expect(await client.ended).toBe(0);
    expect(client.output.stderr).toMatch(/^GET \/problems\.json: ECONNREFUSED; trying again in 250 ms\n/);
    expect(client.output.stdout).toMatch(/^small: 0 misplaced, cost [\d,]+ \(1 answer accepted/);
    server.kill('SIGTERM');
    await server.ended;
  });

  it('gives up after its tries when the arena never answers, and says what it achieved', async () => {
    const lines: string[] = [];
    const result = await playArena({ server: `http://127.0.0.1:${await freePort()}/`, player: 'ann', retry: { attempts: 3, firstDelayMs: 5 }, onLine: (line) => lines.push(line) });
    expect(result).toEqual({ plays: [], stopped: 'GET /problems.json: ECONNREFUSED (3 tries)' });
    expect(lines).toEqual(['GET /problems.json: ECONNREFUSED; trying again in 5 ms', 'GET /problems.json: ECONNREFUSED; trying again in 10 ms']);
  });
});
