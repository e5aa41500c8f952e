// Where the demand figures are summed from: the sums per place and usage (placeYears.ts) when their
// accrual day and rate are the report's, else every year row with its interest accrued row by row
// (right on any day, slow for a city). Both give the same figures to the paisa (placeSums.int.test.ts).
import { activeVersionAtLeast } from '../activeVersion';
import type { Queryable } from '../staff/queries';
import { accruedInterest, placeConditions } from './duesSql';
import { accruedColumn } from './placeYears';
import { placeFilters, type LedgerPlace } from './queries';
import type { InterestRate } from './totals';

/** The SQL of the interest accrued on one head since last charged (alias y). */
export type Accrual = (head: string) => string;

/** What a report's SQL may use of a source: $1 is the report's year, $2..$5 the accrual's day and rate. */
export interface YearSource {
  name: 'placeSums' | 'yearRows';
  /** FROM clause; the rows are alias y. */
  from: string;
  /** The register's house category of a row (the usage), and what FROM needs joined for it. */
  usage: string;
  usageJoin: string;
  /** The place's conditions on y; pushes their values. */
  where(place: LedgerPlace, values: unknown[]): string[];
  accrued: Accrual;
  /** How many properties have a demand for $1. */
  demanded: string;
  /** True when the source can answer: select it AS fresh and group by it. */
  fresh: string;
  /** Leaves out groups whose year rows have all gone (moved or deleted). */
  having: string;
}

export interface YearSumsQuery {
  financialYear: string;
  /** Today's financial year: only years before it accrue interest. */
  currentYear: string;
  onDate: string;
  rate: InterestRate;
}

const ACCRUAL = { currentYear: '$2', onDate: '$3', basisPoints: '$4', daysInYear: '$5' };

export const YEAR_ROWS: YearSource = {
  name: 'yearRows',
  from: 'ledger_years y',
  // The properties read model's category: ledger_years has its own only from version 3 on.
  usage: 'p.house_category',
  usageJoin: 'LEFT JOIN properties p USING (property_unique_id)',
  where: placeConditions,
  accrued: (head) => accruedInterest(head, ACCRUAL),
  demanded: 'count(*) FILTER (WHERE y.financial_year = $1 AND y.demand_id IS NOT NULL)',
  fresh: 'true',
  having: 'true',
};

// The accrual day is read in the same statement as the sums, so they agree even while a refresh commits.
export const PLACE_SUMS: YearSource = {
  name: 'placeSums',
  from: 'ledger_place_years y CROSS JOIN ledger_accrual_day d',
  usage: "nullif(y.house_category, '')",
  usageJoin: '',
  where: (place, values) => placeFilters(place, values, 'y'),
  accrued: (head) => `y.${accruedColumn(head)}`,
  demanded: 'coalesce(sum(y.demanded) FILTER (WHERE y.financial_year = $1), 0)',
  fresh: `(d.on_date::text = $3 AND d.current_year = $2 AND d.basis_points = $4 AND d.days_in_year = $5)`,
  having: 'sum(y.year_rows) > 0',
};

/** $1 the report's year, $2 today's financial year, $3 the day, $4 and $5 the interest rate. */
export const yearSumsValues = (query: YearSumsQuery): unknown[] => [
  query.financialYear,
  query.currentYear,
  query.onDate,
  query.rate.basisPointsPerYear,
  query.rate.daysInYear,
];

/** The rows of `sql` built for `source`, or null when the source cannot answer for this day. */
export async function sumYearsFrom(
  db: Queryable,
  query: YearSumsQuery,
  source: YearSource,
  sql: (source: YearSource, values: unknown[]) => string,
): Promise<Record<string, unknown>[] | null> {
  const values = yearSumsValues(query);
  const { rows } = await db.query<Record<string, unknown>>(sql(source, values), values);
  return rows.every((row) => row.fresh === true) ? rows : null;
}

/** The ledger read model's version that keeps the sums per place and the dues per property. */
export const LEDGER_KEEPS_SUMS = 3;

/** Whether the active ledger read model has the sums per place and the dues (not while it is rebuilt). */
export const ledgerKeepsSums = (db: Queryable) => activeVersionAtLeast(db, 'ledger', LEDGER_KEEPS_SUMS);

/** The rows of `sql` from the sums per place when they stand on the day, else from the year rows. */
export async function sumYears(
  db: Queryable,
  query: YearSumsQuery,
  sql: (source: YearSource, values: unknown[]) => string,
): Promise<Record<string, unknown>[]> {
  const kept = (await ledgerKeepsSums(db)) ? await sumYearsFrom(db, query, PLACE_SUMS, sql) : null;
  return kept ?? (await sumYearsFrom(db, query, YEAR_ROWS, sql))!;
}
