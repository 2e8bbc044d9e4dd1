// The arena in this process on the loopback (startArena, port 0), called over real HTTP: images
// served as their files, answers replayed on the keys and ranked by the contest's order, 50
// clients at once all accounted for, every bad input refused in one line with its status and the
// journal untouched, bounded connections, and the standings rebuilt from the journal on a restart.
import { connect } from 'node:net';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningArena, solveProcon, startArena } from '../../../src/puzzles/procon/node.js';
import { formatProconAnswer, scoreProconAnswer, parseProconAnswer } from '../../../src/puzzles/procon/index.js';
import { arenaFiles, padded, raw, submit } from './fixture.js';

const SPECS = [
  { id: 'p1', columns: 3, rows: 2, limit: 8, costs: [10, 1] as [number, number], seed: 4 },
  { id: 'p2', columns: 2, rows: 3, limit: 8, costs: [7, 2] as [number, number], seed: 9 },
];
const CLIENTS = Array.from({ length: 50 }, (_, k) => `c${String(k).padStart(2, '0')}`);
const PLAYERS = ['ann', 'ben', 'cat', 'dan', ...CLIENTS];

/** A right answer to each problem (boards of 6 pieces are solved exactly, at once). */
async function rightAnswers(keys: ReturnType<typeof arenaFiles>['keys']): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const [id, key] of keys) {
    const result = await solveProcon(key);
    if (result.status !== 'solved') throw new Error(`${id}: ${result.status}`);
    answers[id] = formatProconAnswer(key, result.answer);
  }
  return answers;
}

