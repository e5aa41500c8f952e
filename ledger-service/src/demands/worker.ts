// Demand on assessment: a property assessed (again) for a year whose demands have been raised in its
// mohalla gets its demand raised or replaced without anyone running the bulk call again. Every few
// seconds the worker asks the ledger read model for such property years (assessed after their demand,
// or never demanded) and raises them through the bulk run's own code. A mohalla whose bulk run for
// the year has not happened is left to it. Several instances may run: the run's ids make a demand
// land once.
import { type EventMetadata } from '@ptax/contracts';
import { pendingDemands, type PendingDemand } from '@ptax/projections';
import type { ModuleContext, Worker } from '../moduleContract';
import { PAGE_SIZE, raiseDemands, type DemandRunDeps } from './bulk';

export const DEMAND_WORKER_METADATA: EventMetadata = { userId: 'system', command: 'RaiseDemandOnAssessment' };

/** Raises every pending demand once; returns how many were raised or replaced, and the last position. */
export async function raisePendingDemands(
  deps: DemandRunDeps,
): Promise<{ raised: number; position: number }> {
  let after: PendingDemand | null = null;
  let raised = 0;
  let position = 0;
  for (;;) {
    const page = await pendingDemands(deps.pool, after, PAGE_SIZE);
    if (page.length === 0) break;
    const byYear = new Map<string, string[]>();
    for (const { financialYear, propertyUniqueId } of page)
      byYear.set(financialYear, [...(byYear.get(financialYear) ?? []), propertyUniqueId]);
    for (const [financialYear, propertyUniqueIds] of byYear) {
      const run = await raiseDemands(deps, financialYear, { propertyUniqueIds }, DEMAND_WORKER_METADATA);
      raised += run.summary.raised + run.summary.replaced;
      position = Math.max(position, run.position);
    }
    // Keyset: a property that stays pending (it failed) is not asked for again in this pass.
    after = page[page.length - 1];
  }
  return { raised, position };
}

export function intervalFromEnv(): number {
  const seconds = Number(process.env.DEMAND_WORKER_INTERVAL_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 30_000;
}

export function startDemandWorker(ctx: ModuleContext, intervalMs = intervalFromEnv()): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = raisePendingDemands({ store: ctx.store, pool: ctx.pool, now: ctx.now })
      .then(({ raised }) => {
        if (raised > 0) console.log(`Demands raised on assessment: ${raised}`);
      })
      .catch((error: Error) => console.warn(`demand worker: ${error.message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
