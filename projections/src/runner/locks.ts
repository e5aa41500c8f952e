// Advisory locks, keyed (hashtext('projection:<name>'), version). A consumer holds its version's key
// for its whole session; key 0 is taken per transaction to serialise registering and switching.
import type { ClientBase } from 'pg';

const key = (name: string) => `projection:${name}`;

/** Session-level: held until unlocked or the connection ends, which is how a crash releases it. */
export async function tryLockConsumer(client: ClientBase, name: string, version: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock(hashtext($1), $2) AS locked',
    [key(name), version],
  );
  return rows[0].locked;
}

export async function unlockConsumer(client: ClientBase, name: string, version: number): Promise<void> {
  await client.query('SELECT pg_advisory_unlock(hashtext($1), $2)', [key(name), version]);
}

/** Inside a transaction: released at COMMIT / ROLLBACK. */
export async function lockVersionsOf(client: ClientBase, name: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1), 0)', [key(name)]);
}
