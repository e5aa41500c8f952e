// GET taxDemands/defaultersList: properties whose total dues today (unpaid principal of every year,
// plus interest charged and unpaid, plus interest accrued since last charged, computed as the bill
// does) lie between two bounds, largest dues first. Advance on the ledger is not netted off: it is
// applied when the next payment is apportioned, not before.
import type { Queryable } from '../staff/queries';
import type { LedgerPlace } from './queries';
import { interestDue, placeConditions } from './duesSql';
import { HEADS } from './tables';
import type { InterestRate } from './totals';

export interface DefaulterQuery {
  currentYear: string;
  onDate: string;
  rate: InterestRate;
  place: LedgerPlace;
  minPaise: number;
  maxPaise: number;
  matchingStatus?: 'matched' | 'unmatched';
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

export interface Defaulter {
  propertyUniqueId: string;
  ownerName: string | null;
  address: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  /** Years with principal or interest still due, oldest first. */
  yearsDue: string[];
  duesPaise: number;
  byHead: Record<(typeof HEADS)[number], number>;
}

const ACCRUAL = { currentYear: '$1', onDate: '$2', basisPoints: '$3', daysInYear: '$4' };

/** A head's dues of one year row: unpaid principal plus interest due. */
const headDues = (head: string) => `y.unpaid_${head} + ${interestDue(head, ACCRUAL)}`;

export async function defaulters(
  db: Queryable,
  query: DefaulterQuery,
): Promise<{ data: Defaulter[]; total: number }> {
  const { place } = query;
  const values: unknown[] = [
    query.currentYear,
    query.onDate,
    query.rate.basisPointsPerYear,
    query.rate.daysInYear,
  ];
  const conditions = placeConditions(place, values);
  const min = `$${values.push(query.minPaise)}`;
  const max = `$${values.push(query.maxPaise)}`;
  const limit = `$${values.push(query.limit)}`;
  const offset = `$${values.push((query.page - 1) * query.limit)}`;
  const matching =
    query.matchingStatus === 'matched'
      ? 'AND p.matching IS NOT NULL'
      : query.matchingStatus === 'unmatched'
        ? 'AND p.matching IS NULL'
        : '';
  const heads = HEADS.map((head) => `sum(${headDues(head)}) AS dues_${head}`).join(', ');
  const yearDue = HEADS.map((head) => `(${headDues(head)})`).join(' + ');
  const { rows } = await db.query<Record<string, unknown>>(
    `WITH dues AS (
       SELECT y.property_unique_id, ${heads},
              array_agg(y.financial_year ORDER BY y.financial_year) FILTER (WHERE ${yearDue} > 0) AS years_due
         FROM ledger_years y
        WHERE ${conditions.join(' AND ')}
        GROUP BY y.property_unique_id)
     SELECT d.*, ${HEADS.map((h) => `d.dues_${h}`).join(' + ')} AS dues, a.owner_name, p.property_address,
            a.zone_id, a.ward_id, a.mohalla_id, count(*) OVER () AS total
       FROM dues d
       JOIN ledger_accounts a USING (property_unique_id)
       LEFT JOIN properties p USING (property_unique_id)
      WHERE ${HEADS.map((h) => `d.dues_${h}`).join(' + ')} BETWEEN ${min} AND ${max} ${matching}
      ORDER BY dues ${query.order === 'asc' ? 'ASC' : 'DESC'}, d.property_unique_id
      LIMIT ${limit} OFFSET ${offset}`,
    values,
  );
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    data: rows.map((row) => ({
      propertyUniqueId: row.property_unique_id as string,
      ownerName: (row.owner_name as string | null) ?? null,
      address: (row.property_address as string | null) ?? null,
      zoneId: row.zone_id as string | null,
      wardId: row.ward_id as string | null,
      mohallaId: row.mohalla_id as string | null,
      yearsDue: (row.years_due as string[] | null) ?? [],
      duesPaise: Number(row.dues),
      byHead: Object.fromEntries(HEADS.map((h) => [h, Number(row[`dues_${h}`])])) as Defaulter['byHead'],
    })),
  };
}
