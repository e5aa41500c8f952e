import type { PaymentInstrument, PAYMENT_MODES } from './events/ledger';

// A payment as the transaction calls answer it (GET transactions, pos, archived, neftPayments/all,
// oldPayments, snn-payments/all): the server's read model and the back office's screens share it.
// The row of the property a payment was made for has the txn id as its id; a row a shift brought to
// another property is `<txnId>:<propertyUniqueId>`. Money is integer paise.

export type TransactionMode = (typeof PAYMENT_MODES)[number];

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

export const TRANSACTION_TYPES: Record<TransactionMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  dd: 'DD',
  online: 'Online',
  neft: 'NEFT',
  pos: 'POS',
  link: 'Link',
};

export interface TransactionRow {
  id: string;
  txnId: string;
  receiptNumber: string | null;
  propertyUniqueId: string;
  ownerName: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  mode: TransactionMode;
  transactionType: string;
  gateway: string | null;
  gatewayTxnId: string | null;
  status: TransactionStatus;
  /** The payment's PaymentReceived (or a shift's PaymentShiftedIn) is on this property's ledger. */
  posted: boolean;
  amountPaise: number;
  rebatePaise: number;
  interestPaise: number;
  arrearsPaise: number;
  currentPaise: number;
  advancePaise: number;
  /** Paid towards fees (a mutation's), outside the taxes. */
  feePaise: number;
  payerName: string | null;
  /** All but the last four digits as x. */
  payerMobile: string | null;
  instrument: PaymentInstrument | null;
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
