// Bulk notices (DOMAIN.md "Notices"): POST properties/generateBulkNotice starts a job over a place or
// a sheet of property IDs; the other calls (not in SPEC section 7, guarded in contracts like it) count
// what a place would select, follow and cancel jobs, and list the notices issued.
import type { Request } from 'express';
import { NOTICE_MESSAGES, noticeListFiltersSchema } from '@ptax/contracts';
import { countNoticeCandidates, listNotices, waitForReadModels } from '@ptax/projections';
import { sheetUpload } from '../demands/upload';
import { currentUser } from '../http/auth';
import { specRouter } from '../http/apiRouter';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, pageOf } from '../properties/requests';
import type { NoticeJob } from './job';
import { findJob, listJobs } from './jobQueries';
import { createJob, requestCancel } from './jobs';
import { countRequestOf, jobRequestOf } from './requests';
import { jobRows, jobView } from './views';

const CATCH_UP_MS = 10_000;

export function noticeRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  /** Officials limited to zones or wards follow only the jobs they started. */
  const ownJobsOnly = async (req: Request) => {
    const scope = await ctx.scopeOf(req);
    return scope.zones || scope.wards ? currentUser(req).email : null;
  };
  const visibleJob = async (req: Request): Promise<NoticeJob> => {
    const job = await findJob(ctx.pool, String(req.params.id));
    const own = await ownJobsOnly(req);
    if (!job || (own !== null && job.requestedBy !== own)) throw notFound(NOTICE_MESSAGES.jobNotFound);
    return job;
  };
  // The selection reads the ledger read model: let it catch up with what was just written.
  const caughtUp = async () =>
    waitForReadModels(ctx.pool, (await ctx.store.headCheckpoint()).position, CATCH_UP_MS).catch(
      () => undefined,
    );

  register('POST', 'properties/generateBulkNotice', sheetUpload, async (req, res) => {
    const { job, target, invalid } = await jobRequestOf(ctx, req);
    await caughtUp();
    const created = await createJob(ctx.pool, job, target);
    if (!created) throw badRequest(NOTICE_MESSAGES.nothingSelected);
    res.status(201).json({ data: { ...(await jobView(ctx, ctx.pool, created)), invalid } });
  });

  register('GET', 'properties/notices/count', async (req, res) => {
    const selection = await countRequestOf(ctx, req);
    res.json({ data: { total: await countNoticeCandidates(ctx.pool, selection) } });
  });

  register('GET', 'properties/notices/jobs', async (req, res) => {
    const { page, limit } = pageOf(fieldsOf(req));
    const { rows, total } = await listJobs(ctx.pool, await ownJobsOnly(req), { page, limit });
    res.json({ data: await jobRows(ctx.pool, rows), total, page, limit });
  });

  register('GET', 'properties/notices/jobs/:id', async (req, res) => {
    res.json({ data: await jobView(ctx, ctx.pool, await visibleJob(req)) });
  });

  register('PATCH', 'properties/notices/jobs/:id/cancel', async (req, res) => {
    const job = await visibleJob(req);
    const cancelled = await requestCancel(ctx.pool, job.id, new Date(ctx.now()).toISOString());
    if (!cancelled) throw conflict(NOTICE_MESSAGES.finished);
    res.json({ data: await jobView(ctx, ctx.pool, cancelled) });
  });

  register('GET', 'properties/notices', async (req, res) => {
    const fields = fieldsOf(req);
    const filters = parseWith(noticeListFiltersSchema, fields);
    const { page, limit } = pageOf(fields);
    const { rows, total } = await listNotices(ctx.pool, filters, await ctx.scopeOf(req), { page, limit });
    res.json({ data: rows, total, page, limit });
  });

  return router;
}
