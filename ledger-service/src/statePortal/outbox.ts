// Queueing a push: the day's records are written once per key, and those not acknowledged, not in
// a live batch (new, refused or failed) go into a new batch, in one transaction. Two pushes of one
// day at once claim disjoint records (the UPDATE locks them); a day with nothing left adds no batch.
import { randomUUID } from 'node:crypto';
import type { StatePortalRecord } from '@ptax/contracts';
import type { Pool, PoolClient } from 'pg';
import { badRequest, notFound } from '../http/errors';
import { recordsOfDay } from './records';

export interface QueuedBatch {
  id: string;
  date: string;
  records: number;
  amountPaise: number;
}

async function transaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function storeRecords(client: PoolClient, records: StatePortalRecord[]) {
  if (!records.length) return;
  // A record not sent yet takes the register's latest view of it; a sent one stays as it was sent.
  await client.query(
    `INSERT INTO state_portal_records (key, city_code, business_date, receipt_number, kind, amount_paise, payload)
     SELECT e ->> 'key', e ->> 'cityCode', (e ->> 'date')::date, e ->> 'receiptNumber', e ->> 'kind',
            (e ->> 'amountPaise')::bigint, e
       FROM jsonb_array_elements($1::jsonb) AS e
     ON CONFLICT (key) DO UPDATE SET amount_paise = EXCLUDED.amount_paise, payload = EXCLUDED.payload
      WHERE state_portal_records.status IN ('new', 'rejected', 'failed')`,
    [JSON.stringify(records)],
  );
}

/** Stores the day's records and puts those the portal still needs into a new batch (null: none). */
export async function queueRecords(
  pool: Pool,
  cityCode: string,
  date: string,
  records: StatePortalRecord[],
  requestedBy: string,
): Promise<QueuedBatch | null> {
  return transaction(pool, async (client) => {
    await storeRecords(client, records);
    const id = randomUUID();
    await client.query(
      `INSERT INTO state_portal_batches (id, city_code, business_date, requested_by) VALUES ($1, $2, $3, $4)`,
      [id, cityCode, date, requestedBy],
    );
    const { rows } = await client.query<{ key: string; amount_paise: string }>(
      `UPDATE state_portal_records SET status = 'queued', batch_id = $1, last_error = NULL
        WHERE city_code = $2 AND business_date = $3 AND key = ANY($4::text[])
          AND status IN ('new', 'rejected', 'failed')
        RETURNING key, amount_paise`,
      [id, cityCode, date, records.map((record) => record.key)],
    );
    if (!rows.length) {
      await client.query('DELETE FROM state_portal_batches WHERE id = $1', [id]);
      return null;
    }
    await client.query(
      `INSERT INTO state_portal_batch_records (batch_id, key) SELECT $1, unnest($2::text[])`,
      [id, rows.map((row) => row.key)],
    );
    const amountPaise = rows.reduce((sum, row) => sum + Number(row.amount_paise), 0);
    return { id, date, records: rows.length, amountPaise };
  });
}

/** Queues one batch per day with what the portal does not hold yet; answers the batches made. */
export async function queuePush(
  pool: Pool,
  cityCode: string,
  dates: string[],
  requestedBy: string,
): Promise<QueuedBatch[]> {
  const batches: QueuedBatch[] = [];
  for (const date of dates) {
    const records = await recordsOfDay(pool, cityCode, date);
    const batch = await queueRecords(pool, cityCode, date, records, requestedBy);
    if (batch) batches.push(batch);
  }
  return batches;
}

/** Sends a failed (or part failed) batch's failed and refused records again, at once. */
export async function retryBatch(pool: Pool, id: string): Promise<number> {
  return transaction(pool, async (client) => {
    const { rows } = await client.query<{ status: string }>(
      'SELECT status FROM state_portal_batches WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows.length) throw notFound('Batch not found');
    if (!['failed', 'part_failed'].includes(rows[0].status))
      throw badRequest('Only a failed or part failed batch can be retried');
    // Records another push has taken since stay with that batch.
    const claimed = await client.query<{ key: string }>(
      `UPDATE state_portal_records SET status = 'queued', last_error = NULL
        WHERE batch_id = $1 AND status IN ('rejected', 'failed') RETURNING key`,
      [id],
    );
    if (!claimed.rows.length) throw badRequest('Nothing in this batch is left to send');
    await client.query(
      `UPDATE state_portal_batch_records SET outcome = 'queued', error = NULL
        WHERE batch_id = $1 AND key = ANY($2::text[])`,
      [id, claimed.rows.map((row) => row.key)],
    );
    await client.query(
      `UPDATE state_portal_batches SET status = 'queued', attempts = 0, next_attempt_at = now(), last_error = NULL
        WHERE id = $1`,
      [id],
    );
    return claimed.rows.length;
  });
}
