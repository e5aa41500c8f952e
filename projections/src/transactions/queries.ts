// Reads of the transactions read model: the lists of SPEC section 7, one payment's rows, and the
// export batches (keyset pages, so the millionth row costs what the first does).
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { TRANSACTION_SORTS, transactionConditions, type TransactionFilters } from './filters';
import type { TransactionPageOptions } from './filters';
import { toTransactionDetail, toTransactionRow, type TransactionDetail, type TransactionRow } from './rows';

export async function listTransactions(
  db: Queryable,
  filters: TransactionFilters,
  scope: ReadScope,
  page: TransactionPageOptions,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const c = transactionConditions(filters, scope);
  const count = c.values.length;
  const sort = page.sort ? TRANSACTION_SORTS[page.sort] : 't.activity_at';
  // activity_at is never null, and its order matches the index only without NULLS LAST.
  const nulls = sort === 't.activity_at' ? '' : ' NULLS LAST';
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT t.* FROM transactions t ${c.sql()}
      ORDER BY ${sort} ${page.order}${nulls}, t.txn_id ${page.order}, t.property_unique_id ${page.order}
      LIMIT ${c.param(page.limit)} OFFSET ${c.param((page.page - 1) * page.limit)}`,
    c.values,
  );
  const { rows: totals } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM transactions t ${c.sql()}`,
    c.values.slice(0, count),
  );
  return { rows: rows.map(toTransactionRow), total: Number(totals[0].n) };
}

/** Every row of one payment (its own property first, then where shifts took it), with lines. */
export async function findTransactionRows(db: Queryable, txnId: string): Promise<TransactionDetail[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM transactions WHERE txn_id = $1 ORDER BY origin DESC, created_at`,
    [txnId],
  );
  return rows.map(toTransactionDetail);
}

/** The payment's own row by its txn id or its receipt number. */
export async function findTransactionByNumber(
  db: Queryable,
  number: string,
): Promise<TransactionDetail | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM transactions WHERE origin AND (txn_id = $1 OR receipt_number = $1) LIMIT 1`,
    [number],
  );
  return rows.length ? toTransactionDetail(rows[0]) : null;
}

/** Payments whose money stands on this property's ledger now (shift and cancel choose among them). */
export async function standingTransactionsOf(
  db: Queryable,
  propertyUniqueId: string,
): Promise<TransactionRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM transactions WHERE property_unique_id = $1 AND ledger_state = 'received'
      ORDER BY activity_at DESC LIMIT 100`,
    [propertyUniqueId],
  );
  return rows.map(toTransactionRow);
}

export async function* transactionBatches(
  db: Queryable,
  filters: TransactionFilters,
  scope: ReadScope,
  batchSize = 2000,
): AsyncGenerator<TransactionRow[]> {
  let after: { at: string; txn: string; property: string } | null = null;
  for (;;) {
    const c = transactionConditions(filters, scope);
    if (after)
      c.add(
        `(t.activity_at, t.txn_id, t.property_unique_id) < (${c.param(after.at)}::timestamptz, ${c.param(
          after.txn,
        )}, ${c.param(after.property)})`,
      );
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT t.*, t.activity_at::text AS keyset_at FROM transactions t ${c.sql()}
        ORDER BY t.activity_at DESC, t.txn_id DESC, t.property_unique_id DESC LIMIT ${c.param(batchSize)}`,
      c.values,
    );
    if (rows.length === 0) return;
    yield rows.map(toTransactionRow);
    const last = rows[rows.length - 1];
    after = {
      at: last.keyset_at as string,
      txn: last.txn_id as string,
      property: last.property_unique_id as string,
    };
    if (rows.length < batchSize) return;
  }
}
