// Reading jobs: one (by id), the latest first (a limited official's own), the parts written, and
// why properties were skipped.
import type { Queryable } from '@ptax/projections';
import { JOB_COLUMNS, type NoticeJob } from './job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findJob(db: Queryable, id: string): Promise<NoticeJob | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<NoticeJob>(`SELECT ${JOB_COLUMNS} FROM notice_jobs WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Newest first; `requestedBy`: only that official's jobs. */
export async function listJobs(
  db: Queryable,
  requestedBy: string | null,
  page: { page: number; limit: number },
): Promise<{ rows: NoticeJob[]; total: number }> {
  const where = requestedBy === null ? '' : 'WHERE requested_by = $1';
  const values = requestedBy === null ? [] : [requestedBy];
  const [list, count] = await Promise.all([
    db.query<NoticeJob>(
      `SELECT ${JOB_COLUMNS} FROM notice_jobs ${where} ORDER BY created_at DESC, id
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM notice_jobs ${where}`, values),
  ]);
  return { rows: list.rows, total: Number(count.rows[0].total) };
}

export interface JobPart {
  part: number;
  fileKey: string;
  notices: number;
  pages: number;
  bytes: number;
  firstNumber: string;
  lastNumber: string;
}

export async function jobParts(db: Queryable, jobId: string): Promise<JobPart[]> {
  const { rows } = await db.query<JobPart>(
    `SELECT part, file_key AS "fileKey", notices, pages, bytes, first_number AS "firstNumber",
            last_number AS "lastNumber"
       FROM notice_job_parts WHERE job_id = $1 ORDER BY part`,
    [jobId],
  );
  return rows;
}

/** How many properties were skipped, by reason (read once a job has finished). */
export async function skippedByReason(db: Queryable, jobId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ reason: string; n: number }>(
    `SELECT reason, count(*)::int AS n FROM notice_job_items WHERE job_id = $1 AND status = 'skipped'
      GROUP BY reason ORDER BY reason`,
    [jobId],
  );
  return Object.fromEntries(rows.map((row) => [row.reason, row.n]));
}
