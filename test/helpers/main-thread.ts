// Watches a page's main thread while it works. A Chromium trace gives every main-thread task with
// its wall time and its CPU time; an in-page 10 ms interval timer gives the longest gap between ticks,
// which is how late the page could have reacted to a click.
import type { Browser, Page } from 'playwright-core';

export interface MainThreadFigures {
  /** The longest main-thread task, wall clock (what a long-task observer reports), in ms. */
  readonly longestTaskMs: number;
  /**
   * The most CPU time one main-thread task used, in ms: the page's own blocking, without the time
   * the OS gave to other processes meanwhile (a shared, loaded machine stretches the wall clock).
   */
  readonly longestTaskCpuMs: number;
  /** The CPU time of all main-thread tasks over the time watched: near 0 when the work is elsewhere. */
  readonly mainThreadCpuShare: number;
  /** The longest time between two ticks of a 10 ms timer, in ms. */
  readonly longestGapMs: number;
}

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

interface GapWatch {
  longestGapMs: number;
  /** Stops the timer and says how long it ran, in ms. */
  stop(): number;
}

/** Starts watching; the returned function stops and gives the figures. */
export async function watchMainThread(browser: Browser, page: Page): Promise<() => Promise<MainThreadFigures>> {
  await browser.startTracing(page, { categories: ['toplevel'] });
  await page.evaluate(() => {
    const started = performance.now();
    let last = started;
    const watch: GapWatch = { longestGapMs: 0, stop: () => { clearInterval(timer); return performance.now() - started; } };
    const timer = setInterval(() => {
      const now = performance.now();
      watch.longestGapMs = Math.max(watch.longestGapMs, now - last);
      last = now;
    }, 10);
    (window as unknown as { gapWatch: GapWatch }).gapWatch = watch;
  });
  return async () => {
    const { watchedMs, longestGapMs } = await page.evaluate(() => {
      const { gapWatch } = window as unknown as { gapWatch: GapWatch };
      return { watchedMs: gapWatch.stop(), longestGapMs: gapWatch.longestGapMs };
    });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const thread = (event: TraceEvent) => `${event.pid}/${event.tid}`;
    const mainThreads = new Set(traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(thread));
    const tasks = traceEvents.filter((event) => event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask' && mainThreads.has(thread(event)));
    const longest = (micros: (event: TraceEvent) => number) => Math.round(Math.max(0, ...tasks.map(micros)) / 1000);
    const cpuMs = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
    return {
      longestTaskMs: longest((task) => task.dur ?? 0),
      longestTaskCpuMs: longest((task) => task.tdur ?? 0),
      mainThreadCpuShare: Math.round((cpuMs / watchedMs) * 1000) / 1000,
      longestGapMs: Math.round(longestGapMs),
    };
  };
}
