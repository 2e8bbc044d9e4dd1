// The batch run: resume what an answers file already holds, solve the rest on the worker pool
// (in one pass, or with a deadline in passes that improve the answers: anytime.ts), keep every
// replayed answer, write the budget-respecting choice as it goes, and sum it up.
import { availableParallelism } from 'node:os';
import { AnswerBook } from './answer-book.js';
import { AnswerWriter } from './answer-writer.js';
import { formatAnswers, parseAnswerLines } from './answers-file.js';
import { runAnytime } from './anytime.js';
import { type ProblemFile, lineNumberOf } from './problem-file.js';
import type { ProblemSolveOptions } from './problem-options.js';
import type { AnytimeCounts, Progress } from './progress.js';
import { SolvePasses } from './solve-pass.js';
import { type Shard, shardIndices } from '../../core/shard.js';
import { formatCandidates, problemFileId } from './candidates-file.js';
import { type BatchSummary, type PassMark, summarize } from './summary.js';

export interface BatchOptions {
  readonly answersPath: string;
  /** How each problem is solved (without `deadlineMs`; with it, the passes bring their own). */
  readonly solve: ProblemSolveOptions;
  /** Worker threads. Default: one per core. */
  readonly workers?: number;
  /**
   * The whole batch ends this many ms after its start, with the best answers found by then: a fast
   * first pass, then rounds of improvement (anytime.ts). Default: none, one pass with `solve`.
   */
  readonly deadlineMs?: number;
  /** An answers file to continue from: its valid answers are kept (each replayed first). */
  readonly resume?: {
    readonly text: string;
    /** Solve the lines it answers again too, keeping the better answer. Default: skip them. */
    readonly retrySolved: boolean;
  };
  readonly progress: Progress;
  /** Solve only this shard's problems (shard.ts). Default: all. */
  readonly shard?: Shard;
  /** Also write the candidates file here, for `slidepuzzle merge` (candidates-file.ts). Default: none. */
  readonly candidatesPath?: string;
}

export interface RunningBatch {
  /** The summary, once every problem has an outcome (or the run was interrupted). */
  readonly finished: Promise<BatchSummary>;
  /** Stops the workers, writes what was found, and settles `finished`. */
  interrupt(): Promise<BatchSummary>;
}

/** With a deadline, the solves end this long before it, leaving time to write the answers. */
export const DEADLINE_MARGIN_MS = 1_500;
/** With a deadline, the progress line is refreshed this often (the time left changes). */
const TICK_MS = 1_000;

/** Starts the run; the answers file is written at once, so an unwritable path throws here. */
export function startBatch(file: ProblemFile, options: BatchOptions): RunningBatch {
  const started = performance.now();
  const startedAt = Date.now();
  const book = new AnswerBook(file.problems, file.budget);
  const { progress } = options;
  const report = (index: number, reason: string) => progress.report(`line ${lineNumberOf(index)}: ${reason}`);
  if (options.resume) resume(book, options.resume.text, report, progress);

  const given = options.shard ? shardIndices(options.shard, file.problems.length) : file.problems.map((_line, index) => index);
  const writers = [new AnswerWriter(options.answersPath, () => formatAnswers(book.choose().map((c) => c?.moves ?? '')), (line) => progress.report(line))];
  if (options.candidatesPath !== undefined) {
    const id = problemFileId(file);
    writers.push(new AnswerWriter(options.candidatesPath, () => formatCandidates(book, given, id), (line) => progress.report(line)));
  }
  for (const writer of writers) {
    try {
      writer.flush();
    } catch (error) {
      // The first write failing is the caller's bad path: say which file it was.
      throw Object.assign(error as Error, { path: writer.path });
    }
  }
  const indices = given.filter((index) => book.status[index] === 'pending' || (book.status[index] === 'answered' && options.resume?.retrySolved));
  const counts = { done: 0, solved: 0, unsolved: 0 };
  let pass = '';
  const passes: PassMark[] = [];
  const deadline = options.deadlineMs === undefined ? undefined : startedAt + options.deadlineMs;
  const show = () => {
    if (deadline === undefined) return progress.update(counts);
    const solved = given.filter((index) => book.status[index] === 'answered').length;
    progress.update({ done: solved, solved, unsolved: 0, anytime: { pass, ...answerQuality(book, given), timeLeftMs: deadline - Date.now() } });
  };
  const solvePasses = new SolvePasses(book, options.workers ?? availableParallelism(), report, (index) => {
    for (const writer of writers) writer.schedule();
    if (deadline !== undefined) return; // the ticker shows it
    counts.done++;
    if (book.status[index] === 'answered') counts.solved++;
    else counts.unsolved++;
    show();
  });

  progress.start(deadline === undefined ? indices.length : given.length);
  let interrupted = false;
  let work: Promise<void>;
  let ticker: NodeJS.Timeout | undefined;
  if (deadline === undefined) work = solvePasses.run(indices, options.solve);
  else {
    ticker = setInterval(show, TICK_MS);
    work = runAnytime(solvePasses, book, indices, deadline - DEADLINE_MARGIN_MS, (name) => {
      pass = name;
      const { moves } = answerQuality(book, given);
      passes.push({ name, atSeconds: Math.round((performance.now() - started) / 100) / 10, answered: given.filter((index) => book.shortest(index) !== undefined).length, moves });
      show();
    })
      .then(() => { if (!interrupted) reportUnanswered(book, indices, report); });
  }
  const finished = work.then(() => {
    clearInterval(ticker);
    const answersWritten = writers.map((writer) => writer.close()).every(Boolean);
    progress.stop();
    const facts = { wallMs: performance.now() - started, interrupted, answersFile: options.answersPath, answersWritten, indices: given, passes: deadline === undefined ? undefined : passes };
    return summarize(book, book.choose(), facts);
  });
  return {
    finished,
    interrupt: async () => {
      interrupted = true;
      await solvePasses.stop();
      return finished;
    },
  };
}

/** The shortest answers' moves, their moves over the proven lower bounds, and the count proven optimal. */
function answerQuality(book: AnswerBook, indices: readonly number[]): Pick<AnytimeCounts, 'moves' | 'overBounds' | 'optimal'> {
  let moves = 0, overBounds = 0, optimal = 0;
  indices.forEach((index) => {
    const length = book.shortest(index);
    if (length === undefined) return;
    moves += length;
    overBounds += length - book.lowerBound[index];
    if (length === book.lowerBound[index]) optimal++;
  });
  return { moves, overBounds, optimal };
}

/** A batch with a deadline reports the problems it left without an answer once, at its end. */
function reportUnanswered(book: AnswerBook, indices: readonly number[], report: (index: number, reason: string) => void): void {
  for (const index of indices) {
    // 'pending': no pass reached it (no solve starts past a pass's deadline).
    if (book.status[index] === 'timeout' || book.status[index] === 'pending') report(index, 'no answer by the deadline');
  }
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
