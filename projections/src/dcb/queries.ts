// The DCB of a financial year as of a day, grouped by the level asked for. City, zone, ward and mohalla
// sum the years', months' and days' sums that make up the days up to D; a property sums its own change rows. Interest accrued to D is
// rounded per property, year and head (the bill's rule), so it is the one term read per (property,
// year): the unpaid principal and the day interest was charged to, as of D, from dcb_changes.
import { financialYearOfDate } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';
import { accruedInterest } from '../ledger/duesSql';
import { accruedColumn } from '../ledger/placeYears';
import { ledgerKeepsSums } from '../ledger/yearSources';
import { activeVersionAtLeast } from '../activeVersion';
import type { LedgerPlace } from '../ledger/queries';
import { HEADS } from '../ledger/tables';
import type { InterestRate } from '../ledger/totals';
import { figuresOfRow, flowSums, type DcbFiguresByHead, type DcbHead } from './figures';
import { DCB_PERIODS } from './tables';

export type DcbGrouping = 'city' | 'zone' | 'ward' | 'mohalla' | 'property';

export interface DcbQuery {
  financialYear: string;
  /** The day the DCB stands on (India), not before the year's first day. */
  asOf: string;
  /**
   * Today: everything recorded so far counts, as the audit ledger view reads today's ledger (the
   * database's clock may run ahead of the service's).
   */
  everythingRecorded?: boolean;
  rate: InterestRate;
  place: LedgerPlace;
  /** Only these properties (a page of the property level). */
  properties?: string[];
}

const KEYS: Record<DcbGrouping, string> = {
  city: `'city'`,
  zone: 'zone_id',
  ward: 'ward_id',
  mohalla: 'mohalla_id',
  property: 'property_unique_id',
};

export const firstDayOf = (financialYear: string) => `${financialYear.slice(0, 4)}-04-01`;

/** The place, scope and property conditions on `alias`; pushes the values. */
function placeConditions(query: DcbQuery, values: unknown[], alias: string): string[] {
  const conditions: string[] = [];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value === undefined || value === null) return;
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  const { place } = query;
  add(place.zoneId, (p) => `${alias}.zone_id = ${p}`);
  add(place.wardId, (p) => `${alias}.ward_id = ${p}`);
  add(place.mohallaId, (p) => `${alias}.mohalla_id = ${p}`);
  add(place.scope.zones, (p) => `${alias}.zone_id = ANY(${p}::text[])`);
  add(place.scope.wards, (p) => `${alias}.ward_id = ANY(${p}::text[])`);
  add(query.properties, (p) => `${alias}.property_unique_id = ANY(${p}::text[])`);
  return conditions;
}

/**
 * The sums of every day up to D ($3): whole financial years before D's, whole months of D's year before
 * D's month, then D's month's days; or every year's sums when everything recorded counts.
 */
function periodsUpTo(query: DcbQuery, rolledUp: boolean): string {
  // Before version 2 is active (rebuilt after an upgrade) only the days' sums exist.
  if (!rolledUp) return 'SELECT * FROM dcb_days';
  if (query.everythingRecorded) return 'SELECT * FROM dcb_years';
  const [, month, year] = DCB_PERIODS.map(([, periodOf]) => periodOf.replace('day', '$3::date'));
  return `SELECT * FROM dcb_years WHERE day < ${year}
          UNION ALL SELECT * FROM dcb_months WHERE day >= ${year} AND day < ${month}
          UNION ALL SELECT * FROM dcb_days WHERE day >= ${month} AND day <= $3::date`;
}

