// After an objection corrected a property: its assessment for the current financial year is
// recomputed through the tax module's path, and when the year's demand had been raised from an
// earlier assessment, the demand is replaced at once through the demands module's bulk run (as its
// worker does). Both steps are idempotent, so a repeat completes what a crash left.
import { financialYearOfInstant, type EventMetadata } from '@ptax/contracts';
import { findLedgerAccount, findRuleSet } from '@ptax/projections';
import { raiseDemands } from '../demands/bulk';
import type { ModuleContext } from '../moduleContract';
import { recordPropertyAssessment } from '../tax/recordAssessments';

export interface Reassessment {
  /** A new assessment was recorded for the current financial year. */
  reassessed: boolean;
  /** The year's demand was raised again from it. */
  demandReplaced: boolean;
}

const NOTHING: Reassessment = { reassessed: false, demandReplaced: false };

/** `financialYear`: the current one by default; a process passes the year its decision recorded. */
export async function reassessProperty(
  ctx: ModuleContext,
  propertyUniqueId: string,
  metadata: EventMetadata,
  financialYear = financialYearOfInstant(ctx.now()),
): Promise<Reassessment> {
  const ruleSet = await findRuleSet(ctx.pool, financialYear);
  if (!ruleSet) return NOTHING;
  const { counts, position } = await recordPropertyAssessment(ctx, propertyUniqueId, ruleSet, metadata);
  if (counts.failed.length > 0) return NOTHING;
  const reassessed = counts.assessed > 0;
  // The demand run reads the new assessment from the ledger read model.
  await ctx.readYourWrites(position);
  const account = await findLedgerAccount(ctx.pool, propertyUniqueId);
  // A year not yet demanded is left to its mohalla's bulk run (and the demand worker after it).
  if (!account?.state.years[financialYear]?.demandId) return { reassessed, demandReplaced: false };
  // Also when the assessment was recorded already (a repeat after a crash before the demand): the run
  // decides from the ledger whether the demand is the latest assessment's, and writes nothing if so.
  const run = await raiseDemands(ctx, financialYear, { propertyUniqueIds: [propertyUniqueId] }, metadata);
  await ctx.readYourWrites(run.position);
  return { reassessed, demandReplaced: run.summary.replaced > 0 };
}
