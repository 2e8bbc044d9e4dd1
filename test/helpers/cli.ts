import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scratch } from './batch-files.js';

const main = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** The built CLI's entry (npm test builds it first). */
export const CLI_MAIN = main;

/** Runs the built CLI (npm test builds it first), in `env` (default: this process's). */
export function cli(args: string[], input?: string, env: NodeJS.ProcessEnv = process.env) {
  const run = spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', input, timeout: 120_000, env });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** An environment whose PATH starts with a folder holding `slidepuzzle`, the built CLI, as an installed package puts it (for the recipes). */
export function slidepuzzleOnPath(): NodeJS.ProcessEnv {
  const bin = scratch();
  writeFileSync(bin('slidepuzzle'), `#!/bin/sh\nexec "${process.execPath}" "${main}" "$@"\n`);
  chmodSync(bin('slidepuzzle'), 0o755);
  return { ...process.env, PATH: `${bin('.').replace(/\/\.$/, '')}:${process.env.PATH}` };
}