async function flows(db: Queryable, query: DcbQuery, grouping: DcbGrouping) {
  const values: unknown[] = [query.financialYear, firstDayOf(query.financialYear), query.asOf];
  const rolledUp = await activeVersionAtLeast(db, 'dcb', 2);
  const table = grouping === 'property' ? 'dcb_changes' : `(${periodsUpTo(query, rolledUp)})`;
  const conditions = [
    query.everythingRecorded ? '$3::date IS NOT NULL' : 'd.day <= $3::date',
    'd.financial_year <= $1',
    ...(grouping === 'property' ? ['d.counted'] : []),
    ...placeConditions(query, values, 'd'),
  ];
  const sums = HEADS.flatMap((head) => flowSums(head, '$1', '$2'));
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${KEYS[grouping]} AS key, ${sums.join(',\n       ')}
       FROM ${table} d WHERE ${conditions.join(' AND ')} GROUP BY 1`,
    values,
  );
  return new Map(rows.map((row) => [String(row.key), row]));
}

/** $1 the DCB's year, $2 the day D, $3 D's financial year, $4 and $5 the interest rate. */
const accrualValues = (query: DcbQuery): unknown[] => [
  query.financialYear,
  query.asOf,
  financialYearOfDate(query.asOf),
  query.rate.basisPointsPerYear,
  query.rate.daysInYear,
];

/** Interest accrued from the day last charged to D on each (property, year)'s unpaid principal, summed per group. */
async function accrual(db: Queryable, query: DcbQuery, grouping: DcbGrouping) {
  const values = accrualValues(query);
  const conditions = [
    'c.counted',
    query.everythingRecorded ? '$2::date IS NOT NULL' : 'c.day <= $2::date',
    'c.financial_year <= $1',
    'c.financial_year < $3',
    ...placeConditions(query, values, 'c'),
  ];
  const params = { currentYear: '$3', onDate: '$2', basisPoints: '$4', daysInYear: '$5' };
  const unpaid = HEADS.map((h) => `sum(c.demand_${h} - c.rebate_${h} - c.paid_${h}) AS unpaid_${h}`).join(
    ', ',
  );
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${KEYS[grouping]} AS key, ${HEADS.map((h) => `sum(${accruedInterest(h, params)}) AS accrued_${h}`).join(', ')}
       FROM (SELECT c.property_unique_id, c.financial_year, c.zone_id, c.ward_id, c.mohalla_id, ${unpaid},
                    max(c.interest_charged_to) AS interest_charged_to
               FROM dcb_changes c WHERE ${conditions.join(' AND ')}
              GROUP BY 1, 2, 3, 4, 5) y
      GROUP BY 1`,
    values,
  );
  return accrualsOf(rows);
}

/**
 * Today's accrual of a city, zone, ward or mohalla from the ledger's sums per place (placeYears.ts),
 * which keep each year row's accrual to the day: null unless they stand on D with the query's rate.
 */
async function keptAccrual(db: Queryable, query: DcbQuery, grouping: DcbGrouping) {
  if (!query.everythingRecorded || grouping === 'property' || !(await ledgerKeepsSums(db))) return null;
  const values = accrualValues(query);
  const conditions = ['y.financial_year <= $1', ...placeConditions(query, values, 'y')];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${KEYS[grouping]} AS key,
            d.on_date::text = $2 AND d.current_year = $3 AND d.basis_points = $4 AND d.days_in_year = $5 AS fresh,
            ${HEADS.map((h) => `sum(y.${accruedColumn(h)}) AS accrued_${h}`).join(', ')}
       FROM ledger_place_years y CROSS JOIN ledger_accrual_day d
      WHERE ${conditions.join(' AND ')}
      GROUP BY 1, 2 HAVING sum(y.year_rows) > 0`,
    values,
  );
  if (!rows.every((row) => row.fresh === true)) return null;
  return accrualsOf(rows);
}

const accrualsOf = (rows: Record<string, unknown>[]) =>
  new Map(
    rows.map((row) => [
      String(row.key),
      Object.fromEntries(HEADS.map((h) => [h, Number(row[`accrued_${h}`])])) as Record<DcbHead, number>,
    ]),
  );

const NO_ACCRUAL: Record<DcbHead, number> = { house: 0, water: 0, sewer: 0 };

/** The DCB of each group that has any change row (key: the place or property id; 'city' for the whole). */
export async function dcbFigures(
  db: Queryable,
  query: DcbQuery,
  grouping: DcbGrouping,
): Promise<Map<string, DcbFiguresByHead>> {
  const [sums, kept] = await Promise.all([flows(db, query, grouping), keptAccrual(db, query, grouping)]);
  const accrued = kept ?? (await accrual(db, query, grouping));
  const keys = new Set([...sums.keys(), ...accrued.keys()]);
  return new Map([...keys].map((key) => [key, figuresOfRow(sums.get(key), accrued.get(key) ?? NO_ACCRUAL)]));
}

/** A page of the counted properties of the place with a change up to D for years up to F, by id. */
export async function dcbPropertyPage(
  db: Queryable,
  query: DcbQuery,
  page: { page: number; limit: number } | null,
): Promise<{ ids: { id: string; ownerName: string | null }[]; total: number }> {
  const values: unknown[] = [query.financialYear, query.asOf];
  const conditions = [
    'c.counted',
    query.everythingRecorded ? '$2::date IS NOT NULL' : 'c.day <= $2::date',
    'c.financial_year <= $1',
    ...placeConditions(query, values, 'c'),
  ];
  const ids = `SELECT DISTINCT c.property_unique_id FROM dcb_changes c WHERE ${conditions.join(' AND ')}`;
  const limit = page ? `LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}` : '';
  const [list, count] = await Promise.all([
    db.query<{ property_unique_id: string; owner_name: string | null }>(
      `SELECT i.property_unique_id, p.owner_name FROM (${ids}) i
         LEFT JOIN properties p USING (property_unique_id)
        ORDER BY i.property_unique_id ${limit}`,
      values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM (${ids}) i`, values),
  ]);
  return {
    ids: list.rows.map((row) => ({ id: row.property_unique_id, ownerName: row.owner_name })),
    total: Number(count.rows[0].total),
  };
}
