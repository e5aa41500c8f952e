import type { Pool } from 'pg';

/** Everything the staff and audit read models hold, through their stable names, in a stable order. */
export async function readModelRows(pool: Pool) {
  const query = async (sql: string) => (await pool.query(sql)).rows;
  return {
    officials: await query('SELECT * FROM officials ORDER BY id'),
    operators: await query('SELECT * FROM operators ORDER BY id'),
    audit: await query(
      'SELECT event_id, position, stream, type, applications FROM audit_applied ORDER BY position',
    ),
  };
}

/** Rows and checkpoint read in one snapshot: every event is audited, so they must always agree. */
export async function auditAgreesWithCheckpoint(pool: Pool): Promise<{ rows: number; position: number }> {
  const { rows } = await pool.query<{ rows: string; position: string }>(
    `SELECT (SELECT count(*) FROM audit_applied) AS rows,
            (SELECT position FROM projection_checkpoints c JOIN projection_versions v
                 ON v.name = c.name AND v.active_version = c.version
              WHERE c.name = 'audit') AS position`,
  );
  return { rows: Number(rows[0].rows), position: Number(rows[0].position) };
}
