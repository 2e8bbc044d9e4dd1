// Builds the demo page into web/dist/: the page script and the solver's worker as two ES modules
// (esbuild), beside a copy of index.html and style.css. The worker file is named worker.js, which is
// where createSolver()'s `new URL('./worker.js', import.meta.url)` looks for it, relative to main.js.
// The wasm is inside worker.js (base64), so the folder works from any static server, offline.
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../', import.meta.url);
const dist = new URL('web/dist/', root);

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: { main: 'web/main.ts', worker: 'src/browser/worker.ts' },
  outdir: 'web/dist',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});
for (const file of ['index.html', 'style.css']) copyFileSync(new URL(`web/${file}`, root), new URL(file, dist));

for (const file of ['main.js', 'worker.js']) {
  const bytes = readFileSync(new URL(file, dist));
  console.log(`web/dist/${file}: ${bytes.length} bytes (${gzipSync(bytes).length} gzipped)`);
}
for (const name of ['release', 'release-large']) console.log(`build/${name}.wasm: ${statSync(new URL(`build/${name}.wasm`, root)).size} bytes`);
