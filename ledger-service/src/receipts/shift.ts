// Where a shifted payment went, for its receipts: from which property to which, when, by whom (the
// official who shifted it and who asked for it) and why. Read from the PaymentShiftedOut event on
// the property the money left, which also holds when a crash left the second half to the sweep.
import { propertyStream, type LedgerEvent, type RecordedEvent } from '@ptax/contracts';
import type { TransactionDetail } from '@ptax/projections';
import type { ModuleContext } from '../moduleContract';

type ShiftedOut = Extract<LedgerEvent, { type: 'PaymentShiftedOut' }>['data'];

export interface ShiftFact {
  fromPropertyUniqueId: string;
  toPropertyUniqueId: string;
  /** ISO date-time. */
  at: string;
  /** The official who shifted it (the user id of the event). */
  by: string | null;
  requestedBy: string;
  reason: string | null;
}

/** The last shift of this payment from `from` to `to`, as that event tells it; null when none. */
async function shiftBetween(
  ctx: Pick<ModuleContext, 'store'>,
  txnId: string,
  from: string,
  to: string,
): Promise<ShiftFact | null> {
  const events: readonly RecordedEvent[] = await ctx.store.readStream(propertyStream(from));
  const found = events
    .filter((event) => event.type === 'PaymentShiftedOut')
    .map((event) => ({ data: event.data as ShiftedOut, by: event.metadata.userId }))
    .filter(({ data }) => data.txnId === txnId && data.toPropertyUniqueId === to)
    .at(-1);
  if (!found) return null;
  return {
    fromPropertyUniqueId: from,
    toPropertyUniqueId: to,
    at: found.data.shiftedAt,
    by: typeof found.by === 'string' ? found.by : null,
    requestedBy: found.data.requestedBy,
    reason: found.data.reason ?? null,
  };
}

/** How the payment came to this row's property, and where it went from there. */
export async function shiftsOf(
  ctx: Pick<ModuleContext, 'store'>,
  row: TransactionDetail,
): Promise<{ in?: ShiftFact; out?: ShiftFact }> {
  const [arrived, left] = await Promise.all([
    row.shiftedFrom ? shiftBetween(ctx, row.txnId, row.shiftedFrom, row.propertyUniqueId) : null,
    row.shiftedTo ? shiftBetween(ctx, row.txnId, row.propertyUniqueId, row.shiftedTo) : null,
  ]);
  return { ...(arrived ? { in: arrived } : {}), ...(left ? { out: left } : {}) };
}
