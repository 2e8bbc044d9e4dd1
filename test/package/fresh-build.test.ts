// The check that rebuilds before a test run on a stale dist/ (test/helpers/fresh-build.ts), on a
// folder laid out as the repository is, with file times set by hand.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleBuild } from '../helpers/fresh-build.js';

let root: string;
const laid: string[] = [];
afterEach(() => { for (const folder of laid.splice(0)) rmSync(folder, { recursive: true, force: true }); });

function lay(files: Record<string, number>): void {
  root = mkdtempSync(join(tmpdir(), 'fresh-build-'));
  laid.push(root);
  for (const folder of ['src', 'assembly', 'web', 'scripts']) mkdirSync(join(root, folder), { recursive: true });
  for (const [file, seconds] of Object.entries(files)) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '');
    utimesSync(path, seconds, seconds);
  }
}

describe('the stale-build check', () => {
  it('finds a build newer than every source fresh', () => {
    lay({ 'src/engine/solve.ts': 1000, 'web/main.ts': 1000, 'dist/cli/main.js': 2000, 'web/dist/worker.js': 2000 });
    expect(staleBuild(root)).toBeUndefined();
  });

  it('finds it stale when one source is newer, however deep, but not for generated files or web/dist', () => {
    lay({ 'src/engine/search/ts-engine.ts': 3000, 'dist/cli/main.js': 2000, 'web/dist/worker.js': 2000 });
    expect(staleBuild(root)).toMatch(/newer than the build/);
    lay({ 'src/core/wasm-bytes.generated.ts': 3000, 'web/dist/main.js': 3000, 'dist/cli/main.js': 2000, 'web/dist/worker.js': 2000 });
    expect(staleBuild(root)).toBeUndefined();
  });

  it('counts the build settings as sources', () => {
    lay({ 'src/a.ts': 1000, 'package.json': 3000, 'dist/cli/main.js': 2000, 'web/dist/worker.js': 2000 });
    expect(staleBuild(root)).toMatch(/newer than the build/);
  });

  it('finds it stale when the demo page is older than the package build, or missing', () => {
    lay({ 'assembly/index.ts': 1500, 'dist/cli/main.js': 2000, 'web/dist/worker.js': 1000 });
    expect(staleBuild(root)).toMatch(/newer than the build/);
    lay({ 'src/a.ts': 1000, 'dist/cli/main.js': 2000 });
    expect(staleBuild(root)).toMatch(/web\/dist\/worker.js is missing/);
  });
});
