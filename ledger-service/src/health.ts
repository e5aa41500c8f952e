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
