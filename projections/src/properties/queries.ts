// Reads of the property register, through the stable view names. The API and the search benchmark
// call exactly these functions.
import type { Queryable } from '../staff/queries';
import { searching } from './searching';
import {
  Conditions,
  isCountable,
  isFuzzy,
  masterConditions,
  matchingNames,
  propertyConditions,
  type PropertyFilters,
  type ReadScope,
} from './filters';
import {
  toFloorRow,
  toHistoryRow,
  toPropertyRow,
  type FloorRow,
  type HistoryRow,
  type PropertyRow,
} from './rows';

export interface PropertyPageOptions {
  /** 1-based. */
  page: number;
  limit: number;
  sort?: 'createdAt' | 'propertyUniqueId';
  order?: 'ASC' | 'DESC';
}

export interface PropertyPage<Row> {
  rows: Row[];
  total: number;
}

const ORDER_COLUMNS = { createdAt: 'p.created_at', propertyUniqueId: 'p.property_unique_id' } as const;

function orderBy(_c: Conditions, options: PropertyPageOptions): string {
  const direction = options.order === 'ASC' ? 'ASC' : 'DESC';
  if (options.sort === 'propertyUniqueId') return `ORDER BY p.property_unique_id ${direction}`;
  return `ORDER BY ${ORDER_COLUMNS.createdAt} ${direction}, p.property_unique_id ${direction}`;
}

const pageClause = (c: Conditions, options: PropertyPageOptions) =>
  `LIMIT ${c.param(options.limit)} OFFSET ${c.param((options.page - 1) * options.limit)}`;

/** How many active properties the filters select: from `property_counts` when they are master values. */
export async function countProperties(
  db: Queryable,
  filters: PropertyFilters,
  scope: ReadScope,
): Promise<number> {
  if (isCountable(filters)) {
    const c = masterConditions(new Conditions(), filters, scope, 'c');
    const { rows } = await db.query<{ n: string }>(
      `SELECT coalesce(sum(c.n), 0) AS n FROM property_counts c ${c.sql()}`,
      c.values,
    );
    return Number(rows[0].n);
  }
  const c = propertyConditions(filters, scope);
  const { rows } = await searching(db, (client) =>
    client.query<{ n: string }>(`SELECT count(*) AS n FROM properties p ${c.sql()}`, c.values),
  );
  return Number(rows[0].n);
}

/** A typo-tolerant search ranks and counts at most this many matches (more: the name is too common to page through). */
export const SEARCH_CAP = 1000;

/**
 * A search by name: the matching names best first, their properties through the btree on the name,
 * taken in that order until SEARCH_CAP + 1, so the closest names always make the first page and
 * a common first name alone does not rank ten thousand rows. An address search takes its first
 * SEARCH_CAP + 1 matches from the trigram index and ranks those.
 */
function searchSql(filters: PropertyFilters, scope: ReadScope, options: PropertyPageOptions) {
  const c = new Conditions();
  const driver = filters.ownerName ? 'ownerName' : filters.fatherHusbandName ? 'fatherHusbandName' : null;
  let hits: string;
  if (driver) {
    // OFFSET 0 keeps the lateral subquery from being flattened into a join the planner may reorder.
    const names = matchingNames(c, filters[driver] as string);
    const where = propertyConditions(filters, scope, c, driver).sql();
    const join =
      driver === 'ownerName'
        ? 'lower(p.owner_name) = names.name'
        : '(lower(p.father_name) = names.name OR lower(p.husband_name) = names.name)';
    hits = `names AS MATERIALIZED (${names} ORDER BY rank DESC, n.name),
      hits AS MATERIALIZED (
        SELECT x.property_unique_id, x.created_at, names.rank FROM names
        CROSS JOIN LATERAL (
          SELECT p.property_unique_id, p.created_at FROM properties p ${where} AND ${join} OFFSET 0
        ) x
        LIMIT ${SEARCH_CAP + 1})`;
  } else {
    propertyConditions(filters, scope, c);
    hits = `hits AS MATERIALIZED (
      SELECT p.property_unique_id, p.created_at, ${c.ranks.join(' + ')} AS rank
        FROM properties p ${c.sql()} LIMIT ${SEARCH_CAP + 1})`;
  }
  // The page is cut from the ranked hits first, so only its rows are read in full.
  const direction = options.order === 'ASC' ? 'ASC' : 'DESC';
  const order =
    options.sort === 'propertyUniqueId'
      ? `ORDER BY property_unique_id ${direction}`
      : options.sort === 'createdAt'
        ? `ORDER BY created_at ${direction}, property_unique_id ${direction}`
        : 'ORDER BY rank DESC, created_at DESC, property_unique_id';
  const text = `WITH ${hits}
    SELECT p.*, (SELECT count(*) FROM hits) AS total_matches
      FROM (SELECT * FROM hits ${order} ${pageClause(c, options)}) h
      JOIN properties p ON p.property_unique_id = h.property_unique_id
     ${order.replace(/property_unique_id|created_at|rank/g, (column) => (column === 'rank' ? 'h.rank' : `h.${column}`))}`;
  return { text, values: c.values };
}

