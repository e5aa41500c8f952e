// The receipt register (taxCollections/collectionList): one line per receipt issued, read from the
// transactions read model's own rows of each payment (a shift's target rows repeat the receipt). A
// cancelled or bounced receipt stays on the register, marked; newest first.
import { indiaDate, type ApportionmentLine } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { transactionConditions, type TransactionFilters } from '../transactions/filters';
import { toTransactionDetail, type TransactionRow } from '../transactions/rows';
import { COLLECTION_HEADS, type CollectionHead } from './figures';
import type { CollectionFilters } from './filters';

export interface RegisterLine extends Pick<
  TransactionRow,
  | 'id'
  | 'txnId'
  | 'receiptNumber'
  | 'propertyUniqueId'
  | 'ownerName'
  | 'payerName'
  | 'zoneId'
  | 'wardId'
  | 'mohallaId'
  | 'mode'
  | 'transactionType'
  | 'instrument'
  | 'status'
  | 'paidAt'
  | 'amountPaise'
  | 'rebatePaise'
  | 'interestPaise'
  | 'arrearsPaise'
  | 'currentPaise'
  | 'advancePaise'
  | 'feePaise'
  | 'remarks'
  | 'shiftedTo'
> {
  /** The India day of the receipt. */
  receiptDate: string | null;
  /** Cancelled or rejected (a bounced cheque): shown on the register, not collected. */
  cancelled: boolean;
  /** Interest, arrears and current year paid per tax head. */
  byHead: Record<CollectionHead, number>;
}

const byHeadOf = (lines: ApportionmentLine[]) => {
  const heads = { house: 0, water: 0, sewer: 0 } as Record<CollectionHead, number>;
  for (const line of lines)
    if ('head' in line && (COLLECTION_HEADS as readonly string[]).includes(line.head))
      heads[line.head as CollectionHead] += line.amountPaise;
  return heads;
};

function toLine(row: Record<string, unknown>): RegisterLine {
  const d = toTransactionDetail(row);
  return {
    id: d.id,
    txnId: d.txnId,
    receiptNumber: d.receiptNumber,
    receiptDate: d.paidAt ? indiaDate(d.paidAt) : null,
    propertyUniqueId: d.propertyUniqueId,
    ownerName: d.ownerName,
    payerName: d.payerName,
    zoneId: d.zoneId,
    wardId: d.wardId,
    mohallaId: d.mohallaId,
    mode: d.mode,
    transactionType: d.transactionType,
    instrument: d.instrument,
    status: d.status,
    cancelled: d.status === 'cancelled' || d.status === 'rejected',
    paidAt: d.paidAt,
    amountPaise: d.amountPaise,
    rebatePaise: d.rebatePaise,
    interestPaise: d.interestPaise,
    arrearsPaise: d.arrearsPaise,
    currentPaise: d.currentPaise,
    advancePaise: d.advancePaise,
    feePaise: d.feePaise,
    byHead: byHeadOf(d.lines),
    remarks: d.remarks,
    shiftedTo: d.shiftedTo,
  };
}

export async function receiptRegister(
  db: Queryable,
  filters: CollectionFilters,
  scope: ReadScope,
  page: { page: number; limit: number },
): Promise<{ rows: RegisterLine[]; total: number }> {
  const { financialYear, ...rest } = filters;
  const c = transactionConditions(rest as TransactionFilters, scope);
  c.add(`t.origin AND t.receipt_number IS NOT NULL`);
  if (financialYear) c.add(`t.financial_year = ${c.param(financialYear)}`);
  const count = c.values.length;
  const [{ rows }, totals] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT t.* FROM transactions t ${c.sql()}
        ORDER BY t.activity_at DESC, t.txn_id DESC
        LIMIT ${c.param(page.limit)} OFFSET ${c.param((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM transactions t ${c.sql()}`, c.values.slice(0, count)),
  ]);
  return { rows: rows.map(toLine), total: Number(totals.rows[0].n) };
}
