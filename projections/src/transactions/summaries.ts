// Totals of the transaction screens. Money "collected" is money standing on a ledger now (a row whose
// PaymentReceived or PaymentShiftedIn is not reversed or shifted on): a shifted payment counts once,
// on the property it is on. byStatus counts every row the filters select, collected or not.
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { transactionConditions, type TransactionFilters } from './filters';

export interface TransactionSummary {
  count: number;
  amountPaise: number;
  rebatePaise: number;
  byMode: { mode: string; count: number; amountPaise: number }[];
  byStatus: { status: string; count: number; amountPaise: number }[];
  byDay: { date: string; count: number; amountPaise: number }[];
}

const DAY = `to_char(t.activity_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
const COLLECTED = `t.ledger_state = 'received'`;

interface Totals {
  key: string;
  count: string;
  amount: string;
  rebate: string;
}

async function grouped(
  db: Queryable,
  filters: TransactionFilters,
  scope: ReadScope,
  key: string,
  collectedOnly: boolean,
): Promise<Totals[]> {
  const c = transactionConditions(filters, scope);
  if (collectedOnly) c.add(COLLECTED);
  const { rows } = await db.query<Totals>(
    `SELECT ${key} AS key, count(*) AS count, coalesce(sum(t.amount_paise), 0) AS amount,
            coalesce(sum(t.rebate_paise), 0) AS rebate
       FROM transactions t ${c.sql()} GROUP BY 1 ORDER BY 1`,
    c.values,
  );
  return rows;
}

export async function summarizeTransactions(
  db: Queryable,
  filters: TransactionFilters,
  scope: ReadScope,
): Promise<TransactionSummary> {
  const [all, byMode, byStatus, byDay] = await Promise.all([
    grouped(db, filters, scope, `'all'`, true),
    grouped(db, filters, scope, 't.mode', true),
    grouped(db, filters, scope, 't.status', false),
    grouped(db, filters, scope, DAY, true),
  ]);
  const totals = (row: Totals) => ({ count: Number(row.count), amountPaise: Number(row.amount) });
  return {
    count: Number(all[0]?.count ?? 0),
    amountPaise: Number(all[0]?.amount ?? 0),
    rebatePaise: Number(all[0]?.rebate ?? 0),
    byMode: byMode.map((row) => ({ mode: row.key, ...totals(row) })),
    byStatus: byStatus.map((row) => ({ status: row.key, ...totals(row) })),
    byDay: byDay.map((row) => ({ date: row.key, ...totals(row) })),
  };
}

export interface PostingDay {
  date: string;
  mode: string;
  count: number;
  amountPaise: number;
  rebatePaise: number;
}

/** The day's posting: per day and mode, the payments collected, their amounts and rebates. */
export async function postingSummary(
  db: Queryable,
  filters: TransactionFilters,
  scope: ReadScope,
): Promise<PostingDay[]> {
  const c = transactionConditions(filters, scope);
  c.add(COLLECTED);
  const { rows } = await db.query<Totals & { mode: string }>(
    `SELECT ${DAY} AS key, t.mode, count(*) AS count, coalesce(sum(t.amount_paise), 0) AS amount,
            coalesce(sum(t.rebate_paise), 0) AS rebate
       FROM transactions t ${c.sql()} GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    c.values,
  );
  return rows.map((row) => ({
    date: row.key,
    mode: row.mode,
    count: Number(row.count),
    amountPaise: Number(row.amount),
    rebatePaise: Number(row.rebate),
  }));
}
