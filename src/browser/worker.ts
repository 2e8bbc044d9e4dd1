// The worker behind createSolver(): it runs the package's own solve(), solveTree(), solveProcon() and reassemble(), so every
// strategy and engine works here unchanged, and relays progress and the result. Both yield to the
// event loop between search slices, which is when an 'abort' message gets in and stops the search.
import type { FromWorker, ToWorker, WorkerScope } from './protocol.js';
import { solve } from '../engine/index.js';
import { solveTree } from '../puzzles/ahc011/index.js';
import { reassemble, solveProcon } from '../puzzles/procon/index.js';

/** Progress crosses to the page at most this often: plenty for a display, and light on its main thread. */
const PROGRESS_INTERVAL_MS = 50;

const scope = self as unknown as WorkerScope;
const running = new Map<number, AbortController>();

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'abort') running.get(data.id)?.abort();
  else if (data.type === 'solve') void run(data.id, data.aborted, (signal, post) => solveBoard(data, signal, post));
  else if (data.type === 'solve-tree') void run(data.id, data.aborted, (signal, post) => solveTreeInput(data, signal, post));
  else if (data.type === 'solve-procon') void run(data.id, data.aborted, (signal, post) => solveProconInput(data, signal, post));
  else void run(data.id, data.aborted, async (_signal, post) => reassembleInput(data, post));
});

type Post = (message: FromWorker) => void;

/** One job: its abort controller kept under its id while it runs, and anything it throws sent as an 'error'. */
async function run(id: number, aborted: boolean, job: (signal: AbortSignal, post: Post) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  if (aborted) controller.abort();
  running.set(id, controller);
  const post: Post = (message) => scope.postMessage(message);
  try {
    await job(controller.signal, post);
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}

async function solveBoard({ id, board, options }: Extract<ToWorker, { type: 'solve' }>, signal: AbortSignal, post: Post): Promise<void> {
  let lastProgress = -Infinity;
  const result = await solve(board, {
    ...options,
    signal,
    onProgress: (progress) => {
      if (performance.now() - lastProgress < PROGRESS_INTERVAL_MS) return;
      lastProgress = performance.now();
      post({ type: 'progress', id, progress });
    },
  });
  post({ type: 'result', id, result });
}

async function solveTreeInput({ id, input, options }: Extract<ToWorker, { type: 'solve-tree' }>, signal: AbortSignal, post: Post): Promise<void> {
  // Improvements are few (each must beat the last): each is sent, unthrottled, so the page never misses the last.
  const result = await solveTree(input, { ...options, signal, onImprove: (score) => post({ type: 'tree-improve', id, score }) });
  post({ type: 'tree-result', id, result });
}

async function solveProconInput({ id, input, options }: Extract<ToWorker, { type: 'solve-procon' }>, signal: AbortSignal, post: Post): Promise<void> {
  post({ type: 'procon-result', id, result: await solveProcon(input, { ...options, signal }) });
}

function reassembleInput({ id, input }: Extract<ToWorker, { type: 'reassemble' }>, post: Post): void {
  post({ type: 'reassemble-result', id, result: reassemble(input) });
}
