// Reads of the jalkal edits read model: the four lists (newest first), the counts by state, one
// request, a property's pending request, and the approvals a crash left unfinished.
import type { JalkalEditRow, JalkalSummary } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import {
  jalkalConditions,
  ORDER_COLUMN,
  placeConditions,
  type JalkalEditFilters,
  type JalkalList,
} from './filters';

/** A request as stored: its documents' keys and names (the service signs links to them and adds estimates). */
export type JalkalEditRecord = Omit<JalkalEditRow, 'documents' | 'archived' | 'taxAfterEstimated'> & {
  documents: { id: string; name: string }[];
  /** The financial year of the decision (null while pending). */
  decidedYear: string | null;
};

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FROM = `FROM jalkal_edits e
    LEFT JOIN properties p ON p.property_unique_id = e.property_unique_id
    LEFT JOIN mohallas m ON m.id = p.mohalla_id
    LEFT JOIN zones z ON z.id = p.zone_id`;

const SELECT = `SELECT e.jalkal_edit_id AS id, e.jalkal_edit_id AS "jalkalEditId",
    e.property_unique_id AS "propertyUniqueId", p.owner_name AS "ownerName", p.zone_id AS "zoneId",
    z.name AS "zoneName", p.ward_id AS "wardId", p.mohalla_id AS "mohallaId", m.name AS "mohallaName",
    e.changes, e.previous, e.reason, to_char(e.effective_on, 'YYYY-MM-DD') AS "effectiveDate", e.documents,
    e.requested_by AS "requestedBy", ${iso('e.requested_at')} AS "requestedAt", e.status,
    e.decided_by AS "decidedBy", e.comment, ${iso('e.decided_at')} AS "decidedAt",
    e.decided_year AS "decidedYear", e.financial_year AS "financialYear", e.tax_before AS "taxBefore",
    e.tax_after AS "taxAfter", e.completed_at IS NOT NULL AS completed
  ${FROM}`;

type Page = { page: number; limit: number };

export async function listJalkalEdits(
  db: Queryable,
  list: JalkalList,
  filters: JalkalEditFilters,
  scope: ReadScope,
  currentYear: string,
  page: Page,
): Promise<{ rows: JalkalEditRecord[]; total: number }> {
  const c = jalkalConditions(list, filters, scope, currentYear);
  const order = ORDER_COLUMN[list];
  const [found, count] = await Promise.all([
    db.query<JalkalEditRecord>(
      `${SELECT} ${c.sql()} ORDER BY ${order} DESC, e.jalkal_edit_id DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total ${FROM} ${c.sql()}`, c.values),
  ]);
  return { rows: found.rows, total: Number(count.rows[0].total) };
}

/** The requests in each state for the place filters (dates are a list's own). */
export async function jalkalSummary(
  db: Queryable,
  filters: JalkalEditFilters,
  scope: ReadScope,
  currentYear: string,
): Promise<JalkalSummary> {
  const c = placeConditions(filters, scope);
  const year = c.param(currentYear);
  const counted = (condition: string) => `count(*) FILTER (WHERE ${condition})::int`;
  const { rows } = await db.query<JalkalSummary>(
    `SELECT ${counted(`e.status = 'pending'`)} AS pending,
            ${counted(`e.status = 'approved' AND e.decided_year >= ${year}`)} AS approved,
            ${counted(`e.status = 'rejected' AND e.decided_year >= ${year}`)} AS rejected,
            ${counted(`e.status <> 'pending' AND e.decided_year < ${year}`)} AS archived
       ${FROM} ${c.sql()}`,
    c.values,
  );
  return rows[0];
}

export async function findJalkalEdit(db: Queryable, jalkalEditId: string): Promise<JalkalEditRecord | null> {
  const { rows } = await db.query<JalkalEditRecord>(`${SELECT} WHERE e.jalkal_edit_id = upper($1)`, [
    jalkalEditId.trim(),
  ]);
  return rows[0] ?? null;
}

/** The number of the property's pending request, if it has one. */
export async function pendingJalkalEditOf(db: Queryable, propertyUniqueId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT jalkal_edit_id AS id FROM jalkal_edits WHERE property_unique_id = $1 AND status = 'pending' LIMIT 1`,
    [propertyUniqueId],
  );
  return rows[0]?.id ?? null;
}

/** Approvals decided before the instant and not yet carried out (the process worker's candidates). */
export async function unfinishedJalkalApprovals(db: Queryable, decidedBefore: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT jalkal_edit_id AS id FROM jalkal_edits
      WHERE status = 'approved' AND completed_at IS NULL AND decided_at < $1::timestamptz
      ORDER BY decided_at LIMIT 1000`,
    [decidedBefore],
  );
  return rows.map((row) => row.id);
}
