// Vitest global setup: the CLI, package and browser tests run what is built in dist/ and web/dist/,
// so a run after an edit would test stale code. When any source (src/, assembly/, web/, scripts/,
// the build's settings) is newer than the build, or the build is missing, the build runs first and says so in one line.
// `npm test` builds just before, so there it finds the build fresh and costs a directory walk.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['src', 'assembly', 'web', 'scripts'];
/** The build's own settings, sources too. */
const SETTINGS = ['package.json', 'asconfig.json', 'tsconfig.json'];
/** Outputs of the build, not sources. */
const SKIP = new Set(['dist', 'node_modules']);
const BUILT = ['dist/cli/main.js', 'web/dist/worker.js'];

function newestIn(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.generated.ts')) continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Why the build is stale, or undefined when it is fresh. */
export function staleBuild(root = ROOT): string | undefined {
  const missing = BUILT.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...BUILT.map((file) => statSync(join(root, file)).mtimeMs));
  const settings = SETTINGS.map((file) => join(root, file)).filter((path) => existsSync(path)).map((path) => statSync(path).mtimeMs);
  const newest = Math.max(...SOURCES.map((folder) => newestIn(join(root, folder))), ...settings);
  return newest > built ? 'a source file is newer than the build' : undefined;
}

export default function setup(): void {
  const reason = staleBuild();
  if (!reason) return;
  console.warn(`building first (npm run build:web): ${reason}`);
  execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
