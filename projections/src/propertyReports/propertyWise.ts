// GET properties/propertyWise: each property's demand, collection and balance for a financial year
// (arrears = earlier years, current = that year), summed from ledger_years as the demand reports sum
// them. A page is picked from ledger_accounts first (by property ID), then only its years are summed.
import { placeConditions } from '../ledger/duesSql';
import { figuresOf, headSums, type DemandReportQuery, type DemandSplit } from '../ledger/demandReports';
import { HEADS } from '../ledger/tables';
import { yearSumsValues } from '../ledger/yearSources';
import type { Queryable } from '../staff/queries';

export interface PropertyWiseRow extends Omit<DemandSplit, 'properties'> {
  propertyUniqueId: string;
  ownerName: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  zoneName: string | null;
  wardName: string | null;
  mohallaName: string | null;
}

export interface PropertyWisePage {
  limit: number;
  /** Page by position (the screen) or after a property ID (an export, keyset). */
  offset?: number;
  afterId?: string;
  propertyUniqueId?: string;
}

/** The accounts' conditions, pushing their values after those already in `values`. */
function accountsWhere(query: DemandReportQuery, page: Omit<PropertyWisePage, 'limit'>, values: unknown[]) {
  // ledger_accounts carries the same status and place columns as ledger_years: alias y shares the SQL.
  const conditions = placeConditions(query.place, values);
  if (page.propertyUniqueId) conditions.push(`y.property_unique_id = $${values.push(page.propertyUniqueId)}`);
  if (page.afterId !== undefined) conditions.push(`y.property_unique_id > $${values.push(page.afterId)}`);
  return conditions.join(' AND ');
}

export async function propertyWise(
  db: Queryable,
  query: DemandReportQuery,
  page: PropertyWisePage,
): Promise<PropertyWiseRow[]> {
  const values = yearSumsValues(query);
  const where = accountsWhere(query, page, values);
  const limit = `$${values.push(page.limit)}`;
  const offset = `$${values.push(page.offset ?? 0)}`;
  const sums = HEADS.flatMap((head) => [
    ...headSums(head, 'y.financial_year < $1', 'arrears'),
    ...headSums(head, 'y.financial_year = $1', 'current'),
  ]);
  const { rows } = await db.query<Record<string, unknown>>(
    `WITH page AS (
       SELECT y.property_unique_id, y.owner_name, y.zone_id, y.ward_id, y.mohalla_id
         FROM ledger_accounts y WHERE ${where}
        ORDER BY y.property_unique_id LIMIT ${limit} OFFSET ${offset}),
     sums AS (
       SELECT y.property_unique_id, ${sums.join(', ')}
         FROM ledger_years y JOIN page USING (property_unique_id)
        WHERE y.financial_year <= $1 AND y.status = 'active'
        GROUP BY y.property_unique_id)
     SELECT page.*, sums.*, z.name AS zone_name, w.ward_fullname AS ward_name, m.name AS mohalla_name
       FROM page
       LEFT JOIN sums USING (property_unique_id)
       LEFT JOIN zones z ON z.id = page.zone_id
       LEFT JOIN wards w ON w.id = page.ward_id
       LEFT JOIN mohallas m ON m.id = page.mohalla_id
      ORDER BY page.property_unique_id`,
    values,
  );
  return rows.map((row) => {
    // A property without a year up to the one asked for has no sums row: zeros.
    const figures = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? 0]));
    return {
      propertyUniqueId: row.property_unique_id as string,
      ownerName: (row.owner_name as string | null) ?? null,
      zoneId: (row.zone_id as string | null) ?? null,
      wardId: (row.ward_id as string | null) ?? null,
      mohallaId: (row.mohalla_id as string | null) ?? null,
      zoneName: (row.zone_name as string | null) ?? null,
      wardName: (row.ward_name as string | null) ?? null,
      mohallaName: (row.mohalla_name as string | null) ?? null,
      arrears: figuresOf(figures, ['arrears']),
      current: figuresOf(figures, ['current']),
      total: figuresOf(figures, ['arrears', 'current']),
    };
  });
}

/** How many properties (active ledgers) the place holds: the paged list's total. */
export async function countPropertyWise(
  db: Queryable,
  query: DemandReportQuery,
  propertyUniqueId?: string,
): Promise<number> {
  const values: unknown[] = [];
  const where = accountsWhere(query, { propertyUniqueId }, values);
  const { rows } = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM ledger_accounts y WHERE ${where}`,
    values,
  );
  return Number(rows[0].total);
}

/** Every row of the place for an export, `size` at a time, by property ID (keyset, not OFFSET). */
export async function* propertyWiseBatches(
  db: Queryable,
  query: DemandReportQuery,
  size: number,
  propertyUniqueId?: string,
): AsyncGenerator<PropertyWiseRow[]> {
  for (let afterId = ''; ;) {
    const rows = await propertyWise(db, query, { limit: size, afterId, propertyUniqueId });
    if (rows.length) yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1].propertyUniqueId;
  }
}
