// How the browser tests find a browser, and what they do without one: skip with one line, or fail
// under CI. CHROMIUM_PATH=/nonexistent hides every browser (a set CHROMIUM_PATH is never bypassed).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findChromium, onCI } from '../helpers/chromium.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH when set, and only it', () => {
    const fake = join(mkdtempSync(join(tmpdir(), 'chromium-')), 'chrome');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(findChromium({ CHROMIUM_PATH: fake })).toEqual({ found: true, path: fake });
    const missing = findChromium({ CHROMIUM_PATH: '/nonexistent', PATH: process.env.PATH });
    expect(missing).toMatchObject({ found: false, reason: expect.stringContaining('apt-get install chromium') });
  });

  it('looks on PATH and in Playwright\'s cache', () => {
    const folder = mkdtempSync(join(tmpdir(), 'chromium-'));
    const cached = join(folder, 'chromium-1234', 'chrome-linux', 'chrome');
    const lookup = findChromium({ PATH: '', PLAYWRIGHT_BROWSERS_PATH: folder });
    // /usr/bin/chromium comes first when the machine has it; the cache is the last place looked.
    if (lookup.found && lookup.path === '/usr/bin/chromium') return;
    expect(lookup.found).toBe(false);
    mkdirSync(join(folder, 'chromium-1234', 'chrome-linux'), { recursive: true });
    writeFileSync(cached, '#!/bin/sh\n');
    chmodSync(cached, 0o755);
    expect(findChromium({ PATH: '', PLAYWRIGHT_BROWSERS_PATH: folder })).toEqual({ found: true, path: cached });
    const bin = join(folder, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'chromium-browser'), '#!/bin/sh\n');
    chmodSync(join(bin, 'chromium-browser'), 0o755);
    expect(findChromium({ PATH: bin, PLAYWRIGHT_BROWSERS_PATH: folder })).toEqual({ found: true, path: join(bin, 'chromium-browser') });
  });

  it('reads CI as CI services set it', () => {
    expect(onCI({ CI: 'true' })).toBe(true);
    expect(onCI({ CI: '1' })).toBe(true);
    expect(onCI({})).toBe(false);
    expect(onCI({ CI: 'false' })).toBe(false);
  });
});

/** Runs one browser test file in a child vitest with no browser to be found. */
function withoutBrowser(ci: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: '/nonexistent', CI: ci };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'test/browser/solver-api.test.ts'],
    { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('without a browser', () => {
  it('the browser tests are skipped with one line saying how to get one', () => {
    const { code, output } = withoutBrowser('');
    expect(output.match(/browser tests skipped/g)).toHaveLength(1);
    expect(output).toMatch(/browser tests skipped: CHROMIUM_PATH=\/nonexistent is not an executable file; install one with 'apt-get install chromium'/);
    expect(code).toBe(0);
  });

  it('under CI=true they fail', () => {
    const { code, output } = withoutBrowser('true');
    expect(output).not.toMatch(/browser tests skipped/);
    expect(output).toMatch(/CHROMIUM_PATH=\/nonexistent is not an executable file/);
    expect(code).not.toBe(0);
  });
});
