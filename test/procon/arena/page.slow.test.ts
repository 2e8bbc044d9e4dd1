// The arena's standings page in Chromium: a table a problem, best first, with the figures of
// /standings.json; an answer sent after the page opened shows up without a reload (the page fetches
// itself every 2 s); nothing asked of another origin, no page error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type RunningArena, formatProconAnswer, solveProcon, startArena } from '../../../src/puzzles/procon/node.js';
import { SKIP_BROWSER_TESTS, launchChromium } from '../../helpers/chromium.js';
import { arenaFiles, padded, submit } from './fixture.js';

describe.skipIf(SKIP_BROWSER_TESTS)('the standings page in Chromium', () => {
  const files = arenaFiles([
    { id: 'p1', columns: 3, rows: 2, limit: 8, costs: [10, 1], seed: 4 },
    { id: 'p2', columns: 2, rows: 3, limit: 8, costs: [7, 2], seed: 9 },
  ], ['ann', 'ben', 'cat']);
  let arena: RunningArena, browser: Browser, answer: string;
  beforeAll(async () => {
    arena = await startArena({ problemsDir: files.dir, playersFile: files.playersFile, port: 0 });
    browser = await launchChromium();
    const key = files.keys.get('p1')!;
    const solved = await solveProcon(key);
    if (solved.status !== 'solved') throw new Error(solved.status);
    answer = formatProconAnswer(key, solved.answer);
  });
  afterAll(async () => {
    await browser?.close();
    await arena?.close();
  });

  it('shows each problem\'s standings, best first, and an answer sent later without a reload', async () => {
    await submit(arena.url, { playerid: 'ben', problemid: 'p1', answer: padded(answer, 1) });
    await submit(arena.url, { playerid: 'cat', problemid: 'p1', answer: '0\n' });
    const page = await browser.newPage();
    const offOrigin: string[] = [], errors: string[] = [];
    page.on('request', (request) => { if (!request.url().startsWith(arena.url) && !request.url().startsWith('data:')) offOrigin.push(request.url()); });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    await page.goto(arena.url);
    const rows = (id: string) => page.$$eval(`#problem-${id} tbody tr`, (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    const { problems } = await (await fetch(new URL('standings.json', arena.url))).json();
    expect(await rows('p1')).toEqual([
      ['1', 'ben', '0', String(problems.p1.ben.cost), '1'],
      ['2', 'cat', String(problems.p1.cat.misplaced), '0', '1'],
    ]);
    expect(await rows('p2')).toEqual([]);
    expect(await page.textContent('#problem-p2 p.none')).toBe('No answer yet: ann, ben, cat');
    // ann's answer, cheaper than ben's, goes to the top at the page's next refresh.
    await submit(arena.url, { playerid: 'ann', problemid: 'p1', answer });
    await page.waitForFunction(() => document.querySelector('#problem-p1 tbody tr td:nth-child(2)')?.textContent === 'ann', undefined, { timeout: 10_000 });
    expect((await rows('p1')).map((row) => row[1])).toEqual(['ann', 'ben', 'cat']);
    expect(await page.textContent('#summary')).toMatch(/^2 problems, 3 players, 3 answers accepted; as of \d\d:\d\d:\d\d UTC$/);
    await page.close();
    expect(offOrigin).toEqual([]);
    expect(errors).toEqual([]);
  });
});
