// PATCH jalkal/approve/{id} and jalkal/reject/{id} (jalkal officials): a pending request is decided
// with the spec's body (userId, comment) by an official whose zones and wards hold its property. The
// approval records the year's water and sewer tax before the change, then carries the change out at
// once (completion.ts); a crash in between leaves it to the process worker, or to the official's retry.
import {
  financialYearOfInstant,
  JALKAL_MESSAGES,
  jalkalEditStream,
  type EventMetadata,
  type JalkalDecisionInput,
} from '@ptax/contracts';
import type { Request } from 'express';
import { handleCommand } from '../eventsourcing/commandHandler';
import { currentUser } from '../http/auth';
import { badRequest, conflict } from '../http/errors';
import { assertInScope, type AccessScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { registeredProperty } from '../objection/upload';
import { completeJalkalApproval } from './completion';
import { jalkalEditDecider, type JalkalEditCommand } from './decide';
import { evolveJalkalEdit, initialJalkalEditState } from './jalkalEdit';
import { waterSewerTaxOf } from './taxes';

/** Who decides: the signed-in official, and the zones and wards they may act in. */
export interface Official {
  email: string;
  loginType: string;
  scope: AccessScope;
}

/** The caller, when the body's userId names them (their email or official id): nobody decides in another's name. */
export async function officialOf(
  ctx: ModuleContext,
  req: Request,
  input: JalkalDecisionInput,
): Promise<Official> {
  const user = currentUser(req);
  const given = input.userId.toLowerCase();
  const account = await ctx.directory.findByEmail('official', user.email);
  if (given !== user.email.toLowerCase() && given !== account?.id.toLowerCase())
    throw badRequest(JALKAL_MESSAGES.notYourUserId, { userId: JALKAL_MESSAGES.notYourUserId });
  return { email: user.email, loginType: user.loginType, scope: await ctx.scopeOf(req) };
}

const metadataOf = (
  official: Official,
  command: string,
  comment: string,
  jalkalEditId: string,
): EventMetadata => ({
  userId: official.email,
  loginType: official.loginType,
  command,
  remarks: comment,
  correlationId: jalkalEditId,
});

/**
 * Refuses an unknown or decided request, or one whose property is outside the official's zones and
 * wards; an approval also needs the property still on the register (a rejection does not). An
 * approval that a crash left unfinished passes: approving it again finishes it.
 */
async function decidableInScope(
  ctx: ModuleContext,
  official: Official,
  jalkalEditId: string,
  command: JalkalEditCommand,
) {
  const state = (await ctx.store.readStream(jalkalEditStream(jalkalEditId))).reduce(
    evolveJalkalEdit,
    initialJalkalEditState,
  );
  const unfinished = state.status === 'approved' && command.type === 'ApproveJalkalEdit';
  if (!unfinished) jalkalEditDecider.decide(state, command);
  if (state.status === 'absent') throw new Error('unreachable: decide refuses an unknown request');
  const property = await registeredProperty(ctx, state.propertyUniqueId);
  if (property.status === 'absent' || (property.status === 'deleted' && command.type === 'ApproveJalkalEdit'))
    throw conflict(JALKAL_MESSAGES.propertyGone);
  assertInScope(official.scope, property.details.zoneId, property.details.wardId);
  return { ...state, unfinished };
}

/** Answers the last position written, for the caller to read its own writes at. */
export async function approveJalkalEdit(
  ctx: ModuleContext,
  official: Official,
  jalkalEditId: string,
  comment: string,
): Promise<number> {
  const financialYear = financialYearOfInstant(ctx.now());
  const command = {
    type: 'ApproveJalkalEdit' as const,
    userId: official.email,
    comment,
    financialYear,
    taxBefore: null,
    at: new Date(ctx.now()).toISOString(),
  };
  const request = await decidableInScope(ctx, official, jalkalEditId, command);
  // A retry after a crash: the decision stands as recorded, only its writes are finished.
  if (request.unfinished) return (await completeJalkalApproval(ctx, jalkalEditId)).position;
  const taxBefore = await waterSewerTaxOf(ctx.pool, request.propertyUniqueId, financialYear);
  const approved = await handleCommand(
    ctx.store,
    jalkalEditStream(jalkalEditId),
    jalkalEditDecider,
    { ...command, taxBefore },
    metadataOf(official, 'ApproveJalkalEdit', comment, jalkalEditId),
  );
  const completed = await completeJalkalApproval(ctx, jalkalEditId);
  return Math.max(approved.position, completed.position);
}

export async function rejectJalkalEdit(
  ctx: ModuleContext,
  official: Official,
  jalkalEditId: string,
  comment: string,
): Promise<number> {
  const command = {
    type: 'RejectJalkalEdit' as const,
    userId: official.email,
    comment,
    at: new Date(ctx.now()).toISOString(),
  };
  await decidableInScope(ctx, official, jalkalEditId, command);
  const rejected = await handleCommand(
    ctx.store,
    jalkalEditStream(jalkalEditId),
    jalkalEditDecider,
    command,
    metadataOf(official, 'RejectJalkalEdit', comment, jalkalEditId),
  );
  return rejected.position;
}
