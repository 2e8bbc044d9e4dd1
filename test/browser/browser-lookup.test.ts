// How the browser tests find a browser: CHROMIUM_PATH when set (and only it), then PATH and
// Playwright's cache; and how they read CI. What they do without one is in
// browser-lookup.slow.test.ts.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, onCI } from '../helpers/chromium.js';

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
