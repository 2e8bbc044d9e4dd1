// How far a piece of work may go, in one type that every search, beam and build takes; and one
// progress report for a whole solve, whatever stage is running (monotonic: nodes never go back).

/** How far work may go. Every field is optional; none means no limit. */
export interface Limits {
  /** Absolute deadline on the performance.now() clock. Default: none. */
  readonly deadline?: number;
  /** Stops the work at its next check (between slices). */
  readonly signal?: AbortSignal;
  /** Nodes the work may spend (its own nodes, not the solve's). Default: no limit. */
  readonly nodeLimit?: number;
  /** Where the work reports the nodes it spends, for the solve's one progress report. */
  readonly meter?: ProgressMeter;
}

/** Why work stopped before it ended on its own. */
export type Stopped = 'aborted' | 'timeout';

/** Why work under `limits` must stop now (the signal before the clock), or undefined to go on. */
export function stopReason(limits: Limits): Stopped | undefined {
  if (limits.signal?.aborted) return 'aborted';
  if (limits.deadline !== undefined && performance.now() >= limits.deadline) return 'timeout';
  return undefined;
}

/** True while work under `limits` may go on. */
export function timeLeft(limits: Limits): boolean {
  return stopReason(limits) === undefined;
}

/** The same limits with another deadline: the earlier of the two. */
export function until(limits: Limits, deadline: number): Limits {
  return { ...limits, deadline: Math.min(deadline, limits.deadline ?? Infinity) };
}

/** Where a whole solve stands. */
export interface SolveProgress {
  /** Nodes spent by every stage so far. */
  readonly nodes: number;
  /** Milliseconds since the solve began. */
  readonly elapsedMs: number;
  /** The stage now running (the portfolio's stage names, or 'optimal'). */
  readonly stage: string;
  /** The last IDA* bound a search reported (0 before any). */
  readonly bound: number;
}

/**
 * Sums the nodes of a solve's searches into one report: a running search reports its own count,
 * and a search that ends hands its count over with `spend`, so the total only grows.
 */
export class ProgressMeter {
  /** The stage now running, named in every report. */
  stage = 'start';
  private spent = 0;
  private bound = 0;

  constructor(private readonly onProgress?: (progress: SolveProgress) => void, private readonly started = performance.now()) {}

  /** Nodes of every search that has ended. */
  get nodes(): number {
    return this.spent;
  }

  /** A running search has spent `nodes` of its own so far; `bound` is its IDA* bound, if any. */
  report(nodes: number, bound?: number): void {
    if (bound !== undefined) this.bound = bound;
    this.onProgress?.({ nodes: this.spent + nodes, elapsedMs: performance.now() - this.started, stage: this.stage, bound: this.bound });
  }

  /** A search ended, having spent `nodes`: they join the total. */
  spend(nodes: number): void {
    this.spent += nodes;
  }
}
