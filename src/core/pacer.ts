// Long loops share their thread: they yield to the event loop every few milliseconds, so timers,
// AbortSignals, worker messages and progress get through while they run (a search in slices does
// the same between slices).
import { yieldToEventLoop } from './yield.js';

/** The longest stretch of work between two yields, by default. */
export const SLICE_MS = 20;

/** Tells a loop when its stretch of work is used up, and yields (most loops use `paced`). */
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

/** The thread's pacer: every loop on a thread shares one clock, so short searches run back to back yield too. */
const threadPacer = new Pacer();

/** Yields if this thread has worked SLICE_MS since it last yielded; call it between slices of any loop. */
export async function paced(): Promise<void> {
  if (threadPacer.due()) await threadPacer.pause();
}
