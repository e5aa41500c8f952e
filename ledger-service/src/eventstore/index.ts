// The event store the service runs on (ARCHITECTURE.md): EventStoreDB when EVENTSTORE_URL is set,
// otherwise PostgreSQL at DATABASE_URL (main starts an embedded one when none is configured).
import type { EventStore } from '@ptax/contracts';
import { createEventStoreDbEventStore } from './eventstoredb';
import { createPostgresEventStore } from './postgres';

export interface EventStoreEnv {
  EVENTSTORE_URL?: string;
  DATABASE_URL?: string;
  /** Connections the PostgreSQL store may hold (default 10). */
  EVENTSTORE_POOL_SIZE?: string;
}

export async function createEventStore(env: EventStoreEnv): Promise<EventStore> {
  if (env.EVENTSTORE_URL) return createEventStoreDbEventStore({ connectionString: env.EVENTSTORE_URL });
  if (!env.DATABASE_URL) throw new Error('createEventStore: set EVENTSTORE_URL or DATABASE_URL');
  const poolSize = env.EVENTSTORE_POOL_SIZE ? Number(env.EVENTSTORE_POOL_SIZE) : undefined;
  return createPostgresEventStore({ connectionString: env.DATABASE_URL, poolSize });
}

export { createEventStoreDbEventStore, EventStoreDbEventStore } from './eventstoredb';
export { createPostgresEventStore, eventStoreMigrations, PostgresEventStore } from './postgres';
export type { PostgresEventStoreOptions } from './postgres';
export { DuplicateEventConflictError, WrongExpectedRevisionError } from './errors';
