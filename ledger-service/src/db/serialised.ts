// Commands that must run one at a time per thing (the money commands of one payment) wait for each
// other through a PostgreSQL advisory lock, which every instance of the service sees. The lock is held
// on a connection of its own small pool, so a queue of waiters never takes the connections the work
// itself needs; a command that holds it may call another that takes the same lock (re-entrant within
// one call chain, through AsyncLocalStorage).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool } from 'pg';
import { conflict } from '../http/errors';

/** The first key of these two-key advisory locks (db/exclusive.ts uses 727_100, migrations 727_001). */
const SERIALISED_LOCKS = 727_200;

/** How long a command waits for the one before it (a money command takes milliseconds). */
export const SERIALISED_WAIT_MS = 20_000;

export const SERIALISED_MESSAGES = {
  busy: 'Someone else is changing this record right now; please try again in a moment',
} as const;

export interface SerialisedLocks {
  /** Runs `work` once no other call (on any instance) holds `name`, holding it until `work` settles. */
  serialise<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's lock_not_available: the wait ran past lock_timeout. */
const timedOut = (error: unknown) => (error as { code?: unknown } | null)?.code === '55P03';

export function createSerialisedLocks(
  connectionString: string,
  { connections = 10, waitMs = SERIALISED_WAIT_MS }: { connections?: number; waitMs?: number } = {},
): SerialisedLocks {
  const pool = new Pool({ connectionString, max: connections, options: `-c lock_timeout=${waitMs}` });
  pool.on('error', (error) => console.warn(`serialised-locks pool: ${error.message}`));
  const held = new AsyncLocalStorage<ReadonlySet<string>>();

  return {
    async serialise(name, work) {
      const holding = held.getStore() ?? new Set<string>();
      if (holding.has(name)) return work();
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        try {
          await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [SERIALISED_LOCKS, name]);
        } catch (error) {
          if (timedOut(error)) throw conflict(SERIALISED_MESSAGES.busy);
          throw error;
        }
        try {
          return await held.run(new Set([...holding, name]), work);
        } finally {
          // A connection that can not unlock is dropped, which releases its locks on the server.
          await client
            .query('SELECT pg_advisory_unlock($1, hashtext($2))', [SERIALISED_LOCKS, name])
            .catch((error: Error) => {
              broken = error;
            });
        }
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
