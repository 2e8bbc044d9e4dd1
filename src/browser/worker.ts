// The worker behind createSolver(): it runs the package's own solve(), solveTree(), solveProcon() and reassemble(), so every
// strategy and engine works here unchanged, and relays progress and the result. Both yield to the
// event loop between search slices, which is when an 'abort' message gets in and stops the search.
import type { FromWorker, ToWorker, TreeSolveOutcome, WorkerScope } from './protocol.js';
import { InputError } from '../core/input-error.js';
import { solve } from '../engine/index.js';
import { formatTreeInput, parseTreeInput, solveTree } from '../puzzles/ahc011/index.js';
import { formatProblemPpm, formatProconProblem, parseProblemPpm, parseProconProblem, reassemble, solveProcon } from '../puzzles/procon/index.js';

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

/**
 * Reads a job's input before its solve, so an InputError from the solve itself (an answer that
 * fails its own scoring: a bug) stays an internal error rather than passing for bad input. An
 * object goes through its text or bytes too, so a bad one is caught the same way.
 * @returns the input, or the `invalid` result with the reader's one-line reason
 */
function readInput<T>(read: () => T): { readonly value: T } | { readonly invalid: { readonly status: 'invalid'; readonly reason: string } } {
  try {
    return { value: read() };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { invalid: { status: 'invalid', reason: error.message } };
  }
}

async function solveTreeInput({ id, input, options }: Extract<ToWorker, { type: 'solve-tree' }>, signal: AbortSignal, post: Post): Promise<void> {
  // A TreeInput's text: two blanks or a mask over 15 are bad input.
  const read = readInput(() => parseTreeInput(typeof input === 'string' ? input : formatTreeInput(input)));
  if ('invalid' in read) return post({ type: 'tree-result', id, result: read.invalid });
  // Improvements are few (each must beat the last): each is sent, unthrottled, so the page never misses the last.
  const found = await solveTree(read.value, { ...options, signal, onImprove: (score) => post({ type: 'tree-improve', id, score }) });
  const status: TreeSolveOutcome['status'] = signal.aborted ? 'aborted' : found.score.fullTree ? 'solved' : 'timeout';
  post({ type: 'tree-result', id, result: { status, ...found } });
}

async function solveProconInput({ id, input, options }: Extract<ToWorker, { type: 'solve-procon' }>, signal: AbortSignal, post: Post): Promise<void> {
  const read = readInput(() => parseProconProblem(typeof input === 'string' ? input : formatProconProblem(input)));
  if ('invalid' in read) return post({ type: 'procon-result', id, result: read.invalid });
  post({ type: 'procon-result', id, result: await solveProcon(read.value, { ...options, signal }) });
}

function reassembleInput({ id, input }: Extract<ToWorker, { type: 'reassemble' }>, post: Post): void {
  const read = readInput(() => parseProblemPpm(input instanceof Uint8Array ? input : formatProblemPpm(input)));
  if ('invalid' in read) return post({ type: 'reassemble-result', id, result: read.invalid });
  const started = performance.now();
  const problem = reassemble(read.value);
  post({ type: 'reassemble-result', id, result: { status: 'solved', problem, ms: performance.now() - started } });
}
