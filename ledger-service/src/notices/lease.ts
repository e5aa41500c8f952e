// Who works on a job: a worker claims the oldest queued job (or a running one whose lease ran out,
// its worker gone) with FOR UPDATE SKIP LOCKED, renews the lease after each part and learns there
// whether someone asked to cancel. Lease times are the database's clock, so instances agree.
import type { Queryable } from '@ptax/projections';
import { JOB_COLUMNS, type NoticeJob } from './job';

export const LEASE_MS = 120_000;
/** After this many claims that ended in an error the job is failed for good. */
export const MAX_ATTEMPTS = 5;
const RETRY_AFTER_MS = 15_000;

export async function claimJob(db: Queryable, owner: string, startedAt: string): Promise<NoticeJob | null> {
  const { rows } = await db.query<NoticeJob>(
    `UPDATE notice_jobs SET status = 'running', lease_owner = $1, lease_until = now() + $2 * interval '1 millisecond',
            attempts = attempts + 1, started_at = coalesce(started_at, $3::timestamptz)
      WHERE id = (SELECT id FROM notice_jobs
                   WHERE status = 'queued' OR (status = 'running' AND lease_until < now())
                   ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${JOB_COLUMNS}`,
    [owner, LEASE_MS, startedAt],
  );
  return rows[0] ?? null;
}

/** Extends the lease; null when it is no longer ours, otherwise whether a cancel was asked for. */
export async function renewLease(
  db: Queryable,
  jobId: string,
  owner: string,
): Promise<{ cancelRequested: boolean } | null> {
  const { rows } = await db.query<{ cancelRequested: boolean }>(
    `UPDATE notice_jobs SET lease_until = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'
      RETURNING cancel_requested AS "cancelRequested"`,
    [jobId, owner, LEASE_MS],
  );
  return rows[0] ?? null;
}

/** Ends the job as completed or cancelled (only the lease holder can). */
export async function finishJob(
  db: Queryable,
  jobId: string,
  owner: string,
  status: 'completed' | 'cancelled',
  at: string,
): Promise<void> {
  await db.query(
    `UPDATE notice_jobs SET status = $3, finished_at = $4::timestamptz, lease_owner = NULL, lease_until = NULL
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [jobId, owner, status, at],
  );
}

/** Records an error: another claim retries after a pause, until MAX_ATTEMPTS claims have failed. */
export async function releaseAfterError(
  db: Queryable,
  jobId: string,
  owner: string,
  message: string,
  at: string,
): Promise<void> {
  await db.query(
    `UPDATE notice_jobs SET last_error = $3, lease_owner = NULL,
            lease_until = now() + $4 * interval '1 millisecond',
            status = CASE WHEN attempts >= $5 THEN 'failed' ELSE status END,
            finished_at = CASE WHEN attempts >= $5 THEN $6::timestamptz ELSE finished_at END
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [jobId, owner, message.slice(0, 500), RETRY_AFTER_MS, MAX_ATTEMPTS, at],
  );
}

/** Gives a job back at once (its worker is stopping): the next claim resumes it. */
export async function releaseLease(db: Queryable, jobId: string, owner: string): Promise<void> {
  await db.query(
    `UPDATE notice_jobs SET lease_owner = NULL, lease_until = now() WHERE id = $1 AND lease_owner = $2`,
    [jobId, owner],
  );
}
