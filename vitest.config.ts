import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The machine running the suite may be busy: long searches and the browser tests get room.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
