// PATCH selfAssessment/accept/{id} and selfAssessment/reject/{id}: officials decide a submitted
// self-assessment within their zones and wards. Accepting checks the self-assessed values as the
// register's own calls do (a property named on the form is edited, a new one registered under an id
// allocated now), records the decision with that change, then completes it (acceptance.ts). A retry
// after a crash completes the decision already recorded.
import type { Request } from 'express';
import { objectionRejectSchema, selfAssessmentStream } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { createPropertyCommands } from '../properties/commands';
import { metadataOf } from '../properties/requests';
import { completeAcceptance, underSelfAssessmentLock } from './acceptance';
import { SELF_ASSESSMENT_TEXT, selfAssessmentDecider, undecided } from './decide';
import { asFormRequest, formFieldsOf, formFilesOf } from './registerForm';
import {
  evolveSelfAssessment,
  initialSelfAssessmentState,
  unfinishedAcceptance,
  type ExistingSelfAssessment,
} from './selfAssessment';

export const BEING_DECIDED = 'Another official is deciding this self-assessment right now, please look again';

export function createSelfAssessmentDecisions(ctx: ModuleContext) {
  const properties = createPropertyCommands(ctx);
  const at = () => new Date(ctx.now()).toISOString();

  /** The self-assessment, in the caller's zones and wards (404, 403 otherwise). */
  async function inScope(req: Request, selfAssessmentId: string): Promise<ExistingSelfAssessment> {
    const history = await ctx.store.readStream(selfAssessmentStream(selfAssessmentId));
    const state = history.reduce(evolveSelfAssessment, initialSelfAssessmentState);
    if (state.status === 'absent') throw notFound(SELF_ASSESSMENT_TEXT.notFound);
    const { zoneId, wardId } = state.submission.details;
    assertInScope(await ctx.scopeOf(req), zoneId, wardId);
    return state;
  }

  /** Answers the property's ID on the register once the acceptance is complete; one at a time. */
  async function accept(req: Request, selfAssessmentId: string): Promise<string> {
    const outcome = await underSelfAssessmentLock(ctx, selfAssessmentId, () =>
      acceptNow(req, selfAssessmentId),
    );
    if (outcome.busy) throw conflict(BEING_DECIDED);
    return outcome.value;
  }

  async function acceptNow(req: Request, selfAssessmentId: string): Promise<string> {
    const state = await inScope(req, selfAssessmentId);
    // A decision a crash left unfinished is completed as it was decided, not decided again.
    const decided = unfinishedAcceptance(state);
    const propertyUniqueId = decided
      ? decided.propertyUniqueId
      : await decideAcceptance(req, undecided(state));
    await completeAcceptance(ctx, selfAssessmentId);
    return propertyUniqueId;
  }

  /** Checks the form as the register would and records the decision with its change (nothing registered yet). */
  async function decideAcceptance(req: Request, { submission }: ExistingSelfAssessment): Promise<string> {
    const form = asFormRequest(req, formFieldsOf(submission), await formFilesOf(ctx.files, submission));
    const { propertyUniqueId, change } = submission.propertyUniqueId
      ? await properties.prepareEdit(form, submission.propertyUniqueId)
      : await properties.prepareRegistration(form);
    await handleCommand(
      ctx.store,
      selfAssessmentStream(submission.selfAssessmentId),
      selfAssessmentDecider,
      { type: 'DecideAcceptance', propertyUniqueId, change, at: at() },
      metadataOf(req, 'AcceptSelfAssessment'),
    );
    return propertyUniqueId;
  }

  async function reject(req: Request, selfAssessmentId: string): Promise<void> {
    const { reason } = parseWith(objectionRejectSchema, req.body);
    undecided(await inScope(req, selfAssessmentId));
    const { position } = await handleCommand(
      ctx.store,
      selfAssessmentStream(selfAssessmentId),
      selfAssessmentDecider,
      { type: 'RejectSelfAssessment', reason, at: at() },
      metadataOf(req, 'RejectSelfAssessment', reason),
    );
    await ctx.readYourWrites(position);
  }

  return { accept, reject };
}
