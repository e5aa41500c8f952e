// A payment's own stream and its posting, as payments/posting.ts posts: once the payment counts it
// takes the next receipt number of its financial year's series, then PaymentReceived goes on the
// property's ledger with the rules of the day it was paid.
import { indiaDate, paymentStream, type EventMetadata } from '@ptax/contracts';
import { decidePayment } from '../../payments/decide';
import { evolvePayment, initialPaymentState, type PaymentState } from '../../payments/payment';
import { receivePaymentCommand, receiptYearOf } from '../../payments/posting';
import { formatReceiptNumber, receiptSeriesName } from '../../receipts/series';
import { onLedger, type Account, type PayContext } from './context';
import { streamRecorder, type StreamRecorder } from './recorder';

export type PaymentRecorder = StreamRecorder<PaymentState>;

export function paymentRecorder(ctx: PayContext, txnId: string): PaymentRecorder {
  return streamRecorder<PaymentState>(paymentStream(txnId), initialPaymentState, evolvePayment, {
    metadata: ctx.metadata,
    idSeed: ctx.idSeed,
    backdated: ctx.backdated,
  });
}

/** The receipt and PaymentReceived of a payment that counts, posted at `at`. */
export function post(
  ctx: PayContext,
  account: Account,
  payment: PaymentRecorder,
  at: string,
  metadata?: EventMetadata,
) {
  const state = payment.state;
  if (state.status === 'absent') return;
  const financialYear = receiptYearOf(state);
  const serial = ctx.counters.next(receiptSeriesName(financialYear), 'receipt', state.txnId, at);
  const receiptNumber = formatReceiptNumber(financialYear, serial);
  payment.decide(decidePayment, { type: 'IssueReceipt', receiptNumber, financialYear, at }, at, metadata);
  const dayRules = ctx.rulesOf(indiaDate(state.paidAt ?? state.initiatedAt));
  onLedger(ctx, account, receivePaymentCommand(state, receiptNumber, dayRules, at), metadata);
}
