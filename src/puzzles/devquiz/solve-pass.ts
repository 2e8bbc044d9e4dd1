// One pass of a batch: the given problems solved on the worker pool under one set of options, each
// result kept in the answer book (answers replayed first). A batch runs one pass, or (--deadline)
// a first pass and rounds of improvement (anytime.ts).
import { wasmModule } from '../../core/wasm-module.js';
import { type PoolOutcome, type RunningPool, runPool } from '../../core/worker-pool.js';
import type { SolveResult } from '../../engine/index.js';
import type { AnswerBook, Failure } from './answer-book.js';
import { type ProblemSolveOptions, hangAfterMs } from './problem-options.js';
import type { SolveJob, WorkerSetup } from './worker-protocol.js';

const SOLVE_WORKER = new URL('./solve-worker.js', import.meta.url);

/** How a pass runs; every field is optional. */
export interface PassOptions {
  /** No solve starts after it, and none runs past it (Date.now() clock). Default: none. */
  readonly deadline?: number;
  /** Whether a problem left without an answer at its time limit is reported. Default: true. */
  readonly reportTimeouts?: boolean;
  /**
   * A problem's options, picked as it is sent to a worker (no longer than `options`' time limit,
   * which sets when a worker counts as hung). Default: `options` for every problem.
   */
  readonly pick?: (index: number) => ProblemSolveOptions;
  /** Told of each problem once its outcome is in the book. */
  readonly kept?: (index: number) => void;
}

/** Solved results may carry other answers as short (`alternatives`), kept as candidates too. */
type SolvedResult = Extract<SolveResult, { status: 'solved' }>;

/** Past the deadline, workers still busy are ended this much later (their solves stop at the deadline). */
export const DEADLINE_GRACE_MS = 500;

export class SolvePasses {
  private pool: RunningPool | undefined;
  private ended = false;

  /**
   * @param book where every result goes
   * @param workers worker threads per pass
   * @param report told of each problem that fails, or of an answer dropped, as `(index, reason)`
   * @param recorded called after each problem's outcome is kept
   */
  constructor(
    private readonly book: AnswerBook,
    readonly workers: number,
    private readonly report: (index: number, reason: string) => void,
    private readonly recorded: (index: number) => void,
  ) {}

  /** True once {@link stop} was called: no pass starts again. */
  get stopped(): boolean {
    return this.ended;
  }

  /**
   * Solves the problems `indices`, in that order, with `options`; a problem that has an answer
   * already is solved to improve on its shortest, from the bound proved on it (solve's `improve`
   * and `lowerBound`). Settles once each has an outcome, or at the deadline (Date.now() clock), or
   * on {@link stop}. No solve starts after the deadline: a problem not reached by then keeps its
   * status.
   */
  async run(indices: readonly number[], options: ProblemSolveOptions, how: PassOptions = {}): Promise<void> {
    if (this.ended || indices.length === 0) return;
    const { deadline, reportTimeouts = true, pick, kept } = how;
    const tasks = indices.map((index) => {
      const line = this.book.problems[index];
      const job: SolveJob = { line, improve: this.book.shortestAnswer(index), lowerBound: this.book.lowerBound[index] };
      return { index, job, group: wallLayout(line) };
    });
    const limitSeconds = (options.timeLimitMs ?? Infinity) / 1000;
    const pool = runPool(tasks, {
      workers: Math.min(this.workers, tasks.length),
      setup: { module: wasmModule(), options, deadline } satisfies WorkerSetup,
      hangAfterMs: hangAfterMs(options),
      workerScript: SOLVE_WORKER,
      lastStartAt: deadline,
      atSend: pick && ((job, index) => ({ ...job, options: pick(index) })),
    }, (outcome: PoolOutcome<SolveResult>) => {
      this.keep(outcome, limitSeconds, reportTimeouts);
      kept?.(outcome.index);
    });
    this.pool = pool;
    const timer = deadline === undefined ? undefined : setTimeout(() => void pool.stop(), deadline - Date.now() + DEADLINE_GRACE_MS);
    await pool.done;
    clearTimeout(timer);
  }

  /** Ends the pass under way at once, and any pass after it. */
  async stop(): Promise<void> {
    this.ended = true;
    await this.pool?.stop();
  }

  private keep(outcome: PoolOutcome<SolveResult>, limitSeconds: number, reportTimeouts: boolean): void {
    const { index } = outcome;
    const { book } = this;
    const before = book.shortest(index);
    const failed = (failure: Failure, reason?: string) => {
      book.fail(index, failure);
      if (reason !== undefined) this.report(index, reason);
    };
    if (outcome.kind === 'crashed') failed('crashed', outcome.reason);
    else {
      const { result } = outcome;
      if ('ms' in result) book.solveMs[index] = result.ms;
      if ('lowerBound' in result) book.proveBound(index, result.lowerBound);
      switch (result.status) {
        case 'solved': this.keepAnswers(index, result); break;
        case 'unsolvable': failed('unsolvable', `unsolvable: ${result.reason}`); break;
        case 'invalid': failed('invalid', result.reason); break;
        default: failed('timeout', reportTimeouts ? `no answer within ${limitSeconds} s` : undefined);
      }
    }
    const after = book.shortest(index);
    if (before !== undefined && after !== undefined) book.lastGain[index] = before - after;
    this.recorded(index);
  }

  /**
   * Keeps a solved result's answer and its alternatives. One failing the replay would be a solver
   * bug: it is reported and dropped, and a problem left with no answer counts as crashed.
   */
  private keepAnswers(index: number, result: SolvedResult): void {
    for (const moves of [result.moves, ...(result.alternatives ?? [])]) {
      const reason = this.book.offer(index, moves, result.optimal && moves.length === result.moves.length);
      if (reason) this.report(index, `internal error: an answer from the solver fails the replay and is dropped (${reason})`);
    }
    if (this.book.status[index] !== 'answered') this.book.fail(index, 'crashed');
  }
}

/**
 * The size and walls of a problem line: boards that share them share their goal, and so their
 * pattern databases, which a worker keeps for its last goals
 * (src/engine/heuristics/pattern-cache.ts).
 */
function wallLayout(line: string): string {
  const [width, height, cells = ''] = line.split(',');
  return `${width},${height},${cells.replace(/[^=]/g, '.')}`;
}
