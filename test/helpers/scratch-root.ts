// Vitest global setup: every temporary file of a run (the tests' scratch folders, the CLIs they
// start, the browser's profile) goes into one folder, removed when the run ends, so that runs
// leave nothing behind in the machine's temporary folder. (The pattern databases' test cache,
// test-cache.ts, stays on purpose: it speeds up the next run.) Test workers and the
// processes they start inherit TMPDIR, which os.tmpdir() reads. The teardown puts TMPDIR back, as
// watch mode starts again in the same process when the config changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const before = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'slidepuzzle-tests-'));
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
