// `slidepuzzle procon serve` started as a process of its own (the built CLI), ready once its one
// line names its address. An arena a test leaves running, as a failing one does before its own
// stop, is killed after that test.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { startCli } from '../../helpers/batch-files.js';

export type ServeProcess = ReturnType<typeof startCli> & { url: string };

const MAIN = fileURLToPath(new URL('../../../dist/cli/main.js', import.meta.url));
const running = new Set<ReturnType<typeof startCli>>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/**
 * Starts the arena with `args` (after `procon serve`); resolves once it listens, rejects if it ends
 * first. `fileBlocks` bounds the files it writes (sh's `ulimit -f`, in 512-byte blocks), so that a
 * journal write fails once the journal would pass it.
 */
export async function serveArena(args: string[], fileBlocks?: number): Promise<ServeProcess> {
  const child = fileBlocks === undefined ? startCli(['procon', 'serve', ...args]) : limited(fileBlocks, ['procon', 'serve', ...args]);
  running.add(child);
  void child.ended.then(() => running.delete(child));
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /(http:\/\/\S+\/) /.exec(child.output.stdout);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', look);
    void child.ended.then((code) => reject(new Error(`the arena ended (${code}) before it listened: ${child.output.stderr}`)));
  });
  return Object.assign(child, { url });
}

/** startCli(args) with its file size bounded: sh sets the bound, then runs the CLI in its place. */
function limited(fileBlocks: number, args: string[]): ReturnType<typeof startCli> {
  const child = spawn('sh', ['-c', `ulimit -f ${fileBlocks} && exec "$0" "$@"`, process.execPath, MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text: string) => { output.stdout += text; });
  child.stderr.setEncoding('utf8').on('data', (text: string) => { output.stderr += text; });
  const ended = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return Object.assign(child, { output, ended });
}
