// The masters screens' lists of officials and operators (GET officials/all, officials/allRI,
// operators/all) and single records by id. Deleted officials are left out. View names are constants.
import type { Queryable } from './queries';

/** Zones / wards a caller is limited to; null means every zone / ward (http/scope.ts). */
export interface CoverageScope {
  zones: string[] | null;
  wards: string[] | null;
}

export interface OfficialRow {
  id: string;
  username: string;
  email: string;
  mobile: string | null;
  designation: string | null;
  loginType: string;
  accessId: string;
  accessName: string;
  accessType: string;
  isSuperAdmin: boolean;
  cityId: string;
  accessibleZones: string[];
  accessibleWards: string[];
  minValue: number;
  maxValue: number;
}

export interface OperatorRow {
  id: string;
  username: string;
  email: string;
  mobile: string | null;
  designation: string | null;
  loginType: string;
  accessId: string;
  accessName: string;
  accessType: string;
  cityId: string;
}

export interface StaffListQuery {
  /** 1-based. */
  page: number;
  /** Rows per page; absent for the whole list. */
  limit?: number;
  /** Part of the name, email, mobile or designation, any case. */
  search?: string;
  ids?: string[];
  sort?: string;
  order?: 'ASC' | 'DESC';
  loginType?: string;
}

export interface OfficialListQuery extends StaffListQuery {
  /** Officials who cover this zone / ward: assigned to it, or not limited to any. */
  zoneId?: string;
  wardId?: string;
  accessName?: string;
  /** The caller's limits: an official is listed when their zones and wards overlap the caller's. */
  scope?: CoverageScope;
}

export interface StaffPage<Row> {
  rows: Row[];
  total: number;
}

const OFFICIAL_COLUMNS = `id, username, email, mobile, designation, login_type, access_id, access_name, access_type,
  is_super_admin, city_id, accessible_zones, accessible_wards, min_value, max_value`;
const OPERATOR_COLUMNS = `id, username, email, mobile, designation, login_type, access_id, access_name, access_type,
  city_id`;

const SORTS: Record<string, string> = {
  username: 'lower(username)',
  email: 'email',
  designation: 'lower(designation)',
  accessName: 'access_name',
  loginType: 'login_type',
};

type DbRow = Record<string, unknown>;

const toOperator = (row: DbRow): OperatorRow => ({
  id: row.id as string,
  username: row.username as string,
  email: row.email as string,
  mobile: row.mobile as string | null,
  designation: row.designation as string | null,
  loginType: row.login_type as string,
  accessId: row.access_id as string,
  accessName: row.access_name as string,
  accessType: row.access_type as string,
  cityId: row.city_id as string,
});

// bigint columns arrive as text; the values are capped at Number.MAX_SAFE_INTEGER by the forms.
const toOfficial = (row: DbRow): OfficialRow => ({
  ...toOperator(row),
  isSuperAdmin: row.is_super_admin as boolean,
  accessibleZones: row.accessible_zones as string[],
  accessibleWards: row.accessible_wards as string[],
  minValue: Number(row.min_value),
  maxValue: Number(row.max_value),
});

/** WHERE parts with their numbered parameters. */
function conditions() {
  const values: unknown[] = [];
  const parts: string[] = [];
  return {
    values,
    raw(part: string) {
      parts.push(part);
    },
    add(build: (param: string) => string, value: unknown) {
      values.push(value);
      parts.push(build(`$${values.length}`));
    },
    text: () => (parts.length ? `WHERE ${parts.join(' AND ')}` : ''),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function commonConditions(query: StaffListQuery) {
  const where = conditions();
  const search = query.search?.trim();
  if (search)
    where.add(
      (p) => `(username ILIKE ${p} OR email ILIKE ${p} OR mobile ILIKE ${p} OR designation ILIKE ${p})`,
      likePattern(search),
    );
  if (query.ids?.length) where.add((p) => `id = ANY(${p}::text[])`, query.ids);
  if (query.loginType) where.add((p) => `login_type = ${p}`, query.loginType);
  return where;
}

async function page<Row>(
  db: Queryable,
  source: string,
  columns: string,
  where: ReturnType<typeof conditions>,
  query: StaffListQuery,
  toRow: (row: DbRow) => Row,
): Promise<StaffPage<Row>> {
  const order = `${SORTS[query.sort ?? ''] ?? SORTS.username} ${query.order === 'DESC' ? 'DESC' : 'ASC'}, id`;
  const values = where.values;
  const paging =
    query.limit === undefined
      ? { text: '', values: [] }
      : {
          text: `LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
          values: [query.limit, (query.page - 1) * query.limit],
        };
  const [rows, count] = await Promise.all([
    db.query<DbRow>(`SELECT ${columns} FROM ${source} ${where.text()} ORDER BY ${order} ${paging.text}`, [
      ...values,
      ...paging.values,
    ]),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM ${source} ${where.text()}`, values),
  ]);
  return { rows: rows.rows.map(toRow), total: Number(count.rows[0].total) };
}

// An empty list means every zone / ward, so it overlaps (and covers) anything.
const overlaps = (column: string) => (p: string) =>
  `(cardinality(${column}) = 0 OR ${column} && ${p}::text[])`;
const covers = (column: string) => (p: string) => `(cardinality(${column}) = 0 OR ${p} = ANY(${column}))`;

export function listOfficials(db: Queryable, query: OfficialListQuery): Promise<StaffPage<OfficialRow>> {
  const where = commonConditions(query);
  where.raw('deleted_at IS NULL');
  if (query.accessName) where.add((p) => `access_name = ${p}`, query.accessName);
  if (query.zoneId) where.add(covers('accessible_zones'), query.zoneId);
  if (query.wardId) where.add(covers('accessible_wards'), query.wardId);
  if (query.scope?.zones) where.add(overlaps('accessible_zones'), query.scope.zones);
  if (query.scope?.wards) where.add(overlaps('accessible_wards'), query.scope.wards);
  return page(db, 'officials', OFFICIAL_COLUMNS, where, query, toOfficial);
}

export function listOperators(db: Queryable, query: StaffListQuery): Promise<StaffPage<OperatorRow>> {
  return page(db, 'operators', OPERATOR_COLUMNS, commonConditions(query), query, toOperator);
}

export async function findOfficialById(db: Queryable, id: string): Promise<OfficialRow | null> {
  const { rows } = await db.query<DbRow>(
    `SELECT ${OFFICIAL_COLUMNS} FROM officials WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0] ? toOfficial(rows[0]) : null;
}

export async function findOperatorById(db: Queryable, id: string): Promise<OperatorRow | null> {
  const { rows } = await db.query<DbRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1`, [id]);
  return rows[0] ? toOperator(rows[0]) : null;
}
