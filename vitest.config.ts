import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pattern databases built by the tests are cached here, not in the user's cache folder.
    env: { SLIDEPUZZLE_CACHE_DIR: join(tmpdir(), 'slidepuzzle-test-cache') },
    // Says once when the browser tests are skipped for want of a browser (test/helpers/chromium.ts);
    // keeps the run's temporary files in one folder, removed at its end.
    globalSetup: ['test/helpers/fresh-build.ts', 'test/helpers/browser-setup.ts', 'test/helpers/scratch-root.ts'],
    // The machine running the suite may be busy: long searches and the browser tests get room.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
