// The notice worker of every instance: claims a job when one is waiting (polling every few seconds,
// at once again after a job), runs it, and on stop leaves it for the next claim after its page.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { startPollingWorker } from '../messaging/pollingWorker';
import type { ModuleContext, Worker } from '../moduleContract';
import { claimJob, releaseAfterError, releaseLease } from './lease';
import { inThreadRenderer, threadRenderer, threadsFromEnv, type NoticeRenderer } from './renderPool';
import { runJob, type RunOptions, type RunOutcome } from './run';

export const workerName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Claims and runs one job; null when none was waiting. An error is recorded on the job for a retry. */
export async function workOnce(
  ctx: ModuleContext,
  owner: string,
  options: RunOptions = {},
): Promise<RunOutcome | 'failed' | null> {
  const job = await claimJob(ctx.pool, owner, new Date(ctx.now()).toISOString());
  if (!job) return null;
  try {
    const outcome = await runJob(ctx, job, owner, options);
    if (outcome === 'stopped') await releaseLease(ctx.pool, job.id, owner);
    return outcome;
  } catch (error) {
    const message = (error as Error).message;
    console.warn(`notice job ${job.id}: ${message}`);
    await releaseAfterError(ctx.pool, job.id, owner, message, new Date(ctx.now()).toISOString());
    return 'failed';
  }
}

/** Runs every job that can be claimed now, one after another (tests, and the worker's busy spells). */
export async function workUntilIdle(
  ctx: ModuleContext,
  owner = workerName(),
  options: RunOptions = {},
): Promise<(RunOutcome | 'failed')[]> {
  const outcomes: (RunOutcome | 'failed')[] = [];
  for (;;) {
    const outcome = await workOnce(ctx, owner, options);
    if (outcome === null) return outcomes;
    outcomes.push(outcome);
  }
}

export function intervalFromEnv(): number {
  const seconds = Number(process.env.NOTICE_WORKER_INTERVAL_SECONDS ?? 2);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 2_000;
}

export function startNoticeWorker(ctx: ModuleContext, intervalMs = intervalFromEnv()): Worker {
  const owner = workerName();
  let stopped = false;
  const threads = threadsFromEnv();
  // The render threads start with the first notice printed: a service that prints none keeps none.
  let pool: NoticeRenderer | null = null;
  const renderer: NoticeRenderer =
    threads > 0
      ? {
          render: (notices, createdAt) => (pool ??= threadRenderer(threads)).render(notices, createdAt),
          close: async () => pool?.close(),
        }
      : inThreadRenderer;
  const options: RunOptions = { stopping: () => stopped, renderer, pagesInFlight: Math.max(1, threads) };
  // A round that found no job waits the interval; one that worked looks for the next at once.
  const round = async () => (await workOnce(ctx, owner, options)) !== null;
  const loop = startPollingWorker('notice worker', round, intervalMs, { firstDelayMs: intervalMs });
  return {
    async stop() {
      stopped = true;
      await loop.stop();
      await renderer.close();
    },
  };
}
