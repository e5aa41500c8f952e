// The background jobs and how far they are: the process worker's last pass per kind of process, the
// notice jobs, and the utility's own runs. Each reads what its job writes; nothing is kept here.
import type { UtilityJob } from '@ptax/contracts';
import type { ModuleContext } from '../moduleContract';

async function noticeJobs(ctx: ModuleContext): Promise<UtilityJob[]> {
  const { rows } = await ctx.pool.query<{
    notice_type: string;
    status: string;
    total: number;
    done: number;
    issued: number;
    skipped: number;
    at: string;
  }>(
    `SELECT notice_type, status, total, done, issued, skipped,
            to_json(coalesce(finished_at, started_at, created_at)) #>> '{}' AS at
       FROM notice_jobs ORDER BY (status IN ('queued', 'running')) DESC, created_at DESC LIMIT 5`,
  );
  return rows.map((row) => ({
    name: `notices.${row.notice_type}`,
    status: row.status,
    percent: row.total ? Math.floor((row.done * 100) / row.total) : 100,
    counts: { total: row.total, done: row.done, issued: row.issued, skipped: row.skipped },
    updatedAt: row.at,
  }));
}

function processJobs(ctx: ModuleContext): UtilityJob[] {
  const run = ctx.lastProcessRun?.() ?? null;
  if (!run) return [{ name: 'processes', status: 'waiting', percent: null, counts: {}, updatedAt: null }];
  return Object.entries(run.kinds).map(([kind, report]) => ({
    name: `processes.${kind}`,
    status: report.errors ? 'errors' : report.found > report.completed + report.busy ? 'behind' : 'idle',
    percent: report.found ? Math.floor((report.completed * 100) / report.found) : 100,
    counts: { ...report },
    updatedAt: run.ranAt,
  }));
}

export async function backgroundJobs(ctx: ModuleContext): Promise<UtilityJob[]> {
  return [...processJobs(ctx), ...(await noticeJobs(ctx))];
}
