// The browser the browser tests drive through playwright-core (which never downloads one itself),
// found or explained. Where it looks, in order:
//   1. CHROMIUM_PATH, when set (and only there: a set path that is not an executable is an error,
//      never a silent fallback to another browser; CHROMIUM_PATH=/nonexistent thus hides them all);
//   2. /usr/bin/chromium (Debian's chromium package; .ci/run installs it);
//   3. chromium, chromium-browser, google-chrome on PATH;
//   4. Playwright's browser cache ($PLAYWRIGHT_BROWSERS_PATH, else ~/.cache/ms-playwright).
// Without one, the browser tests are skipped with one line on stderr (printed once, by
// browser-setup.ts), except under CI, where they run and fail with the same reason.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

export type ChromiumLookup =
  | { readonly found: true; readonly path: string }
  | { readonly found: false; readonly reason: string };

const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome'];

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function playwrightCache(env: NodeJS.ProcessEnv): string[] {
  const root = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  let folders: string[];
  try {
    folders = readdirSync(root).filter((name) => name.startsWith('chromium')).sort().reverse(); // newest first
  } catch {
    return [];
  }
  return folders.flatMap((folder) => ['chrome-linux', 'chrome-linux64'].map((sub) => join(root, folder, sub, 'chrome')));
}

const HOW_TO_GET_ONE = "install one with 'apt-get install chromium' or set CHROMIUM_PATH to a Chromium or Chrome executable";

/** Finds a Chromium to launch, or says why there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  if (env.CHROMIUM_PATH) {
    return executable(env.CHROMIUM_PATH)
      ? { found: true, path: env.CHROMIUM_PATH }
      : { found: false, reason: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; ${HOW_TO_GET_ONE}` };
  }
  const onPath = (env.PATH ?? '').split(delimiter).filter(Boolean).flatMap((folder) => ON_PATH.map((name) => join(folder, name)));
  const path = ['/usr/bin/chromium', ...onPath, ...playwrightCache(env)].find(executable);
  if (path) return { found: true, path };
  return {
    found: false,
    reason: `no Chromium at /usr/bin/chromium, as ${ON_PATH.join(', ')} on PATH, nor in Playwright's cache; ${HOW_TO_GET_ONE}`,
  };
}

/** CI=true (or any value but '', 0 and false), as CI services set it. */
export const onCI = (env: NodeJS.ProcessEnv = process.env) => !['', '0', 'false'].includes((env.CI ?? '').toLowerCase());

const lookup = findChromium();

/** Browser tests run when a browser is found, and always under CI (where a missing one fails them). */
export const SKIP_BROWSER_TESTS = !lookup.found && !onCI();

/** Headless Chromium with a fresh temporary profile (Playwright makes a new user-data-dir per launch). */
export function launchChromium(): Promise<Browser> {
  if (!lookup.found) throw new Error(`browser tests: ${lookup.reason}`);
  return chromium.launch({
    executablePath: lookup.path,
    headless: true,
    // No sandbox as root; and no background calls home, which this machine's closed network refuses.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}
