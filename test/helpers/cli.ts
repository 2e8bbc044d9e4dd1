import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** Runs the built CLI (npm test builds it first). */
export function cli(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', input, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
