// Where a payment's money stands: the ledger of the property it was made for, or, after shifts, the
// property the last shift took it to. Read from the property streams themselves (not the read
// model), so a decision made right after another never acts on a stale picture.
import {
  paymentStream,
  propertyStream,
  type EventStore,
  type LedgerState,
  type PaymentRecord,
} from '@ptax/contracts';
import { notFound } from '../http/errors';
import { evolveAccount, initialAccountState } from '../ledger/account';
import { PAYMENT_MESSAGES } from './decide';
import { evolvePayment, initialPaymentState, type KnownPayment } from './payment';

export async function ledgerOf(store: EventStore, propertyUniqueId: string): Promise<LedgerState> {
  const events = await store.readStream(propertyStream(propertyUniqueId));
  return events.reduce(evolveAccount, initialAccountState).ledger;
}

export async function loadPayment(store: EventStore, txnId: string): Promise<KnownPayment> {
  const events = await store.readStream(paymentStream(txnId));
  const payment = events.reduce(evolvePayment, initialPaymentState);
  if (payment.status === 'absent') throw notFound(PAYMENT_MESSAGES.notFound);
  return payment;
}

/** A payment's record on a ledger, leaving out the placeholder of a rebate whose payment is not written. */
export const recordOn = (ledger: LedgerState, txnId: string): PaymentRecord | null => {
  const record = ledger.payments[txnId];
  return record && record.amountPaise > 0 ? record : null;
};

export interface Holding {
  propertyUniqueId: string;
  /** null: the last shift's second half is not written yet (the sweep writes it). */
  record: PaymentRecord | null;
}

/** Follows the payment from its own property along its shifts to where it is now. */
export async function whereItStands(store: EventStore, payment: KnownPayment): Promise<Holding> {
  const seen = new Set<string>();
  let propertyUniqueId = payment.propertyUniqueId;
  for (;;) {
    seen.add(propertyUniqueId);
    const record = recordOn(await ledgerOf(store, propertyUniqueId), payment.txnId);
    if (!record || record.status !== 'shiftedOut' || !record.shiftedTo || seen.has(record.shiftedTo))
      return { propertyUniqueId, record };
    propertyUniqueId = record.shiftedTo;
  }
}
