// How far each read model trails the event store, from the database (so any process can report it,
// whichever instance is the active consumer). For /api/health and metrics.
import type { EventStore } from '@ptax/contracts';
import type { Pool } from 'pg';

export interface ProjectionLag {
  name: string;
  version: number;
  /** 'active': readers are served by this version; 'building': a rebuild not switched yet. */
  state: 'active' | 'building' | 'retired';
  position: number;
  headPosition: number;
  /** Events not applied yet on PostgreSQL (gap-free positions); on EventStoreDB the distance in commit
   * positions, not events (0 still means caught up). */
  lag: number;
  /** When this version last committed a batch (ISO). */
  updatedAt: string;
}

interface Row {
  name: string;
  version: number;
  position: string;
  updated_at: Date;
  active_version: number | null;
}

export async function projectionLag(store: EventStore, pool: Pick<Pool, 'query'>): Promise<ProjectionLag[]> {
  const { rows } = await pool.query<Row>(
    `SELECT c.name, c.version, c.position, c.updated_at, v.active_version
       FROM projection_checkpoints c LEFT JOIN projection_versions v ON v.name = c.name
      ORDER BY c.name, c.version`,
  );
  // Read after the checkpoints, so a batch committed in between cannot make a lag negative.
  const head = await store.headCheckpoint();
  return rows.map((row) => {
    const position = Number(row.position);
    const active = row.active_version ?? row.version;
    return {
      name: row.name,
      version: row.version,
      state: row.version === active ? 'active' : row.version > active ? 'building' : 'retired',
      position,
      headPosition: head.position,
      lag: Math.max(0, head.position - position),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}
