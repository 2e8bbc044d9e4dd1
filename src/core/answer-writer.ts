// Writes the answers file as answers come in: atomically, and at most once per interval, so a
// crash or Ctrl-C loses nothing already written while a fast batch is not slowed by writes.
import { writeFileAtomic } from './atomic-file.js';

/** Shortest gap between two writes; longer when rendering the file (the selection) is slow. */
export const MIN_WRITE_INTERVAL_MS = 1_000;

export class AnswerWriter {
  private timer: NodeJS.Timeout | undefined;
  private lastWrite = -Infinity;
  private interval = MIN_WRITE_INTERVAL_MS;

  constructor(private readonly path: string, private readonly render: () => string) {}

  /** Writes soon: now if the last write is an interval old, else when it is. */
  schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.interval - performance.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Writes now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const started = performance.now();
    writeFileAtomic(this.path, this.render());
    this.lastWrite = performance.now();
    this.interval = Math.max(MIN_WRITE_INTERVAL_MS, 5 * (this.lastWrite - started));
  }
}
