import type { EventStore } from '@ptax/contracts';
import { notFound } from '../http/errors';
import { PAYMENT_MESSAGES } from '../payments/decide';
import type { PaymentStatus } from '../payments/payment';
import { loadPayment } from './paymentState';

// What the citizen's success and failure pages show about a payment. Public: it names no payer, no
// mobile number and no email address, only the money, the property and the receipt.

export interface PaymentStatusView {
  txnId: string;
  status: PaymentStatus;
  mode: string;
  amountPaise: number;
  propertyUniqueId: string;
  receiptNumber: string | null;
  paidAt: string | null;
  /** Why it failed, when it did. */
  reason?: string;
}

export async function paymentStatusView(store: EventStore, txnId: string): Promise<PaymentStatusView> {
  const { state, failureReason } = await loadPayment(store, txnId);
  if (state.status === 'absent') throw notFound(PAYMENT_MESSAGES.notFound);
  return {
    txnId: state.txnId,
    status: state.status,
    mode: state.mode,
    amountPaise: state.amountPaise,
    propertyUniqueId: state.propertyUniqueId,
    receiptNumber: state.receiptNumber,
    paidAt: state.paidAt,
    ...(state.status === 'failed' && failureReason ? { reason: failureReason } : {}),
  };
}
