// Long loops share their thread: they yield to the event loop every few milliseconds, so timers,
// AbortSignals, worker messages and progress get through while they run (a search in slices does
// the same between slices).
import { yieldToEventLoop } from './yield.js';

/** The longest stretch of work between two yields, by default: 20 milliseconds. */
export const SLICE_MS = 20;

/** Tells a loop when its stretch of work is used up, and yields (most loops use `paced`). */
export class Pacer {
  private last = performance.now();

  /** @param sliceMs milliseconds of work between two yields; default {@link SLICE_MS} */
  constructor(private readonly sliceMs = SLICE_MS) {}

  /**
   * Whether the loop's stretch of work is used up.
   * @returns true once `sliceMs` have passed since the pacer was made or last paused: time to
   * await {@link Pacer.pause}
   */
  due(): boolean {
    return performance.now() - this.last >= this.sliceMs;
  }

  /**
   * Yields to the event loop (`setImmediate` in Node, a `MessageChannel` elsewhere); the next
   * stretch starts when it resumes.
   * @returns a promise that resolves on a later turn of the event loop
   */
  async pause(): Promise<void> {
    await yieldToEventLoop();
    this.last = performance.now();
  }
}

/** The thread's pacer: every loop on a thread shares one clock, so short searches run back to back yield too. */
const threadPacer = new Pacer();

/**
 * Yields to the event loop if this thread has worked {@link SLICE_MS} since it last yielded here;
 * call it between slices of any loop. One clock per thread, shared by every loop on it.
 * @returns a promise that resolves without yielding when no yield is due, else after one yield
 */
export async function paced(): Promise<void> {
  if (threadPacer.due()) await threadPacer.pause();
}