/** One page of active properties and the number of them all (of a search: up to SEARCH_CAP). */
export async function listProperties(
  db: Queryable,
  filters: PropertyFilters,
  scope: ReadScope,
  options: PropertyPageOptions,
): Promise<PropertyPage<PropertyRow>> {
  if (isFuzzy(filters)) {
    const { text, values } = searchSql(filters, scope, options);
    const { rows } = await searching(db, (client) => client.query<Record<string, unknown>>(text, values));
    if (rows.length === 0 && options.page > 1) {
      // Past the last page: the first page still says how many there are.
      const first = await listProperties(db, filters, scope, { ...options, page: 1, limit: 1 });
      return { rows: [], total: first.total };
    }
    const total = rows.length ? Number(rows[0].total_matches) : 0;
    return { rows: rows.map(toPropertyRow), total: Math.min(total, SEARCH_CAP) };
  }
  const c = propertyConditions(filters, scope);
  const [{ rows }, total] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT p.* FROM properties p ${c.sql()} ${orderBy(c, options)} ${pageClause(c, options)}`,
      c.values,
    ),
    countProperties(db, filters, scope),
  ]);
  return { rows: rows.map(toPropertyRow), total };
}

export interface PropertyCounts {
  total: number;
  byZone: { zoneId: string; count: number }[];
  byWard: { zoneId: string; wardId: string; count: number }[];
}

/** `properties/count`: the total and the numbers per zone and per ward. */
export async function countPropertiesByWard(
  db: Queryable,
  filters: PropertyFilters,
  scope: ReadScope,
): Promise<PropertyCounts> {
  const countable = isCountable(filters);
  const c = countable
    ? masterConditions(new Conditions(), filters, scope, 'c')
    : propertyConditions(filters, scope);
  const source = countable ? 'property_counts c' : 'properties p';
  const alias = countable ? 'c' : 'p';
  const { rows } = await searching(db, (client) =>
    client.query<{ zone_id: string; ward_id: string; n: string }>(
      `SELECT ${alias}.zone_id, ${alias}.ward_id, ${countable ? 'sum(c.n)' : 'count(*)'} AS n
         FROM ${source} ${c.sql()} GROUP BY 1, 2 HAVING ${countable ? 'sum(c.n)' : 'count(*)'} > 0 ORDER BY 1, 2`,
      c.values,
    ),
  );
  const byWard = rows.map((row) => ({ zoneId: row.zone_id, wardId: row.ward_id, count: Number(row.n) }));
  const zones = new Map<string, number>();
  for (const ward of byWard) zones.set(ward.zoneId, (zones.get(ward.zoneId) ?? 0) + ward.count);
  return {
    total: byWard.reduce((sum, ward) => sum + ward.count, 0),
    byZone: [...zones].map(([zoneId, count]) => ({ zoneId, count })),
    byWard,
  };
}

/** One property, active or deleted. */
export async function findProperty(db: Queryable, propertyUniqueId: string): Promise<PropertyRow | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT p.*, ARRAY(SELECT c.property_unique_id FROM properties c WHERE c.split_from = p.property_unique_id
                        ORDER BY c.property_unique_id) AS split_into
       FROM properties p WHERE p.property_unique_id = $1`,
    [propertyUniqueId],
  );
  return rows.length ? toPropertyRow(rows[0]) : null;
}

export async function findPropertyFloors(db: Queryable, propertyUniqueId: string): Promise<FloorRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM property_floors WHERE property_unique_id = $1 ORDER BY floor_index',
    [propertyUniqueId],
  );
  return rows.map(toFloorRow);
}

/** The register events of one property, newest first. */
export async function findPropertyHistory(
  db: Queryable,
  propertyUniqueId: string,
  limit = 100,
): Promise<HistoryRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM property_history WHERE property_unique_id = $1 ORDER BY revision DESC LIMIT $2',
    [propertyUniqueId, limit],
  );
  return rows.map(toHistoryRow);
}

/**
 * Every property the filters select, in batches, newest first, for the exports: keyset pages, so the
 * millionth row costs what the first does. The fuzzy filters apply; their ranking does not.
 */
