// The worker behind createSolver(): it runs the package's own solve(), so every strategy and engine
// works here unchanged, and relays progress and the result. solve() yields to the event loop between
// search slices, which is when an 'abort' message gets in and stops the search.
import type { FromWorker, ToWorker, WorkerScope } from './protocol.js';
import { solve } from '../puzzles/slide/index.js';

/** Progress crosses to the page at most this often: plenty for a display, and light on its main thread. */
const PROGRESS_INTERVAL_MS = 50;

const scope = self as unknown as WorkerScope;
const running = new Map<number, AbortController>();

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'abort') running.get(data.id)?.abort();
  else void run(data);
});

async function run({ id, board, options, aborted }: Extract<ToWorker, { type: 'solve' }>): Promise<void> {
  const controller = new AbortController();
  if (aborted) controller.abort();
  running.set(id, controller);
  const post = (message: FromWorker) => scope.postMessage(message);
  let lastProgress = -Infinity;
  try {
    const result = await solve(board, {
      ...options,
      signal: controller.signal,
      onProgress: (progress) => {
        if (performance.now() - lastProgress < PROGRESS_INTERVAL_MS) return;
        lastProgress = performance.now();
        post({ type: 'progress', id, progress });
      },
    });
    post({ type: 'result', id, result });
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}
