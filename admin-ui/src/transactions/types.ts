import {
  TRANSACTION_STATUSES,
  type PaymentInstrument,
  type TransactionMode,
  type TransactionRow,
  type TransactionStatus,
} from '@ptax/contracts';

// The rows and summaries the transaction calls answer (GET transactions, .../summary, posting-summary,
// payments/payout, messages). Money is integer paise.

export type PaymentMode = TransactionMode;
export type Instrument = PaymentInstrument;
export { TRANSACTION_STATUSES, type TransactionRow, type TransactionStatus };

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
