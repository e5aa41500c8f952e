// PATCH properties/splitProperty?propertyUniqueId=...: checks the request against the property as
// it is, assesses each part, and with `preview=true` answers what the split would do and writes
// nothing. Otherwise it allocates the new ids, records the decision on the parent's stream and
// completes the split at once (complete.ts); the process worker completes it after a crash, and the
// same request sent again completes the pending split it made.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  financialYearOfInstant,
  propertySplitSchema,
  propertyStream,
  type PropertySplitInput,
} from '@ptax/contracts';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_DELETED, PROPERTY_NOT_FOUND } from '../properties/decide';
import { checkPlace } from '../properties/places';
import type { ExistingProperty } from '../properties/property';
import type { PropertyIdAllocator } from '../properties/propertyIds';
import { metadataOf, propertyIdOf } from '../properties/requests';
import { answerOf, blockedOf, yearDemandOf, type Assessed, type SplitAnswer } from './answer';
import { assessParts } from './assessParts';
import { completeSplit, loadSplitState } from './complete';
import { overpaidBy, splitDecider, SPLIT_TEXT } from './decide';
import { SPLIT_PROCESS_KIND } from './process';
import { sharesOf, type Shares } from './shares';
import { pendingSplit, type SplitRecord, type SplitState } from './split';

export const processLock = (splitId: string) => `process:${SPLIT_PROCESS_KIND}:${splitId}`;

interface Loaded {
  state: SplitState;
  property: ExistingProperty;
  input: PropertySplitInput;
}

async function load(ctx: ModuleContext, req: Request): Promise<Loaded> {
  const propertyUniqueId = propertyIdOf(req.query.propertyUniqueId ?? req.query.propertyRefUniqueId);
  const input = parseWith(propertySplitSchema, req.body ?? {});
  const state = await loadSplitState(ctx, propertyUniqueId);
  const property = state.account.property;
  if (property.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
  assertInScope(await ctx.scopeOf(req), property.details.zoneId, property.details.wardId);
  if (property.status === 'deleted') throw conflict(PROPERTY_DELETED);
  return { state, property, input };
}

async function assessedOf(
  ctx: ModuleContext,
  id: string,
  year: string,
  shares: Shares,
): Promise<Assessed | null> {
  const result = await assessParts(ctx.pool, id, year, shares);
  return (
    result && { ruleSetYear: result.ruleSet.inForceFrom ?? result.ruleSet.financialYear, taxes: result.taxes }
  );
}

export async function previewSplit(ctx: ModuleContext, req: Request) {
  const { state, property, input } = await load(ctx, req);
  if (pendingSplit(state)) throw conflict(SPLIT_TEXT.pending);
  const financialYear = financialYearOfInstant(ctx.now());
  const shares = sharesOf(property, input, 'preview');
  const assessed = await assessedOf(ctx, property.propertyUniqueId, financialYear, shares);
  const { ledger } = state.account;
  const overpaid = assessed && overpaidBy(ledger, financialYear, assessed.taxes[0].amounts);
  const answer = answerOf(
    property.propertyUniqueId,
    financialYear,
    shares,
    assessed,
    yearDemandOf(ledger, financialYear),
    shares.children.map(() => null),
  );
  return { ...answer, blocked: blockedOf(overpaid, (o) => SPLIT_TEXT.overpaid(financialYear, o)) };
}

/** The pending split this same request made (a retry after a failure), if it is that one. */
function sameRequest(split: SplitRecord, property: ExistingProperty, input: PropertySplitInput): boolean {
  const before = {
    ...property,
    floors: split.data.previous.floors,
    details: { ...property.details, plotArea: split.data.previous.plotArea },
  };
  try {
    const shares = sharesOf(before, input, split.data.splitId);
    const made = {
      remains: split.data.remains,
      children: split.data.children.map(({ propertyUniqueId: _id, ...share }) => share),
    };
    return JSON.stringify(shares) === JSON.stringify(made);
  } catch {
    return false;
  }
}

/** Completes the split now unless the worker holds it (then it finishes within its run). */
async function completeNow(ctx: ModuleContext, propertyUniqueId: string, splitId: string): Promise<boolean> {
  const outcome = await exclusively(ctx.pool, processLock(splitId), () =>
    completeSplit(ctx, propertyUniqueId, splitId),
  );
  return !outcome.busy;
}

export interface SplitMade extends SplitAnswer {
  splitId: string;
  newPropertyUniqueIds: string[];
  completed: boolean;
}

async function answerMade(ctx: ModuleContext, split: SplitRecord, completed: boolean): Promise<SplitMade> {
  const { propertyUniqueId, financialYear, newPropertyUniqueIds, remains, children, splitId } = split.data;
  const shares = { remains, children: children.map(({ propertyUniqueId: _id, ...share }) => share) };
  const assessed = await assessedOf(ctx, propertyUniqueId, financialYear, shares);
  const answer = answerOf(
    propertyUniqueId,
    financialYear,
    shares,
    assessed,
    split.demandBefore,
    newPropertyUniqueIds,
  );
  return { ...answer, billNow: split.data.billNow, splitId, newPropertyUniqueIds, completed };
}

export async function splitProperty(
  ctx: ModuleContext,
  ids: PropertyIdAllocator,
  req: Request,
): Promise<SplitMade> {
  const { state, property, input } = await load(ctx, req);
  const pending = pendingSplit(state);
  if (pending && sameRequest(pending, property, input)) {
    const completed = await completeNow(ctx, property.propertyUniqueId, pending.data.splitId);
    return answerMade(ctx, pending, completed);
  }
  if (pending) throw conflict(SPLIT_TEXT.pending);
  const splitId = randomUUID();
  const financialYear = financialYearOfInstant(ctx.now());
  const shares = sharesOf(property, input, splitId);
  const assessed = await assessParts(ctx.pool, property.propertyUniqueId, financialYear, shares);
  // Refused before any id is taken where the decision would refuse it anyway.
  const overpaid = assessed && overpaidBy(state.account.ledger, financialYear, assessed.taxes[0].amounts);
  if (overpaid) throw conflict(SPLIT_TEXT.overpaid(financialYear, overpaid));
  const metadata = metadataOf(req, 'SplitProperty');
  const place = await checkPlace(ctx.pool, property.details);
  const newPropertyUniqueIds: string[] = [];
  for (let i = 0; i < shares.children.length; i++)
    newPropertyUniqueIds.push(await ids.allocate(place, metadata));
  await handleCommand(
    ctx.store,
    propertyStream(property.propertyUniqueId),
    splitDecider,
    {
      type: 'DecideSplit',
      splitId,
      request: input,
      newPropertyUniqueIds,
      financialYear,
      assessed: assessed && { shares, taxes: assessed.taxes },
      at: new Date(ctx.now()).toISOString(),
    },
    { ...metadata, correlationId: splitId },
  );
  const completed = await completeNow(ctx, property.propertyUniqueId, splitId);
  const split = (await loadSplitState(ctx, property.propertyUniqueId)).splits[splitId];
  return answerMade(ctx, split, completed);
}