export async function* propertyBatches(
  db: Queryable,
  filters: PropertyFilters,
  scope: ReadScope,
  batchSize = 2000,
): AsyncGenerator<PropertyRow[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const c = propertyConditions(filters, scope);
    if (after)
      c.add(
        `(p.created_at, p.property_unique_id) < (${c.param(after.at)}::timestamptz, ${c.param(after.id)})`,
      );
    const text = `SELECT p.*, p.created_at::text AS keyset_at FROM properties p ${c.sql()}
        ORDER BY p.created_at DESC, p.property_unique_id DESC LIMIT ${c.param(batchSize)}`;
    const { rows } = await searching(db, (client) => client.query<Record<string, unknown>>(text, c.values));
    if (rows.length === 0) return;
    yield rows.map(toPropertyRow);
    const last = rows[rows.length - 1];
    after = { at: last.keyset_at as string, id: last.property_unique_id as string };
    if (rows.length < batchSize) return;
  }
}

export interface PropertyEditRow {
  id: string;
  propertyUniqueId: string;
  ownerName: string;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  houseNumber: string | null;
  type: string;
  editedAt: string;
  editedBy: string | null;
  loginType: string | null;
  changes: Record<string, unknown>;
}

export interface EditFilters extends Pick<
  PropertyFilters,
  'zoneId' | 'wardId' | 'mohallaId' | 'propertyUniqueId'
> {
  /** YYYY-MM-DD, India time: the day of the edit. */
  startDate?: string;
  endDate?: string;
}

function editConditions(filters: EditFilters, scope: ReadScope): Conditions {
  const c = new Conditions().add(`h.kind = 'edit'`);
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  if (filters.zoneId) c.add(`p.zone_id = ${c.param(filters.zoneId)}`);
  if (filters.wardId) c.add(`p.ward_id = ${c.param(filters.wardId)}`);
  if (filters.mohallaId) c.add(`p.mohalla_id = ${c.param(filters.mohallaId)}`);
  if (filters.propertyUniqueId) c.add(`h.property_unique_id = upper(${c.param(filters.propertyUniqueId)})`);
  if (filters.startDate)
    c.add(`h.at >= (${c.param(filters.startDate)}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (filters.endDate)
    c.add(`h.at < (${c.param(filters.endDate)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  return c;
}

const toEditRow = (row: Record<string, unknown>): PropertyEditRow => {
  const history = toHistoryRow(row);
  return {
    id: `${row.property_unique_id}-${history.revision}`,
    propertyUniqueId: row.property_unique_id as string,
    ownerName: row.owner_name as string,
    zoneId: row.zone_id as string,
    wardId: row.ward_id as string,
    mohallaId: row.mohalla_id as string,
    houseNumber: (row.house_number as string) ?? null,
    type: history.type,
    editedAt: history.at,
    editedBy: history.by,
    loginType: history.loginType,
    changes: history.changes,
  };
};

const EDIT_SOURCE = `property_history h JOIN properties p ON p.property_unique_id = h.property_unique_id`;
const EDIT_COLUMNS = `h.*, p.owner_name, p.zone_id, p.ward_id, p.mohalla_id, p.house_number`;

/** Edited Properties: one row per edit (who, when, what changed), newest first. */
export async function listPropertyEdits(
  db: Queryable,
  filters: EditFilters,
  scope: ReadScope,
  options: Pick<PropertyPageOptions, 'page' | 'limit'>,
): Promise<PropertyPage<PropertyEditRow>> {
  const c = editConditions(filters, scope);
  const count = editConditions(filters, scope);
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${EDIT_COLUMNS} FROM ${EDIT_SOURCE} ${c.sql()}
        ORDER BY h.at DESC, h.property_unique_id, h.revision DESC
        LIMIT ${c.param(options.limit)} OFFSET ${c.param((options.page - 1) * options.limit)}`,
      c.values,
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM ${EDIT_SOURCE} ${count.sql()}`, count.values),
  ]);
  return { rows: rows.map(toEditRow), total: Number(totals[0].n) };
}

/** Every edit the filters select, in batches, for the export. */
export async function* propertyEditBatches(
  db: Queryable,
  filters: EditFilters,
  scope: ReadScope,
  batchSize = 2000,
): AsyncGenerator<PropertyEditRow[]> {
  let after: { at: string; id: string; revision: number } | null = null;
  for (;;) {
    const c = editConditions(filters, scope);
    if (after) {
      c.add(
        `(h.at < ${c.param(after.at)}::timestamptz OR (h.at = ${c.param(after.at)}::timestamptz AND
          (h.property_unique_id, -h.revision) > (${c.param(after.id)}, ${c.param(-after.revision)})))`,
      );
    }
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT ${EDIT_COLUMNS}, h.at::text AS keyset_at FROM ${EDIT_SOURCE} ${c.sql()}
        ORDER BY h.at DESC, h.property_unique_id, h.revision DESC LIMIT ${c.param(batchSize)}`,
      c.values,
    );
    if (rows.length === 0) return;
    yield rows.map(toEditRow);
    const last = rows[rows.length - 1];
    after = {
      at: last.keyset_at as string,
      id: last.property_unique_id as string,
      revision: Number(last.revision),
    };
    if (rows.length < batchSize) return;
  }
}
