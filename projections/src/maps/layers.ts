// The map's layers (taxDemands/getGISReport): ward boundaries with the year's demand and collection,
// and properties as points with the year's payment status. Both read what the read models keep
// already: boundaries from the geography read model, points from the property register, money from
// the ledger's one row per property and year (ledger_years); nothing is folded at request time.
import type { LedgerPlace } from '../ledger/queries';
import { HEADS } from '../ledger/tables';
import type { Queryable } from '../staff/queries';

/** This year's standing of a property (DOMAIN.md "Maps"). */
export const PAYMENT_STATUSES = ['paid', 'partPaid', 'unpaid', 'noDemand'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** West, south, east, north in degrees. */
export type BoundingBox = [number, number, number, number];

export interface MapQuery {
  financialYear: string;
  place: LedgerPlace;
  bbox?: BoundingBox;
}

export interface WardArea {
  wardId: string;
  wardNo: number;
  wardName: string;
  zoneId: string;
  zoneName: string;
  boundary: unknown;
  /** Properties with a demand for the year. */
  properties: number;
  /** Tax raised plus adjustments for the year, and principal paid against it, in paise. */
  demandPaise: number;
  collectedPaise: number;
  /** Unpaid principal of the year. */
  balancePaise: number;
}

export interface PropertyPoint {
  propertyUniqueId: string;
  ownerName: string;
  address: string | null;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  wardName: string | null;
  mohallaName: string | null;
  latitude: number;
  longitude: number;
  status: PaymentStatus;
  demandPaise: number;
  collectedPaise: number;
  /** Still due for the year: unpaid principal plus interest charged and unpaid. */
  duesPaise: number;
}

const sum = (column: (head: string) => string) => HEADS.map(column).join(' + ');
const DEMAND = sum((h) => `y.demand_${h} + y.adjustment_${h}`);
const PAID = sum((h) => `y.principal_paid_${h}`);
const INTEREST_DUE = sum((h) => `y.interest_charged_${h} - y.interest_paid_${h}`);

/**
 * The status rule, in one place: nothing raised (or no ledger) is no demand; nothing left unpaid is
 * paid; something paid and something left is part paid; else unpaid.
 */
const STATUS = `CASE
    WHEN y.property_unique_id IS NULL OR (${DEMAND}) <= 0 THEN 'noDemand'
    WHEN y.unpaid_paise <= 0 THEN 'paid'
    WHEN (${PAID}) > 0 THEN 'partPaid'
    ELSE 'unpaid' END`;

/** Conditions on the place asked for and the caller's scope, over an alias with zone_id / ward_id. */
function placeOf(alias: string, place: LedgerPlace, values: unknown[], mohallaSql: (p: string) => string) {
  const conditions: string[] = [];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value === undefined || value === null) return;
    conditions.push(sql(`$${values.push(value)}`));
  };
  add(place.zoneId, (p) => `${alias}.zone_id = ${p}`);
  add(place.wardId, (p) => `${alias}.${alias === 'w' ? 'id' : 'ward_id'} = ${p}`);
  add(place.mohallaId, mohallaSql);
  add(place.scope.zones, (p) => `${alias}.zone_id = ANY(${p}::text[])`);
  add(place.scope.wards, (p) => `${alias}.${alias === 'w' ? 'id' : 'ward_id'} = ANY(${p}::text[])`);
  return conditions;
}

