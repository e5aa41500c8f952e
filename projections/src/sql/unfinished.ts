import type { Queryable } from '../staff/queries';

/**
 * The process worker's candidates in a read model: ids of the rows whose decision was recorded before
 * `decidedBefore` (ISO) and not completed, oldest first. The table keeps `unfinished_since` (set by the
 * decision event, cleared by the completion) with a partial index WHERE unfinished_since IS NOT NULL.
 */
export async function unfinishedIds(
  db: Queryable,
  rows: { table: string; id: string },
  decidedBefore: string,
  limit = 500,
): Promise<string[]> {
  const { rows: found } = await db.query<{ id: string }>(
    `SELECT ${rows.id} AS id FROM ${rows.table}
      WHERE unfinished_since IS NOT NULL AND unfinished_since < $1::timestamptz
      ORDER BY unfinished_since LIMIT $2`,
    [decidedBefore, limit],
  );
  return found.map((row) => row.id);
}
