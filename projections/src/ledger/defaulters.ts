// GET taxDemands/defaultersList: properties whose total dues today (unpaid principal of every year,
// plus interest charged and unpaid, plus interest accrued since last charged, computed as the bill
// does) lie between two bounds, largest dues first; read from the dues kept per property (dues.ts)
// when they stand on today, else summed from the year rows. Advance on the ledger is not netted off: it is
// applied when the next payment is apportioned, not before.
import type { DefaulterFilterType } from '@ptax/contracts';
import type { Pool } from 'pg';
import type { Queryable } from '../staff/queries';
import type { LedgerPlace } from './queries';
import { duesColumn, yearsColumn, yearsDueColumn } from './dues';
import { interestDue, placeConditions } from './duesSql';
import { placeFilters } from './queries';
import { ledgerKeepsSums } from './yearSources';
import { HEADS } from './tables';
import type { InterestRate } from './totals';

export interface DefaulterSelection {
  currentYear: string;
  onDate: string;
  rate: InterestRate;
  place: LedgerPlace;
  minPaise: number;
  maxPaise: number;
  matchingStatus?: 'matched' | 'unmatched';
  filterType?: DefaulterFilterType;
  order: 'asc' | 'desc';
}

export interface DefaulterQuery extends DefaulterSelection {
  page: number;
  limit: number;
}

type HeadDues = Record<(typeof HEADS)[number], number>;

export interface Defaulter {
  propertyUniqueId: string;
  ownerName: string | null;
  address: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  zoneName: string | null;
  wardName: string | null;
  mohallaName: string | null;
  /** Years with principal or interest still due, oldest first. */
  yearsDue: string[];
  duesPaise: number;
  byHead: HeadDues;
}

/** The whole selection's dues (every page), for the totals row. */
export interface DefaulterTotals {
  properties: number;
  duesPaise: number;
  byHead: HeadDues;
}

const ACCRUAL = { currentYear: '$1', onDate: '$2', basisPoints: '$3', daysInYear: '$4' };

/** A head's dues of one year row: unpaid principal plus interest due. */
const headDues = (head: string) => `y.unpaid_${head} + ${interestDue(head, ACCRUAL)}`;

/** Which years' dues count: every year, years before today's financial year, or today's year only. */
const YEARS: Record<DefaulterFilterType, string | null> = {
  all: null,
  arrears: 'y.financial_year < $1',
  current: 'y.financial_year = $1',
};

const duesSum = HEADS.map((h) => `d.dues_${h}`).join(' + ');

export type DuesSource = 'dues' | 'yearRows';

/** The selection as SQL, ordered, without paging: each row a defaulter with the totals beside it. */
export function selectionSql(
  query: DefaulterSelection,
  source: DuesSource,
): { text: string; values: unknown[] } {
  const values: unknown[] = [
    query.currentYear,
    query.onDate,
    query.rate.basisPointsPerYear,
    query.rate.daysInYear,
  ];
  const dues = source === 'dues' ? keptDues(query, values) : summedDues(query, values);
  const min = `$${values.push(query.minPaise)}`;
  const max = `$${values.push(query.maxPaise)}`;
  const matching =
    query.matchingStatus === 'matched'
      ? 'AND p.matching IS NOT NULL'
      : query.matchingStatus === 'unmatched'
        ? 'AND p.matching IS NULL'
        : '';
  const totals = HEADS.map((h) => `sum(d.dues_${h}) OVER () AS total_${h}`).join(', ');
  const text = `WITH dues AS (${dues})
     SELECT d.*, ${duesSum} AS dues, a.owner_name, p.property_address, a.zone_id, a.ward_id, a.mohalla_id,
            z.name AS zone_name, w.ward_fullname AS ward_name, m.name AS mohalla_name,
            count(*) OVER () AS total, ${totals}
       FROM dues d
       JOIN ledger_accounts a USING (property_unique_id)
       LEFT JOIN properties p USING (property_unique_id)
       LEFT JOIN zones z ON z.id = a.zone_id
       LEFT JOIN wards w ON w.id = a.ward_id
       LEFT JOIN mohallas m ON m.id = a.mohalla_id
      WHERE ${duesSum} BETWEEN ${min} AND ${max} ${matching}
      ORDER BY dues ${query.order === 'asc' ? 'ASC' : 'DESC'}, d.property_unique_id`;
  return { text, values };
}

/** Every property's dues summed from its year rows, interest accrued row by row: any day, slow for a city. */
function summedDues(query: DefaulterSelection, values: unknown[]): string {
  const conditions = placeConditions(query.place, values);
  const years = YEARS[query.filterType ?? 'all'];
  if (years) conditions.push(years);
  const heads = HEADS.map((head) => `sum(${headDues(head)}) AS dues_${head}`).join(', ');
  const yearDue = HEADS.map((head) => `(${headDues(head)})`).join(' + ');
  return `SELECT y.property_unique_id, ${heads},
              array_agg(y.financial_year ORDER BY y.financial_year) FILTER (WHERE ${yearDue} > 0) AS years_due
         FROM ledger_years y
        WHERE ${conditions.join(' AND ')}
        GROUP BY y.property_unique_id`;
}

