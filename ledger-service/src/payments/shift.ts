// Shifting a payment to another property (SPEC "Payment shift"): PaymentShiftedOut on the property it
// was paid to, then PaymentShiftedIn on the target, apportioned there as of today (no new rebate). Two
// writes on two streams, under the payment's lock (a cancel or another shift of it waits for both);
// the sweep completes a shift whose second half a crash prevented.
import { indiaDate, propertyStream, type EventMetadata } from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import type { ReceivePayment } from '../ledger/commands';
import { ledgerDecider } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { ledgerOf, loadPayment, recordOn } from './ledgers';
import { lastPosition } from './lifecycle';
import { postable } from './payment';
import { onePaymentAtATime } from './posting';
import { isoNow } from './services';

export const SHIFT_MESSAGES = {
  txnIdRequired: 'Transaction ID is required',
  beenThere: 'This payment has already been on that property and can not be shifted there again',
  notStanding: (status: string) => `This payment can not be shifted: it is ${status}`,
  shiftedAway: (to: string) => `This payment has already been shifted to property ${to}`,
} as const;

export interface Shift {
  txnId: string;
  fromPropertyUniqueId: string;
  toPropertyUniqueId: string;
  requestedBy: string;
  /** Why the money moves; printed on both properties' receipts. */
  reason?: string;
}

/**
 * The second half: the payment arrives on the target, idempotent on (txn, from). Says whether it
 * wrote anything (a repeat finds the money there already) and the position to read at.
 */
export function completeShift(
  ctx: ModuleContext,
  shift: Shift & { amountPaise: number },
  metadata: EventMetadata,
): Promise<{ completed: boolean; position: number }> {
  return onePaymentAtATime(ctx, shift.txnId, () => shiftIn(ctx, shift, metadata));
}

async function shiftIn(
  ctx: ModuleContext,
  shift: Shift & { amountPaise: number },
  metadata: EventMetadata,
): Promise<{ completed: boolean; position: number }> {
  const at = isoNow(ctx);
  const [{ rules }, source] = await Promise.all([
    rulesOn(ctx.pool, indiaDate(at)),
    ledgerOf(ctx.store, shift.fromPropertyUniqueId),
  ]);
  // The receipt travels with the money: the new property's ledger names it.
  const record = recordOn(source, shift.txnId);
  const { events, position } = await handleCommand(
    ctx.store,
    propertyStream(shift.toPropertyUniqueId),
    ledgerDecider,
    {
      type: 'ShiftPaymentIn',
      propertyUniqueId: shift.toPropertyUniqueId,
      txnId: shift.txnId,
      fromPropertyUniqueId: shift.fromPropertyUniqueId,
      amountPaise: shift.amountPaise,
      requestedBy: shift.requestedBy,
      ...(shift.reason ? { reason: shift.reason } : {}),
      ...(record?.receiptNumber ? { receiptNumber: record.receiptNumber } : {}),
      ...(record?.mode ? { mode: record.mode as ReceivePayment['mode'] } : {}),
      at,
      rules,
    },
    { ...metadata, command: 'ShiftPaymentIn' },
    BUSY_STREAM,
  );
  return { completed: events.length > 0, position };
}

export function shiftPayment(ctx: ModuleContext, shift: Shift, metadata: EventMetadata): Promise<number> {
  return onePaymentAtATime(ctx, shift.txnId, () => shiftBothHalves(ctx, shift, metadata));
}

/** A cancelled, rejected or not yet counted payment stays where it is; so does one shifted on already. */
async function assertShiftable(ctx: ModuleContext, shift: Shift) {
  const payment = await loadPayment(ctx.store, shift.txnId);
  const { status } = payment;
  if (!postable(payment)) throw conflict(SHIFT_MESSAGES.notStanding(status));
  const here = recordOn(await ledgerOf(ctx.store, shift.fromPropertyUniqueId), shift.txnId);
  if (here?.status === 'shiftedOut' && here.shiftedTo && here.shiftedTo !== shift.toPropertyUniqueId)
    throw conflict(SHIFT_MESSAGES.shiftedAway(here.shiftedTo));
}

async function shiftBothHalves(ctx: ModuleContext, shift: Shift, metadata: EventMetadata): Promise<number> {
  await assertShiftable(ctx, shift);
  // A payment does not return to a property that held it before: the ledger handles it (the shift-in
  // is matched to the money being there now), but the transaction lists keep one row per payment and
  // property, and a return would show the earlier stay's row as current. Refused until they follow it.
  if (recordOn(await ledgerOf(ctx.store, shift.toPropertyUniqueId), shift.txnId))
    throw conflict(SHIFT_MESSAGES.beenThere);
  const out = await handleCommand(
    ctx.store,
    propertyStream(shift.fromPropertyUniqueId),
    ledgerDecider,
    {
      type: 'ShiftPaymentOut',
      txnId: shift.txnId,
      toPropertyUniqueId: shift.toPropertyUniqueId,
      requestedBy: shift.requestedBy,
      ...(shift.reason ? { reason: shift.reason } : {}),
      at: isoNow(ctx),
    },
    { ...metadata, command: 'ShiftPaymentOut' },
    BUSY_STREAM,
  );
  // A repeated request finds the first half written already: it completes the second with its amount.
  const left = recordOn(await ledgerOf(ctx.store, shift.fromPropertyUniqueId), shift.txnId);
  if (left?.status !== 'shiftedOut' || left.shiftedTo !== shift.toPropertyUniqueId) return out.position;
  return lastPosition(
    out.position,
    (await completeShift(ctx, { ...shift, amountPaise: left.amountPaise }, metadata)).position,
  );
}
