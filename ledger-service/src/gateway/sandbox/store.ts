// The sandbox gateway's table: one row per checkout, completed once by the payer's choice.
import type { Queryable } from '@ptax/projections';

export type SandboxScheme = 'payu' | 'snn';
export type SandboxOutcome = 'success' | 'failure' | 'cancelled';

export interface SandboxPayment {
  scheme: SandboxScheme;
  txnId: string;
  gatewayTxnId: string;
  amountPaise: number;
  request: Record<string, string>;
  status: 'pending' | SandboxOutcome;
  createdAt: Date;
  completedAt: Date | null;
}

/** A successful payment and the day (IST) it reaches the merchant's account: the next day. */
export interface SettledPayment extends SandboxPayment {
  settledOn: string;
  utr: string;
}

interface Row {
  scheme: SandboxScheme;
  txn_id: string;
  gateway_txn_id: string;
  amount_paise: string;
  request: Record<string, string>;
  status: SandboxPayment['status'];
  created_at: Date;
  completed_at: Date | null;
}

const toPayment = (row: Row): SandboxPayment => ({
  scheme: row.scheme,
  txnId: row.txn_id,
  gatewayTxnId: row.gateway_txn_id,
  amountPaise: Number(row.amount_paise),
  request: row.request,
  status: row.status,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

// One payout a day per scheme in the sandbox, so the UTR can be derived from the day.
const utrOf = (scheme: SandboxScheme, day: string) =>
  `SBX${scheme === 'payu' ? 'P' : 'S'}${day.replace(/-/g, '')}`;

export function createSandboxStore(db: Queryable) {
  const one = async (sql: string, values: unknown[]) => {
    const { rows } = await db.query<Row>(sql, values);
    return rows[0] ? toPayment(rows[0]) : null;
  };

  return {
    /** Records a checkout; a second post of the same transaction id returns the row already there. */
    async begin(payment: Omit<SandboxPayment, 'status' | 'createdAt' | 'completedAt'>, at: Date) {
      const inserted = await one(
        `INSERT INTO sandbox_gateway_payments (scheme, txn_id, gateway_txn_id, amount_paise, request, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (scheme, txn_id) DO NOTHING RETURNING *`,
        [payment.scheme, payment.txnId, payment.gatewayTxnId, payment.amountPaise, payment.request, at],
      );
      return inserted ?? (await this.find(payment.scheme, payment.txnId))!;
    },

    find: (scheme: SandboxScheme, txnId: string) =>
      one('SELECT * FROM sandbox_gateway_payments WHERE scheme = $1 AND txn_id = $2', [scheme, txnId]),

    /** Pending → the payer's choice, once; a repeated choice (back button) returns the first one. */
    async complete(gatewayTxnId: string, outcome: SandboxOutcome, at: Date) {
      const completed = await one(
        `UPDATE sandbox_gateway_payments SET status = $2, completed_at = $3
         WHERE gateway_txn_id = $1 AND status = 'pending' RETURNING *`,
        [gatewayTxnId, outcome, at],
      );
      return (
        completed ?? one('SELECT * FROM sandbox_gateway_payments WHERE gateway_txn_id = $1', [gatewayTxnId])
      );
    },

    /** Successful payments settled between two IST days (inclusive), only up to today. */
    async settled(scheme: SandboxScheme, from: string, to: string, now: Date): Promise<SettledPayment[]> {
      // Paid on day D (IST) is settled on D + 1: settled in [from, min(to, today)] means paid in
      // [from - 1, min(to, today) - 1], a range over the index.
      const { rows } = await db.query<Row & { settled_on: string }>(
        `SELECT *, to_char((completed_at AT TIME ZONE 'Asia/Kolkata')::date + 1, 'YYYY-MM-DD') AS settled_on
         FROM sandbox_gateway_payments
         WHERE scheme = $1 AND status = 'success'
           AND completed_at >= (($2::date - 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
           AND completed_at < (LEAST($3::date, ($4::timestamptz AT TIME ZONE 'Asia/Kolkata')::date)::timestamp
                               AT TIME ZONE 'Asia/Kolkata')
         ORDER BY completed_at`,
        [scheme, from, to, now],
      );
      return rows.map((row) => ({
        ...toPayment(row),
        settledOn: row.settled_on,
        utr: utrOf(scheme, row.settled_on),
      }));
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
