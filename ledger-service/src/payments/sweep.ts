// The payments process manager: finishes what a crash left between two writes. Candidates come from
// the transactions read model (its partial indexes find them among millions of rows); each step
// decides again on the streams themselves and is idempotent, so a lagging read model or two sweeps
// at once can only repeat a step that then changes nothing.
import type { EventMetadata } from '@ptax/contracts';
import { unfinishedShifts, unpostedPayments, unreversedPayments } from '@ptax/projections';
import type { ModuleContext } from '../moduleContract';
import { loadPayment } from './ledgers';
import { ensurePosted, reverseWhereItStands } from './lifecycle';
import { completeShift } from './shift';

/** A counter payment is posted by its own request within a second; the sweep leaves it that long. */
export const POSTING_GRACE_MS = 60_000;

const SWEEPER: EventMetadata = { userId: 'system:payments', loginType: 'system', command: 'PaymentSweep' };

export interface PaymentSweepReport {
  posted: number;
  shifted: number;
  reversed: number;
  errors: number;
}

export async function sweepPayments(
  ctx: ModuleContext,
  options: { graceMs?: number; log?: (line: string) => void } = {},
): Promise<PaymentSweepReport> {
  const report: PaymentSweepReport = { posted: 0, shifted: 0, reversed: 0, errors: 0 };
  const log = options.log ?? ((line: string) => console.warn(`[payments] ${line}`));
  // One stuck payment (a property deleted since, say) must not hold up the others; the next run retries.
  const attempt = async (what: string, step: () => Promise<boolean>, count: keyof PaymentSweepReport) => {
    try {
      if (await step()) report[count] += 1;
    } catch (error) {
      report.errors += 1;
      log(`${what}: ${(error as Error).message}`);
    }
  };

  const before = new Date(ctx.now() - (options.graceMs ?? POSTING_GRACE_MS)).toISOString();
  for (const txnId of await unpostedPayments(ctx.pool, before))
    await attempt(
      `posting ${txnId}`,
      async () => (await ensurePosted(ctx, txnId, SWEEPER)) !== null,
      'posted',
    );

  for (const shift of await unfinishedShifts(ctx.pool))
    await attempt(
      `shift of ${shift.txnId}`,
      async () => (await completeShift(ctx, shift, SWEEPER)).completed,
      'shifted',
    );

  for (const taken of await unreversedPayments(ctx.pool))
    await attempt(
      `reversal of ${taken.txnId}`,
      async () => {
        const payment = await loadPayment(ctx.store, taken.txnId);
        if (payment.status !== 'rejected' && payment.status !== 'cancelled') return false;
        const reversed = await reverseWhereItStands(
          ctx,
          payment,
          payment.status,
          taken.remarks ?? undefined,
          SWEEPER,
        );
        return reversed !== null;
      },
      'reversed',
    );

  return report;
}
