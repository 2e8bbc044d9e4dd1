// `slidepuzzle procon serve` started as a process of its own (the built CLI), ready once its one
// line names its address. An arena a test leaves running, as a failing one does before its own
// stop, is killed after that test.
import { afterEach } from 'vitest';
import { startCli } from '../../helpers/batch-files.js';

export type ServeProcess = ReturnType<typeof startCli> & { url: string };

const running = new Set<ReturnType<typeof startCli>>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** Starts the arena with `args` (after `procon serve`); resolves once it listens, rejects if it ends first. */
export async function serveArena(args: string[]): Promise<ServeProcess> {
  const child = startCli(['procon', 'serve', ...args]);
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
