// A `transactions` row as the API answers it (TransactionRow in contracts), read from the table.
import {
  TRANSACTION_TYPES,
  type ApportionmentLine,
  type PaymentInstrument,
  type TransactionMode,
  type TransactionRow,
  type TransactionStatus,
} from '@ptax/contracts';

export { TRANSACTION_TYPES, type TransactionMode, type TransactionRow, type TransactionStatus };

/** A row with its apportionment lines (receipts print them) and the payment stream's own status. */
export interface TransactionDetail extends TransactionRow {
  lines: ApportionmentLine[];
  origin: boolean;
  /** payments/payment.ts status; null on a row a shift brought to another property. */
  paymentStatus: string | null;
}

const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value);
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function toTransactionRow(row: Record<string, unknown>): TransactionRow {
  const mode = row.mode as TransactionMode;
  const txnId = row.txn_id as string;
  const propertyUniqueId = row.property_unique_id as string;
  return {
    id: row.origin ? txnId : `${txnId}:${propertyUniqueId}`,
    txnId,
    receiptNumber: text(row.receipt_number),
    propertyUniqueId,
    ownerName: text(row.owner_name),
    zoneId: text(row.zone_id),
    wardId: text(row.ward_id),
    mohallaId: text(row.mohalla_id),
    mode,
    transactionType: TRANSACTION_TYPES[mode] ?? String(mode),
    gateway: text(row.gateway),
    gatewayTxnId: text(row.gateway_txn_id),
    status: row.status as TransactionStatus,
    posted: row.ledger_state !== null && row.ledger_state !== undefined,
    amountPaise: Number(row.amount_paise),
    rebatePaise: Number(row.rebate_paise),
    interestPaise: Number(row.interest_paise),
    arrearsPaise: Number(row.arrears_paise),
    currentPaise: Number(row.current_paise),
    advancePaise: Number(row.advance_paise),
    feePaise: Number(row.fee_paise ?? 0),
    payerName: text(row.payer_name),
    payerMobile: text(row.payer_mobile),
    instrument: (row.instrument as PaymentInstrument | null) ?? null,
    proofFileId: text(row.proof_file_id),
    financialYear: text(row.financial_year),
    createdAt: iso(row.created_at) ?? (iso(row.activity_at) as string),
    paidAt: iso(row.paid_at),
    approvedAt: iso(row.approved_at),
    rejectedAt: iso(row.rejected_at),
    cancelledAt: iso(row.cancelled_at),
    remarks: text(row.remarks),
    shiftedTo: text(row.shifted_to),
    shiftedFrom: text(row.shifted_from),
    collectedBy: text(row.collected_by),
  };
}

export const toTransactionDetail = (row: Record<string, unknown>): TransactionDetail => ({
  ...toTransactionRow(row),
  lines: (row.lines as ApportionmentLine[] | null) ?? [],
  origin: Boolean(row.origin),
  paymentStatus: text(row.payment_status),
});
