// Matching a property with its record in the old tax register (its PTIN, the form's oldPropertyTaxId).
// Two streams change, in this order: the old record is claimed for the property first (one claim at a
// time, so the arrears reach one ledger), then the property records OldPropertyLinked with the
// arrears per head. Both steps are idempotent, so repeating the call after a crash between them
// completes the link. Removing the match runs the other way round.
import {
  oldPropertyStream,
  propertyStream,
  type EventMetadata,
  type OldPropertyRecord,
} from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { HttpError, badRequest } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { oldPropertyDecider } from '../oldProperties/decide';
import { evolveOldProperty, initialOldPropertyState, oldPropertyIdOf } from '../oldProperties/oldProperty';
import { propertyDecider } from './decide';

export interface OldRecordFound {
  oldPropertyId: string;
  record: OldPropertyRecord;
  matchedTo: string | null;
}

/** The old record with this PTIN, straight from its stream (not the read model: claims race). */
export async function findOldRecord(ctx: ModuleContext, ptin: string): Promise<OldRecordFound | null> {
  const oldPropertyId = oldPropertyIdOf(ptin);
  const events = await ctx.store.readStream(oldPropertyStream(oldPropertyId));
  const state = events.reduce(evolveOldProperty, initialOldPropertyState);
  return state.status === 'recorded'
    ? { oldPropertyId, record: state.record, matchedTo: state.matchedTo }
    : null;
}

/** Links the property with the old record; a claim by another property is a 400 on oldPropertyTaxId. */
export async function linkOldRecord(
  ctx: ModuleContext,
  propertyUniqueId: string,
  found: OldRecordFound,
  metadata: EventMetadata,
): Promise<number> {
  const at = new Date(ctx.now()).toISOString();
  try {
    await handleCommand(
      ctx.store,
      oldPropertyStream(found.oldPropertyId),
      oldPropertyDecider,
      { type: 'MatchOldProperty', propertyUniqueId, at },
      metadata,
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      throw badRequest(error.message, { oldPropertyTaxId: error.message });
    }
    throw error;
  }
  const { record } = found;
  const result = await handleCommand(
    ctx.store,
    propertyStream(propertyUniqueId),
    propertyDecider,
    {
      type: 'LinkOldProperty',
      ptinNo: record.ptinNo,
      oldPropertyId: found.oldPropertyId,
      arrears: record.arrears,
      interest: record.interest,
      oldArvPaise: record.oldArvPaise,
      at,
    },
    metadata,
  );
  return result.position;
}

/** Removes the property's match and releases the old record for another property. */
export async function unlinkOldRecord(
  ctx: ModuleContext,
  propertyUniqueId: string,
  metadata: EventMetadata,
): Promise<number> {
  const at = new Date(ctx.now()).toISOString();
  const result = await handleCommand(
    ctx.store,
    propertyStream(propertyUniqueId),
    propertyDecider,
    { type: 'RemoveMatchingDetails', at },
    metadata,
  );
  const removed = result.events[0]?.data as { oldPropertyId?: string } | undefined;
  let position = result.position;
  if (removed?.oldPropertyId) {
    const released = await handleCommand(
      ctx.store,
      oldPropertyStream(removed.oldPropertyId),
      oldPropertyDecider,
      { type: 'UnmatchOldProperty', propertyUniqueId, at },
      metadata,
    );
    position = Math.max(position, released.position);
  }
  return position;
}
