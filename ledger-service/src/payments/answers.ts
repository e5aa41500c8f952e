// What the payment calls answer, read back from the transactions read model after the write (the
// handler waited for it): the row, or the receipt summary the counter prints from.
import { findTransactionRows, type TransactionDetail, type TransactionRow } from '@ptax/projections';
import type { ApportionmentLine } from '@ptax/contracts';
import { notFound } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { receiptLinks } from '../receipts/links';
import { PAYMENT_MESSAGES } from './decide';

/** The payment's own row (the property it was made for), with its lines. */
export async function paymentRow(ctx: ModuleContext, txnId: string): Promise<TransactionDetail> {
  const [own] = await findTransactionRows(ctx.pool, txnId);
  if (!own?.origin) throw notFound(PAYMENT_MESSAGES.notFound);
  return own;
}

/** A row without the detail fields, exactly as the lists answer it. */
export function listRow(detail: TransactionDetail): TransactionRow {
  const { lines: _lines, origin: _origin, paymentStatus: _status, ...row } = detail;
  return row;
}

export interface PaymentTaken {
  txnId: string;
  receiptNumber: string | null;
  amountPaise: number;
  lines: ApportionmentLine[];
  rebatePaise: number;
  receiptUrl: string | null;
  verifyUrl: string | null;
}

export async function paymentTaken(ctx: ModuleContext, txnId: string): Promise<PaymentTaken> {
  const row = await paymentRow(ctx, txnId);
  const links = row.receiptNumber
    ? receiptLinks(ctx.publicUrl, ctx.secret, row.receiptNumber, row.propertyUniqueId)
    : null;
  return {
    txnId,
    receiptNumber: row.receiptNumber,
    amountPaise: row.amountPaise,
    lines: row.lines,
    rebatePaise: row.rebatePaise,
    receiptUrl: links?.pdfUrl ?? null,
    verifyUrl: links?.verifyUrl ?? null,
  };
}
