// What the browser tests do without a browser: skip with one line, or fail under CI.
// CHROMIUM_PATH=/nonexistent hides every browser (a set CHROMIUM_PATH is never bypassed).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs one browser test file in a child vitest with no browser to be found. */
function withoutBrowser(ci: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: '/nonexistent', CI: ci };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'test/browser/solver-api.slow.test.ts'],
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
