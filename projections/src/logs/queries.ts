// Reads of the logs: a page of one log (newest first) with its total, and every row of it in keyset
// batches for the export. Each row names the property's place and owner as they are now, and the
// person by the name the staff directory has for their email.
import type { LogKind, LogRow } from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { logConditions, type LogFilters } from './filters';
import { withPlaceNames } from './placeNames';

const FROM = `FROM log_entries l
    LEFT JOIN properties p ON p.property_unique_id = l.property_unique_id
    LEFT JOIN zones z ON z.id = p.zone_id
    LEFT JOIN wards w ON w.id = p.ward_id`;

// A deleted official keeps their row: the one not deleted holds the email now, else the latest.
const USER_NAME = `coalesce(
    (SELECT o.username FROM officials o WHERE o.email = l.user_id ORDER BY o.deleted_at DESC NULLS FIRST LIMIT 1),
    (SELECT op.username FROM operators op WHERE op.email = l.user_id))`;

const COLUMNS = `l.*, p.owner_name, p.zone_id, p.ward_id, z.name AS zone_name, w.ward_fullname AS ward_name,
    ${USER_NAME} AS user_name,
    (SELECT count(*) FROM log_grouped g WHERE g.entry_id = l.event_id)::int AS grouped`;

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

function toLogRow(row: Record<string, unknown>): LogRow {
  const property = (row.property_unique_id as string | null) ?? null;
  return {
    id: row.event_id as string,
    position: Number(row.position),
    log: (row.log as LogRow['log']) ?? null,
    type: row.type as string,
    stream: row.stream as string,
    propertyUniqueId: property,
    relatedPropertyIds: (row.property_ids as string[]).filter((id) => id !== property),
    ownerName: (row.owner_name as string | null) ?? null,
    zoneId: (row.zone_id as string | null) ?? null,
    zoneName: (row.zone_name as string | null) ?? null,
    wardId: (row.ward_id as string | null) ?? null,
    wardName: (row.ward_name as string | null) ?? null,
    userId: row.user_id as string,
    userName: (row.user_name as string | null) ?? null,
    loginType: (row.login_type as string | null) ?? null,
    command: (row.command as string | null) ?? null,
    remarks: (row.remarks as string | null) ?? null,
    recordedAt: iso(row.recorded_at) as string,
    effectiveAt: iso(row.effective_at),
    changes: (row.changes as LogRow['changes']) ?? null,
    // A row standing for a job says how many it holds (the notices a job issued).
    details: {
      ...((row.details as LogRow['details']) ?? {}),
      ...(Number(row.grouped) > 0 ? { count: Number(row.grouped) } : {}),
    },
    names: {},
  };
}

export async function listLogEntries(
  db: Queryable,
  kind: LogKind,
  filters: LogFilters,
  scope: ReadScope,
  page: { page: number; limit: number },
): Promise<{ rows: LogRow[]; total: number }> {
  const c = logConditions(kind, filters, scope);
  const [list, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} ${FROM} ${c.sql()} ORDER BY l.position DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total ${FROM} ${c.sql()}`, c.values),
  ]);
  return { rows: await withPlaceNames(db, list.rows.map(toLogRow)), total: Number(count.rows[0].total) };
}

/** Every row of a log the filters select, newest first, in keyset batches (the export). */
export async function* logEntryBatches(
  db: Queryable,
  kind: LogKind,
  filters: LogFilters,
  scope: ReadScope,
  batchSize = 2000,
): AsyncGenerator<LogRow[]> {
  let before: number | null = null;
  for (;;) {
    const c = logConditions(kind, filters, scope);
    if (before !== null) c.add(`l.position < ${c.param(before)}`);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} ${FROM} ${c.sql()} ORDER BY l.position DESC LIMIT ${Math.trunc(batchSize)}`,
      c.values,
    );
    if (rows.length === 0) return;
    yield await withPlaceNames(db, rows.map(toLogRow));
    before = Number(rows[rows.length - 1].position);
    if (rows.length < batchSize) return;
  }
}
