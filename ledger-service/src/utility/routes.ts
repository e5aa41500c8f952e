// The administrator's maintenance calls (admin/utility/*, nagarNigam by contracts API_CALLS; access
// name admin or a super admin, checked here): read-model lag, the audit verification as a background
// run, the outboxes with their failures, and the background jobs with their progress.
import type { Request, Response } from 'express';
import type { UtilityReadModel } from '@ptax/contracts';
import { projectionLag } from '@ptax/projections';
import { verifyEverything, type VerifyReport } from '../audit/verify';
import { specRouter } from '../http/apiRouter';
import { HttpError, notFound } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { requireAdministrator } from '../staff/access';
import { backgroundJobs } from './jobs';
import { outboxes } from './outboxes';
import { followersOf } from './rebuilds';
import { latestRuns, startRun } from './runs';

const ONLY_ADMINS = 'Only an administrator can use the utilities';
const count = (n: number) => n.toLocaleString('en-IN');

export function auditSummary(report: VerifyReport): string {
  const chains = report.brokenChains.length
    ? `${count(report.brokenChains.length)} hash chains broken`
    : 'every hash chain intact';
  const ledgers = report.mismatches.length
    ? `${count(report.mismatches.length)} ledgers differ from their streams`
    : 'every ledger matches its stream';
  return `Audited ${count(report.streams)} streams, ${count(report.events)} events in ${report.seconds} s: ${chains}, ${ledgers}`;
}

const REBUILD_POLL_MS = 1000;
const REBUILD_LIMIT_MS = 6 * 60 * 60 * 1000;

/** Waits until the rebuilt version serves the readers, telling how far its build has come. */
async function untilActive(
  ctx: ModuleContext,
  name: string,
  version: number,
  progress: (summary: string) => Promise<void>,
) {
  const deadline = Date.now() + REBUILD_LIMIT_MS;
  while (Date.now() < deadline) {
    const row = (await projectionLag(ctx.store, ctx.pool)).find(
      (lag) => lag.name === name && lag.version === version,
    );
    if (row?.state === 'active') return;
    if (row)
      await progress(`Version ${version}: ${count(row.position)} of ${count(row.headPosition)} events`);
    await new Promise((resolve) => setTimeout(resolve, REBUILD_POLL_MS));
  }
  throw new Error(`Version ${version} did not catch up in time`);
}

export function utilityRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);
  const admin = (req: Request) => requireAdministrator(ctx.directory, req, ONLY_ADMINS);

  register('GET', 'admin/utility/readModels', async (req: Request, res: Response) => {
    await admin(req);
    const [lags, rebuilds] = await Promise.all([
      projectionLag(ctx.store, ctx.pool),
      latestRuns(ctx.pool, 'rebuild', 50),
    ]);
    const data: UtilityReadModel[] = lags.map((lag) => ({
      ...lag,
      rebuild: rebuilds.find((run) => run.target === lag.name) ?? null,
    }));
    res.json({ data });
  });

  register('POST', 'admin/utility/readModels/:name/rebuild', async (req: Request, res: Response) => {
    const account = await admin(req);
    const projection = (ctx.projections ?? []).find((p) => p.name === String(req.params.name));
    if (!projection) throw notFound('Unknown read model');
    const followers = followersOf.get(ctx);
    if (!followers) throw new HttpError(503, 'Rebuilds run where the background jobs run');
    const run = await startRun(
      ctx.pool,
      'rebuild',
      account.email,
      async (progress) => {
        const version = await followers.rebuild(projection, account.email);
        await untilActive(ctx, projection.name, version, progress);
        return { summary: `Version ${version} in use`, report: { name: projection.name, version } };
      },
      projection.name,
    );
    res.status(202).json({ status: 202, message: 'Rebuild started', data: run });
  });

  register('GET', 'admin/utility/auditVerification', async (req: Request, res: Response) => {
    await admin(req);
    res.json({ data: await latestRuns(ctx.pool, 'auditVerification') });
  });

  register('POST', 'admin/utility/auditVerification', async (req: Request, res: Response) => {
    const account = await admin(req);
    const run = await startRun(ctx.pool, 'auditVerification', account.email, async (progress) => {
      const report = await verifyEverything({
        store: ctx.store,
        readModels: ctx.pool,
        onPage: ({ streams, events }) =>
          void progress(`${count(streams)} streams, ${count(events)} events checked`).catch(() => undefined),
      });
      return {
        summary: auditSummary(report),
        report: {
          ok: report.ok,
          streams: report.streams,
          properties: report.properties,
          events: report.events,
          seconds: report.seconds,
          brokenChains: report.brokenChains.slice(0, 50),
          mismatches: report.mismatches.slice(0, 50).map((m) => ({
            propertyUniqueId: m.propertyUniqueId,
            differences: m.differences.length,
          })),
          rows: report.rows,
        },
      };
    });
    res.status(202).json({ status: 202, message: 'Audit verification started', data: run });
  });

  register('GET', 'admin/utility/outboxes', async (req: Request, res: Response) => {
    await admin(req);
    res.json({ data: await outboxes(ctx.pool) });
  });

  register('GET', 'admin/utility/jobs', async (req: Request, res: Response) => {
    await admin(req);
    res.json({ data: await backgroundJobs(ctx) });
  });

  return router;
}
