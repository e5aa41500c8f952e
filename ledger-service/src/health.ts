import type { Pool } from 'pg';
import type { EventStore } from '@ptax/contracts';
import { projectionLag } from '@ptax/projections';
import type { ProcessRunReport } from './processes/run';

/**
 * /api/health: the database answers, how far each read model trails the event store, and what the
 * process worker did on its last run (null before it, or where workers do not run).
 */
export async function healthReport(store: EventStore, pool: Pool, processes: ProcessRunReport | null = null) {
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
      processes,
    };
  } catch (error) {
    return { healthy: false, status: 'down', message: (error as Error).message };
  }
}
