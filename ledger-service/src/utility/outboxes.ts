// The outboxes as the utility page shows them: how many rows stand in each state, and the latest
// failures (given up, or waiting for a retry after an error) with their error.
import type { UtilityOutbox } from '@ptax/contracts';
import type { Pool } from 'pg';

const FAILURES = 10;

async function countsOf(db: Pool, table: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM ${table} GROUP BY status ORDER BY status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export async function outboxes(db: Pool): Promise<UtilityOutbox[]> {
  const [messages, messageFailures, portal, portalFailures] = await Promise.all([
    countsOf(db, 'message_outbox'),
    db.query<UtilityOutbox['failures'][number]>(
      `SELECT id, channel || ' ' || template || coalesce(' (' || reference || ')', '') AS about, attempts,
              last_error AS error, to_json(created_at) #>> '{}' AS at
         FROM message_outbox WHERE status = 'failed' OR (status = 'pending' AND last_error IS NOT NULL)
        ORDER BY created_at DESC LIMIT ${FAILURES}`,
    ),
    countsOf(db, 'state_portal_batches'),
    db.query<UtilityOutbox['failures'][number]>(
      `SELECT id, to_char(business_date, 'YYYY-MM-DD') AS about, attempts, last_error AS error,
              to_json(created_at) #>> '{}' AS at
         FROM state_portal_batches
        WHERE status IN ('failed', 'part_failed') OR (status = 'queued' AND last_error IS NOT NULL)
        ORDER BY created_at DESC LIMIT ${FAILURES}`,
    ),
  ]);
  return [
    { name: 'messages', counts: messages, failures: messageFailures.rows },
    { name: 'statePortal', counts: portal, failures: portalFailures.rows },
  ];
}
