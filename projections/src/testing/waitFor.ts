import type { EventStore } from '@ptax/contracts';
import type { Pool } from 'pg';
import { projectionLag } from '../lag';

export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Until each named projection's active version has applied everything the store holds. */
export async function waitForCatchUp(
  store: EventStore,
  pool: Pool,
  names: string[],
  timeoutMs?: number,
): Promise<void> {
  await waitFor(
    async () => {
      const lags = await projectionLag(store, pool);
      return names.every((name) =>
        lags.some((lag) => lag.name === name && lag.state === 'active' && lag.lag === 0),
      );
    },
    `${names.join(', ')} to catch up`,
    timeoutMs,
  );
}
