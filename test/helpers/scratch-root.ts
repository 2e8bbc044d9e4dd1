// Vitest global setup: every temporary file of a run (the tests' scratch folders, the CLIs they
// start, the browser's profile) goes into one folder, removed when the run ends, so that runs
// leave nothing behind in the machine's temporary folder. Test workers and the processes they
// start inherit TMPDIR, which os.tmpdir() reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'slidepuzzle-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
