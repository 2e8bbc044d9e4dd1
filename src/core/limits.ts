// How far a piece of work may go, in one type that every search, beam and build takes; and one
// progress report for a whole solve, whatever stage is running (monotonic: nodes never go back).

/**
 * How far a piece of work (a search, a beam, a database build) may go, and where it reports its
 * nodes. Every field is optional; `{}` means no limit and no report.
 */
export interface Limits {
  /** Absolute deadline on the `performance.now()` clock, in milliseconds. Default: none. */
  readonly deadline?: number;
  /** Stops the work at its next check (between slices), with `aborted`. Default: none. */
  readonly signal?: AbortSignal;
  /** Nodes the work may spend (its own nodes, not the solve's). Default: no limit. */
  readonly nodeLimit?: number;
  /** Where the work reports the nodes it spends, for the solve's one progress report. Default: none. */
  readonly meter?: ProgressMeter;
}

/** Why work stopped before it ended on its own: `aborted` by the signal, or `timeout` at the deadline. */
export type Stopped = 'aborted' | 'timeout';

/**
 * Whether work under `limits` must stop now. The signal is checked before the clock, so an
 * aborted signal reads `aborted` even past the deadline. The node limit is not checked here.
 * @param limits the work's limits
 * @returns `aborted` when the signal has fired, `timeout` when `performance.now()` has reached
 * the deadline, else undefined (go on)
 */
export function stopReason(limits: Limits): Stopped | undefined {
  if (limits.signal?.aborted) return 'aborted';
  if (limits.deadline !== undefined && performance.now() >= limits.deadline) return 'timeout';
  return undefined;
}

/**
 * Whether work under `limits` may go on: the negation of {@link stopReason}.
 * @param limits the work's limits
 * @returns true while the signal has not fired and the deadline (if any) is still ahead
 */
export function timeLeft(limits: Limits): boolean {
  return stopReason(limits) === undefined;
}

/**
 * The same limits with another deadline: the earlier of the two.
 * @param limits the limits to copy (not changed)
 * @param deadline a deadline on the `performance.now()` clock
 * @returns a copy of `limits` whose deadline is the earlier of `deadline` and its own
 */
export function until(limits: Limits, deadline: number): Limits {
  return { ...limits, deadline: Math.min(deadline, limits.deadline ?? Infinity) };
}

/**
 * The same limits with the deadline moved to `share` of the time left from now, so that work after
 * them still has the rest; without a deadline, the limits themselves.
 * @param limits the limits to copy (not changed)
 * @param share a fraction of the time left, from 0 to 1
 */
export function shareOfTimeLeft(limits: Limits, share: number): Limits {
  if (limits.deadline === undefined) return limits;
  const now = performance.now();
  return until(limits, now + share * (limits.deadline - now));
}

/** Where a whole solve stands: what `solve()`'s `onProgress` receives. */
export interface SolveProgress {
  /** Nodes spent by every stage so far (never goes down during a solve). */
  readonly nodes: number;
  /** Milliseconds since the solve began. */
  readonly elapsedMs: number;
  /**
   * The stage now running: `'optimal'` under `solve(board, { optimal: true })`, else the portfolio's
   * stage: `warm-up`, `goal databases`, `narrow beam`, `proof`, `reverse beam`, `far-first`,
   * `wider beams`, `escalation`, `window shortening` or `tail shortening`; on boards over 6 x 6
   * also `row and column reduction` and `whale and reduction` (each runs only when needed).
   */
  readonly stage: string;
  /** The last IDA* bound a search reported (0 before any). */
  readonly bound: number;
  /** The share of that bound's iteration done, from 0 to 1, where the search can tell (a proof on threads, after each job). */
  readonly share?: number;
}

/**
 * Sums the nodes of a solve's searches into one report: a running search reports its own count,
 * and a search that ends hands its count over with `spend`, so the total only grows.
 */
export class ProgressMeter {
  /** The stage now running, named in every report. Default `'start'`; the caller sets it. */
  stage = 'start';
  private spent = 0;
  private bound = 0;

  /**
   * A meter at 0 nodes, stage `'start'`.
   * @param onProgress called with the whole solve's progress on every {@link ProgressMeter.report};
   * default: none (the meter only counts)
   * @param started when the solve began, on the `performance.now()` clock (reports measure
   * `elapsedMs` from it); default: now
   */
  constructor(private readonly onProgress?: (progress: SolveProgress) => void, private readonly started = performance.now()) {}

  /** Nodes of every search that has ended (handed over with {@link ProgressMeter.spend}). */
  get nodes(): number {
    return this.spent;
  }

  /**
   * A running search reports where it stands; `onProgress` is called with the total so far.
   * @param nodes the nodes this search has spent so far (its own count, not yet spent)
   * @param bound the search's IDA* bound, if it has one; kept for later reports. Default: the last
   * bound reported
   * @param share the share of the bound's iteration done, where the search can tell; default none
   */
  report(nodes: number, bound?: number, share?: number): void {
    if (bound !== undefined) this.bound = bound;
    if (!this.onProgress) return;
    const progress = { nodes: this.spent + nodes, elapsedMs: performance.now() - this.started, stage: this.stage, bound: this.bound };
    this.onProgress(share === undefined ? progress : { ...progress, share });
  }

  /**
   * A search ended: its nodes join the total. Reports nothing by itself.
   * @param nodes all the nodes the search spent
   */
  spend(nodes: number): void {
    this.spent += nodes;
  }
}
