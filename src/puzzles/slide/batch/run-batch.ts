// The batch run: resume what an answers file already holds, solve the rest on the worker pool,
// keep every replayed answer, write the budget-respecting choice as it goes, and sum it up.
import { availableParallelism } from 'node:os';
import { wasmModule } from '../../../core/wasm-module.js';
import type { SolveResult } from '../solve.js';
import { AnswerBook, type Failure } from './answer-book.js';
import { AnswerWriter } from '../../../core/answer-writer.js';
import { formatAnswers, parseAnswerLines } from './answers-file.js';
import type { WorkerSetup } from './worker-protocol.js';
import { type ProblemFile, lineNumberOf } from './problem-file.js';
import { DEFAULT_TIME_LIMIT_MS, type ProblemSolveOptions, hangAfterMs } from './problem-options.js';
import type { Progress } from '../../../core/batch-progress.js';
import { type BatchSummary, summarize } from './summary.js';
import { type PoolOutcome, runPool } from '../../../core/worker-pool.js';

export interface BatchOptions {
  readonly answersPath: string;
  readonly solve: ProblemSolveOptions;
  /** Worker threads. Default: one per core. */
  readonly workers?: number;
  /** An answers file to continue from: its valid answers are kept (each replayed first). */
  readonly resume?: {
    readonly text: string;
    /** Solve the lines it answers again too, keeping the better answer. Default: skip them. */
    readonly retrySolved: boolean;
  };
  readonly progress: Progress;
}

export interface RunningBatch {
  /** The summary, once every problem has an outcome (or the run was interrupted). */
  readonly finished: Promise<BatchSummary>;
  /** Stops the workers, writes what was found, and settles `finished`. */
  interrupt(): Promise<BatchSummary>;
}

const SOLVE_WORKER = new URL('./solve-worker.js', import.meta.url);

/** Solved results may carry other answers as short (`alternatives`), kept as candidates too. */
type SolvedResult = Extract<SolveResult, { status: 'solved' }>;

/** Starts the run; the answers file is written at once, so an unwritable path throws here. */
export function startBatch(file: ProblemFile, options: BatchOptions): RunningBatch {
  const started = performance.now();
  const book = new AnswerBook(file.problems, file.budget);
  const { progress } = options;
  const report = (index: number, reason: string) => progress.report(`line ${lineNumberOf(index)}: ${reason}`);
  if (options.resume) resume(book, options.resume.text, report, progress);

  const writer = new AnswerWriter(options.answersPath, () => formatAnswers(book.choose().map((c) => c?.moves ?? '')), (line) => progress.report(line));
  writer.flush();
  const tasks = file.problems.flatMap((line, index) => {
    const wanted = book.status[index] === 'pending' || (book.status[index] === 'answered' && options.resume?.retrySolved);
    return wanted ? [{ index, job: line, group: wallLayout(line) }] : [];
  });
  const counts = { done: 0, solved: 0, unsolved: 0 };
  progress.start(tasks.length);
  const limitSeconds = (options.solve.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000;

  const failed = (index: number, failure: Failure, reason: string) => {
    book.fail(index, failure);
    report(index, reason);
  };
  const keepResult = (index: number, result: SolveResult) => {
    if ('ms' in result) book.solveMs[index] = result.ms;
    switch (result.status) {
      case 'solved': return keepAnswers(book, index, result, report);
      case 'unsolvable': return failed(index, 'unsolvable', `unsolvable: ${result.reason}`);
      case 'invalid': return failed(index, 'invalid', result.reason);
      default: return failed(index, 'timeout', `no answer within ${limitSeconds} s`);
    }
  };
  const record = (outcome: PoolOutcome<SolveResult>) => {
    const { index } = outcome;
    if (outcome.kind === 'crashed') failed(index, 'crashed', outcome.reason);
    else keepResult(index, outcome.result);
    counts.done++;
    if (book.status[index] === 'answered') counts.solved++;
    else counts.unsolved++;
    progress.update(counts);
    writer.schedule();
  };

  const pool = runPool(tasks, {
    workers: options.workers ?? availableParallelism(),
    setup: { module: wasmModule(), options: options.solve } satisfies WorkerSetup,
    hangAfterMs: hangAfterMs(options.solve),
    workerScript: SOLVE_WORKER,
  }, record);
  let interrupted = false;
  const finished = pool.done.then(() => {
    const answersWritten = writer.close();
    progress.stop();
    return summarize(book, book.choose(), { wallMs: performance.now() - started, interrupted, answersFile: options.answersPath, answersWritten });
  });
  return {
    finished,
    interrupt: async () => {
      interrupted = true;
      await pool.stop();
      return finished;
    },
  };
}

/** Takes the valid answers of a previous run's file as candidates; reports the others. */
function resume(book: AnswerBook, text: string, report: (index: number, reason: string) => void, progress: Progress): void {
  const lines = parseAnswerLines(text);
  if (lines.length > book.problems.length) {
    progress.report(`resumed answers: ${lines.length - book.problems.length} line(s) beyond the ${book.problems.length} problems are ignored`);
  }
  lines.slice(0, book.problems.length).forEach((moves, index) => {
    if (moves === '') return;
    const reason = book.offer(index, moves, false);
    if (reason) report(index, `the resumed answer is dropped: ${reason}`);
  });
}

/**
 * Keeps a solved result's answer and its alternatives. One failing the replay would be a solver
 * bug: it is reported and dropped, and a problem left with no answer counts as crashed.
 */
function keepAnswers(book: AnswerBook, index: number, result: SolvedResult, report: (index: number, reason: string) => void): void {
  for (const moves of [result.moves, ...(result.alternatives ?? [])]) {
    const reason = book.offer(index, moves, result.optimal && moves.length === result.moves.length);
    if (reason) report(index, `internal error: an answer from the solver fails the replay and is dropped (${reason})`);
  }
  if (book.status[index] !== 'answered') book.fail(index, 'crashed');
}

/**
 * The size and walls of a problem line: boards that share them share their goal, and so their
 * pattern databases, which a worker keeps for its last goals (heuristics/pattern-cache.ts).
 */
function wallLayout(line: string): string {
  const [width, height, cells = ''] = line.split(',');
  return `${width},${height},${cells.replace(/[^=]/g, '.')}`;
}