/** Wards with a boundary in the place asked for, with the year's money summed per ward. */
export async function wardAreas(db: Queryable, query: MapQuery): Promise<WardArea[]> {
  const values: unknown[] = [query.financialYear];
  const conditions = [
    'w.boundary IS NOT NULL',
    ...placeOf('w', query.place, values, (p) => `w.id = (SELECT ward_id FROM mohallas WHERE id = ${p})`),
  ];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT w.id, w.ward_no, w.ward_fullname, w.zone_id, z.name AS zone_name, w.boundary,
            coalesce(s.properties, 0) AS properties, coalesce(s.demand, 0) AS demand,
            coalesce(s.collected, 0) AS collected, coalesce(s.balance, 0) AS balance
       FROM wards w
       JOIN zones z ON z.id = w.zone_id
       LEFT JOIN LATERAL (
         SELECT count(y.demand_id) AS properties, sum(${DEMAND}) AS demand, sum(${PAID}) AS collected,
                sum(y.unpaid_paise) AS balance
           FROM ledger_years y
          WHERE y.financial_year = $1 AND y.ward_id = w.id AND y.status = 'active') s ON true
      WHERE ${conditions.join(' AND ')}
      ORDER BY z.zone_no, w.ward_no`,
    values,
  );
  return rows.map((row) => ({
    wardId: row.id as string,
    wardNo: Number(row.ward_no),
    wardName: row.ward_fullname as string,
    zoneId: row.zone_id as string,
    zoneName: row.zone_name as string,
    boundary: row.boundary,
    properties: Number(row.properties),
    demandPaise: Number(row.demand),
    collectedPaise: Number(row.collected),
    balancePaise: Number(row.balance),
  }));
}

const toPoint = (row: Record<string, unknown>): PropertyPoint => ({
  propertyUniqueId: row.property_unique_id as string,
  ownerName: row.owner_name as string,
  address: (row.property_address as string | null) ?? null,
  zoneId: row.zone_id as string,
  wardId: row.ward_id as string,
  mohallaId: row.mohalla_id as string,
  wardName: (row.ward_name as string | null) ?? null,
  mohallaName: (row.mohalla_name as string | null) ?? null,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  status: row.status as PaymentStatus,
  demandPaise: Number(row.demand),
  collectedPaise: Number(row.collected),
  duesPaise: Number(row.dues),
});

const POINT_SELECT = `
  SELECT p.property_unique_id, p.owner_name, p.property_address, p.zone_id, p.ward_id, p.mohalla_id,
         w.ward_fullname AS ward_name, m.name AS mohalla_name, p.latitude, p.longitude, ${STATUS} AS status,
         coalesce(${DEMAND}, 0) AS demand, coalesce(${PAID}, 0) AS collected,
         coalesce(greatest(y.unpaid_paise, 0) + ${INTEREST_DUE}, 0) AS dues
    FROM properties p
    LEFT JOIN wards w ON w.id = p.ward_id
    LEFT JOIN mohallas m ON m.id = p.mohalla_id
    LEFT JOIN ledger_years y
      ON y.property_unique_id = p.property_unique_id AND y.financial_year = $1 AND y.status = 'active'`;

/**
 * Mapped active properties of the place (and box) asked for, at most `limit` of them in property ID
 * order; the caller asks for one more than it answers to know the selection was larger.
 */
export async function propertyPoints(
  db: Queryable,
  query: MapQuery,
  limit: number,
): Promise<PropertyPoint[]> {
  const values: unknown[] = [query.financialYear];
  const conditions = [
    "p.status = 'active'",
    'p.latitude IS NOT NULL',
    'p.longitude IS NOT NULL',
    ...placeOf('p', query.place, values, (p) => `p.mohalla_id = ${p}`),
  ];
  if (query.bbox) {
    const [west, south, east, north] = query.bbox.map((n) => `$${values.push(n)}`);
    conditions.push(`p.longitude BETWEEN ${west} AND ${east}`, `p.latitude BETWEEN ${south} AND ${north}`);
  }
  const { rows } = await db.query<Record<string, unknown>>(
    `${POINT_SELECT}
      WHERE ${conditions.join(' AND ')}
      ORDER BY p.property_unique_id
      LIMIT $${values.push(limit)}`,
    values,
  );
  return rows.map(toPoint);
}

/** The points of the given properties (the defaulters layer), those mapped and active only. */
export async function pointsOf(
  db: Queryable,
  financialYear: string,
  ids: string[],
): Promise<PropertyPoint[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Record<string, unknown>>(
    `${POINT_SELECT}
      WHERE p.property_unique_id = ANY($2::text[]) AND p.status = 'active' AND p.latitude IS NOT NULL`,
    [financialYear, ids],
  );
  return rows.map(toPoint);
}

/** The box around every drawn ward and mapped property in scope; null when nothing is on the map. */
export async function mapExtent(db: Queryable, scope: LedgerPlace['scope']): Promise<BoundingBox | null> {
  const values: unknown[] = [];
  const wards = placeOf('w', { scope }, values, () => '');
  const { rows } = await db.query<{
    west: number | null;
    south: number | null;
    east: number | null;
    north: number | null;
  }>(
    `WITH positions AS (
       SELECT (pt ->> 0)::float8 AS lon, (pt ->> 1)::float8 AS lat
         FROM wards w,
              LATERAL jsonb_path_query(w.boundary, CASE WHEN w.boundary ->> 'type' = 'Polygon'
                THEN '$.coordinates[*][*]' ELSE '$.coordinates[*][*][*]' END::jsonpath) AS pt
        WHERE w.boundary IS NOT NULL ${wards.map((c) => `AND ${c}`).join(' ')})
     SELECT min(lon) AS west, min(lat) AS south, max(lon) AS east, max(lat) AS north FROM positions`,
    values,
  );
  const box = rows[0];
  if (box?.west == null || box.south == null || box.east == null || box.north == null) return null;
  return [Number(box.west), Number(box.south), Number(box.east), Number(box.north)];
}
