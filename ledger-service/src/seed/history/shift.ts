// A payment made against the wrong property (as happens at counters) moved to the right one, as
// payments/shift.ts moves it: out of the one ledger, then into the other, apportioned there on the day.
import { by, onLedger, type Account, type PayContext } from './context';
import { officeMoment, type PaymentMode } from './modes';

/** Out of `pair[who]`'s ledger and into the other's; nothing after the history's last day. */
export function shift(ctx: PayContext, pair: Account[], who: number, txnId: string, day: string) {
  if (day > ctx.today) return;
  const [from, to] = [pair[who], pair[1 - who]];
  if (from.state.property.status === 'absent' || to.state.property.status === 'absent') return;
  const fromId = from.state.property.propertyUniqueId;
  const toId = to.state.property.propertyUniqueId;
  const at = officeMoment(day, ctx.random);
  const requestedBy = 'Tax superintendent';
  const out = { type: 'ShiftPaymentOut' as const, txnId, toPropertyUniqueId: toId, requestedBy, at };
  const shiftedOut = onLedger(ctx, from, out, by(ctx, 'reviewer', 'ShiftPaymentOut'));
  const record = from.state.ledger.payments[txnId];
  if (!shiftedOut?.length || !record) return;
  const shiftIn = {
    type: 'ShiftPaymentIn' as const,
    propertyUniqueId: toId,
    txnId,
    fromPropertyUniqueId: fromId,
    amountPaise: record.amountPaise,
    requestedBy,
    ...(record.receiptNumber ? { receiptNumber: record.receiptNumber } : {}),
    ...(record.mode ? { mode: record.mode as PaymentMode } : {}),
    at,
    rules: ctx.rulesOf(day).rules,
  };
  onLedger(ctx, to, shiftIn, by(ctx, 'reviewer', 'ShiftPaymentIn'));
}
