import type { PaymentInstrument } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import {
  evolvePayment,
  initialPaymentState,
  type KnownPayment,
  type PaymentMode,
  type PaymentState,
} from './payment';

export type PaymentCommand =
  | {
      type: 'InitiatePayment';
      txnId: string;
      propertyUniqueId: string;
      mode: PaymentMode;
      gateway?: string;
      amountPaise: number;
      payerName?: string;
      payerMobile?: string;
      payerEmail?: string;
      instrument?: PaymentInstrument;
      /** NEFT: the stored proof and the debited account. */
      proofFileId?: string;
      debitAccountNo?: string;
      needsApproval: boolean;
      at: string;
    }
  | { type: 'RecordGatewaySuccess'; gatewayTxnId: string; amountPaise: number; at: string }
  | { type: 'RecordGatewayFailure'; gatewayTxnId?: string; reason: string; at: string }
  | {
      type: 'RecordReconciliation';
      outcome: 'succeeded' | 'failed' | 'pending';
      gatewayStatus: string;
      at: string;
    }
  | { type: 'ApprovePayment'; remarks?: string; at: string }
  | { type: 'RejectPayment'; remarks: string; at: string }
  | { type: 'CancelPayment'; remarks: string; at: string }
  | { type: 'IssueReceipt'; receiptNumber: string; financialYear: string; at: string };

export const PAYMENT_MESSAGES = {
  notFound: 'Transaction not found',
  exists: 'A transaction with this id already exists',
  notPending: (status: string) =>
    `Only a pending transaction can be approved or rejected; this one is ${status}`,
  notCancellable: (status: string) => `This transaction can not be cancelled: it is ${status}`,
  amountMismatch: 'The amount paid does not match the transaction',
} as const;

const event = (type: string, data: Record<string, unknown>): DomainEvent => ({ type, version: 1, data });

function known(state: PaymentState): KnownPayment {
  if (state.status === 'absent') throw notFound(PAYMENT_MESSAGES.notFound);
  return state;
}

export function decidePayment(state: PaymentState, c: PaymentCommand): DomainEvent[] {
  if (c.type === 'InitiatePayment') {
    if (state.status !== 'absent') throw conflict(PAYMENT_MESSAGES.exists);
    const { type: _type, at, ...data } = c;
    return [event('PaymentInitiated', { ...data, initiatedAt: at })];
  }
  const payment = known(state);
  switch (c.type) {
    case 'RecordGatewaySuccess':
      // Gateways retry callbacks: a second success changes nothing (idempotent on the txn id).
      if (payment.status === 'success') return [];
      if (c.amountPaise !== payment.amountPaise) throw conflict(PAYMENT_MESSAGES.amountMismatch);
      return [
        event('PaymentSucceeded', {
          txnId: payment.txnId,
          gatewayTxnId: c.gatewayTxnId,
          amountPaise: c.amountPaise,
          succeededAt: c.at,
        }),
      ];
    case 'RecordGatewayFailure':
      if (payment.status !== 'initiated') return [];
      return [
        event('PaymentFailed', {
          txnId: payment.txnId,
          ...(c.gatewayTxnId ? { gatewayTxnId: c.gatewayTxnId } : {}),
          reason: c.reason,
          failedAt: c.at,
        }),
      ];
    case 'RecordReconciliation':
      return [
        event('PaymentReconciled', {
          txnId: payment.txnId,
          outcome: c.outcome,
          gatewayStatus: c.gatewayStatus,
          reconciledAt: c.at,
        }),
      ];
    case 'ApprovePayment':
      if (payment.status === 'success' && payment.approved) return [];
      if (payment.status !== 'pending') throw conflict(PAYMENT_MESSAGES.notPending(payment.status));
      return [
        event('PaymentApproved', {
          txnId: payment.txnId,
          ...(c.remarks ? { remarks: c.remarks } : {}),
          approvedAt: c.at,
        }),
      ];
    case 'RejectPayment':
      if (payment.status === 'rejected') return [];
      if (payment.status !== 'pending') throw conflict(PAYMENT_MESSAGES.notPending(payment.status));
      return [event('PaymentRejected', { txnId: payment.txnId, remarks: c.remarks, rejectedAt: c.at })];
    case 'CancelPayment':
      if (payment.status === 'cancelled') return [];
      if (payment.status !== 'success' && payment.status !== 'pending')
        throw conflict(PAYMENT_MESSAGES.notCancellable(payment.status));
      return [event('PaymentCancelled', { txnId: payment.txnId, remarks: c.remarks, cancelledAt: c.at })];
    case 'IssueReceipt':
      if (payment.receiptNumber) return [];
      return [
        event('PaymentReceiptIssued', {
          txnId: payment.txnId,
          receiptNumber: c.receiptNumber,
          financialYear: c.financialYear,
          issuedAt: c.at,
        }),
      ];
    default: {
      const unknown: never = c;
      throw new Error(`unknown payment command ${JSON.stringify(unknown)}`);
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand> = {
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide: decidePayment,
};
