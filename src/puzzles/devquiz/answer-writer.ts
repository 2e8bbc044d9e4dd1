// Writes the answers file as answers come in: atomically, and at most once per interval, so a
// crash or Ctrl-C loses nothing already written while a fast batch is not slowed by writes. A
// write that fails once the batch runs (a full disk, a removed folder) never stops it: the last
// good file stays, the failure is reported in one line, and the write is tried again later.
import { writeFileAtomic } from '../../core/atomic-file.js';

/** Shortest gap between two writes; longer when rendering the file (the selection) is slow. */
export const MIN_WRITE_INTERVAL_MS = 1_000;
/** Tries of the last write, at the end of a batch, before it gives up. */
const LAST_WRITE_TRIES = 3;

export class AnswerWriter {
  private timer: NodeJS.Timeout | undefined;
  private lastWrite = -Infinity;
  private interval = MIN_WRITE_INTERVAL_MS;
  private written = false;
  /** The message of the failure being retried, reported once per streak. */
  private failing: string | undefined;

  /**
   * @param onError told, in one line, when writes start failing and when they work again
   */
  constructor(readonly path: string, private readonly render: () => string, private readonly onError: (line: string) => void = () => {}) {}

  /** Writes soon: now if the last write is an interval old, else when it is. */
  schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.interval - performance.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /**
   * Writes now. The first write throws when it fails (an unwritable path is the caller's bad
   * input); a later failure is reported and retried an interval later.
   * @returns whether the file now holds the latest answers
   */
  flush(): boolean {
    clearTimeout(this.timer);
    this.timer = undefined;
    const started = performance.now();
    try {
      writeFileAtomic(this.path, this.render());
    } catch (error) {
      if (!this.written) throw error;
      const message = (error as Error).message.split('\n')[0];
      if (this.failing === undefined) this.onError(`cannot write ${this.path} (${message}): the last good file is kept; trying again`);
      this.failing = message;
      this.lastWrite = performance.now();
      this.schedule();
      return false;
    }
    if (this.failing !== undefined) this.onError(`${this.path} written again`);
    this.written = true;
    this.failing = undefined;
    this.lastWrite = performance.now();
    this.interval = Math.max(MIN_WRITE_INTERVAL_MS, 5 * (this.lastWrite - started));
    return true;
  }

  /** The last write: tried a few times, then reported for good; no retry is left pending. */
  close(): boolean {
    for (let attempt = 0; attempt < LAST_WRITE_TRIES; attempt++) {
      if (this.flush()) return true;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.onError(`gave up writing ${this.path} (${this.failing}): it holds the answers of the last good write`);
    return false;
  }
}
