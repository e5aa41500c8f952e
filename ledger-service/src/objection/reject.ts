// PATCH objection/reject/{id}: a pending objection is rejected with a reason, by an official whose
// zones and wards hold its property.
import { objectionStream, type EventMetadata } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { assertInScope, type AccessScope } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { objectionDecider, type ObjectionCommand } from './decide';
import { evolveObjection, initialObjectionState } from './objection';
import { registeredProperty } from './upload';

export async function rejectObjection(
  ctx: ModuleContext,
  objectionId: string,
  reason: string,
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<number> {
  const stream = objectionStream(objectionId);
  const command: ObjectionCommand = {
    type: 'RejectObjection',
    reason,
    at: new Date(ctx.now()).toISOString(),
  };
  const state = (await ctx.store.readStream(stream)).reduce(evolveObjection, initialObjectionState);
  objectionDecider.decide(state, command); // unknown or already decided: refused before the scope is read
  if (state.status !== 'absent') {
    const property = await registeredProperty(ctx, state.propertyUniqueId);
    if (property.status !== 'absent') assertInScope(scope, property.details.zoneId, property.details.wardId);
  }
  return (await handleCommand(ctx.store, stream, objectionDecider, command, metadata)).position;
}
