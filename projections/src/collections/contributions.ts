// What a (payment, property) row adds to the aggregates while it is counted, as SQL. Every change of a
// row is "take its contribution back, change it, add the new one", each guarded like the change, so
// the aggregates always equal the sum over the rows that are counted.
import type { SqlStatement, TableNames } from '../projection';
import type { CollectionTable } from './tables';

type Tables = TableNames<CollectionTable>;

const KEY = 'day, mode, zone_id, ward_id, mohalla_id';

/** The two aggregates of one level fed from the CTE `source` (prefix keeps the CTE names apart). */
function aggregate(receipts: string, amounts: string, source: string, sign: 1 | -1, prefix: string): string {
  return `${prefix}_receipts AS (
        INSERT INTO ${receipts} AS r (${KEY}, receipts, amount_paise, rebate_paise)
        SELECT ${KEY}, ${sign} * count(*), ${sign} * sum(amount_paise), ${sign} * sum(rebate_paise)
          FROM ${source} WHERE counted GROUP BY ${KEY}
        ON CONFLICT (${KEY}) DO UPDATE SET receipts = r.receipts + EXCLUDED.receipts,
          amount_paise = r.amount_paise + EXCLUDED.amount_paise,
          rebate_paise = r.rebate_paise + EXCLUDED.rebate_paise),
      ${prefix}_amounts AS (
        INSERT INTO ${amounts} AS a (${KEY}, financial_year, head, kind, amount_paise)
        SELECT ${KEY}, coalesce(line->>'financialYear', ''), coalesce(line->>'head', line->>'feeHead', ''),
               line->>'kind', ${sign} * sum((line->>'amountPaise')::bigint)
          FROM ${source} CROSS JOIN LATERAL jsonb_array_elements(${source}.lines) AS line
         WHERE counted GROUP BY ${KEY}, 6, 7, 8
        ON CONFLICT (${KEY}, financial_year, head, kind) DO UPDATE SET amount_paise = a.amount_paise + EXCLUDED.amount_paise)`;
}

/**
 * `WITH rows AS (<rows>)`, then the rows' counted contributions times `sign` added to the aggregates
 * by day and mohalla and to their roll-up by month and ward (mohalla ''). `rows` may be a
 * data-modifying statement with RETURNING (its new values are added).
 */
export function contribute(t: Tables, rows: string, values: readonly unknown[], sign: 1 | -1): SqlStatement {
  return {
    text: `WITH rows AS (${rows}),
      by_month AS (SELECT date_trunc('month', day)::date AS day, mode, zone_id, ward_id, '' AS mohalla_id,
                          counted, amount_paise, rebate_paise, lines FROM rows),
      ${aggregate(t.collection_receipts, t.collection_amounts, 'rows', sign, 'daily')},
      ${aggregate(t.collection_month_receipts, t.collection_month_amounts, 'by_month', sign, 'monthly')}
      SELECT 1`,
    values,
  };
}

/** Takes back what the row of ($1 txn, $2 property) adds, unless the event ($3 revision) is not newer. */
export const retract = (t: Tables, txnId: string, propertyUniqueId: string, revision: number) =>
  contribute(
    t,
    `SELECT * FROM ${t.collection_payments} WHERE txn_id = $1 AND property_unique_id = $2 AND revision < $3`,
    [txnId, propertyUniqueId, revision],
    -1,
  );

/** The row changed by `change` (a statement ending in RETURNING *), and what it now adds. */
export const restate = (t: Tables, change: string, values: readonly unknown[]) =>
  contribute(t, change, values, 1);
