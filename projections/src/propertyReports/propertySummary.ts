// GET properties/summaryProperties: how many properties each place holds, one level below the place
// asked for (the city by zone, a zone by ward, a ward by mohalla), by use, assessed and demanded
// for the financial year, and matched with the old register. Every place of the masters in the
// caller's scope is listed, zeros too.
import type { LedgerPlace } from '../ledger/queries';
import type { Queryable } from '../staff/queries';

export type SummaryLevel = 'zone' | 'ward' | 'mohalla';

export interface PlacePropertyCounts {
  properties: number;
  residential: number;
  nonresidential: number;
  assessed: number;
  demanded: number;
  matched: number;
}

export interface PropertySummaryRow extends PlacePropertyCounts {
  level: SummaryLevel;
  id: string;
  name: string;
}

const COUNT_KEYS: (keyof PlacePropertyCounts)[] = [
  'properties',
  'residential',
  'nonresidential',
  'assessed',
  'demanded',
  'matched',
];

const levelOf = (place: LedgerPlace): SummaryLevel =>
  place.wardId || place.mohallaId ? 'mohalla' : place.zoneId ? 'ward' : 'zone';

/** The places of the level, in number / name order, within the place and the caller's scope. */
async function placesOf(db: Queryable, place: LedgerPlace, level: SummaryLevel) {
  const values: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value !== undefined && value !== null) where.push(sql(`$${values.push(value)}`));
  };
  const zoneColumn = level === 'zone' ? 'id' : 'zone_id';
  add(place.zoneId, (p) => `${zoneColumn} = ${p}`);
  add(place.scope.zones, (p) => `${zoneColumn} = ANY(${p}::text[])`);
  if (level !== 'zone') {
    const wardColumn = level === 'ward' ? 'id' : 'ward_id';
    add(place.wardId, (p) => `${wardColumn} = ${p}`);
    add(place.scope.wards, (p) => `${wardColumn} = ANY(${p}::text[])`);
  }
  add(place.mohallaId, (p) => `id = ${p}`);
  const sql = {
    zone: 'SELECT id, name FROM zones',
    ward: 'SELECT id, ward_fullname AS name FROM wards',
    mohalla: 'SELECT id, name FROM mohallas',
  }[level];
  const order = { zone: 'zone_no, name', ward: 'ward_no, ward_fullname', mohalla: 'lower(name)' }[level];
  const { rows } = await db.query<{ id: string; name: string }>(
    `${sql} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}`,
    values,
  );
  return rows;
}

async function countsOf(db: Queryable, place: LedgerPlace, level: SummaryLevel, financialYear: string) {
  const values: unknown[] = [financialYear];
  const where = ["p.status = 'active'"];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value !== undefined && value !== null) where.push(sql(`$${values.push(value)}`));
  };
  add(place.zoneId, (p) => `p.zone_id = ${p}`);
  add(place.wardId, (p) => `p.ward_id = ${p}`);
  add(place.mohallaId, (p) => `p.mohalla_id = ${p}`);
  add(place.scope.zones, (p) => `p.zone_id = ANY(${p}::text[])`);
  add(place.scope.wards, (p) => `p.ward_id = ANY(${p}::text[])`);
  const { rows } = await db.query<Record<string, string>>(
    `SELECT p.${level}_id AS id, count(*) AS properties,
            count(*) FILTER (WHERE p.house_category = 'residential') AS residential,
            count(*) FILTER (WHERE p.house_category = 'nonresidential') AS nonresidential,
            count(a.property_unique_id) AS assessed,
            count(y.demand_id) AS demanded,
            count(*) FILTER (WHERE p.matching IS NOT NULL) AS matched
       FROM properties p
       LEFT JOIN property_assessments a ON a.property_unique_id = p.property_unique_id AND a.financial_year = $1
       LEFT JOIN ledger_years y ON y.property_unique_id = p.property_unique_id AND y.financial_year = $1
                               AND y.status = 'active'
      WHERE ${where.join(' AND ')}
      GROUP BY 1`,
    values,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function propertySummary(
  db: Queryable,
  place: LedgerPlace,
  financialYear: string,
): Promise<{ level: SummaryLevel; rows: PropertySummaryRow[]; totals: PlacePropertyCounts }> {
  const level = levelOf(place);
  const [places, counts] = await Promise.all([
    placesOf(db, place, level),
    countsOf(db, place, level, financialYear),
  ]);
  const rows = places.map(({ id, name }) => {
    const found = counts.get(id);
    const figures = Object.fromEntries(COUNT_KEYS.map((key) => [key, Number(found?.[key] ?? 0)]));
    return { level, id, name, ...(figures as unknown as PlacePropertyCounts) };
  });
  const totals = Object.fromEntries(
    COUNT_KEYS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]),
  ) as unknown as PlacePropertyCounts;
  return { level, rows, totals };
}
