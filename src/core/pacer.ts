// Long loops share their thread: they yield to the event loop every few milliseconds, so timers,
// AbortSignals, worker messages and progress get through while they run (a search in slices does
// the same between slices).
import { yieldToEventLoop } from './yield.js';

/** The longest stretch of work between two yields, by default. */
export const SLICE_MS = 20;

/** Tells a loop when its stretch of work is used up, and yields. */
export class Pacer {
  private last = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** True once the loop has worked `sliceMs` since it last yielded: time to await pause(). */
  due(): boolean {
    return performance.now() - this.last >= this.sliceMs;
  }

  /** Yields to the event loop; the next stretch starts when it resumes. */
  async pause(): Promise<void> {
    await yieldToEventLoop();
    this.last = performance.now();
  }
}
