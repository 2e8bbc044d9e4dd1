// The worker behind createSolver(): it runs the package's own solve(), solveTree(), solveProcon() and reassemble(), so every
// strategy and engine works here unchanged, and relays progress and the result. Both yield to the
// event loop between search slices, which is when an 'abort' message gets in and stops the search.
import type { FromWorker, ProconSolveOutcome, ToWorker, TreeSolveOutcome, WorkerScope } from './protocol.js';
import { InputError } from '../core/input-error.js';
import { solve } from '../puzzles/slide/index.js';
import { type TreeInput, formatTreeInput, parseTreeInput, solveTree } from '../puzzles/tree/index.js';
import {
  type ProblemImage, type ProconProblem, formatProblemPpm, formatProconProblem, parseProblemPpm, parseProconProblem, reassemble, solveProcon,
} from '../puzzles/procon/index.js';

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
  // Bad input is read here, before the solve, so an InputError from the solve itself (an answer
  // that fails its own scoring: a bug) stays an internal error rather than passing for bad input.
  let problem: TreeInput;
  try {
    // A TreeInput goes through its text too, so a bad one is caught the same way (a blank count, a mask over 15).
    problem = parseTreeInput(typeof input === 'string' ? input : formatTreeInput(input));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return post({ type: 'tree-result', id, result: { status: 'invalid', reason: error.message } });
  }
  // Improvements are few (each must beat the last): each is sent, unthrottled, so the page never misses the last.
  const found = await solveTree(problem, { ...options, signal, onImprove: (score) => post({ type: 'tree-improve', id, score }) });
  const status: TreeSolveOutcome['status'] = signal.aborted ? 'aborted' : found.score.fullTree ? 'solved' : 'timeout';
  post({ type: 'tree-result', id, result: { status, ...found } });
}

async function solveProconInput({ id, input, options }: Extract<ToWorker, { type: 'solve-procon' }>, signal: AbortSignal, post: Post): Promise<void> {
  // Read here first, as for AHC011: an InputError from the solve itself would be a bug, not bad input.
  let problem: ProconProblem;
  try {
    // A ProconProblem goes through its text too, so a bad one is caught the same way (a target given twice).
    problem = parseProconProblem(typeof input === 'string' ? input : formatProconProblem(input));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return post({ type: 'procon-result', id, result: { status: 'invalid', reason: error.message } });
  }
  const result: ProconSolveOutcome = await solveProcon(problem, { ...options, signal });
  post({ type: 'procon-result', id, result });
}

function reassembleInput({ id, input }: Extract<ToWorker, { type: 'reassemble' }>, post: Post): void {
  let image: ProblemImage;
  try {
    // A ProblemImage goes through its bytes too, so a bad one is caught the same way.
    image = parseProblemPpm(input instanceof Uint8Array ? input : formatProblemPpm(input));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return post({ type: 'reassemble-result', id, result: { status: 'invalid', reason: error.message } });
  }
  const started = performance.now();
  const problem = reassemble(image);
  post({ type: 'reassemble-result', id, result: { status: 'solved', problem, ms: performance.now() - started } });
}
