// The demo page in real Chromium, served by a plain static server: solving off the main thread,
// answers replayed here in Node, cancelling, playback, the editor and the race.
import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution, replay } from '../../src/engine/board/moves.js';
import { scramble } from '../../src/engine/scramble.js';
import { seededRandom } from '../../src/core/random.js';
import { SKIP_BROWSER_TESTS } from '../helpers/chromium.js';
import { watchMainThread } from '../helpers/main-thread.js';
import { useDemoPage } from '../helpers/browser-pages.js';

/**
 * The main thread: no task may use 100 ms of CPU, and all its tasks together a small share of the
 * time (the search is in the worker). Wall-clock figures also count the time the OS gives to other
 * processes: on this shared 2-core machine they have shown stalls of 500 ms with 17 ms of CPU in
 * them, so the timer gap only has to stay under a second (a search on the main thread takes seconds).
 */
const MAX_TASK_CPU_MS = 100;
const MAX_MAIN_THREAD_SHARE = 0.25;
const MAX_GAP_MS = 1000;

/**
 * About a second of wasm search on this machine (26,549,142 nodes, a 98-move answer not proven
 * optimal): long enough that the page's own set-up is a small part of the time watched.
 */
const ONE_SECOND_5X5 = '5,5,1HKD5=OIG=0948M7EJL23CFBN';
/** A random 6x6: no optimal search ends on it within seconds. */
const HOPELESS_6X6 = '6,6,14P9XIE0SHBZVTK7AGN8JDWUCRQM253FOLY6';
/** Eight tiles on a ring around a wall, one step round: an 8-move answer, for the tests about the page. */
const EASY_3X3 = '3,3,2361=8470';

const demo = useDemoPage();
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  cdp = await demo.browser.newBrowserCDPSession();
});

beforeEach(() => {
  page = demo.page;
});

interface PageSettings {
  readonly engine?: 'wasm' | 'ts';
  readonly optimal?: boolean;
  readonly timeLimitSeconds?: number;
}

async function setUp(line: string, { engine = 'wasm', optimal = false, timeLimitSeconds = 60 }: PageSettings = {}) {
  await page.fill('#board', line);
  await page.selectOption('#engine', engine);
  await page.setChecked('#optimal', optimal);
  await page.fill('#time-limit', String(timeLimitSeconds));
}

/** Clicks #solve and waits for the page to show an outcome. */
async function solveOnPage(line: string, settings?: PageSettings) {
  await setUp(line, settings);
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('#status')!.dataset.status !== 'running', undefined, { timeout: 60_000 });
  return {
    status: await page.getAttribute('#status', 'data-status'),
    moves: (await page.textContent('#moves')) ?? '',
    verified: await page.textContent('#verified'),
  };
}

const shownBoard = () => page.getAttribute('#board-view', 'data-board');
const nodesShown = async () => Number((await page.textContent('#nodes'))!.replaceAll(',', ''));

/** CPU seconds used so far by Chromium's renderer processes, where pages and their workers run. */
async function rendererCpuSeconds(): Promise<number> {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((process) => process.type === 'renderer').reduce((sum, process) => sum + process.cpuTime, 0);
}

