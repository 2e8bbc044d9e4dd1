// Lets the event loop run between search slices, so timers, AbortSignals and messages get through.
// setImmediate in Node; a MessageChannel elsewhere (setTimeout(0) is clamped to 4 ms in browsers).

let channel: MessageChannel | undefined;

export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  channel ??= new MessageChannel();
  const port = channel;
  return new Promise((resolve) => {
    port.port1.onmessage = () => resolve();
    port.port2.postMessage(null);
  });
}