const journalLines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the arena', () => {
  const files = arenaFiles(SPECS, PLAYERS);
  let arena: RunningArena;
  let right: Record<string, string>;
  beforeAll(async () => {
    arena = await startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0, maxSubmissions: 3 });
    right = await rightAnswers(files.keys);
  });
  afterAll(() => arena.close());

  it('listens on the loopback, serves each image as its file, lists the problems and shows the standings page', async () => {
    expect(arena.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const image = await fetch(new URL('problem/p1.ppm', arena.url));
    expect(image.headers.get('content-type')).toBe('image/x-portable-pixmap');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(readFileSync(`${files.dir}/p1.ppm`));
    expect((await raw(arena.url, '/problem/p1.ppm', { method: 'HEAD' })).status).toBe(200);
    expect(await (await fetch(new URL('problems.json', arena.url))).json()).toEqual({
      problems: [
        { id: 'p1', columns: 3, rows: 2, selectLimit: 8, selectCost: 10, swapCost: 1 },
        { id: 'p2', columns: 2, rows: 3, selectLimit: 8, selectCost: 7, swapCost: 2 },
      ],
      maxSubmissions: 3,
    });
    const page = await fetch(arena.url);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<section id="problem-p1">');
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
  });

  it('replays each answer on the key: ACCEPTED 0 for a right one, else the pieces left misplaced; LF, CRLF and multipart alike', async () => {
    expect(await submit(arena.url, { playerid: 'ann', problemid: 'p1', answer: right.p1 })).toEqual({ status: 200, text: 'ACCEPTED 0\n' });
    const unmoved = [...files.keys.get('p1')!.pieces].filter((target, cell) => target !== cell).length;
    expect(await submit(arena.url, { playerid: 'ann', problemid: 'p1', answer: '0\r\n' })).toEqual({ status: 200, text: `ACCEPTED ${unmoved}\n` });
    const form = new FormData();
    form.set('playerid', 'ben');
    form.set('problemid', 'p1');
    form.set('answer', new Blob([right.p1.replace(/\n/g, '\r\n')]), 'answer.txt');
    const multipart = await fetch(new URL('SubmitAnswer', arena.url), { method: 'POST', body: form });
    expect([multipart.status, await multipart.text()]).toEqual([200, 'ACCEPTED 0\n']);
    const cost = scoreProconAnswer(files.keys.get('p1')!, parseProconAnswer(files.keys.get('p1')!, right.p1)).cost;
    const standings = await (await fetch(new URL('standings.json', arena.url))).json();
    expect(standings.problems.p1.ann).toEqual({ misplaced: 0, cost, submissions: 2 });
    expect(standings.problems.p1.ben).toEqual({ misplaced: 0, cost, submissions: 1 });
  });

  it('ranks by the contest\'s order: fewest pieces misplaced, then the lowest cost, then the earliest', async () => {
    const send = (playerid: string, answer: string) => submit(arena.url, { playerid, problemid: 'p2', answer });
    await send('dan', '0\n'); // nothing moved: pieces misplaced, cost 0
    await send('cat', padded(right.p2, 2));
    await send('ann', padded(right.p2, 1));
    await send('ben', padded(right.p2, 1)); // as cheap as ann's, later
    await send('cat', padded(right.p2, 3)); // dearer: cat's best stays
    const { problems } = await (await fetch(new URL('standings.json', arena.url))).json();
    const order = Object.keys(problems.p2).filter((player) => !CLIENTS.includes(player));
    expect(order).toEqual(['ann', 'ben', 'cat', 'dan']);
    expect(problems.p2.cat.submissions).toBe(2);
    expect(problems.p2.cat.cost).toBe(problems.p2.ann.cost + 7);
    expect(problems.p2.dan).toEqual({ misplaced: expect.any(Number), cost: 0, submissions: 1 });
    expect(problems.p2.dan.misplaced).toBeGreaterThan(0);
  });

  it('takes 50 clients\' submissions at once, two each, and accounts for every one in the journal and the standings', async () => {
    const before = journalLines(files.journal).length;
    const replies = await Promise.all(CLIENTS.map(async (player, k) => [
      await submit(arena.url, { playerid: player, problemid: 'p1', answer: padded(right.p1, 1 + (k % 3)) }),
      await submit(arena.url, { playerid: player, problemid: 'p1', answer: padded(right.p1, k % 3) }),
    ]));
    expect(replies.flat().every(({ status, text }) => status === 200 && text === 'ACCEPTED 0\n')).toBe(true);
    const written = journalLines(files.journal).slice(before);
    expect(written).toHaveLength(100);
    const { problems } = await (await fetch(new URL('standings.json', arena.url))).json();
    const key = files.keys.get('p1')!;
    CLIENTS.forEach((player, k) => {
      const mine = written.filter((entry) => entry.player === player);
      expect(mine.map((entry) => entry.answer).sort()).toEqual([padded(right.p1, 1 + (k % 3)), padded(right.p1, k % 3)].sort());
      const cheapest = scoreProconAnswer(key, parseProconAnswer(key, padded(right.p1, k % 3))).cost;
      expect(problems.p1[player]).toEqual({ misplaced: 0, cost: cheapest, submissions: 2 });
    });
  });

  const form = 'application/x-www-form-urlencoded';
  const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  it.each([
    ['an unknown player', 'POST', '/SubmitAnswer', form, { playerid: 'zed', problemid: 'p1' }, 403, /^ERROR unknown player 'zed'$/],
    ['an unknown problem', 'POST', '/SubmitAnswer', form, { playerid: 'ann', problemid: 'p9' }, 404, /^ERROR unknown problem 'p9'$/],
    ['a path in the problem id', 'POST', '/SubmitAnswer', form, { playerid: 'ann', problemid: '../p1' }, 400, /^ERROR bad problem name '\.\.\/p1'/],
    ['a malformed answer', 'POST', '/SubmitAnswer', form, { playerid: 'ann', problemid: 'p1', answer: '1\nZZ\n0\n\n' }, 400,
      /^ERROR malformed answer: line 2: expected a cell as two uppercase hex digits \(column, row\), got 'ZZ'$/],
    ['an answer over the selection limit', 'POST', '/SubmitAnswer', form, { playerid: 'ann', problemid: 'p1', answer: padded('0\n', 9) }, 400,
      /^ERROR malformed answer: 9 selections, over the limit of 8$/],
    ['a swap off the grid', 'POST', '/SubmitAnswer', form, { playerid: 'ann', problemid: 'p1', answer: '1\n00\n1\nU\n' }, 400, /^ERROR malformed answer: selection 1, swap 1 \(U\) leaves the grid$/],
    ['a missing field', 'POST', '/SubmitAnswer', form, { playerid: 'ann', problemid: 'p1', answer: undefined }, 400, /^ERROR missing field answer$/],
    ['a field given twice', 'POST', '/SubmitAnswer', form, 'playerid=ann&playerid=ben&problemid=p1&answer=0', 400, /^ERROR field playerid is given 2 times$/],
    ['a body that is not a form', 'POST', '/SubmitAnswer', 'text/plain', 'hello', 415, /^ERROR send a form/],
    ['a multipart body that does not parse', 'POST', '/SubmitAnswer', 'multipart/form-data; boundary=x', 'garbage', 400, /^ERROR the body does not parse as multipart\/form-data$/],
    ['an oversized body', 'POST', '/SubmitAnswer', form, `playerid=ann&problemid=p1&answer=${'U'.repeat(1_100_000)}`, 413, /^ERROR the body is over 1048576 bytes$/],
    ['a dot-dot path', 'GET', '/problem/../standings.json', undefined, undefined, 400, /^ERROR bad problem name '\.\.\/standings\.json'/],
    ['an encoded dot-dot path', 'GET', '/problem/%2e%2e%2fp1.key.txt', undefined, undefined, 400, /^ERROR bad problem name '\.\.\/p1\.key\.txt'/],
    ['a key\'s name', 'GET', '/problem/p1.key.txt', undefined, undefined, 400, /^ERROR bad problem name 'p1\.key\.txt'/],
    ['an encoded path outside', 'GET', '/problem/..%2F..%2Fetc%2Fpasswd', undefined, undefined, 400, /^ERROR bad problem name '\.\.\/\.\.\/etc\/passwd'/],
    ['a NUL byte', 'GET', '/problem/p1.ppm%00', undefined, undefined, 400, /^ERROR bad problem name 'p1\.ppm\\x00'/],
    ['bad percent-encoding', 'GET', '/problem/%zz.ppm', undefined, undefined, 400, /^ERROR bad problem name '%zz\.ppm': not valid percent-encoding$/],
    ['an unknown problem image', 'GET', '/problem/p9.ppm', undefined, undefined, 404, /^ERROR unknown problem 'p9'$/],
    ['POST to the standings', 'POST', '/standings.json', form, 'a=b', 405, /^ERROR POST is not allowed here: GET or HEAD only$/],
    ['GET of /SubmitAnswer', 'GET', '/SubmitAnswer', undefined, undefined, 405, /^ERROR GET is not allowed here: POST only$/],
    ['DELETE of an image', 'DELETE', '/problem/p1.ppm', undefined, undefined, 405, /^ERROR DELETE is not allowed here: GET or HEAD only$/],
    ['an unknown path', 'GET', '/nowhere', undefined, undefined, 404, /^ERROR no such path '\/nowhere'$/],
    ['a path climbing out of the root', 'GET', '/../etc/passwd', undefined, undefined, 404, /^ERROR no such path '\/\.\.\/etc\/passwd'$/],
  ] as const)('refuses %s: its status, one line, the journal untouched', async (_kind, method, path, type, fields, status, message) => {
    const journal = readFileSync(files.journal);
    const text = typeof fields === 'object' && fields !== null
      ? body(Object.fromEntries(Object.entries({ answer: right.p1, ...fields }).filter(([, value]) => value !== undefined)) as Record<string, string>)
      : fields;
    const reply = await raw(arena.url, path, { method, headers: type ? { 'content-type': type } : {}, body: text });
    expect(reply.status).toBe(status);
    expect(reply.text.endsWith('\n') && !reply.text.slice(0, -1).includes('\n')).toBe(true);
    expect(reply.text.trimEnd()).toMatch(message);
    if (status === 405) expect(reply.headers.allow).toBe(path === '/SubmitAnswer' ? 'POST' : 'GET, HEAD');
    expect(readFileSync(files.journal)).toEqual(journal);
  });

  it('refuses an oversized body sent by fetch as it streams, with 413', async () => {
    const reply = await submit(arena.url, { playerid: 'ann', problemid: 'p1', answer: 'U'.repeat(3_000_000) });
    expect(reply).toEqual({ status: 413, text: 'ERROR the body is over 1048576 bytes\n' });
  });

  it('refuses a player\'s answers past --max-submissions on a problem with 429, the journal untouched', async () => {
    for (let k = 0; k < 3; k++) expect((await submit(arena.url, { playerid: 'dan', problemid: 'p1', answer: padded(right.p1, k) })).status).toBe(200);
    const journal = readFileSync(files.journal);
    expect(await submit(arena.url, { playerid: 'dan', problemid: 'p1', answer: right.p1 })).toEqual({ status: 429, text: 'ERROR dan has sent 3 answers to p1, the limit\n' });
    expect(readFileSync(files.journal)).toEqual(journal);
    // The limit is per problem.
    expect((await submit(arena.url, { playerid: 'dan', problemid: 'p2', answer: right.p2 })).status).toBe(200);
  });
});

