// Runs every projection of the process: one worker (and one dedicated connection) per projection, so
// each has its own checkpoint, its own advisory lock and its own failures.
import type { EventStore } from '@ptax/contracts';
import type { Pool } from 'pg';
import { projectionLag, type ProjectionLag } from '../lag';
import { assertValidProjection, type Projection } from '../projection';
import { startWorker, type WorkerStatus } from './worker';
import { registerVersion } from './versions';

export interface ProjectionRunnerOptions {
  store: EventStore;
  /** The read-model database; the runner's tables must be migrated (projectionMigrations). */
  pool: Pool;
  projections: readonly Projection[];
  /** Most events per transaction. Default 500. */
  batchSize?: number;
  /** How often a standby instance retries the lock. Default 1000 ms. */
  standbyPollMs?: number;
  /** Pause before retrying after a failure. Default 1000 ms. */
  retryMs?: number;
}

export type ProjectionStatus = WorkerStatus & {
  /** From the database, so a standby reports the active instance's progress. */
  lag: ProjectionLag | null;
};

export interface ProjectionRunner {
  status(): Promise<ProjectionStatus[]>;
  stop(): Promise<void>;
}

/**
 * Registers each projection (its tables and read-model views exist when this resolves, so readers
 * can query them at once) and starts following the store in the background.
 */
export async function startProjectionRunner(options: ProjectionRunnerOptions): Promise<ProjectionRunner> {
  const { store, pool, projections } = options;
  const names = new Set<string>();
  for (const projection of projections) {
    assertValidProjection(projection);
    if (names.has(projection.name)) throw new Error(`projection ${projection.name} is listed twice`);
    names.add(projection.name);
  }
  const client = await pool.connect();
  try {
    for (const projection of projections) await registerVersion(client, projection);
  } finally {
    client.release();
  }
  const workers = projections.map((projection) =>
    startWorker({
      store,
      pool,
      projection,
      batchSize: options.batchSize ?? 500,
      standbyPollMs: options.standbyPollMs ?? 1000,
      retryMs: options.retryMs ?? 1000,
    }),
  );
  return {
    async status() {
      const lags = await projectionLag(store, pool);
      return workers.map((worker) => {
        const local = worker.status();
        const lag = lags.find((row) => row.name === local.name && row.version === local.version) ?? null;
        return { ...local, lag };
      });
    },
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
