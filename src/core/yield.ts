// Lets the event loop run between search slices, so timers, AbortSignals and messages get through.
// setImmediate in Node; a MessageChannel elsewhere (setTimeout(0) is clamped to 4 ms in browsers).
// Several solves may wait at once on one thread (a browser worker runs them side by side): each
// message wakes the oldest waiter, so every one is woken.

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/** Resolves once the event loop has had a turn. */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
