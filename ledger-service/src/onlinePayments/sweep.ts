import type { EventMetadata } from '@ptax/contracts';
import type { OnlinePaymentsDeps } from './deps';
import { reconcilePayment } from './reconcile';

// The scheduled reconciliation: gateway payments still 'initiated' a while after they began are
// asked about one by one. Candidates come from the transactions read model (projections/src/
// transactions), whose status index finds them among millions of rows; the decision is made on
// each payment's own stream, so a lagging read model can only delay a payment, never misjudge it.

/** A payer takes a few minutes on the gateway's page; asking sooner only finds them still there. */
export const SWEEP_MIN_AGE_MS = 15 * 60_000;
/** Per run: a backlog drains over a few runs instead of hammering the gateway. */
export const SWEEP_BATCH = 200;
/**
 * A payment is asked about again after a quarter of its age, between 5 minutes and an hour: often
 * while the payer may still be paying, hourly for a payment link that waits for days.
 */
const RECHECK_AFTER = `LEAST(GREATEST(($2::timestamptz - t.created_at) / 4, interval '5 minutes'), interval '1 hour')`;

const SWEEPER: EventMetadata = { userId: 'system:reconciliation', loginType: 'system' };

export interface SweepReport {
  checked: number;
  succeeded: number;
  failed: number;
  stillOpen: number;
  errors: number;
}

async function candidates(
  deps: OnlinePaymentsDeps,
  now: number,
  options: { minAgeMs?: number; batch?: number },
) {
  const { rows } = await deps.pool.query<{ txn_id: string }>(
    `SELECT t.txn_id FROM transactions t LEFT JOIN gateway_status_checks c ON c.txn_id = t.txn_id
      WHERE t.origin AND t.status = 'initiated' AND t.mode IN ('online', 'link') AND t.created_at <= $1
        AND (c.last_checked_at IS NULL OR c.last_checked_at <= $2::timestamptz - ${RECHECK_AFTER})
      ORDER BY c.last_checked_at NULLS FIRST, t.created_at LIMIT $3`,
    [
      new Date(now - (options.minAgeMs ?? SWEEP_MIN_AGE_MS)).toISOString(),
      new Date(now).toISOString(),
      options.batch ?? SWEEP_BATCH,
    ],
  );
  return rows.map((row) => row.txn_id);
}

const noteChecked = (deps: OnlinePaymentsDeps, txnId: string, at: number) =>
  deps.pool.query(
    `INSERT INTO gateway_status_checks (txn_id, last_checked_at) VALUES ($1, $2)
     ON CONFLICT (txn_id) DO UPDATE SET last_checked_at = EXCLUDED.last_checked_at,
       checks = gateway_status_checks.checks + 1`,
    [txnId, new Date(at).toISOString()],
  );

export async function sweepInitiatedPayments(
  deps: OnlinePaymentsDeps,
  options: { minAgeMs?: number; batch?: number } = {},
): Promise<SweepReport> {
  const now = deps.now();
  const report: SweepReport = { checked: 0, succeeded: 0, failed: 0, stillOpen: 0, errors: 0 };
  for (const txnId of await candidates(deps, now, options)) {
    report.checked += 1;
    try {
      const { status } = await reconcilePayment(deps, txnId, 'sweep', SWEEPER);
      if (status === 'success') report.succeeded += 1;
      else if (status === 'failed') report.failed += 1;
      else report.stillOpen += 1;
    } catch (error) {
      // One unreachable gateway or odd payment must not stop the others; the next run tries again.
      report.errors += 1;
      deps.log(`reconciliation of ${txnId}: ${(error as Error).message}`);
    }
    await noteChecked(deps, txnId, now);
  }
  return report;
}
