import type { PAYMENT_MODES } from '@ptax/contracts';

// The rows and summaries the transaction calls answer (GET transactions, .../summary, posting-summary,
// payments/payout, messages). Money is integer paise.

export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const TRANSACTION_STATUSES = [
  'initiated',
  'pending',
  'success',
  'failed',
  'rejected',
  'cancelled',
  'shifted',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The instruments of a cheque, DD or NEFT payment. */
export interface Instrument {
  chequeNo?: string;
  ddNumber?: string;
  bankName?: string;
  issuerName?: string;
  ifscCode?: string;
  refId?: string;
}

export interface TransactionRow {
  id: string;
  txnId: string;
  receiptNumber: string | null;
  propertyUniqueId: string;
  ownerName: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  mode: PaymentMode;
  transactionType: string;
  gateway: string | null;
  gatewayTxnId: string | null;
  status: TransactionStatus;
  posted: boolean;
  amountPaise: number;
  rebatePaise: number;
  interestPaise: number;
  arrearsPaise: number;
  currentPaise: number;
  advancePaise: number;
  payerName: string | null;
  payerMobile: string | null;
  instrument: Instrument | null;
  proofFileId: string | null;
  financialYear: string | null;
  createdAt: string;
  paidAt: string | null;
  approvedAt: string | null;
  rejectedAt: string | null;
  cancelledAt: string | null;
  remarks: string | null;
  shiftedTo: string | null;
  shiftedFrom: string | null;
  collectedBy: string | null;
}

/** A message sent through the outbox (GET messages?channel=whatsapp); the recipient comes masked. */
export interface MessageRow {
  id: string;
  channel: string;
  recipient: string;
  template: string;
  body: string;
  reference: string | null;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

/** Any row a transaction screen lists. */
export type ListedRow = Partial<TransactionRow> & Partial<MessageRow> & { id: string };

export interface TransactionSummary {
  count: number;
  amountPaise: number;
  rebatePaise: number;
  byMode: { mode: string; count: number; amountPaise: number }[];
  byStatus: { status: string; count: number; amountPaise: number }[];
  byDay: { date: string; count: number; amountPaise: number }[];
}

/** A line of GET transactions/posting-summary: one day and mode. */
export interface PostingLine {
  date: string;
  mode: string;
  count: number;
  amountPaise: number;
  rebatePaise: number;
}

/** A line of POST payments/payout: one settlement by the gateway. */
export interface PayoutLine {
  date: string;
  amountPaise: number;
  count: number;
  utr: string | null;
  gateway: string | null;
}
