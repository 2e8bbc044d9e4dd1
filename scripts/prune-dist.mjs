// Removes from dist/ what tsc left there from source files that no longer exist (a moved or deleted
// module would otherwise stay in dist/ and ship in the package). Only files without a source go, so
// a build running beside another never loses a current file.
import { existsSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'dist');
const OUTPUT = /\.(d\.ts\.map|d\.ts|js\.map|js)$/;

function prune(folder) {
  let left = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (prune(path) === 0) rmdirSync(path);
      else left++;
      continue;
    }
    const source = join(root, 'src', relative(dist, path)).replace(OUTPUT, '.ts');
    if (OUTPUT.test(entry.name) && !existsSync(source)) rmSync(path);
    else left++;
  }
  return left;
}

if (existsSync(dist)) prune(dist);
