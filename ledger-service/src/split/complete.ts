// The split's process after its decision: register each new property (a repeat finds the stream
// and writes nothing), record the assessment of every part for the split's year, raise the parts'
// demands where the parent's had been raised (replacing the parent's), then PropertySplitCompleted.
// Each step decides again on the stream it writes to, so a retry or the worker after a crash
// finishes the split exactly once (processes/).
import { propertyStream, type EventMetadata } from '@ptax/contracts';
import { findRuleSet } from '@ptax/projections';
import { raiseDemands } from '../demands/bulk';
import { handleCommand } from '../eventsourcing/commandHandler';
import { notFound } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { onceFor, stepMetadata } from '../processes/steps';
import { propertyDecider, type PropertyCommand } from '../properties/decide';
import { recordPropertyAssessment } from '../tax/recordAssessments';
import { splitDecider } from './decide';
import { evolveSplit, initialSplitState, type SplitRecord, type SplitState } from './split';

export async function loadSplitState(ctx: Pick<ModuleContext, 'store'>, propertyUniqueId: string) {
  const events = await ctx.store.readStream(propertyStream(propertyUniqueId));
  return events.reduce(evolveSplit, initialSplitState);
}

/** A new property as the parent was when the split was decided, with its own plot area and floors. */
function registration(split: SplitRecord, index: number): PropertyCommand {
  const child = split.data.children[index];
  // The old register's record and its ARV stay with the parent: one property claims a PTIN.
  const { oldPropertyTaxId: _ptin, oldArvPaise: _oldArv, ...details } = split.details;
  return {
    type: 'RegisterProperty',
    propertyUniqueId: child.propertyUniqueId,
    details: { ...details, plotArea: child.plotArea },
    floors: child.floors,
    ...(split.images ? { images: split.images } : {}),
    split: { fromPropertyUniqueId: split.data.propertyUniqueId, splitId: split.data.splitId },
    at: split.data.splitAt,
  };
}

class Steps {
  wrote = false;
  position = 0;
  constructor(readonly ctx: ModuleContext) {}
  note(events: number, position: number) {
    if (events > 0) this.wrote = true;
    this.position = Math.max(this.position, position);
  }
  settle = () => this.ctx.readYourWrites(this.position);
}

async function registerChildren(steps: Steps, split: SplitRecord) {
  const register = onceFor(propertyDecider, split.decision.id);
  const metadata = stepMetadata(split.decision, 'RegisterSplitProperty');
  for (const [index, child] of split.data.children.entries()) {
    const stream = propertyStream(child.propertyUniqueId);
    const { events, position } = await handleCommand(
      steps.ctx.store,
      stream,
      register,
      registration(split, index),
      metadata,
    );
    steps.note(events.length, position);
  }
  await steps.settle();
}

/** Every part assessed for the year (unchanged ones write nothing), then billed if the parent was. */
async function assessAndBill(steps: Steps, split: SplitRecord, metadata: EventMetadata) {
  const { ctx } = steps;
  const { financialYear, propertyUniqueId, newPropertyUniqueIds, billNow } = split.data;
  const ruleSet = await findRuleSet(ctx.pool, financialYear);
  if (!ruleSet) return;
  const parts = [propertyUniqueId, ...newPropertyUniqueIds];
  for (const id of parts) {
    const { counts, position } = await recordPropertyAssessment(ctx, id, ruleSet, metadata);
    if (counts.failed.length > 0) throw new Error(`${id} could not be assessed: ${counts.failed[0].message}`);
    steps.note(counts.assessed, position);
  }
  await steps.settle();
  if (!billNow) return;
  const run = await raiseDemands(ctx, financialYear, { propertyUniqueIds: parts }, metadata);
  const { failed, notAssessedPropertyIds, raised, replaced } = run.summary;
  if (failed.length > 0)
    throw new Error(`${failed[0].propertyUniqueId} could not be billed: ${failed[0].message}`);
  if (notAssessedPropertyIds.length > 0)
    throw new Error(`${notAssessedPropertyIds[0]} has no assessment yet`);
  steps.note(raised + replaced, run.position);
  await steps.settle();
}

/** Finishes the split; says whether anything was written (false: it was complete already). */
export async function completeSplit(
  ctx: ModuleContext,
  propertyUniqueId: string,
  splitId: string,
): Promise<boolean> {
  const state: SplitState = await loadSplitState(ctx, propertyUniqueId);
  const split = state.splits[splitId];
  if (!split) throw notFound('Split not found on this property');
  if (split.completed) return false;
  const steps = new Steps(ctx);
  await registerChildren(steps, split);
  await assessAndBill(steps, split, stepMetadata(split.decision, 'AssessSplitParts'));
  const { events, position } = await handleCommand(
    ctx.store,
    propertyStream(propertyUniqueId),
    splitDecider,
    { type: 'CompleteSplit', splitId, at: new Date(ctx.now()).toISOString() },
    stepMetadata(split.decision, 'CompleteSplit'),
  );
  steps.note(events.length, position);
  await steps.settle();
  return steps.wrote;
}
