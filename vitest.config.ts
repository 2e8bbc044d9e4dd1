import { defineConfig } from 'vitest/config';
import { TEST_CACHE_DIR } from './test/helpers/test-cache.js';

/**
 * Two suites (docs/design.md#tests). `fast` (`npm test`) is for every change: its verdicts rest on node
 * budgets, seeds and replays. `slow` (`npm run test:slow`) holds the end-to-end runs whose point is
 * real time: time limits and deadlines, the browser, the shard recipes, the packed package and the
 * largest boards. A file is slow when its name ends in `.slow.test.ts`.
 */
const SLOW = 'test/**/*.slow.test.ts';

/** What both suites share. */
const shared = {
  // Pattern databases built by the tests are cached there, not in the user's cache folder.
  env: { SLIDEPUZZLE_CACHE_DIR: TEST_CACHE_DIR },
  // The machine running the suite may be busy: long searches and the browser tests get room.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // Once a run, whichever suites it takes (the suites do not inherit them): builds first when the
    // build is stale; says once when the browser tests are skipped for want of a browser
    // (test/helpers/chromium.ts); keeps the run's temporary files in one folder, removed at its end;
    // builds the databases that several files need before any starts.
    globalSetup: ['test/helpers/fresh-build.ts', 'test/helpers/browser-setup.ts', 'test/helpers/scratch-root.ts', 'test/helpers/shared-databases.ts'],
    // Both cores: Vitest's default on a 2-core machine is one file at a time.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'fast', include: ['test/**/*.test.ts'], exclude: [SLOW] } },
      { test: { ...shared, name: 'slow', include: [SLOW] } },
    ],
  },
});
