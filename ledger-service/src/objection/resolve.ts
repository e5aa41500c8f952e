// PATCH properties/resolveObjection: a pending objection of the property is resolved with remarks.
// Corrections sent with it (the edit form's fields and files) go through the register's own edit
// command; a changed assessment is recorded and the year's demand replaced (reassess.ts). Then
// ObjectionResolved is appended, saying whether the property was reassessed.
import type { Request } from 'express';
import { objectionResolveSchema, objectionStream } from '@ptax/contracts';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import type { PropertyCommands } from '../properties/commands';
import { metadataOf, propertyIdOf } from '../properties/requests';
import { objectionDecider, type ObjectionCommand } from './decide';
import { evolveObjection, initialObjectionState } from './objection';
import { reassessProperty, type Reassessment } from './reassess';
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
  const outcome = await exclusively(ctx.pool, objectionStream(objectionId), () =>
    resolveNow(ctx, properties, req),
  );
  if (outcome.busy) throw conflict(BEING_RESOLVED);
  return outcome.value;
}

async function resolveNow(
  ctx: ModuleContext,
  properties: PropertyCommands,
  req: Request,
): Promise<Resolution> {
  const propertyUniqueId = propertyIdOf(req.query.propertyUniqueId ?? req.query.propertyRefUniqueId);
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const input = parseWith(objectionResolveSchema, body);
  const objectionId = input.objectionId.toUpperCase();
  const stream = objectionStream(objectionId);
  const resolve = (reassessed: boolean): ObjectionCommand => ({
    type: 'ResolveObjection',
    propertyUniqueId,
    remarks: input.remarks,
    reassessed,
    at: new Date(ctx.now()).toISOString(),
  });
  // Refused (unknown, decided, another property's) before the property is touched.
  const state = (await ctx.store.readStream(stream)).reduce(evolveObjection, initialObjectionState);
  objectionDecider.decide(state, resolve(false));
  await propertyInScope(ctx, propertyUniqueId, await ctx.scopeOf(req));

  const metadata = { ...metadataOf(req, 'ResolveObjection', input.remarks), correlationId: objectionId };
  let outcome: Reassessment = { reassessed: false, demandReplaced: false };
  const corrections = correctionsOf(body);
  if (Object.keys(corrections).length > 0 || hasFiles(req)) {
    req.body = corrections;
    await properties.edit(req, propertyUniqueId);
    outcome = await reassessProperty(ctx, propertyUniqueId, metadata);
  }
  const { position } = await handleCommand(
    ctx.store,
    stream,
    objectionDecider,
    resolve(outcome.reassessed),
    metadata,
  );
  return { objectionId, position, ...outcome };
}
