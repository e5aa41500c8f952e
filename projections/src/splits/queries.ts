// Reads of the splits read model: the list (newest first, within the reader's zones and wards, by
// the parent or a child), one split, and the splits the process has not completed.
import type { PropertySplitRow } from '@ptax/contracts';
import { Conditions, type ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FROM = `FROM property_splits s LEFT JOIN properties p ON p.property_unique_id = s.property_unique_id`;
const COLUMNS = `s.split_id AS id, s.split_id AS "splitId", s.property_unique_id AS "propertyUniqueId",
    p.owner_name AS "ownerName", s.new_property_unique_ids AS "newPropertyUniqueIds",
    s.financial_year AS "financialYear", s.remains, s.children, s.bill_now AS "billNow",
    ${iso('s.split_at')} AS "splitAt", s.split_by AS "splitBy", ${iso('s.completed_at')} AS "completedAt"`;

export interface SplitFilters {
  /** The parent or one of the new properties. */
  propertyUniqueId?: string;
}

function conditions(filters: SplitFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  if (filters.propertyUniqueId) {
    const id = c.param(filters.propertyUniqueId.trim().toUpperCase());
    c.add(`(s.property_unique_id = ${id} OR s.new_property_unique_ids @> ARRAY[${id}::text])`);
  }
  return c;
}

/** Floors as the list shows them (number, area, usage): premise ids and the rest stay in the events. */
function shaped(row: PropertySplitRow): PropertySplitRow {
  const floors = (list: PropertySplitRow['remains']['floors']) =>
    list.map(({ floorNumber, areaSqft, rentUsage }) => ({ floorNumber, areaSqft, rentUsage }));
  return {
    ...row,
    remains: { plotArea: row.remains.plotArea, floors: floors(row.remains.floors) },
    children: row.children.map((child) => ({
      propertyUniqueId: child.propertyUniqueId,
      plotArea: child.plotArea,
      floors: floors(child.floors),
    })),
  };
}

export async function listSplits(
  db: Queryable,
  filters: SplitFilters,
  scope: ReadScope,
  page: { page: number; limit: number },
): Promise<{ rows: PropertySplitRow[]; total: number }> {
  const c = conditions(filters, scope);
  const [list, count] = await Promise.all([
    db.query<PropertySplitRow>(
      `SELECT ${COLUMNS} ${FROM} ${c.sql()} ORDER BY s.split_at DESC, s.split_id DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total ${FROM} ${c.sql()}`, c.values),
  ]);
  return { rows: list.rows.map(shaped), total: Number(count.rows[0].total) };
}

export async function findSplit(db: Queryable, splitId: string): Promise<PropertySplitRow | null> {
  const { rows } = await db.query<PropertySplitRow>(`SELECT ${COLUMNS} ${FROM} WHERE s.split_id = $1`, [
    splitId,
  ]);
  return rows[0] ? shaped(rows[0]) : null;
}

/** Splits decided before `decidedBefore` (ISO) and not completed: the process worker's list. */
export async function unfinishedSplits(
  db: Queryable,
  decidedBefore: string,
): Promise<{ splitId: string; propertyUniqueId: string }[]> {
  const { rows } = await db.query<{ splitId: string; propertyUniqueId: string }>(
    `SELECT split_id AS "splitId", property_unique_id AS "propertyUniqueId" FROM property_splits
      WHERE completed_at IS NULL AND split_at < $1::timestamptz ORDER BY split_at LIMIT 1000`,
    [decidedBefore],
  );
  return rows;
}
