// A job's properties, page by page in ID order: the open ones (pending, or numbered by a run that
// stopped before it finished its part), their numbers, and the one transaction that closes a page.
import type { Queryable } from '@ptax/projections';
import type { Pool } from 'pg';
import type { DemandBill } from '../demands/bill';
import type { SkipReason } from './content';
import type { JobPart } from './jobQueries';

export interface OpenItem {
  propertyUniqueId: string;
  status: 'pending' | 'numbered';
  noticeNumber: string | null;
  notice: DemandBill | null;
}

/** The next open items after `after` (the pages still being printed are behind it). */
export async function openItems(
  db: Queryable,
  jobId: string,
  after: string,
  limit: number,
): Promise<OpenItem[]> {
  const { rows } = await db.query<OpenItem>(
    `SELECT property_unique_id AS "propertyUniqueId", status, notice_number AS "noticeNumber", notice
       FROM notice_job_items
      WHERE job_id = $1 AND status IN ('pending', 'numbered') AND property_unique_id > $2
      ORDER BY property_unique_id LIMIT ${Math.trunc(limit)}`,
    [jobId, after],
  );
  return rows;
}

/**
 * Gives pending items their numbers and notices. An item numbered already keeps its number (a second
 * worker after a lost lease cannot renumber it); answers what every listed item holds now.
 */
export async function numberItems(
  db: Queryable,
  jobId: string,
  numbered: { propertyUniqueId: string; noticeNumber: string; notice: DemandBill }[],
): Promise<Map<string, { noticeNumber: string; notice: DemandBill }>> {
  const ids = numbered.map((item) => item.propertyUniqueId);
  await db.query(
    `UPDATE notice_job_items i SET status = 'numbered', notice_number = u.number, notice = u.notice
       FROM (SELECT * FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(id, number, n)
               JOIN json_array_elements($4::json) WITH ORDINALITY AS j(notice, m) ON j.m = t.n) u
      WHERE i.job_id = $1 AND i.property_unique_id = u.id AND i.status = 'pending'`,
    [
      jobId,
      ids,
      numbered.map((item) => item.noticeNumber),
      JSON.stringify(numbered.map((item) => item.notice)),
    ],
  );
  const { rows } = await db.query<{ id: string; noticeNumber: string; notice: DemandBill }>(
    `SELECT property_unique_id AS id, notice_number AS "noticeNumber", notice FROM notice_job_items
      WHERE job_id = $1 AND property_unique_id = ANY($2::text[]) AND status = 'numbered'`,
    [jobId, ids],
  );
  return new Map(rows.map((row) => [row.id, { noticeNumber: row.noticeNumber, notice: row.notice }]));
}

export interface PageOutcome {
  skipped: { propertyUniqueId: string; reason: SkipReason | string }[];
  /** Each part written for the page, with the properties it printed. */
  parts: (Omit<JobPart, 'part'> & { propertyUniqueIds: string[] })[];
  createdAt: string;
}

/**
 * Closes a page in one transaction: skipped and issued items, the parts, the job's counters, all
 * only while `owner` holds the lease. False when the lease was lost (nothing is written).
 */
export async function closePage(
  pool: Pool,
  jobId: string,
  owner: string,
  page: PageOutcome,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const held = await client.query(
      `SELECT 1 FROM notice_jobs WHERE id = $1 AND lease_owner = $2 AND status = 'running' FOR UPDATE`,
      [jobId, owner],
    );
    if (held.rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    const skipped = await client.query(
      `UPDATE notice_job_items i SET status = 'skipped', reason = u.reason
         FROM unnest($2::text[], $3::text[]) AS u(id, reason)
        WHERE i.job_id = $1 AND i.property_unique_id = u.id AND i.status = 'pending'`,
      [jobId, page.skipped.map((s) => s.propertyUniqueId), page.skipped.map((s) => s.reason)],
    );
    let issued = 0;
    const { rows } = await client.query<{ last: number }>(
      'SELECT coalesce(max(part), 0) AS last FROM notice_job_parts WHERE job_id = $1',
      [jobId],
    );
    let part = rows[0].last;
    for (const written of page.parts) {
      part += 1;
      await client.query(
        `INSERT INTO notice_job_parts (job_id, part, file_key, notices, pages, bytes, first_number, last_number, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz)`,
        [
          jobId,
          part,
          written.fileKey,
          written.notices,
          written.pages,
          written.bytes,
          written.firstNumber,
          written.lastNumber,
          page.createdAt,
        ],
      );
      const result = await client.query(
        `UPDATE notice_job_items SET status = 'issued', part = $3
          WHERE job_id = $1 AND property_unique_id = ANY($2::text[]) AND status = 'numbered'`,
        [jobId, written.propertyUniqueIds, part],
      );
      issued += result.rowCount ?? 0;
    }
    const skippedCount = skipped.rowCount ?? 0;
    await client.query(
      `UPDATE notice_jobs SET done = done + $2, issued = issued + $3, skipped = skipped + $4 WHERE id = $1`,
      [jobId, issued + skippedCount, issued, skippedCount],
    );
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
