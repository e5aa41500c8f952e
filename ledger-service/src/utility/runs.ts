// Background runs of /admin/utility: one row per run, written as it starts, as it goes and as it ends.
// A run left 'running' by an instance that stopped is shown as such until it is older than STALE_MS;
// then a new run may start (the old row is closed as failed).
import { randomUUID } from 'node:crypto';
import type { UtilityRun } from '@ptax/contracts';
import type { Pool } from 'pg';
import { conflict } from '../http/errors';

const STALE_MS = 2 * 60 * 60 * 1000;

const COLUMNS = `id, kind, target, status, started_by AS "startedBy", to_json(started_at) #>> '{}' AS "startedAt",
  to_json(finished_at) #>> '{}' AS "finishedAt", summary, report`;

export async function latestRuns(db: Pool, kind: UtilityRun['kind'], limit = 5): Promise<UtilityRun[]> {
  const { rows } = await db.query<UtilityRun>(
    `SELECT ${COLUMNS} FROM utility_runs WHERE kind = $1 ORDER BY started_at DESC LIMIT $2`,
    [kind, limit],
  );
  return rows;
}

/** Starts `work` in the background unless a run of the kind is under way (409); answers the new run. */
export async function startRun(
  db: Pool,
  kind: UtilityRun['kind'],
  startedBy: string,
  work: (progress: (summary: string) => Promise<void>) => Promise<{ summary: string; report: object }>,
  target: string | null = null,
): Promise<UtilityRun> {
  await db.query(
    `UPDATE utility_runs SET status = 'failed', finished_at = now(), summary = 'Stopped with the service'
      WHERE kind = $1 AND status = 'running' AND started_at < now() - $2 * interval '1 millisecond'`,
    [kind, STALE_MS],
  );
  const id = randomUUID();
  const { rows } = await db.query<UtilityRun>(
    `INSERT INTO utility_runs (id, kind, target, started_by) VALUES ($1, $2, $4, $3)
     ON CONFLICT (kind) WHERE status = 'running' DO NOTHING RETURNING ${COLUMNS}`,
    [id, kind, startedBy, target],
  );
  if (!rows.length) throw conflict('A run is already under way');
  const progress = async (summary: string) => {
    await db.query(`UPDATE utility_runs SET summary = $2 WHERE id = $1 AND status = 'running'`, [
      id,
      summary,
    ]);
  };
  void work(progress).then(
    ({ summary, report }) =>
      db.query(
        `UPDATE utility_runs SET status = 'succeeded', finished_at = now(), summary = $2, report = $3 WHERE id = $1`,
        [id, summary, JSON.stringify(report)],
      ),
    (error: Error) =>
      db
        .query(`UPDATE utility_runs SET status = 'failed', finished_at = now(), summary = $2 WHERE id = $1`, [
          id,
          error.message.slice(0, 500),
        ])
        .catch(() => undefined),
  );
  return rows[0];
}