describe('the arena\'s bounds and journal', () => {
  it('closes connections past maxConnections at once', async () => {
    const files = arenaFiles(SPECS.slice(0, 1), ['ann']);
    const arena = await startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0, maxConnections: 2 });
    const { port } = new URL(arena.url);
    const open = () => new Promise<import('node:net').Socket>((resolve) => { const socket = connect(Number(port), '127.0.0.1', () => resolve(socket)); });
    const held = [await open(), await open()];
    const third = await open();
    await new Promise((resolve) => third.once('close', resolve));
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    held.forEach((socket) => socket.destroy());
    await arena.close();
  });

  it('takes a client gone mid-upload as its own doing: nothing logged as the arena\'s failure, nothing written', async () => {
    const files = arenaFiles(SPECS.slice(0, 1), ['ann']);
    const errors: unknown[] = [];
    const arena = await startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0, onError: (error) => errors.push(error) });
    const socket = connect(Number(new URL(arena.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /SubmitAnswer HTTP/1.1\r\nHost: arena\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nplayerid=ann');
    // Loopback time for the arena to start reading the body, then to hear the connection close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([]);
    expect(readFileSync(files.journal, 'utf8')).toBe('');
    expect((await fetch(new URL('standings.json', arena.url))).status).toBe(200);
    await arena.close();
  });

  it('rebuilds the standings from the journal on a restart; a torn last line is reported and cut, and appending goes on', async () => {
    const files = arenaFiles(SPECS, ['ann', 'ben']);
    const right = await rightAnswers(files.keys);
    const start = () => startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0 });
    let arena = await start();
    expect(arena.replay).toEqual({ replayed: 0, skipped: 0 });
    for (const [player, id, extra] of [['ann', 'p1', 1], ['ben', 'p1', 0], ['ann', 'p1', 0], ['ben', 'p2', 2]] as const) {
      await submit(arena.url, { playerid: player, problemid: id, answer: padded(right[id], extra) });
    }
    const standings = await (await fetch(new URL('standings.json', arena.url))).text();
    await arena.close();
    const whole = readFileSync(files.journal, 'utf8');
    // A kill during a write, inside a character: its length is counted in bytes.
    appendFileSync(files.journal, Buffer.concat([Buffer.from('{"at":"2014-10-1'), Buffer.from('é').subarray(0, 1)]));
    arena = await start();
    expect(arena.replay).toEqual({ replayed: 4, skipped: 0, tornBytes: 17 });
    expect(readFileSync(files.journal, 'utf8')).toBe(whole);
    expect(await (await fetch(new URL('standings.json', arena.url))).text()).toBe(standings);
    expect(await submit(arena.url, { playerid: 'ben', problemid: 'p2', answer: right.p2 })).toEqual({ status: 200, text: 'ACCEPTED 0\n' });
    await arena.close();
    expect(readFileSync(files.journal, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line).player)).toEqual(['ann', 'ben', 'ann', 'ben', 'ben']);
    // A player no longer listed: left out of the standings, kept in the journal.
    writeFileSync(files.playersFile, 'ann\n');
    arena = await start();
    expect(arena.replay).toEqual({ replayed: 2, skipped: 3 });
    await arena.close();
  });

  it('refuses a journal with a broken line before its last, naming the line', async () => {
    const files = arenaFiles(SPECS.slice(0, 1), ['ann']);
    writeFileSync(files.journal, '{"oops": 1}\n');
    await expect(startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0 }))
      .rejects.toThrow(/journal\.jsonl line 1: not a submission \(at, player, problem, answer, misplaced, cost, selections, swaps\)$/);
  });
});
