import type { Pool } from 'pg';
import type { EventStore } from '@ptax/contracts';
import { projectionLag } from '@ptax/projections';

/** /api/health: the database answers, and how far each read model trails the event store. */
export async function healthReport(store: EventStore, pool: Pool) {
  try {
    const [head, projections] = await Promise.all([store.headCheckpoint(), projectionLag(store, pool)]);
    const active = projections.filter((projection) => projection.state === 'active');
    return {
      healthy: true,
      status: 'ok',
      eventStore: { position: head.position },
      projections: active.map(({ name, version, position, lag, updatedAt }) => ({
        name,
        version,
        position,
        lag,
        updatedAt,
      })),
      maxLag: Math.max(0, ...active.map((projection) => projection.lag)),
    };
  } catch (error) {
    return { healthy: false, status: 'down', message: (error as Error).message };
  }
}

const POLL_MS = 20;

/** Resolves once every active read model has applied every event stored when it was called. */
export async function waitForProjections(store: EventStore, pool: Pool, timeoutMs = 30_000): Promise<void> {
  const { position: target } = await store.headCheckpoint();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const projections = (await projectionLag(store, pool)).filter(
      (projection) => projection.state === 'active',
    );
    if (projections.length > 0 && projections.every((projection) => projection.position >= target)) return;
    if (Date.now() > deadline)
      throw new Error(`read models did not catch up with position ${target} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
