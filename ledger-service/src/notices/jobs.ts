// Starting and stopping jobs: a job is created with its items in one transaction (the place's
// selection from the ledger read model, or a sheet's IDs); a cancel is asked for.
import { randomUUID } from 'node:crypto';
import type { NoticeLanguage, NoticeType } from '@ptax/contracts';
import { noticeCandidatesSql, type NoticeSelection, type Queryable } from '@ptax/projections';
import type { Pool } from 'pg';
import type { AccessScope } from '../http/scope';
import { JOB_COLUMNS, type NoticeJob } from './job';

export interface NewJob {
  noticeType: NoticeType;
  language: NoticeLanguage;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  sheetName?: string;
  minimumDuesPaise: number;
  noticeDate: string;
  payBy: string;
  financialYear: string;
  actSection: string | null;
  requestedBy: string;
  loginType: string | null;
  scope: AccessScope;
  createdAt: string;
}

/** Whom the job serves: the selection of a place, or the properties a sheet lists. */
export type JobTarget = { selection: NoticeSelection } | { propertyUniqueIds: string[] };

/** Creates the job and its items; answers null (and keeps nothing) when no property is selected. */
export async function createJob(pool: Pool, job: NewJob, target: JobTarget): Promise<NoticeJob | null> {
  const id = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO notice_jobs (id, notice_type, language, zone_id, ward_id, mohalla_id, sheet_name,
         minimum_dues_paise, notice_date, pay_by, financial_year, act_section, requested_by, login_type, scope,
         total, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, $13, $14, $15::jsonb, 0, $16)`,
      [
        id,
        job.noticeType,
        job.language,
        job.zoneId ?? null,
        job.wardId ?? null,
        job.mohallaId ?? null,
        job.sheetName ?? null,
        job.minimumDuesPaise,
        job.noticeDate,
        job.payBy,
        job.financialYear,
        job.actSection,
        job.requestedBy,
        job.loginType,
        JSON.stringify(job.scope),
        job.createdAt,
      ],
    );
    const inserted =
      'selection' in target
        ? await insertSelected(client, id, target.selection)
        : await insertListed(client, id, target.propertyUniqueIds);
    if (inserted === 0) {
      await client.query('ROLLBACK');
      return null;
    }
    const { rows } = await client.query<NoticeJob>(
      `UPDATE notice_jobs SET total = $2 WHERE id = $1 RETURNING ${JOB_COLUMNS}`,
      [id, inserted],
    );
    await client.query('COMMIT');
    return rows[0];
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function insertSelected(db: Queryable, jobId: string, selection: NoticeSelection): Promise<number> {
  const { text, values } = noticeCandidatesSql(selection);
  const result = await db.query(
    `INSERT INTO notice_job_items (job_id, property_unique_id)
     SELECT $${values.length + 1}::uuid, c.property_unique_id FROM (${text}) c`,
    [...values, jobId],
  );
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}

async function insertListed(db: Queryable, jobId: string, ids: string[]): Promise<number> {
  const result = await db.query(
    `INSERT INTO notice_job_items (job_id, property_unique_id)
     SELECT $1::uuid, id FROM unnest($2::text[]) AS id ON CONFLICT DO NOTHING`,
    [jobId, ids],
  );
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}

/**
 * Asks a job to stop: a queued job is cancelled at once, a running one by its worker after the part
 * it is writing. Answers the job, or null when it had finished already.
 */
export async function requestCancel(db: Queryable, id: string, now: string): Promise<NoticeJob | null> {
  const { rows } = await db.query<NoticeJob>(
    `UPDATE notice_jobs SET cancel_requested = true,
            status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END,
            finished_at = CASE WHEN status = 'queued' THEN $2::timestamptz ELSE finished_at END
      WHERE id = $1 AND status IN ('queued', 'running') RETURNING ${JOB_COLUMNS}`,
    [id, now],
  );
  return rows[0] ?? null;
}
