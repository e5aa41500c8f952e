// The year rows summed per place and usage (ledger_place_years), kept by statement triggers on
// ledger_years in the projection's own transaction, so the demand reports read a few thousand sums
// instead of every property's years (BENCHMARKS.md, "Reports on the generated city"). Interest accrued
// since it was last charged is rounded per property, year and head (the bill's rule), so it cannot be
// summed from sums: each row's accrual as of one day (ledger_accrual_day) is added in, and a daily
// refresh moves that day forward. Readers use the sums only when that day and rate are theirs.
import type { Pool } from 'pg';
import type { TableNames } from '../projection';
import { inTransaction } from '../runner/transaction';
import { rewriteDues } from './dues';
import { accruedInterest, type AccrualParams } from './duesSql';
import { statementTriggers } from './statementTriggers';
import { HEADS, LEDGER_VIEWS, yearMoneyColumns, type LedgerTable } from './tables';
import type { InterestRate } from './totals';

/** The place and usage of a row; '' stands for none, so each key has one row (NULLs never conflict). */
export const PLACE_YEAR_KEY = [
  'financial_year',
  'zone_id',
  'ward_id',
  'mohalla_id',
  'house_category',
] as const;

export const accruedColumn = (head: string) => `accrued_${head}`;

const SUMMED = ['year_rows', 'demanded', ...yearMoneyColumns, ...HEADS.map(accruedColumn)];

/** The accrual day's columns as the interest SQL's parameters (alias d). */
export const ACCRUAL_DAY: AccrualParams = {
  currentYear: 'd.current_year',
  onDate: 'd.on_date',
  basisPoints: 'd.basis_points',
  daysInYear: 'd.days_in_year',
};

/** Each active row of `source` (alias y) as signed amounts, its accrual as of the accrual day. */
function signedRows(source: string, sign: 1 | -1, t: TableNames<LedgerTable>): string {
  const keys = PLACE_YEAR_KEY.map((key) => `coalesce(y.${key}, '') AS ${key}`);
  const amounts = [
    `${sign} AS year_rows`,
    `${sign} * (y.demand_id IS NOT NULL)::int AS demanded`,
    ...yearMoneyColumns.map((column) => `${sign} * y.${column} AS ${column}`),
    ...HEADS.map(
      (head) => `${sign} * coalesce(${accruedInterest(head, ACCRUAL_DAY)}, 0) AS ${accruedColumn(head)}`,
    ),
  ];
  return `SELECT ${[...keys, ...amounts].join(', ')}
            FROM ${source} y CROSS JOIN ${t.ledger_accrual_day} d WHERE y.status = 'active'`;
}

/** Adds the signed rows to the sums of their place. */
function addToSums(rows: string, t: TableNames<LedgerTable>): string {
  const key = PLACE_YEAR_KEY.join(', ');
  return `INSERT INTO ${t.ledger_place_years} AS s (${key}, ${SUMMED.join(', ')})
          SELECT ${key}, ${SUMMED.map((column) => `sum(${column})`).join(', ')}
            FROM (${rows}) r GROUP BY ${key}
          ON CONFLICT (${key}) DO UPDATE SET
            ${SUMMED.map((column) => `${column} = s.${column} + EXCLUDED.${column}`).join(', ')}`;
}

export function createPlaceYears(t: TableNames<LedgerTable>): string {
  const keys = PLACE_YEAR_KEY.map((key) => `${key} text NOT NULL`).join(', ');
  const sums = SUMMED.map((column) => `${column} bigint NOT NULL DEFAULT 0`).join(',\n      ');
  return `
    -- One row: the day (and rate) the accrued columns of ledger_place_years stand on; none at first.
    CREATE TABLE ${t.ledger_accrual_day} (
      single boolean PRIMARY KEY DEFAULT true CHECK (single),
      on_date date,
      current_year text,
      basis_points integer,
      days_in_year integer
    );
    INSERT INTO ${t.ledger_accrual_day} (single) VALUES (true);

    CREATE TABLE ${t.ledger_place_years} (
      ${keys},
      ${sums},
      PRIMARY KEY (${PLACE_YEAR_KEY.join(', ')})
    );

    ${statementTriggers(
      t.ledger_years,
      `${t.ledger_years}_sums`,
      t.ledger_accrual_day,
      ({ inserted, deleted }) => [
        addToSums(
          [
            ...inserted.map((table) => signedRows(table, 1, t)),
            ...deleted.map((table) => signedRows(table, -1, t)),
          ].join(' UNION ALL '),
          t,
        ),
      ],
    )}`;
}

/** The day and rule the accrued sums stand on: today in India and today's interest rule. */
export interface AccrualDay {
  onDate: string;
  /** Today's financial year: only years before it accrue. */
  currentYear: string;
  rate: InterestRate;
}

/**
 * Moves the accrued sums to `day`: every active row's accrual recomputed and summed per place, in one
 * transaction that holds the accrual day against the projection's triggers. False when they stood
 * there already (another instance refreshed first).
 */
export async function refreshAccrualDay(pool: Pool, day: AccrualDay): Promise<boolean> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, async () => {
      await client.query('LOCK TABLE ledger_accrual_day IN EXCLUSIVE MODE');
      const { rowCount } = await client.query(
        `UPDATE ledger_accrual_day SET on_date = $1, current_year = $2, basis_points = $3, days_in_year = $4
          WHERE on_date IS DISTINCT FROM $1::date OR current_year IS DISTINCT FROM $2
             OR basis_points IS DISTINCT FROM $3 OR days_in_year IS DISTINCT FROM $4`,
        [day.onDate, day.currentYear, day.rate.basisPointsPerYear, day.rate.daysInYear],
      );
      if (rowCount === 0) return false;
      const key = PLACE_YEAR_KEY.join(', ');
      const accrued = HEADS.map(accruedColumn);
      await client.query(
        `UPDATE ledger_place_years SET ${accrued.map((c) => `${c} = 0`).join(', ')}
          WHERE ${accrued.map((c) => `${c} <> 0`).join(' OR ')}`,
      );
      await client.query(
        `UPDATE ledger_place_years s SET ${accrued.map((c) => `${c} = a.${c}`).join(', ')}
           FROM (SELECT ${key}, ${accrued.map((c) => `sum(${c}) AS ${c}`).join(', ')}
                   FROM (${signedRows('ledger_years', 1, LEDGER_VIEWS)}) r GROUP BY ${key}) a
          WHERE ${PLACE_YEAR_KEY.map((c) => `s.${c} = a.${c}`).join(' AND ')}`,
      );
      for (const statement of rewriteDues(LEDGER_VIEWS)) await client.query(statement);
      return true;
    });
  } finally {
    client.release();
  }
}
