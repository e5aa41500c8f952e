// A decision that writes to two streams (a self-assessment accepted registers a property, then
// records the acceptance) must not run twice at once: two officials clicking together would register
// two properties. A PostgreSQL advisory lock is seen by every instance of the service.
import type { Pool } from 'pg';

/** The first key of the two-key advisory locks taken here (the projections and migrations use others). */
const DECISION_LOCKS = 727_100;

/** Runs `work` holding the lock `name`; `busy` when another request holds it (nobody waits). */
export async function exclusively<T>(
  pool: Pool,
  name: string,
  work: () => Promise<T>,
): Promise<{ busy: true } | { busy: false; value: T }> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [DECISION_LOCKS, name],
    );
    if (!rows[0].locked) return { busy: true };
    try {
      return { busy: false, value: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [DECISION_LOCKS, name]);
    }
  } finally {
    client.release();
  }
}
