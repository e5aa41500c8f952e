import type { Queryable } from '@ptax/projections';

export type CallbackSource = 'browser' | 'webhook' | 'query';
export type CallbackOutcomeKind = 'success' | 'failure' | 'duplicate' | 'pending' | 'refused';

export interface CallbackLogEntry {
  at: string;
  gateway: string;
  source: CallbackSource;
  txnId?: string | null;
  outcome: CallbackOutcomeKind;
  reason?: string | null;
  remoteAddress?: string | null;
}

// The txn id and reason may come from a forged request: stored bounded, never trusted.
const bounded = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

export async function logCallback(db: Queryable, entry: CallbackLogEntry): Promise<void> {
  await db.query(
    `INSERT INTO gateway_callback_log (at, gateway, source, txn_id, outcome, reason, remote_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.at,
      bounded(entry.gateway, 40),
      entry.source,
      bounded(entry.txnId, 100),
      entry.outcome,
      bounded(entry.reason, 500),
      bounded(entry.remoteAddress, 100),
    ],
  );
}

export interface CallbackLogRow {
  at: string;
  gateway: string;
  source: CallbackSource;
  txnId: string | null;
  outcome: CallbackOutcomeKind;
  reason: string | null;
  remoteAddress: string | null;
}

/** One payment's entries, oldest first. */
export async function callbackLogOf(db: Queryable, txnId: string): Promise<CallbackLogRow[]> {
  const { rows } = await db.query<CallbackLogRow>(
    `SELECT to_json(at) #>> '{}' AS at, gateway, source, txn_id AS "txnId", outcome, reason,
            remote_address AS "remoteAddress"
       FROM gateway_callback_log WHERE txn_id = $1 ORDER BY at, id`,
    [txnId],
  );
  return rows;
}
