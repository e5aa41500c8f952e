// PATCH selfAssessment/accept/{id} and selfAssessment/reject/{id}: officials decide a submitted
// self-assessment within their zones and wards. Accepting puts the self-assessed values on the
// register first (a property named on the form is edited, a new one registered), then records the
// decision with the property's ID.
import type { Request } from 'express';
import { objectionRejectSchema, selfAssessmentStream } from '@ptax/contracts';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { createPropertyCommands } from '../properties/commands';
import { metadataOf } from '../properties/requests';
import { selfAssessmentDecider, undecided, type SelfAssessmentCommand } from './decide';
import { asFormRequest, formFieldsOf, formFilesOf } from './registerForm';
import {
  evolveSelfAssessment,
  initialSelfAssessmentState,
  type ExistingSelfAssessment,
} from './selfAssessment';

export const BEING_DECIDED = 'Another official is deciding this self-assessment right now, please look again';

export function createSelfAssessmentDecisions(ctx: ModuleContext) {
  const properties = createPropertyCommands(ctx);
  const at = () => new Date(ctx.now()).toISOString();

  /** A self-assessment still to decide, in the caller's zones and wards (404, 409, 403 otherwise). */
  async function undecidedInScope(req: Request, selfAssessmentId: string): Promise<ExistingSelfAssessment> {
    const history = await ctx.store.readStream(selfAssessmentStream(selfAssessmentId));
    const state = undecided(history.reduce(evolveSelfAssessment, initialSelfAssessmentState));
    const { zoneId, wardId } = state.submission.details;
    assertInScope(await ctx.scopeOf(req), zoneId, wardId);
    return state;
  }

  async function decide(req: Request, id: string, command: SelfAssessmentCommand, name: string) {
    const metadata = metadataOf(
      req,
      name,
      command.type === 'RejectSelfAssessment' ? command.reason : undefined,
    );
    const { position } = await handleCommand(
      ctx.store,
      selfAssessmentStream(id),
      selfAssessmentDecider,
      command,
      metadata,
    );
    await ctx.readYourWrites(position);
  }

  /** Answers the property's ID on the register once the decision is recorded; one acceptance at a time. */
  async function accept(req: Request, selfAssessmentId: string): Promise<string> {
    const outcome = await exclusively(ctx.pool, selfAssessmentStream(selfAssessmentId), () =>
      acceptNow(req, selfAssessmentId),
    );
    if (outcome.busy) throw conflict(BEING_DECIDED);
    return outcome.value;
  }

  async function acceptNow(req: Request, selfAssessmentId: string): Promise<string> {
    const { submission } = await undecidedInScope(req, selfAssessmentId);
    const form = asFormRequest(req, formFieldsOf(submission), await formFilesOf(ctx.files, submission));
    const propertyUniqueId = submission.propertyUniqueId
      ? await properties.edit(form, submission.propertyUniqueId)
      : await properties.register(form);
    const command = { type: 'AcceptSelfAssessment' as const, propertyUniqueId, at: at() };
    await decide(req, selfAssessmentId, command, 'AcceptSelfAssessment');
    return propertyUniqueId;
  }

  async function reject(req: Request, selfAssessmentId: string): Promise<void> {
    const { reason } = parseWith(objectionRejectSchema, req.body);
    await undecidedInScope(req, selfAssessmentId);
    await decide(
      req,
      selfAssessmentId,
      { type: 'RejectSelfAssessment', reason, at: at() },
      'RejectSelfAssessment',
    );
  }

  return { accept, reject };
}
