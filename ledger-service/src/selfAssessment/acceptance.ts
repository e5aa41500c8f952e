// Accepting a self-assessment is a process (processes/process.ts): SelfAssessmentAcceptanceDecided on
// the self-assessment's stream carries the register's change (a new property's id allocated before
// it), then the change is recorded on the property's stream once for that decision, then
// SelfAssessmentAccepted completes it. The request does it all at once; the process worker completes
// what a crash left between the writes.
import { selfAssessmentStream } from '@ptax/contracts';
import { unfinishedAcceptances } from '@ptax/projections';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { ModuleContext } from '../moduleContract';
import type { ProcessDefinition } from '../processes/process';
import { stepMetadata } from '../processes/steps';
import { applyPropertyChange } from '../properties/changes';
import { selfAssessmentDecider } from './decide';
import { evolveSelfAssessment, initialSelfAssessmentState, unfinishedAcceptance } from './selfAssessment';

/** Finishes the decided acceptance: whether this call completed it, and the position to read at. */
export async function completeAcceptance(
  ctx: ModuleContext,
  selfAssessmentId: string,
): Promise<{ completed: boolean; position: number }> {
  const stream = selfAssessmentStream(selfAssessmentId);
  const state = (await ctx.store.readStream(stream)).reduce(evolveSelfAssessment, initialSelfAssessmentState);
  const acceptance = unfinishedAcceptance(state);
  if (!acceptance) return { completed: false, position: 0 };
  const { decision, propertyUniqueId, change, decidedAt } = acceptance;
  const changed = await applyPropertyChange(
    ctx,
    { propertyUniqueId, change },
    {
      at: decidedAt,
      metadata: stepMetadata(decision, change.kind === 'register' ? 'AddProperty' : 'EditProperty'),
      decisionId: decision.id,
    },
  );
  const { events, position } = await handleCommand(
    ctx.store,
    stream,
    selfAssessmentDecider,
    { type: 'AcceptSelfAssessment' },
    stepMetadata(decision, 'AcceptSelfAssessment'),
  );
  const last = Math.max(changed, position);
  await ctx.readYourWrites(last);
  return { completed: events.length > 0, position: last };
}

/** One decision on a self-assessment at a time: the deciding officials' requests and the worker. */
export const underSelfAssessmentLock = <T>(
  ctx: ModuleContext,
  selfAssessmentId: string,
  work: () => Promise<T>,
) => exclusively(ctx.pool, selfAssessmentStream(selfAssessmentId), work);

export const acceptanceProcess: ProcessDefinition = {
  kind: 'selfAssessmentAcceptance',
  unfinished: (ctx, decidedBefore) => unfinishedAcceptances(ctx.pool, decidedBefore),
  async complete(ctx, selfAssessmentId) {
    const outcome = await underSelfAssessmentLock(ctx, selfAssessmentId, () =>
      completeAcceptance(ctx, selfAssessmentId),
    );
    return !outcome.busy && outcome.value.completed;
  },
};
