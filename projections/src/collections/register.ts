// The receipt register (taxCollections/collectionList): one line per receipt issued, read from the
// transactions read model's own rows of each payment (a shift's target rows repeat the receipt). A
// cancelled or bounced receipt stays on the register, marked; newest first. Places come with their
// names from the masters, so the screen and the files show names, never ids.
import { indiaDate, type ApportionmentLine } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import { activeVersionAtLeast } from '../activeVersion';
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
  zoneName: string | null;
  wardName: string | null;
  mohallaName: string | null;
}

/** The register's totals: the receipts not cancelled, their money by kind and head. */
export interface RegisterTotals {
  receipts: number;
  amountPaise: number;
  rebatePaise: number;
  interestPaise: number;
  arrearsPaise: number;
  currentPaise: number;
  advancePaise: number;
  feePaise: number;
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
    zoneName: (row.zone_name as string | null) ?? null,
    wardName: (row.ward_name as string | null) ?? null,
    mohallaName: (row.mohalla_name as string | null) ?? null,
  };
}

const NAMES = `LEFT JOIN zones z ON z.id = t.zone_id LEFT JOIN wards w ON w.id = t.ward_id
  LEFT JOIN mohallas m ON m.id = t.mohalla_id`;

function registerConditions(filters: CollectionFilters, scope: ReadScope) {
  const { financialYear, ...rest } = filters;
  const c = transactionConditions(rest as TransactionFilters, scope);
  c.add(`t.origin AND t.receipt_number IS NOT NULL`);
  if (financialYear) c.add(`t.financial_year = ${c.param(financialYear)}`);
  return c;
}

/** A head's total: the row's own column from version 3 of the transactions read model, else from its lines. */
const headSum = (head: CollectionHead, filter: string, kept: boolean) =>
  kept
    ? `coalesce(sum(t.${head}_paise) FILTER (WHERE ${filter}), 0) AS ${head}`
    : `coalesce(sum((SELECT sum((l->>'amountPaise')::bigint) FROM jsonb_array_elements(coalesce(t.lines, '[]'))
         l WHERE l->>'head' = '${head}')) FILTER (WHERE ${filter}), 0) AS ${head}`;

/**
 * How many lines the filters select (the cancelled and bounced too, as the list shows them), and the
 * totals of their receipts with the cancelled and bounced left out: one pass over the selection.
 */
export async function registerTotals(
  db: Queryable,
  filters: CollectionFilters,
  scope: ReadScope,
): Promise<{ total: number; totals: RegisterTotals }> {
  const c = registerConditions(filters, scope);
  const counted = `t.status NOT IN ('cancelled', 'rejected')`;
  const kept = await activeVersionAtLeast(db, 'transactions', 3);
  const sums = ['amount', 'rebate', 'interest', 'arrears', 'current', 'advance', 'fee'] as const;
  const { rows } = await db.query<Record<string, string>>(
    `SELECT count(*) AS lines, count(*) FILTER (WHERE ${counted}) AS receipts,
            ${sums.map((k) => `coalesce(sum(t.${k}_paise) FILTER (WHERE ${counted}), 0) AS ${k}`).join(', ')},
            ${COLLECTION_HEADS.map((head) => headSum(head, counted, kept)).join(', ')}
       FROM transactions t ${c.sql()}`,
    c.values,
  );
  const r = rows[0];
  return { total: Number(r.lines), totals: totalsOf(r) };
}

function totalsOf(r: Record<string, string>): RegisterTotals {
  return {
    receipts: Number(r.receipts),
    amountPaise: Number(r.amount),
    rebatePaise: Number(r.rebate),
    interestPaise: Number(r.interest),
    arrearsPaise: Number(r.arrears),
    currentPaise: Number(r.current),
    advancePaise: Number(r.advance),
    feePaise: Number(r.fee),
    byHead: { house: Number(r.house), water: Number(r.water), sewer: Number(r.sewer) },
  };
}

/** One page of the register, or every line of the filters (`page` null: a file of the register). */
export async function receiptRegister(
  db: Queryable,
  filters: CollectionFilters,
  scope: ReadScope,
  page: { page: number; limit: number } | null,
): Promise<RegisterLine[]> {
  const c = registerConditions(filters, scope);
  const paging = page ? `LIMIT ${c.param(page.limit)} OFFSET ${c.param((page.page - 1) * page.limit)}` : '';
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT t.*, z.name AS zone_name, w.ward_fullname AS ward_name, m.name AS mohalla_name
       FROM transactions t ${NAMES} ${c.sql()}
      ORDER BY t.activity_at DESC, t.txn_id DESC ${paging}`,
    c.values,
  );
  return rows.map(toLine);
}
