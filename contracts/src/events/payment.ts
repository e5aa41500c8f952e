import { z } from 'zod';
import { at, eventSchema, financialYear, id, paise } from './common';
import { paymentInstrument, paymentMode } from './ledger';

// Stream `payment-<txnId>`: one gateway / NEFT / POS / link / counter payment before it reaches a
// property. The property stream gets PaymentReceived once the payment counts.

export const paymentStream = (txnId: string) => `payment-${txnId}`;

export const PaymentInitiated = eventSchema('PaymentInitiated', 1, {
  txnId: id(),
  propertyUniqueId: id(),
  mode: paymentMode(),
  /** Gateway or card provider name for online, POS and link payments. */
  gateway: z.string().optional(),
  amountPaise: paise(),
  payerName: z.string().optional(),
  payerMobile: z.string().optional(),
  payerEmail: z.string().optional(),
  instrument: paymentInstrument.optional(),
  /** Offline payments that wait for a reviewer. */
  needsApproval: z.boolean(),
  /** NEFT: the stored proof of the transfer (file store key) and the account it was debited from. */
  proofFileId: z.string().min(1).optional(),
  debitAccountNo: z.string().min(1).optional(),
  initiatedAt: at(),
});

/** The gateway's signed answer was verified and its amount matches. */
export const PaymentSucceeded = eventSchema('PaymentSucceeded', 1, {
  txnId: id(),
  gatewayTxnId: z.string().min(1),
  amountPaise: paise(),
  succeededAt: at(),
});

export const PaymentFailed = eventSchema('PaymentFailed', 1, {
  txnId: id(),
  gatewayTxnId: z.string().optional(),
  reason: z.string().min(1),
  failedAt: at(),
});

/** A scheduled re-query of a pending payment, and what the gateway answered. */
export const PaymentReconciled = eventSchema('PaymentReconciled', 1, {
  txnId: id(),
  outcome: z.enum(['succeeded', 'failed', 'pending']),
  gatewayStatus: z.string(),
  reconciledAt: at(),
});

export const PaymentApproved = eventSchema('PaymentApproved', 1, {
  txnId: id(),
  remarks: z.string().optional(),
  approvedAt: at(),
});

export const PaymentRejected = eventSchema('PaymentRejected', 1, {
  txnId: id(),
  remarks: z.string().min(1),
  rejectedAt: at(),
});

/** The receipt number given to the payment (the series of its financial year), before it reaches the ledger. */
export const PaymentReceiptIssued = eventSchema('PaymentReceiptIssued', 1, {
  txnId: id(),
  receiptNumber: z.string().min(1),
  financialYear: financialYear(),
  issuedAt: at(),
});

/** A counter, NEFT or POS payment taken back before or after it reached the ledger (cancel). */
export const PaymentCancelled = eventSchema('PaymentCancelled', 1, {
  txnId: id(),
  remarks: z.string().min(1),
  cancelledAt: at(),
});

export const PaymentEvent = z.discriminatedUnion('type', [
  PaymentInitiated,
  PaymentSucceeded,
  PaymentFailed,
  PaymentReconciled,
  PaymentApproved,
  PaymentRejected,
  PaymentReceiptIssued,
  PaymentCancelled,
]);
export type PaymentEvent = z.infer<typeof PaymentEvent>;
