/**
 * Resolves in a later task. Work split with it leaves the main thread between the parts, so a
 * slow phone answers a tap meanwhile, and no part is one long task. A message, not a timer: a
 * tab in the background holds timers back for a second or more.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
