// The browsers' way to yield (a MessageChannel, where Node has setImmediate) must wake every
// waiter when several solves wait at once, as they do side by side in one worker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToEventLoop } from '../../src/core/yield.js';

describe('yieldToEventLoop without setImmediate', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('wakes every one of several waiters, in order', async () => {
    vi.stubGlobal('setImmediate', undefined);
    const woken: number[] = [];
    await Promise.all([0, 1, 2, 3].map((i) => yieldToEventLoop().then(() => woken.push(i))));
    expect(woken).toEqual([0, 1, 2, 3]);
    // And again, on the same channel.
    await Promise.all([yieldToEventLoop(), yieldToEventLoop()]);
  });
});
