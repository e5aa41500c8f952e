// A job as the API answers it: its progress, where it was for (by name), and for each part written a
// signed link to download it, with a file name that says which notices it holds.
import type { Queryable } from '@ptax/projections';
import { pdfFileName } from '../http/pdfReply';
import type { ModuleContext } from '../moduleContract';
import type { NoticeJob } from './job';
import { jobParts, skippedByReason } from './jobQueries';

const FINISHED = new Set(['completed', 'cancelled', 'failed']);

type PlaceNames = Map<string, string>;

/** The names of the zones, wards and mohallas the jobs were for, in one query. */
async function placeNames(db: Queryable, jobs: NoticeJob[]): Promise<PlaceNames> {
  const ids = (pick: (job: NoticeJob) => string | null) =>
    [...new Set(jobs.map(pick))].filter((id): id is string => id !== null);
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM zones WHERE id = ANY($1::text[])
     UNION ALL SELECT id, ward_no || ' - ' || ward_fullname FROM wards WHERE id = ANY($2::text[])
     UNION ALL SELECT id, name FROM mohallas WHERE id = ANY($3::text[])`,
    [ids((job) => job.zoneId), ids((job) => job.wardId), ids((job) => job.mohallaId)],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The job without its internals (the requester's scope), with the names of its place. */
function jobRow({ scope: _scope, ...job }: NoticeJob, names: PlaceNames) {
  const name = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  return { ...job, zoneName: name(job.zoneId), wardName: name(job.wardId), mohallaName: name(job.mohallaId) };
}

export async function jobRows(db: Queryable, jobs: NoticeJob[]) {
  const names = await placeNames(db, jobs);
  return jobs.map((job) => jobRow(job, names));
}

export async function jobView(ctx: ModuleContext, db: Queryable, job: NoticeJob) {
  const [[row], parts] = await Promise.all([jobRows(db, [job]), jobParts(db, job.id)]);
  return {
    ...row,
    parts: parts.map(({ fileKey, ...part }) => ({
      ...part,
      url: ctx.fileLinks.linkTo(fileKey),
      fileName: pdfFileName(`notices-${part.firstNumber}-to-${part.lastNumber}`, job.language),
    })),
    skippedByReason: FINISHED.has(job.status) ? await skippedByReason(db, job.id) : null,
  };
}
