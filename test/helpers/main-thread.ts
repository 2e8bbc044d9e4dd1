// Watches a page's main thread while it works: the longest task (PerformanceObserver 'longtask',
// which reports tasks over 50 ms) and the longest gap between the ticks of a 10 ms interval timer.
import type { Page } from 'playwright-core';

export interface MainThreadFigures {
  /** The longest task on the main thread, in ms (0 when none passed 50 ms). */
  readonly longestTaskMs: number;
  /** The longest time between two 10 ms timer ticks, in ms: how late the page could react. */
  readonly longestGapMs: number;
}

interface Watch {
  longestTaskMs: number;
  longestGapMs: number;
  stop(): void;
}

/** Starts watching; the returned function stops and gives the figures. */
export async function watchMainThread(page: Page): Promise<() => Promise<MainThreadFigures>> {
  await page.evaluate(() => {
    const watch = { longestTaskMs: 0, longestGapMs: 0, stop: () => {} };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.longestTaskMs = Math.max(watch.longestTaskMs, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      watch.longestGapMs = Math.max(watch.longestGapMs, now - last);
      last = now;
    }, 10);
    watch.stop = () => { clearInterval(timer); observer.disconnect(); };
    (window as unknown as { watch: Watch }).watch = watch;
  });
  return () => page.evaluate(() => {
    const { watch } = window as unknown as { watch: Watch };
    watch.stop();
    return { longestTaskMs: Math.round(watch.longestTaskMs), longestGapMs: Math.round(watch.longestGapMs) };
  });
}