describe.skipIf(SKIP_BROWSER_TESTS)('the demo page in Chromium', { timeout: 60_000 }, () => {
  it('solves a 5x5 board of about a second in a worker, and the main thread never blocks', async () => {
    const figures = await watchMainThread(demo.browser, page);
    const result = await solveOnPage(ONE_SECOND_5X5);
    const { longestTaskMs, longestTaskCpuMs, mainThreadCpuShare, longestGapMs } = await figures();
    console.log(`${await page.textContent('#status')} Longest main-thread task ${longestTaskMs} ms (${longestTaskCpuMs} ms CPU), main thread CPU share ${mainThreadCpuShare}, longest timer gap ${longestGapMs} ms`);

    expect(result.status).toBe('solved');
    // A search of fewer nodes ends before the page's own set-up is a small part of the time watched.
    expect(await nodesShown(), 'the board has become too easy for this test: pick a harder one').toBeGreaterThan(10_000_000);
    const start = parseBoard(ONE_SECOND_5X5);
    expect(checkSolution(start, defaultGoal(start), result.moves)).toBeUndefined();
    expect(result.verified).toMatch(/^Verified on this page/);
    expect(longestTaskCpuMs).toBeLessThan(MAX_TASK_CPU_MS);
    expect(mainThreadCpuShare).toBeLessThan(MAX_MAIN_THREAD_SHARE);
    expect(longestGapMs).toBeLessThan(MAX_GAP_MS);
  });

  it('solves a scrambled 16x16 board in the worker, draws its numbered tiles, and replays the answer', async () => {
    const goal = defaultGoal(parseBoard(`16,16,${[...Array.from({ length: 255 }, (_, i) => i + 1), 0].join(' ')}`));
    const { board } = scramble(goal, 400, seededRandom(16));
    const line = formatBoard(board);
    await page.fill('#board', line);
    expect(await shownBoard()).toBe(line);
    expect(await page.locator('#board-view .tile').count()).toBe(255);
    expect(await page.locator('#board-view .tile', { hasText: /^255$/ }).count()).toBe(1);
    const result = await solveOnPage(line, { timeLimitSeconds: 5 });
    expect(result.status).toBe('solved');
    expect(checkSolution(board, goal, result.moves)).toBeUndefined();
    expect(result.verified).toMatch(/^Verified on this page/);
  });

  it('stays responsive and shows live progress through a multi-second search, then times out', async () => {
    const figures = await watchMainThread(demo.browser, page);
    const seen = new Set<number>();
    await setUp(HOPELESS_6X6, { engine: 'ts', optimal: true, timeLimitSeconds: 3 });
    await page.click('#solve');
    let looks = 0;
    while ((await page.getAttribute('#status', 'data-status')) === 'running') {
      seen.add(await nodesShown());
      looks++;
      await page.waitForTimeout(100);
    }
    const { longestTaskMs, longestTaskCpuMs, mainThreadCpuShare, longestGapMs } = await figures();
    console.log(`3 s search in the page: longest main-thread task ${longestTaskMs} ms (${longestTaskCpuMs} ms CPU), main thread CPU share ${mainThreadCpuShare}, longest timer gap ${longestGapMs} ms; ${seen.size} node counts in ${looks} looks`);

    expect(await page.getAttribute('#status', 'data-status')).toBe('timeout');
    expect(await page.textContent('#status')).toMatch(/^No answer within the time limit/);
    // The node count moved on while the page was watched: between most looks. A CI run on a busy
    // machine saw 9 counts where the bar was a fixed 10; fewer looks got in.
    expect(seen.size).toBeGreaterThan(Math.min(10, looks / 2));
    expect(longestTaskCpuMs).toBeLessThan(MAX_TASK_CPU_MS);
    expect(mainThreadCpuShare).toBeLessThan(MAX_MAIN_THREAD_SHARE);
    expect(longestGapMs).toBeLessThan(MAX_GAP_MS);
  });

  it('cancels a long search within 200 ms, and the worker then stops using the CPU', async () => {
    await setUp(HOPELESS_6X6, { optimal: true });
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#nodes')!.textContent !== '0');
    const busyFrom = await rendererCpuSeconds();
    await page.waitForTimeout(500);
    const busyCpu = await rendererCpuSeconds() - busyFrom;

    // Measured in the page: from the click on Cancel to the 'aborted' result on screen.
    const cancelMs = await page.evaluate(() => new Promise<number>((resolve) => {
      const status = document.querySelector<HTMLElement>('#status')!;
      const clicked = performance.now();
      new MutationObserver(() => { if (status.dataset.status === 'aborted') resolve(performance.now() - clicked); })
        .observe(status, { attributes: true });
      document.querySelector<HTMLElement>('#cancel')!.click();
    }));
    const nodes = await nodesShown();
    // The least of up to three spells of 500 ms: a search still running would use the CPU in each,
    // where a one-off (a collection, the worker's clean-up) does not; on a busy CI run one spell
    // right after the cancel took 0.36 s against 0.39 s searching.
    let idleCpu = Infinity;
    for (let spell = 0; spell < 3 && !(idleCpu < busyCpu / 2); spell++) {
      const idleFrom = await rendererCpuSeconds();
      await page.waitForTimeout(500);
      idleCpu = Math.min(idleCpu, await rendererCpuSeconds() - idleFrom);
    }
    console.log(`cancel: settled ${Math.round(cancelMs)} ms after the click; renderer CPU over 500 ms: ${busyCpu.toFixed(3)} s searching, ${idleCpu.toFixed(3)} s after`);

    expect(await page.textContent('#status')).toMatch(/^Cancelled after/);
    expect(cancelMs).toBeLessThan(200);
    expect(await nodesShown()).toBe(nodes); // no progress after the end
    // Relative, as other processes share the machine: a search still running would use as much again.
    expect(busyCpu).toBeGreaterThan(0.1);
    expect(idleCpu).toBeLessThan(busyCpu / 2);
  });

  it('plays the answer back move by move, ending on the goal', async () => {
    const { moves } = await solveOnPage(EASY_3X3);
    const start = parseBoard(EASY_3X3);
    await page.click('#step');
    await expect.poll(shownBoard).toBe(formatBoard(replay(start, moves[0])));
    await page.click('#back');
    await expect.poll(shownBoard).toBe(EASY_3X3);
    await page.click('#play');
    await expect.poll(() => page.textContent('#position'), { timeout: 20_000 }).toBe(`move ${moves.length} of ${moves.length}`);
    expect(await shownBoard()).toBe(formatBoard(defaultGoal(start)));
  });

  it('edits walls by clicking cells, and scrambles a board that then solves', async () => {
    await page.selectOption('#width', '4');
    await page.selectOption('#height', '3');
    expect(await page.inputValue('#board')).toBe('4,3,123456789AB0');
    await clickCell(1, 1, 4, 3);
    expect(await page.inputValue('#board')).toBe('4,3,12345=789AB0');
    await clickCell(3, 2, 4, 3); // the blank's home cannot be a wall
    expect(await page.inputValue('#board')).toBe('4,3,12345=789AB0');
    await page.click('#scramble');
    const scrambled = await page.inputValue('#board');
    expect(scrambled).toMatch(/^4,3,[0-9AB=]{12}$/);
    expect(scrambled[9]).toBe('=');
    const result = await solveOnPage(scrambled);
    const start = parseBoard(scrambled);
    expect(checkSolution(start, defaultGoal(start), result.moves)).toBeUndefined();
  });

  it('races wasm against TS on the same board and shows both times', async () => {
    await setUp(EASY_3X3);
    await page.click('#race');
    await expect.poll(() => page.textContent('#race-summary')).toMatch(/as fast as/);
    for (const lane of ['#lane-wasm', '#lane-ts']) {
      expect(await page.textContent(`${lane} .time`)).toMatch(/^\d+\.\d\d s$/);
      expect(await page.textContent(`${lane} .detail`)).toMatch(/Verified on this page/);
    }
  });

  it('gives bad input and unsolvable boards their own messages', async () => {
    expect(await solveOnPage('3,3,1234')).toMatchObject({ status: 'invalid', moves: '' });
    expect(await page.textContent('#status')).toMatch(/^Bad input: a 3x3 board has 9 cells/);
    expect(await solveOnPage('3,3,213456780')).toMatchObject({ status: 'unsolvable', moves: '' });
    expect(await page.textContent('#status')).toMatch(/^Unsolvable: .*parity/);
  });
});

/** Clicks the middle of cell (x, y) of the board view. */
async function clickCell(x: number, y: number, width: number, height: number) {
  const box = (await page.locator('#board-view').boundingBox())!;
  await page.mouse.click(box.x + ((x + 0.5) * box.width) / width, box.y + ((y + 0.5) * box.height) / height);
}
