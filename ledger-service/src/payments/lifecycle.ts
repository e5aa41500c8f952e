// The steps of a payment's life that touch a property's ledger, each safe to repeat: the routes call
// them right after their own write, and the sweep calls them again for anything a crash interrupted.
// Every money command on one payment (post, approve, reject, cancel, shift, and the sweep's steps)
// runs under that payment's lock, so each decides on what the one before it finished writing.
import { propertyStream, type EventMetadata } from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { ledgerDecider } from '../ledger/decide';
import type { ModuleContext } from '../moduleContract';
import { ledgerOf, loadPayment, recordOn, whereItStands } from './ledgers';
import { postable, type KnownPayment } from './payment';
import { onePaymentAtATime, postPayment } from './posting';
import { isoNow, postingDepsOf } from './services';

/**
 * Posts a payment that counts unless its PaymentReceived is already on its property's ledger (it
 * may have moved on since: a shifted or reversed payment is not posted again). Answers the position
 * of the last write, or null when there was nothing to do.
 */
export async function ensurePosted(
  ctx: ModuleContext,
  txnId: string,
  metadata: EventMetadata,
): Promise<number | null> {
  return onePaymentAtATime(ctx, txnId, async () => {
    const payment = await loadPayment(ctx.store, txnId);
    if (!postable(payment)) return null;
    if (recordOn(await ledgerOf(ctx.store, payment.propertyUniqueId), txnId)) return null;
    const posted = await postPayment(postingDepsOf(ctx), txnId, { ...metadata, command: 'PostPayment' });
    return posted.position;
  });
}

/** Takes a rejected or cancelled payment's money off the ledger it stands on now, if it still does. */
export function reverseWhereItStands(
  ctx: ModuleContext,
  payment: KnownPayment,
  reason: 'rejected' | 'cancelled',
  remarks: string | undefined,
  metadata: EventMetadata,
): Promise<number | null> {
  return onePaymentAtATime(ctx, payment.txnId, async () => {
    const holding = await whereItStands(ctx.store, payment);
    if (holding.record?.status !== 'received') return null;
    const { events, position } = await handleCommand(
      ctx.store,
      propertyStream(holding.propertyUniqueId),
      ledgerDecider,
      {
        type: 'ReversePayment',
        txnId: payment.txnId,
        reason,
        ...(remarks ? { remarks } : {}),
        at: isoNow(ctx),
      },
      { ...metadata, command: 'ReversePayment' },
      BUSY_STREAM,
    );
    return events.length ? position : null;
  });
}

/** The latest of some write positions (null: nothing written), for read-your-writes. */
export const lastPosition = (...positions: (number | null | undefined)[]) =>
  Math.max(0, ...positions.filter((p): p is number => typeof p === 'number'));
