// The demo page's Procon view in real Chromium, served by a plain static server: a board generated
// on the page, solved in its worker, the answer scored here in Node by replay and played back,
// selection by selection and swap by swap, until every piece is home; and bad input.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ProconProblem, formatProblemPpm, formatProconProblem, generateProconProblem, parseProconAnswer, parseProconProblem, playProconAnswer, rearrange,
  scoreProconAnswer,
} from '../../src/puzzles/procon/index.js';
import { picture } from '../helpers/picture.js';
import { SKIP_BROWSER_TESTS } from '../helpers/chromium.js';
import { useDemoPage } from '../helpers/browser-pages.js';

/** A 5 x 4 board with cheap selections: the select-and-swap beam's answers, several selections long. */
const BOARD = { width: 5, height: 4, selectLimit: 6, selectCost: 3, swapCost: 5, seed: 7 };

const demo = useDemoPage();
let page: Page;

beforeEach(() => {
  page = demo.page;
});

const shownPieces = () => page.getAttribute('#procon-view', 'data-pieces');
const status = () => page.getAttribute('#procon-status', 'data-status');

async function openProconView() {
  await page.click('#tab-procon');
  await page.waitForSelector('#procon-page', { state: 'visible' });
}

/** The pieces after each step (a selection or a swap) of an answer, played here in Node. */
function framesOf(problem: ProconProblem, text: string): string[] {
  const answer = parseProconAnswer(problem, text);
  const frames = [Array.from(problem.pieces).join(',')];
  answer.forEach((selection, k) => {
    const before = answer.slice(0, k);
    frames.push(Array.from(playProconAnswer(problem, before)).join(','));
    for (let j = 1; j <= selection.swaps.length; j++) {
      frames.push(Array.from(playProconAnswer(problem, [...before, { cell: selection.cell, swaps: selection.swaps.slice(0, j) }])).join(','));
    }
  });
  return frames;
}

