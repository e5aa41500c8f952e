// What the payments process manager must still finish after a crash between two writes: payments that
// count but never reached a ledger, shifts whose second half is missing, and payments rejected or
// cancelled whose money still stands on a ledger.
import type { Queryable } from '../staff/queries';

/** payments/payment.ts `postable`: a success, or a counter payment (cheque and DD until they bounce). */
export async function unpostedPayments(db: Queryable, beganBefore: string, limit = 500): Promise<string[]> {
  const { rows } = await db.query<{ txn_id: string }>(
    `SELECT txn_id FROM transactions
      WHERE origin AND ledger_state IS NULL AND payment_status IN ('success', 'pending')
        AND (payment_status = 'success' OR mode IN ('cash', 'pos', 'cheque', 'dd'))
        AND activity_at <= $1::timestamptz
      ORDER BY activity_at LIMIT $2`,
    [beganBefore, limit],
  );
  return rows.map((row) => row.txn_id);
}

export interface UnfinishedShift {
  txnId: string;
  fromPropertyUniqueId: string;
  toPropertyUniqueId: string;
  amountPaise: number;
  requestedBy: string;
}

export async function unfinishedShifts(db: Queryable, limit = 500): Promise<UnfinishedShift[]> {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT s.txn_id, s.property_unique_id, s.shifted_to, s.amount_paise, s.shift_requested_by
       FROM transactions s
      WHERE s.ledger_state = 'shiftedOut' AND NOT EXISTS (
            SELECT 1 FROM transactions d
             WHERE d.txn_id = s.txn_id AND d.property_unique_id = s.shifted_to
               AND d.shifted_from = s.property_unique_id)
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    txnId: row.txn_id,
    fromPropertyUniqueId: row.property_unique_id,
    toPropertyUniqueId: row.shifted_to,
    amountPaise: Number(row.amount_paise),
    requestedBy: row.shift_requested_by,
  }));
}

export interface UnreversedPayment {
  txnId: string;
  /** Where the money stands now (the payment's own property, or where a shift took it). */
  propertyUniqueId: string;
  reason: 'rejected' | 'cancelled';
  remarks: string | null;
}

export async function unreversedPayments(db: Queryable, limit = 500): Promise<UnreversedPayment[]> {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT p.txn_id, h.property_unique_id, p.payment_status, p.remarks
       FROM transactions p JOIN transactions h ON h.txn_id = p.txn_id AND h.ledger_state = 'received'
      WHERE p.origin AND p.payment_status IN ('rejected', 'cancelled')
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    txnId: row.txn_id,
    propertyUniqueId: row.property_unique_id,
    reason: row.payment_status as 'rejected' | 'cancelled',
    remarks: row.remarks ?? null,
  }));
}
