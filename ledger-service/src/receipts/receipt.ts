// A receipt as people see it: found by its number (or its payment's txn id), with its standing now.
// A receipt is never withdrawn: a cancelled, bounced or shifted payment keeps its receipt, marked.
import {
  findTransactionByNumber,
  findTransactionRows,
  type Queryable,
  type TransactionDetail,
  type TransactionMode,
} from '@ptax/projections';
import { instrumentStanding, type ApportionmentLine, type ReceiptStatus } from '@ptax/contracts';
import { receiptLinks } from './links';

export type { ReceiptStatus };

/**
 * The payment's own fate comes first: a shifted payment cancelled later is a cancelled receipt. A
 * cheque or DD counts at once, subject to realisation, until it is cleared or bounces.
 */
export function receiptStatusOf(row: TransactionDetail): ReceiptStatus {
  if (row.paymentStatus === 'cancelled' || row.status === 'cancelled') return 'cancelled';
  const rejected = row.paymentStatus === 'rejected' || row.status === 'rejected';
  if (rejected) return instrumentStanding(row.mode, 'rejected') ?? 'rejected';
  if (row.status === 'shifted') return 'shifted';
  return instrumentStanding(row.mode, row.paymentStatus) ?? 'valid';
}

/** The payment row behind a receipt number or a txn id; null when no receipt was issued. */
export async function findReceipt(db: Queryable, number: string): Promise<TransactionDetail | null> {
  const typed = number.trim();
  // Receipt numbers (RCT-2026-27-000001) and transaction ids are issued in capitals; people type
  // them as they come ("rct-2026-27-000001"): the number as typed first, then in capitals.
  const canonical = typed.toUpperCase();
  const row =
    (await findTransactionByNumber(db, typed)) ??
    (canonical !== typed ? await findTransactionByNumber(db, canonical) : null);
  return row?.receiptNumber ? row : null;
}

/**
 * The receipt as it stands on one property: the payment's own row, or the row a shift brought to
 * that property (with the payment's own status, so a cheque says where it stands with the bank).
 * Null when the payment was never on that property.
 */
export async function findReceiptOn(
  db: Queryable,
  number: string,
  propertyUniqueId: string,
): Promise<TransactionDetail | null> {
  const own = await findReceipt(db, number);
  if (!own || own.propertyUniqueId === propertyUniqueId) return own;
  const there = (await findTransactionRows(db, own.txnId)).find(
    (row) => row.propertyUniqueId === propertyUniqueId,
  );
  return there ? { ...there, paymentStatus: own.paymentStatus } : null;
}

/** What the lookup answers: no mobile number or email, only what the paper receipt shows. */
export interface ReceiptView {
  receiptNumber: string;
  txnId: string;
  propertyUniqueId: string;
  ownerName: string | null;
  amountPaise: number;
  mode: TransactionMode;
  paidAt: string;
  status: ReceiptStatus;
  /** A bounced cheque's or DD's reversal: when its amount went back on the dues. */
  bouncedAt: string | null;
  lines: ApportionmentLine[];
  rebatePaise: number;
  pdfUrl: string;
  verifyUrl: string;
}

export function receiptView(row: TransactionDetail, publicUrl: string, secret: string): ReceiptView {
  const receiptNumber = row.receiptNumber as string;
  return {
    receiptNumber,
    txnId: row.txnId,
    propertyUniqueId: row.propertyUniqueId,
    ownerName: row.ownerName,
    amountPaise: row.amountPaise,
    mode: row.mode,
    // A receipt is issued once the payment counts, so it has a payment time; the entry time otherwise.
    paidAt: row.paidAt ?? row.createdAt,
    status: receiptStatusOf(row),
    bouncedAt: receiptStatusOf(row) === 'bounced' ? row.rejectedAt : null,
    lines: row.lines,
    rebatePaise: row.rebatePaise,
    ...receiptLinks(publicUrl, secret, receiptNumber, row.propertyUniqueId),
  };
}
