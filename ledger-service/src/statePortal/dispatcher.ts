// Sends queued batches to the portal, as the message outbox's dispatcher sends messages: batches are
// claimed with FOR UPDATE SKIP LOCKED and leased (status 'sent', next_attempt_at past the send), so
// several instances never send one batch at once and a crashed instance's batch comes back later.
// Every answer is written per record and per batch, and every attempt is kept.
import type { StatePortalRecord } from '@ptax/contracts';
import type { Pool } from 'pg';
import type { DispatchOptions } from '../messaging/dispatcher';
import { startPollingWorker } from '../messaging/pollingWorker';
import type { Worker } from '../moduleContract';
import type { PortalAnswer, StatePortal } from './port';

export const PORTAL_DISPATCH: DispatchOptions = {
  batchSize: 5,
  maxAttempts: 5,
  backoffMs: 60_000,
  leaseMs: 300_000,
};

interface Claimed {
  id: string;
  city_code: string;
  business_date: string;
  attempts: number;
}

async function claim(db: Pool, options: DispatchOptions): Promise<Claimed[]> {
  const { rows } = await db.query<Claimed>(
    `UPDATE state_portal_batches
        SET status = 'sent', attempts = attempts + 1, sent_at = now(),
            next_attempt_at = now() + $2 * interval '1 millisecond'
      WHERE id IN (SELECT id FROM state_portal_batches
                    WHERE status IN ('queued', 'sent') AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, city_code, to_char(business_date, 'YYYY-MM-DD') AS business_date, attempts`,
    [options.batchSize, options.leaseMs],
  );
  return rows;
}

async function recordsOf(db: Pool, batchId: string): Promise<StatePortalRecord[]> {
  const { rows } = await db.query<{ payload: StatePortalRecord }>(
    `SELECT payload FROM state_portal_records WHERE batch_id = $1 AND status = 'queued' ORDER BY key`,
    [batchId],
  );
  return rows.map((row) => row.payload);
}

// Numbered over the batch's whole life: a retried batch starts its attempts count again, its history does not.
const NEXT_ATTEMPT = '(SELECT coalesce(max(attempt), 0) + 1 FROM state_portal_attempts WHERE batch_id = $1)';

const MISSING = 'The portal did not answer for this record';

/** Writes the portal's word on each record, then the batch's state from all of its records. */
async function recordAnswer(db: Pool, batch: Claimed, records: StatePortalRecord[], answer: PortalAnswer) {
  const byKey = new Map(answer.records.map((record) => [record.key, record]));
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    for (const { key } of records) {
      const said = byKey.get(key) ?? { key, status: 'rejected' as const, error: MISSING };
      const acknowledged = said.status !== 'rejected';
      const ackId = acknowledged ? said.acknowledgementId : null;
      const error = acknowledged ? null : String(said.error || 'Refused').slice(0, 500);
      await client.query(
        `UPDATE state_portal_records SET status = $3, acknowledgement_id = $4, last_error = $5,
                acknowledged_at = CASE WHEN $3 = 'acknowledged' THEN now() END
          WHERE key = $1 AND batch_id = $2`,
        [key, batch.id, acknowledged ? 'acknowledged' : 'rejected', ackId, error],
      );
      await client.query(
        `UPDATE state_portal_batch_records SET outcome = $3, acknowledgement_id = $4, error = $5
          WHERE batch_id = $1 AND key = $2`,
        [batch.id, key, acknowledged ? 'acknowledged' : 'rejected', ackId, error],
      );
    }
    const { rows } = await client.query<{ acknowledged: number; refused: number }>(
      `SELECT count(*) FILTER (WHERE outcome = 'acknowledged')::int AS acknowledged,
              count(*) FILTER (WHERE outcome <> 'acknowledged')::int AS refused
         FROM state_portal_batch_records WHERE batch_id = $1`,
      [batch.id],
    );
    const { acknowledged, refused } = rows[0];
    const status = refused === 0 ? 'acknowledged' : acknowledged === 0 ? 'failed' : 'part_failed';
    const lastError = refused ? `The portal refused ${refused} of ${acknowledged + refused} records` : null;
    await client.query(
      `UPDATE state_portal_batches SET status = $2, acknowledgement_id = $3, last_error = $4 WHERE id = $1`,
      [batch.id, status, answer.acknowledgementId || null, lastError],
    );
    await client.query(
      `INSERT INTO state_portal_attempts (batch_id, attempt, outcome, error, acknowledgement_id)
       VALUES ($1, ${NEXT_ATTEMPT}, $2, $3, $4)`,
      [batch.id, status === 'failed' ? 'rejected' : status, lastError, answer.acknowledgementId || null],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The batch did not arrive: try again after the backoff, or give up and mark its records failed. */
async function recordFailure(db: Pool, batch: Claimed, reason: string, options: DispatchOptions) {
  const giveUp = batch.attempts >= options.maxAttempts;
  const backoff = options.backoffMs * 2 ** (batch.attempts - 1);
  await db.query(
    `WITH batch AS (
       UPDATE state_portal_batches SET status = $2, last_error = $3,
              next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1 RETURNING id),
     records AS (
       UPDATE state_portal_records SET status = CASE WHEN $2 = 'failed' THEN 'failed' ELSE status END,
              last_error = $3 WHERE batch_id = $1 AND status = 'queued' RETURNING key),
     lines AS (
       UPDATE state_portal_batch_records SET error = $3,
              outcome = CASE WHEN $2 = 'failed' THEN 'failed' ELSE outcome END
        WHERE batch_id = $1 AND outcome = 'queued' RETURNING key)
     INSERT INTO state_portal_attempts (batch_id, attempt, outcome, error) VALUES ($1, ${NEXT_ATTEMPT}, 'error', $3)`,
    [batch.id, giveUp ? 'failed' : 'queued', reason, backoff],
  );
}

async function sendBatch(db: Pool, portal: StatePortal, batch: Claimed, options: DispatchOptions) {
  const records = await recordsOf(db, batch.id);
  let answer: PortalAnswer;
  try {
    answer = await portal.send({
      batchId: batch.id,
      cityCode: batch.city_code,
      date: batch.business_date,
      records,
    });
  } catch (error) {
    await recordFailure(db, batch, (error as Error).message.slice(0, 500), options);
    return;
  }
  await recordAnswer(db, batch, records, answer);
}

/** Sends one round of due batches; answers how many were claimed. */
export async function dispatchPortalBatches(
  db: Pool,
  portal: StatePortal,
  options: DispatchOptions = PORTAL_DISPATCH,
): Promise<number> {
  const claimed = await claim(db, options);
  for (const batch of claimed) await sendBatch(db, portal, batch, options);
  return claimed.length;
}

/** Polls every intervalMs (at once again after a full round) until stopped. */
export function startPortalDispatcher(
  db: Pool,
  portal: StatePortal,
  intervalMs: number,
  options: DispatchOptions = PORTAL_DISPATCH,
): Worker {
  const round = async () => (await dispatchPortalBatches(db, portal, options)) === options.batchSize;
  return startPollingWorker('state portal dispatch', round, intervalMs);
}
