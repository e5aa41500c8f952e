// Rebuild without downtime: a new version is built into its own tables (`<table>_v<version>`) from
// position 0 while readers keep using the active version through the read-model views; once level
// with the head of the store it takes over the views in one transaction and the old tables are dropped.
import type { EventStore } from '@ptax/contracts';
import type { Pool } from 'pg';
import { assertValidProjection, type Projection } from './projection';
import { startWorker } from './runner/worker';

export interface RebuildOptions {
  store: EventStore;
  pool: Pool;
  /** The new definition; its version must be higher than the active one. */
  projection: Projection;
  batchSize?: number;
  /** While another process holds this version's lock (it is building it already), wait this long between tries. */
  standbyPollMs?: number;
}

export interface RebuildResult {
  name: string;
  version: number;
  /** Position the new version had reached when it took over. */
  position: number;
}

/**
 * Builds `projection` and switches the read model to it, then returns; the runner of this version
 * keeps it up to date from there (it stands by while the rebuild holds the lock). Stopping midway
 * loses nothing: the new tables and their checkpoint stay, and the next call or runner resumes them.
 * Fails on the first error instead of retrying, so an operator sees it.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { projection } = options;
  assertValidProjection(projection);
  const { rows } = await options.pool.query<{ active_version: number }>(
    'SELECT active_version FROM projection_versions WHERE name = $1',
    [projection.name],
  );
  const active = rows[0]?.active_version;
  if (active !== undefined && active >= projection.version) {
    throw new Error(
      `projection ${projection.name}: version ${active} is active; a rebuild needs a higher version than ${projection.version}`,
    );
  }
  const worker = startWorker({
    store: options.store,
    pool: options.pool,
    projection,
    batchSize: options.batchSize ?? 1000,
    standbyPollMs: options.standbyPollMs ?? 1000,
    retryMs: 0,
    untilCaughtUp: true,
  });
  const outcome = await worker.done;
  if (outcome !== 'caught-up') {
    throw new Error(
      `projection ${projection.name} version ${projection.version} was superseded by a newer version`,
    );
  }
  return { name: projection.name, version: projection.version, position: worker.status().position ?? 0 };
}