/** The dues kept per property as of the accrual day (dues.ts), none unless that day and rate are $1..$4. */
function keptDues(query: DefaulterSelection, values: unknown[]): string {
  const span = query.filterType ?? 'all';
  const conditions = [
    ...placeFilters(query.place, values, 'y'),
    `y.${yearsColumn(span)} > 0`,
    `EXISTS (SELECT 1 FROM ledger_accrual_day k WHERE ${ACCRUAL_DAY_IS})`,
  ];
  const heads = HEADS.map((head) => `y.${duesColumn(span, head)} AS dues_${head}`).join(', ');
  return `SELECT y.property_unique_id, ${heads}, y.${yearsDueColumn(span)} AS years_due
            FROM ledger_dues y WHERE ${conditions.join(' AND ')}`;
}

/** The accrual day (alias k) is the selection's: $1 today's year, $2 the day, $3 and $4 the rate. */
const ACCRUAL_DAY_IS = `k.current_year = $1 AND k.on_date::text = $2 AND k.basis_points = $3 AND k.days_in_year = $4`;

/** Whether the kept dues stand on the selection's day and rate. */
async function duesKept(db: Queryable, query: DefaulterSelection): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ledger_accrual_day k WHERE ${ACCRUAL_DAY_IS}`, [
    query.currentYear,
    query.onDate,
    query.rate.basisPointsPerYear,
    query.rate.daysInYear,
  ]);
  return rows.length > 0;
}

const text = (value: unknown) => (value as string | null) ?? null;
const headsOf = (row: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(HEADS.map((h) => [h, Number(row[`${prefix}_${h}`] ?? 0)])) as HeadDues;

function defaulterOf(row: Record<string, unknown>): Defaulter {
  return {
    propertyUniqueId: row.property_unique_id as string,
    ownerName: text(row.owner_name),
    address: text(row.property_address),
    zoneId: text(row.zone_id),
    wardId: text(row.ward_id),
    mohallaId: text(row.mohalla_id),
    zoneName: text(row.zone_name),
    wardName: text(row.ward_name),
    mohallaName: text(row.mohalla_name),
    yearsDue: (row.years_due as string[] | null) ?? [],
    duesPaise: Number(row.dues),
    byHead: headsOf(row, 'dues'),
  };
}

function totalsOf(row: Record<string, unknown> | undefined): DefaulterTotals {
  const byHead = row ? headsOf(row, 'total') : headsOf({}, 'total');
  return {
    properties: row ? Number(row.total) : 0,
    duesPaise: HEADS.reduce((sum, h) => sum + byHead[h], 0),
    byHead,
  };
}

/** The totals of rows already read (an export's whole selection). */
export function defaulterTotals(rows: Defaulter[]): DefaulterTotals {
  const byHead = Object.fromEntries(
    HEADS.map((h) => [h, rows.reduce((sum, row) => sum + row.byHead[h], 0)]),
  ) as HeadDues;
  return { properties: rows.length, duesPaise: rows.reduce((sum, row) => sum + row.duesPaise, 0), byHead };
}

/** One page of defaulters, the count of the whole selection and its totals. */
export async function defaulters(
  db: Queryable,
  query: DefaulterQuery,
): Promise<{ data: Defaulter[]; total: number; totals: DefaulterTotals }> {
  const page = async (source: DuesSource) => {
    const { text: sql, values } = selectionSql(query, source);
    const limit = `$${values.push(query.limit)}`;
    const offset = `$${values.push((query.page - 1) * query.limit)}`;
    return (await db.query<Record<string, unknown>>(`${sql} LIMIT ${limit} OFFSET ${offset}`, values)).rows;
  };
  // The kept dues answer nothing when they stand on another day: then (only) the year rows are summed.
  const keeps = await ledgerKeepsSums(db);
  let rows = keeps ? await page('dues') : [];
  if (rows.length === 0 && !(keeps && (await duesKept(db, query)))) rows = await page('yearRows');
  const totals = totalsOf(rows[0]);
  return { total: totals.properties, totals, data: rows.map(defaulterOf) };
}

/**
 * The whole selection for an export, `size` rows at a time, read through one server-side cursor:
 * the dues are summed once for the whole selection, where paging (by OFFSET, or by a key over the
 * summed dues) would sum every ledger year of the place again for each batch.
 */
export async function* defaulterBatches(
  pool: Pool,
  query: DefaulterSelection,
  size: number,
): AsyncGenerator<Defaulter[]> {
  const client = await pool.connect();
  let failed = false;
  try {
    // One snapshot for the check and the cursor: a refresh committing between them cannot mix days.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const kept = (await ledgerKeepsSums(pool)) && (await duesKept(client, query));
    const { text: sql, values } = selectionSql(query, kept ? 'dues' : 'yearRows');
    await client.query(`DECLARE defaulters NO SCROLL CURSOR FOR ${sql}`, values);
    for (;;) {
      const { rows } = await client.query<Record<string, unknown>>(`FETCH ${size} FROM defaulters`);
      if (rows.length) yield rows.map(defaulterOf);
      if (rows.length < size) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await client.query(failed ? 'ROLLBACK' : 'COMMIT').catch(() => undefined);
    client.release(failed);
  }
}
