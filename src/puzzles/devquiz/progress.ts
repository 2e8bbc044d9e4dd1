// What a batch reports while it runs, apart from how it is shown (the CLI's batch-progress.ts
// draws it on a terminal): plain types, so the batch's API needs no Node types to be used.

export interface ProgressCounts {
  readonly done: number;
  readonly solved: number;
  readonly unsolved: number;
  /** A batch with a deadline: its pass, its answers' quality and the time left, shown instead of an ETA. */
  readonly anytime?: AnytimeCounts;
}

export interface AnytimeCounts {
  /** The pass under way, e.g. `first pass`. */
  readonly pass: string;
  /** Moves of the shortest answers so far. */
  readonly moves: number;
  /** Their moves over the proven lower bounds. */
  readonly overBounds: number;
  /** Problems whose answer is proven optimal. */
  readonly optimal: number;
  readonly timeLeftMs: number;
}

export interface Progress {
  start(total: number): void;
  update(counts: ProgressCounts): void;
  /** A report line (`line N: reason`), printed clear of the bar. */
  report(line: string): void;
  stop(): void;
}
