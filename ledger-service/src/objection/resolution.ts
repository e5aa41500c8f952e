// Resolving an objection is a process (processes/process.ts): ObjectionResolutionDecided on the
// objection's stream carries the property's correction, then the correction is recorded once for
// that decision, the property reassessed and the year's demand replaced (both idempotent: their
// event ids come from what they record), then ObjectionResolved completes it. The request does it all
// at once; the process worker completes what a crash left between the writes.
import { objectionStream, propertyStream } from '@ptax/contracts';
import { unfinishedResolutions } from '@ptax/projections';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { ModuleContext } from '../moduleContract';
import type { ProcessDefinition } from '../processes/process';
import { causedBy, stepMetadata } from '../processes/steps';
import { applyPropertyChange } from '../properties/changes';
import { objectionDecider } from './decide';
import { evolveObjection, initialObjectionState, unfinishedResolution, type Resolution } from './objection';
import { reassessProperty, type Reassessment } from './reassess';

export interface Completion extends Reassessment {
  /** This call recorded ObjectionResolved. */
  completed: boolean;
  position: number;
}

/** Records the correction, reassesses and replaces the demand; each a no-op where done already. */
async function correct(ctx: ModuleContext, propertyUniqueId: string, resolution: Resolution) {
  const { decision, correction, decidedAt } = resolution;
  if (!correction) return;
  const changed = await applyPropertyChange(
    ctx,
    { propertyUniqueId, change: correction },
    { at: decidedAt, metadata: stepMetadata(decision, 'EditProperty'), decisionId: decision.id },
  );
  // The reassessment reads the corrected property from the read model.
  await ctx.readYourWrites(changed);
  await reassessProperty(ctx, propertyUniqueId, stepMetadata(decision, 'ResolveObjection'));
}

/** What the decision did to the property, read from its stream (a repeat after a crash did nothing new). */
async function reassessmentOf(ctx: ModuleContext, propertyUniqueId: string, decisionId: string) {
  const caused = (await ctx.store.readStream(propertyStream(propertyUniqueId))).filter((event) =>
    causedBy(event, decisionId),
  );
  return {
    reassessed: caused.some((event) => event.type === 'PropertyAssessed'),
    demandReplaced: caused.some((event) => event.type === 'DemandRaised'),
  };
}

/** Finishes the decided resolution: whether this call completed it, what it did, the position to read at. */
export async function completeResolution(ctx: ModuleContext, objectionId: string): Promise<Completion> {
  const stream = objectionStream(objectionId);
  const state = (await ctx.store.readStream(stream)).reduce(evolveObjection, initialObjectionState);
  const resolution = unfinishedResolution(state);
  if (state.status === 'absent' || !resolution)
    return { completed: false, position: 0, reassessed: false, demandReplaced: false };
  await correct(ctx, state.propertyUniqueId, resolution);
  const outcome = await reassessmentOf(ctx, state.propertyUniqueId, resolution.decision.id);
  const { events, position } = await handleCommand(
    ctx.store,
    stream,
    objectionDecider,
    { type: 'ResolveObjection', reassessed: outcome.reassessed },
    stepMetadata(resolution.decision, 'ResolveObjection'),
  );
  await ctx.readYourWrites(position);
  return { completed: events.length > 0, position, ...outcome };
}

/** One decision on an objection at a time: the deciding officials' requests and the worker. */
export const underObjectionLock = <T>(ctx: ModuleContext, objectionId: string, work: () => Promise<T>) =>
  exclusively(ctx.pool, objectionStream(objectionId), work);

export const resolutionProcess: ProcessDefinition = {
  kind: 'objectionResolution',
  unfinished: (ctx, decidedBefore) => unfinishedResolutions(ctx.pool, decidedBefore),
  async complete(ctx, objectionId) {
    const outcome = await underObjectionLock(ctx, objectionId, () => completeResolution(ctx, objectionId));
    return !outcome.busy && outcome.value.completed;
  },
};
