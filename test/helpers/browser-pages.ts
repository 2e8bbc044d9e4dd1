// The browser tests' shared setup: for a test file, a static server and Chromium, and the page it
// tests: the package's browser entry as a user imports it, or the demo page (a fresh one per test,
// which must stay on its own origin and throw nothing).
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from './chromium.js';
import { type StaticServer, serveStatic } from './static-server.js';

const PACKAGE_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const DEMO_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The file's server and browser, started before its tests and closed after them. */
interface Session {
  server: StaticServer;
  browser: Browser;
}

function useSession(folder: string): Session {
  const session = {} as Session;
  beforeAll(async () => {
    session.server = await serveStatic(folder);
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/**
 * One page of dist/'s origin for the file's tests.
 * @returns `inPage(body, arg)`: runs `body` (source text, an async function's body) in the page
 * with `createSolver` imported from the unbundled entry point and `arg` in scope
 */
export function useSolverPage(): <T>(body: string, arg?: unknown) => Promise<T> {
  const session = useSession(PACKAGE_DIST);
  let page: Page;
  beforeAll(async () => {
    page = await session.browser.newPage();
    await page.goto(`${session.server.url}browser/index.js`); // any page of the origin will do
  });
  // Sent as source text: a function here would be rewritten by vitest's transform first.
  return (body, arg) => page.evaluate(`(async () => {
    const { createSolver } = await import('/browser/index.js');
    const arg = ${JSON.stringify(arg ?? null)};
    ${body}
  })()`);
}

/** The demo page, loaded afresh for each test of the file, with its server and browser. */
export interface DemoPage extends Session {
  page: Page;
}

/**
 * The demo page for each test, ready (`body[data-ready]`). After each test it checks that the page
 * asked nothing of another origin (it works offline) and threw no error.
 */
export function useDemoPage(): DemoPage {
  const demo = useSession(DEMO_DIST) as DemoPage;
  const offOrigin: string[] = [];
  const pageErrors: string[] = [];
  beforeEach(async () => {
    const page = demo.page = await demo.browser.newPage();
    page.on('request', (request) => { if (!request.url().startsWith(demo.server.url) && !request.url().startsWith('data:')) offOrigin.push(request.url()); });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(demo.server.url);
    await page.waitForSelector('body[data-ready="true"]');
  });
  afterEach(async () => {
    await demo.page.close();
    expect(offOrigin).toEqual([]); // nothing but the page's own origin, ever: the page works offline
    expect(pageErrors).toEqual([]);
  });
  return demo;
}

/**
 * The message `parse` throws for bad text, as Node reads it: what a page's `invalid` result must
 * say. Throws if `parse` takes the text.
 */
export function parseError(parse: (text: string) => unknown, text: string): string {
  try {
    parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(text)} parses`);
}