describe.skipIf(SKIP_BROWSER_TESTS)('the demo page\'s Procon view in Chromium', { timeout: 60_000 }, () => {
  it('generates a board, solves it in the worker, and plays the answer back until every piece is home', async () => {
    await openProconView();
    expect(page.url()).toMatch(/#procon$/);
    expect(await page.isHidden('#slide-page')).toBe(true);
    await page.selectOption('#procon-width', String(BOARD.width));
    await page.selectOption('#procon-height', String(BOARD.height));
    await page.fill('#procon-limit', String(BOARD.selectLimit));
    await page.fill('#procon-select-cost', String(BOARD.selectCost));
    await page.fill('#procon-swap-cost', String(BOARD.swapCost));
    await page.fill('#procon-seed', String(BOARD.seed));
    await page.click('#procon-generate');
    const problem = generateProconProblem(BOARD);
    expect(await page.inputValue('#procon-input')).toBe(formatProconProblem(problem));
    expect(await shownPieces()).toBe(Array.from(problem.pieces).join(','));
    expect(await page.locator('#procon-view rect').count()).toBe(20);
    const away = Array.from(problem.pieces).filter((target, cell) => target !== cell).length;
    expect(await page.textContent('#procon-misplaced')).toBe(`${away} / 20`);

    await page.fill('#procon-time-limit', '2');
    await page.click('#procon-solve');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#procon-status')!.dataset.status !== 'running', undefined, { timeout: 30_000 });
    expect(await status()).toBe('solved');
    const text = (await page.textContent('#procon-answer'))!;
    const score = scoreProconAnswer(problem, parseProconAnswer(problem, text));
    console.log(`Procon on the page: ${await page.textContent('#procon-status')}`);
    expect(score.misplaced).toBe(0);
    expect(score.selections).toBeLessThanOrEqual(BOARD.selectLimit);
    expect(await page.textContent('#procon-status')).toContain(`Solved at cost ${score.cost.toLocaleString('en-US')}`);
    expect(await page.textContent('#procon-verified')).toBe(`Verified on this page: replaying ${score.selections} selection${score.selections === 1 ? '' : 's'} `
      + `and ${score.swaps} swaps puts every piece home, cost ${score.cost.toLocaleString('en-US')}.`);

    // Step by step: the selection outlines its piece, each swap moves it; the frames are Node's.
    const frames = framesOf(problem, text);
    expect(await page.textContent('#procon-position')).toBe(`step 0 of ${frames.length - 1}`);
    await page.click('#procon-step');
    expect(await shownPieces()).toBe(frames[1]);
    expect(Number(await page.getAttribute('#procon-view', 'data-selected'))).toBe(parseProconAnswer(problem, text)[0].cell);
    expect(await page.locator('#procon-view rect.selected').count()).toBe(1);
    expect(await page.textContent('#procon-cost')).toBe(String(BOARD.selectCost));
    await page.click('#procon-step');
    expect(await shownPieces()).toBe(frames[2]);
    expect(await page.textContent('#procon-cost')).toBe(String(BOARD.selectCost + BOARD.swapCost));
    await page.click('#procon-back');
    expect(await shownPieces()).toBe(frames[1]);

    // Played at the fastest pace: every frame seen is one of the answer's, in order, ending home.
    await page.selectOption('#procon-speed', '5');
    await page.click('#procon-play');
    const seen: { at: number; pieces: string }[] = [];
    for (;;) {
      const frame = await page.evaluate(() => ({
        at: Number(/^step (\d+)/.exec(document.querySelector('#procon-position')!.textContent!)![1]),
        pieces: document.querySelector<SVGElement>('#procon-view')!.dataset.pieces!,
      }));
      seen.push(frame);
      if (frame.at === frames.length - 1) break;
      await page.waitForTimeout(50);
    }
    for (const { at, pieces } of seen) expect(pieces).toBe(frames[at]);
    expect(await shownPieces()).toBe(Array.from({ length: 20 }, (_, cell) => cell).join(','));
    expect(await page.textContent('#procon-misplaced')).toBe('0 / 20');
    expect(await page.textContent('#procon-cost')).toBe(score.cost.toLocaleString('en-US'));
    expect(await page.textContent('#procon-selections')).toBe(`${score.selections} / ${BOARD.selectLimit}`);
  });

  it('cuts the sample picture, reassembles it in the worker, takes a correction by clicks, and solves the swaps on the picture', async () => {
    await openProconView();
    await page.click('#procon-photo-sample');
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('#procon-reassemble')!.disabled);
    // The shuffled picture: every piece drawn from the photo, none outlined yet.
    expect(await page.locator('#procon-view use').count()).toBe(64);
    expect(await page.locator('#procon-view rect.wrong').count()).toBe(0);
    await page.click('#procon-reassemble');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#procon-status')!.dataset.status !== 'running', undefined, { timeout: 30_000 });
    expect(await status()).toBe('solved');
    const right = Number(await page.getAttribute('#procon-view', 'data-right'));
    console.log(`Procon photo on the page: ${await page.textContent('#procon-status')}`);
    expect(await page.textContent('#procon-status')).toMatch(new RegExp(`^Reassembled in \\d+ ms: ${right} of 64 pieces in their cell`));
    expect(await page.locator('#procon-view rect.wrong').count()).toBe(64 - right);

    // Two clicks exchange two pieces: two right pieces become two wrong ones, and back.
    const box = (await page.locator('#procon-view').boundingBox())!;
    // Clicks relative to the board (scrolled into view first): the centre of cell (x, y).
    const click = (x: number, y: number) => page.locator('#procon-view').click({ position: { x: ((x + 0.5) * box.width) / 8, y: ((y + 0.5) * box.height) / 8 } });
    await click(0, 0);
    await click(7, 7);
    // The sample is drawn with an edge on most seams: every piece comes back (a test of the jigsaw too).
    expect(right).toBe(64);
    expect(Number(await page.getAttribute('#procon-view', 'data-right'))).toBe(62);
    expect(await page.locator('#procon-view rect.wrong').count()).toBe(2);
    expect(await page.textContent('#procon-misplaced')).toBe('2 / 64');
    await click(0, 0);
    await click(7, 7);
    expect(Number(await page.getAttribute('#procon-view', 'data-right'))).toBe(right);

    await page.fill('#procon-time-limit', '2');
    await page.click('#procon-photo-solve');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#procon-status')!.dataset.status !== 'running', undefined, { timeout: 30_000 });
    expect(await status()).toBe('solved');
    const problem = parseProconProblem(await page.inputValue('#procon-input'));
    const text = (await page.textContent('#procon-answer'))!;
    expect(scoreProconAnswer(problem, parseProconAnswer(problem, text)).misplaced).toBe(0);
    // At the end every piece is where the reassembly said; the picture is whole where it was right.
    await page.click('#procon-end');
    expect(await page.textContent('#procon-misplaced')).toBe('0 / 64');
    expect(await page.locator('#procon-view use').count()).toBe(64);
    expect(await page.locator('#procon-view rect.wrong').count()).toBe(64 - right);
  });

  it('opens a contest problem image as it is (its grid, limit and costs), reassembles it, and solves the swaps toward the picture found', async () => {
    await openProconView();
    const key = generateProconProblem({ width: 6, height: 4, selectLimit: 3, selectCost: 10, swapCost: 1, seed: 5 });
    const ppm = formatProblemPpm({ columns: 6, rows: 4, selectLimit: 3, selectCost: 10, swapCost: 1, image: rearrange(picture(96, 64, 6), 6, 4, key.pieces) });
    await page.setInputFiles('#procon-photo-file', { name: 'p1.ppm', mimeType: 'image/x-portable-pixmap', buffer: Buffer.from(ppm) });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('#procon-reassemble')!.disabled);
    expect(await page.textContent('#procon-status')).toBe('Opened p1.ppm: 6 x 4 pieces, limit 3, costs 10 and 1: reassemble it next.');
    expect(await page.locator('#procon-view use').count()).toBe(24);
    await page.click('#procon-reassemble');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#procon-status')!.dataset.status !== 'running', undefined, { timeout: 30_000 });
    expect(await page.textContent('#procon-status')).toMatch(/^Reassembled in \d+ ms: click two pieces to exchange them where the picture is wrong, then solve the swaps\.$/);
    // Nothing here knows the true arrangement: no outlines, no count.
    expect(await page.getAttribute('#procon-view', 'data-right')).toBeNull();
    expect(await page.locator('#procon-view rect.wrong').count()).toBe(0);
    expect(await page.textContent('#procon-misplaced')).toBe('? / 24');
    expect(await page.textContent('#procon-selections')).toBe('0 / 3');
    await page.fill('#procon-time-limit', '2');
    await page.click('#procon-photo-solve');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#procon-status')!.dataset.status !== 'running', undefined, { timeout: 30_000 });
    expect(await status()).toBe('solved');
    // The board solved is the image's, with the arrangement found: the picture made here comes back whole.
    const problem = parseProconProblem(await page.inputValue('#procon-input'));
    expect({ ...problem, pieces: [...problem.pieces] }).toEqual({ width: 6, height: 4, selectLimit: 3, selectCost: 10, swapCost: 1, pieces: [...key.pieces] });
    expect(scoreProconAnswer(key, parseProconAnswer(key, (await page.textContent('#procon-answer'))!)).misplaced).toBe(0);
  });

  it('says what is wrong with a pasted board, and gives it the invalid status when solved', async () => {
    await openProconView();
    const bad = '3 2 2 10 1\n00 01 02\n10 11\n';
    let message = '';
    try { parseProconProblem(bad); } catch (error) { message = (error as Error).message; }
    expect(message).not.toBe('');
    await page.fill('#procon-input', bad);
    expect(await page.textContent('#procon-input-error')).toBe(message);
    await page.click('#procon-solve');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#procon-status')!.dataset.status !== 'running', undefined, { timeout: 10_000 });
    expect(await status()).toBe('invalid');
    expect(await page.textContent('#procon-status')).toBe(`Bad input: ${message}`);
    expect(await page.textContent('#procon-answer')).toBe('');
    // A seed out of range is refused on the page.
    await page.fill('#procon-seed', '-1');
    await page.click('#procon-generate');
    expect(await status()).toBe('error');
    expect(await page.textContent('#procon-status')).toMatch(/^The seed must be a whole number/);
  });
});
