// Reads of the objections read model: the staff lists and their export (newest first, keyset
// batches), the summary counts, one objection, and the public status lookup.
import type { ObjectionRow, ObjectionSummary, PublicObjection } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { objectionConditions, ORDER_COLUMN, type ObjectionFilters, type ObjectionView } from './filters';

/** An objection as stored: its documents' keys and names (the service signs links to them). */
export type ObjectionRecord = Omit<ObjectionRow, 'documents'> & { documents: { id: string; name: string }[] };

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FROM = `FROM objections o
    LEFT JOIN properties p ON p.property_unique_id = o.property_unique_id
    LEFT JOIN mohallas m ON m.id = p.mohalla_id`;

const PUBLIC_COLUMNS = `o.objection_id AS "objectionId", o.property_unique_id AS "propertyUniqueId",
    p.owner_name AS "ownerName", m.name AS "mohallaName", o.status,
    to_char(o.objection_on, 'YYYY-MM-DD') AS "objectionDate", ${iso('o.uploaded_at')} AS "uploadedAt",
    o.rejection_reason AS "rejectionReason", ${iso('o.rejected_at')} AS "rejectedAt",
    o.resolution_remarks AS "resolutionRemarks", ${iso('o.resolved_at')} AS "resolvedAt"`;

const COLUMNS = `o.objection_id AS id, ${PUBLIC_COLUMNS}, p.zone_id AS "zoneId", p.ward_id AS "wardId",
    p.mohalla_id AS "mohallaId", o.uploader_type AS "uploaderType", o.uploaded_by AS "uploadedBy",
    o.description, o.reassessed, o.documents`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

type Page = { page: number; limit: number };

export async function listObjections(
  db: Queryable,
  filters: ObjectionFilters,
  scope: ReadScope,
  page: Page,
  view: ObjectionView = 'raised',
): Promise<{ rows: ObjectionRecord[]; total: number }> {
  const c = objectionConditions(filters, scope, view);
  const order = ORDER_COLUMN[view];
  const [list, count] = await Promise.all([
    db.query<ObjectionRecord>(
      `${SELECT} ${c.sql()} ORDER BY ${order} DESC, o.objection_id DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total ${FROM} ${c.sql()}`, c.values),
  ]);
  return { rows: list.rows, total: Number(count.rows[0].total) };
}

/** Every objection the filters select, newest first, in keyset batches (the export). */
export async function* objectionBatches(
  db: Queryable,
  filters: ObjectionFilters,
  scope: ReadScope,
  view: ObjectionView = 'raised',
  batchSize = 2000,
): AsyncGenerator<ObjectionRecord[]> {
  const order = ORDER_COLUMN[view];
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const c = objectionConditions(filters, scope, view);
    if (after)
      c.add(`(${order}, o.objection_id) < (${c.param(after.at)}::timestamptz, ${c.param(after.id)})`);
    const { rows } = await db.query<ObjectionRecord & { keyset_at: string }>(
      `SELECT ${COLUMNS}, ${order}::text AS keyset_at ${FROM} ${c.sql()}
        ORDER BY ${order} DESC, o.objection_id DESC LIMIT ${Math.trunc(batchSize)}`,
      c.values,
    );
    if (rows.length === 0) return;
    yield rows.map(({ keyset_at: _keyset, ...row }) => row);
    const last = rows[rows.length - 1];
    after = { at: last.keyset_at, id: last.objectionId };
    if (rows.length < batchSize) return;
  }
}

export async function objectionSummary(
  db: Queryable,
  filters: ObjectionFilters,
  scope: ReadScope,
): Promise<ObjectionSummary> {
  const c = objectionConditions(filters, scope, 'raised');
  const counted = (condition: string) => `count(*) FILTER (WHERE ${condition})::int`;
  const { rows } = await db.query<Record<string, number>>(
    `SELECT count(*)::int AS total, ${counted(`o.status = 'pending'`)} AS pending,
            ${counted(`o.status = 'rejected'`)} AS rejected, ${counted(`o.status = 'resolved'`)} AS resolved,
            ${counted(`o.uploader_type = 'official'`)} AS official,
            ${counted(`o.uploader_type = 'operator'`)} AS operator,
            ${counted(`o.uploader_type = 'citizen'`)} AS citizen
       ${FROM} ${c.sql()}`,
    c.values,
  );
  const { total, pending, rejected, resolved, official, operator, citizen } = rows[0];
  return { total, pending, rejected, resolved, byUploaderType: { official, operator, citizen } };
}

/** One objection by its number (any case). */
export async function findObjection(db: Queryable, objectionId: string): Promise<ObjectionRecord | null> {
  const { rows } = await db.query<ObjectionRecord>(`${SELECT} WHERE upper(o.objection_id) = upper($1)`, [
    objectionId.trim(),
  ]);
  return rows[0] ?? null;
}

/** POST objection/status: one objection by its number, or every objection of a property, newest first. */
export async function publicObjections(
  db: Queryable,
  by: { objectionId?: string; propertyUniqueId?: string },
): Promise<PublicObjection[]> {
  const [condition, value] = by.objectionId
    ? ['upper(o.objection_id) = upper($1)', by.objectionId.trim()]
    : ['o.property_unique_id = upper($1)', (by.propertyUniqueId ?? '').trim()];
  const { rows } = await db.query<PublicObjection>(
    `SELECT ${PUBLIC_COLUMNS} ${FROM} WHERE ${condition}
      ORDER BY o.uploaded_at DESC, o.objection_id DESC LIMIT 100`,
    [value],
  );
  return rows;
}
