// The list reads behind GET zones, wards, mohallas (filters, zone / ward limits, sort, paging) and
// the reference lists. Rows use the spec's field names; money stays integer paise (`ratesPaise`).
import type { MohallaRates } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

/** Zones and wards a caller is limited to; null: no limit. */
export interface GeographyScope {
  zones: string[] | null;
  wards: string[] | null;
}

export interface ListPage {
  page: number;
  /** null: every row (the `all` calls). */
  limit: number | null;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

export interface ZoneRow {
  id: string;
  city_id: string;
  zone_no: number;
  name: string;
}

export interface WardRow {
  id: string;
  city_id: string;
  zone_id: string;
  zone_no: number;
  ward_no: number;
  ward_fullname: string;
}

export interface MohallaRow {
  id: string;
  name: string;
  zone_id: string;
  ward_id: string;
  zone_no: number;
  ward_no: number;
  ward_fullname: string;
  water_tax_availability: boolean;
  sewer_tax_availability: boolean;
  ratesPaise: MohallaRates;
}

export interface GeographyFilter {
  ids?: string[];
  cityId?: string;
  zoneId?: string;
  wardId?: string;
  /** Part of the name, any case. */
  q?: string;
  scope: GeographyScope;
}

/** Collects WHERE conditions with their $n parameters. */
class Where {
  readonly values: unknown[] = [];
  private readonly conditions: string[] = [];

  add(sql: (param: string) => string, value: unknown): this {
    this.values.push(value);
    this.conditions.push(sql(`$${this.values.length}`));
    return this;
  }

  addIf(value: unknown, sql: (param: string) => string): this {
    return value === undefined || value === null || value === '' ? this : this.add(sql, value);
  }

  toString(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Sort fields a client may name, mapped to SQL; anything else falls back to the default order.
const ORDERS = {
  zones: { zone_no: 'z.zone_no', name: 'z.name', default: 'z.zone_no' },
  wards: {
    ward_no: 'w.ward_no',
    ward_fullname: 'w.ward_fullname',
    zone_no: 'z.zone_no',
    default: 'w.ward_no',
  },
  mohallas: {
    name: 'm.name',
    ward_no: 'w.ward_no',
    ward_fullname: 'w.ward_fullname',
    zone_no: 'z.zone_no',
    default: 'z.zone_no, w.ward_no, m.name',
  },
} as const;

function orderBy(table: keyof typeof ORDERS, page: ListPage, tieBreak: string): string {
  const columns = ORDERS[table] as Record<string, string>;
  const column = page.sort && Object.hasOwn(columns, page.sort) ? columns[page.sort] : columns.default;
  return `ORDER BY ${column} ${page.order === 'DESC' ? 'DESC' : 'ASC'}, ${tieBreak}`;
}

async function paged<Row>(
  db: Queryable,
  select: string,
  from: string,
  where: Where,
  order: string,
  page: ListPage,
): Promise<ListResult<Row>> {
  const paging =
    page.limit === null
      ? ''
      : ` LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((Math.max(page.page, 1) - 1) * page.limit)}`;
  const [rows, count] = await Promise.all([
    db.query(`SELECT ${select} FROM ${from} ${where} ${order}${paging}`, where.values),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM ${from} ${where}`, where.values),
  ]);
  return { rows: rows.rows as Row[], total: Number(count.rows[0].total) };
}

function scoped(where: Where, scope: GeographyScope, zoneColumn: string, wardColumn: string | null) {
  if (scope.zones) where.add((p) => `${zoneColumn} = ANY(${p}::text[])`, scope.zones);
  if (scope.wards) {
    // A ward-limited official sees the zones of their wards.
    if (wardColumn) where.add((p) => `${wardColumn} = ANY(${p}::text[])`, scope.wards);
    else
      where.add(
        (p) => `${zoneColumn} IN (SELECT zone_id FROM wards WHERE id = ANY(${p}::text[]))`,
        scope.wards,
      );
  }
  return where;
}

export function listZones(db: Queryable, filter: GeographyFilter, page: ListPage) {
  const where = new Where()
    .addIf(filter.ids, (p) => `z.id = ANY(${p}::text[])`)
    .addIf(filter.cityId, (p) => `z.city_id = ${p}`)
    .addIf(filter.q && likePattern(filter.q), (p) => `z.name ILIKE ${p}`);
  scoped(where, filter.scope, 'z.id', null);
  return paged<ZoneRow>(
    db,
    'z.id, z.city_id, z.zone_no, z.name',
    'zones z',
    where,
    orderBy('zones', page, 'z.id'),
    page,
  );
}

export function listWards(db: Queryable, filter: GeographyFilter, page: ListPage) {
  const where = new Where()
    .addIf(filter.ids, (p) => `w.id = ANY(${p}::text[])`)
    .addIf(filter.cityId, (p) => `w.city_id = ${p}`)
    .addIf(filter.zoneId, (p) => `w.zone_id = ${p}`)
    .addIf(filter.q && likePattern(filter.q), (p) => `w.ward_fullname ILIKE ${p}`);
  scoped(where, filter.scope, 'w.zone_id', 'w.id');
  return paged<WardRow>(
    db,
    'w.id, w.city_id, w.zone_id, z.zone_no, w.ward_no, w.ward_fullname',
    'wards w JOIN zones z ON z.id = w.zone_id',
    where,
    orderBy('wards', page, 'w.id'),
    page,
  );
}

export function listMohallas(db: Queryable, filter: GeographyFilter, page: ListPage) {
  const where = new Where()
    .addIf(filter.ids, (p) => `m.id = ANY(${p}::text[])`)
    .addIf(filter.zoneId, (p) => `m.zone_id = ${p}`)
    .addIf(filter.wardId, (p) => `m.ward_id = ${p}`)
    .addIf(filter.q && likePattern(filter.q), (p) => `m.name ILIKE ${p}`);
  scoped(where, filter.scope, 'm.zone_id', 'm.ward_id');
  return paged<MohallaRow>(
    db,
    `m.id, m.name, m.zone_id, m.ward_id, z.zone_no, w.ward_no, w.ward_fullname,
     m.water_tax_availability, m.sewer_tax_availability, m.rates AS "ratesPaise"`,
    'mohallas m JOIN wards w ON w.id = m.ward_id JOIN zones z ON z.id = m.zone_id',
    where,
    orderBy('mohallas', page, 'm.id'),
    page,
  );
}

export async function listCities(db: Queryable) {
  const { rows } = await db.query(
    'SELECT id, name, corporation_name AS "corporationName", district, state FROM cities ORDER BY name',
  );
  return rows as { id: string; name: string; corporationName: string; district: string; state: string }[];
}

export async function listBanks(db: Queryable) {
  const { rows } = await db.query('SELECT id, name, ifsc_prefix AS "ifscPrefix" FROM banks ORDER BY name');
  return rows as { id: string; name: string; ifscPrefix: string }[];
}
