import type { Worker } from '../moduleContract';

/**
 * A background loop: `round` runs, then again at once when it says more work is waiting, else after
 * `intervalMs`. A failed round (a database hiccup) is logged and the loop goes on. `stop` waits for
 * the round in flight.
 */
export function startPollingWorker(
  name: string,
  round: () => Promise<boolean>,
  intervalMs: number,
  { firstDelayMs = 0 }: { firstDelayMs?: number } = {},
): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = round()
      .catch((error: Error) => {
        console.warn(`${name}: ${error.message}`);
        return false;
      })
      .then((more) => {
        if (!stopped) timer = setTimeout(tick, more ? 0 : intervalMs);
      });
  };
  timer = setTimeout(tick, firstDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
