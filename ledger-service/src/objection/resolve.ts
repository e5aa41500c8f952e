// PATCH properties/resolveObjection: a pending objection of the property is resolved with remarks.
// Corrections sent with it (the edit form's fields and files) are checked by the register's own edit
// and recorded in the decision (ObjectionResolutionDecided); completing it (resolution.ts) corrects
// the property, reassesses it, replaces the year's demand and appends ObjectionResolved. A retry after
// a crash completes the decision already recorded.
import type { Request } from 'express';
import { objectionResolveSchema, objectionStream } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import type { PropertyCommands } from '../properties/commands';
import { metadataOf, propertyIdOf } from '../properties/requests';
import { objectionDecider, type ObjectionCommand } from './decide';
import {
  evolveObjection,
  initialObjectionState,
  unfinishedResolution,
  type ObjectionState,
} from './objection';
import type { Reassessment } from './reassess';
import { completeResolution, underObjectionLock } from './resolution';
import { propertyInScope } from './upload';

/** Fields of the call itself; everything else in the body is a correction of the property. */
const OWN_FIELDS = new Set(['objectionId', 'remarks', 'propertyUniqueId', 'propertyRefUniqueId']);

const correctionsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !OWN_FIELDS.has(key)));

const hasFiles = (req: Request) => Object.keys(req.files ?? {}).length > 0;

export interface Resolution extends Reassessment {
  objectionId: string;
  position: number;
}

export const BEING_RESOLVED = 'Another official is deciding this objection right now, please look again';

/** One decision on an objection at a time: two officials resolving together would both edit the property. */
export async function resolveObjection(
  ctx: ModuleContext,
  properties: PropertyCommands,
  req: Request,
): Promise<Resolution> {
  const objectionId = parseWith(objectionResolveSchema, req.body ?? {}).objectionId.toUpperCase();
  const outcome = await underObjectionLock(ctx, objectionId, () =>
    resolveNow(ctx, properties, req, objectionId),
  );
  if (outcome.busy) throw conflict(BEING_RESOLVED);
  return outcome.value;
}

async function resolveNow(
  ctx: ModuleContext,
  properties: PropertyCommands,
  req: Request,
  objectionId: string,
): Promise<Resolution> {
  const propertyUniqueId = propertyIdOf(req.query.propertyUniqueId ?? req.query.propertyRefUniqueId);
  const state = (await ctx.store.readStream(objectionStream(objectionId))).reduce(
    evolveObjection,
    initialObjectionState,
  );
  // A decision a crash left unfinished is completed as it was decided, not decided again.
  if (!unfinishedResolution(state))
    await decide(ctx, properties, req, { objectionId, propertyUniqueId }, state);
  else await propertyInScope(ctx, propertyUniqueId, await ctx.scopeOf(req));
  const { position, reassessed, demandReplaced } = await completeResolution(ctx, objectionId);
  return { objectionId, position, reassessed, demandReplaced };
}

/** Checks the resolution and its corrections, stores their files and records the decision. */
async function decide(
  ctx: ModuleContext,
  properties: PropertyCommands,
  req: Request,
  { objectionId, propertyUniqueId }: { objectionId: string; propertyUniqueId: string },
  state: ObjectionState,
): Promise<void> {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const input = parseWith(objectionResolveSchema, body);
  const command: Extract<ObjectionCommand, { type: 'DecideResolution' }> = {
    type: 'DecideResolution',
    propertyUniqueId,
    remarks: input.remarks,
    at: new Date(ctx.now()).toISOString(),
  };
  // Refused (unknown, decided, another property's) before the property is looked at.
  objectionDecider.decide(state, command);
  await propertyInScope(ctx, propertyUniqueId, await ctx.scopeOf(req));
  const corrections = correctionsOf(body);
  if (Object.keys(corrections).length > 0 || hasFiles(req)) {
    req.body = corrections;
    command.correction = (await properties.prepareEdit(req, propertyUniqueId)).change;
  }
  const metadata = { ...metadataOf(req, 'ResolveObjection', input.remarks), correlationId: objectionId };
  await handleCommand(ctx.store, objectionStream(objectionId), objectionDecider, command, metadata);
}
