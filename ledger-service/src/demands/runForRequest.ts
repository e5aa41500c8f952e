// A demand run for an HTTP call: the read models are let catch up first (the run decides from the
// ledger read model), the run, then the read models are let catch up with it so a reload sees the
// demands. A city-wide run can leave them busy for longer than a reply should wait: the reply then
// says so (readModelsCaughtUp: false) instead of failing after the demands were raised.
import type { EventMetadata } from '@ptax/contracts';
import { waitForReadModels } from '@ptax/projections';
import type { ModuleContext } from '../moduleContract';
import { raiseDemands, type DemandRunSummary, type DemandTarget } from './bulk';

const WAIT_MS = 30_000;

/** True once every read model reached the position; false when they were still behind after WAIT_MS. */
async function readModelsReach(ctx: ModuleContext, position: number): Promise<boolean> {
  try {
    await waitForReadModels(ctx.pool, position, WAIT_MS);
    return true;
  } catch (error) {
    // waitForReadModels' own timeout; a failing database is still an error.
    if (error instanceof Error && /did not reach position/.test(error.message)) return false;
    throw error;
  }
}

export async function runForRequest(
  ctx: ModuleContext,
  financialYear: string,
  target: DemandTarget,
  metadata: EventMetadata,
): Promise<DemandRunSummary & { readModelsCaughtUp: boolean }> {
  // Behind or not, the run is right: a stream that moved since the snapshot is decided again.
  await readModelsReach(ctx, (await ctx.store.headCheckpoint()).position);
  const run = await raiseDemands(ctx, financialYear, target, metadata);
  return { ...run.summary, readModelsCaughtUp: await readModelsReach(ctx, run.position) };
}
