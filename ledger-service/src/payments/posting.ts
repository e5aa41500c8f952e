import {
  financialYearOfDate,
  indiaDate,
  paymentStream,
  propertyStream,
  type EventMetadata,
  type EventStore,
} from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import type { ReceivePayment } from '../ledger/commands';
import { ledgerDecider } from '../ledger/decide';
import { rulesOn, type DayRules } from '../ledger/rules';
import type { Queryable } from '@ptax/projections';
import type { SerialisedLocks } from '../db/serialised';
import { paymentDecider } from './decide';
import { postable, evolvePayment, initialPaymentState, type KnownPayment } from './payment';

// Posting: a payment that counts (payment.ts `postable`) gets its receipt number, then its
// PaymentReceived on the property's ledger. Two writes on two streams, so this is a process: each
// step is idempotent (the receipt is issued once per payment; the ledger refuses a txn id twice), and
// a sweep (sweep.ts, run by worker.ts) finishes any payment a crash left between the two.

/** Issues the next receipt number of a financial year's series (eventsourcing/serialNumbers.ts). */
export interface ReceiptSeries {
  next(financialYear: string, txnId: string, metadata: EventMetadata): Promise<string>;
}

export interface PostingDeps {
  store: EventStore;
  pool: Queryable;
  receipts: ReceiptSeries;
  now: () => number;
  /** The money commands of one payment run one at a time (payments/lifecycle.ts onePaymentAtATime). */
  locks: Pick<SerialisedLocks, 'serialise'>;
}

export interface Posted {
  payment: KnownPayment;
  receiptNumber: string;
  position: number;
}

async function loadPayment(store: EventStore, txnId: string) {
  const events = await store.readStream(paymentStream(txnId));
  return events.reduce(evolvePayment, initialPaymentState);
}

/** The financial year whose receipt series numbers the payment: the year it was paid in. */
export const receiptYearOf = (payment: KnownPayment) =>
  financialYearOfDate(indiaDate(payment.paidAt ?? payment.initiatedAt));

/** The ledger's ReceivePayment of a payment that counts, with the rules of the day it was paid. */
export function receivePaymentCommand(
  payment: KnownPayment,
  receiptNumber: string,
  { rules, offers }: DayRules,
  at: string,
): ReceivePayment {
  return {
    type: 'ReceivePayment',
    propertyUniqueId: payment.propertyUniqueId,
    txnId: payment.txnId,
    receiptNumber,
    mode: payment.mode,
    amountPaise: payment.amountPaise,
    ...(payment.payerName ? { payerName: payment.payerName } : {}),
    ...(payment.instrument ? { instrument: payment.instrument } : {}),
    paidAt: payment.paidAt ?? payment.initiatedAt,
    at,
    rules,
    offers,
    criteriaMet: payment.mode === 'online' || payment.mode === 'link' ? ['online'] : [],
  };
}

/** Gives the payment its receipt number once; a concurrent poster's number wins and is reused. */
async function ensureReceipt(deps: PostingDeps, payment: KnownPayment, metadata: EventMetadata) {
  if (payment.receiptNumber) return payment.receiptNumber;
  const financialYear = receiptYearOf(payment);
  const receiptNumber = await deps.receipts.next(financialYear, payment.txnId, metadata);
  const at = new Date(deps.now()).toISOString();
  await handleCommand(
    deps.store,
    paymentStream(payment.txnId),
    paymentDecider,
    { type: 'IssueReceipt', receiptNumber, financialYear, at },
    metadata,
  );
  const reloaded = await loadPayment(deps.store, payment.txnId);
  return (reloaded as KnownPayment).receiptNumber ?? receiptNumber;
}

/** Puts a payment that counts on its property's ledger; a second call changes nothing. */
/** Runs `work` while no other money command on the payment runs, on any instance (db/serialised.ts). */
export const onePaymentAtATime = <T>(
  deps: Pick<PostingDeps, 'locks'>,
  txnId: string,
  work: () => Promise<T>,
): Promise<T> => deps.locks.serialise(paymentStream(txnId), work);

export function postPayment(deps: PostingDeps, txnId: string, metadata: EventMetadata): Promise<Posted> {
  // A cancel or reject of the payment waits until it is posted, then takes it back off the ledger.
  return onePaymentAtATime(deps, txnId, () => post(deps, txnId, metadata));
}

async function post(deps: PostingDeps, txnId: string, metadata: EventMetadata): Promise<Posted> {
  const payment = await loadPayment(deps.store, txnId);
  if (!postable(payment)) throw conflict('This transaction does not count (yet): nothing to post');
  const receiptNumber = await ensureReceipt(deps, payment, metadata);
  const dayRules = await rulesOn(deps.pool, indiaDate(payment.paidAt ?? payment.initiatedAt));
  const { position } = await handleCommand(
    deps.store,
    propertyStream(payment.propertyUniqueId),
    ledgerDecider,
    receivePaymentCommand(payment, receiptNumber, dayRules, new Date(deps.now()).toISOString()),
    metadata,
    BUSY_STREAM,
  );
  return { payment, receiptNumber, position };
}
