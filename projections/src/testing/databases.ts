// Real PostgreSQL for integration tests: an event store (the real adapter) and read-model databases,
// each a fresh database on the run's server (test/db.ts).
import type { EventStore } from '@ptax/contracts';
import { Pool } from 'pg';
import { migrate } from '../../../ledger-service/src/db/migrate';
import { createPostgresEventStore } from '../../../ledger-service/src/eventstore/postgres';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { projectionMigrations } from '../migrations';

export interface ReadModelDb {
  url: string;
  pool: Pool;
  close(): Promise<void>;
}

export interface StoreDb {
  url: string;
  store: EventStore;
  close(): Promise<void>;
}

async function dropAfter(database: TestDatabase, close: () => Promise<unknown>): Promise<void> {
  await close().catch(() => undefined);
  await database.drop();
}

/** A fresh database with the runner's tables, for projections. */
export async function createReadModelDb(): Promise<ReadModelDb> {
  const database = await createTestDatabase();
  const pool = new Pool({ connectionString: database.url, max: 8 });
  pool.on('error', () => undefined);
  await migrate(pool, projectionMigrations);
  return { url: database.url, pool, close: () => dropAfter(database, () => pool.end()) };
}

/** A fresh database holding the event store; its read models may live in the same one (`readModels`). */
export async function createStoreDb(): Promise<StoreDb & { readModels(): Promise<ReadModelDb> }> {
  const database = await createTestDatabase();
  const store = await createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  const pools: Pool[] = [];
  return {
    url: database.url,
    store,
    async readModels() {
      const pool = new Pool({ connectionString: database.url, max: 8 });
      pool.on('error', () => undefined);
      pools.push(pool);
      await migrate(pool, projectionMigrations);
      return { url: database.url, pool, close: () => pool.end() };
    },
    close: () => dropAfter(database, () => Promise.all([store.close(), ...pools.map((pool) => pool.end())])),
  };
}
