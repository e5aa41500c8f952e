// Carrying out a register change that was checked (and its files stored) before: at once by the
// register's own calls, or later as a step of a process (an accepted self-assessment, a resolved
// objection), where the decision event's id as causation makes a repeat write nothing.
import {
  propertyStream,
  type EventMetadata,
  type PropertyChange,
  type PropertyDetails,
} from '@ptax/contracts';
import { handleCommand, type Decider } from '../eventsourcing/commandHandler';
import type { ModuleContext } from '../moduleContract';
import { onceFor } from '../processes/steps';
import { propertyDecider, type PropertyCommand } from './decide';
import { findOldRecord, linkOldRecord } from './matching';

export type EditChange = Extract<PropertyChange, { kind: 'edit' }>;

/** A change ready to record: the property it concerns (a new one's id allocated already). */
export interface PreparedChange<Change extends PropertyChange = PropertyChange> {
  propertyUniqueId: string;
  change: Change;
}

function commandOf(propertyUniqueId: string, change: PropertyChange, at: string): PropertyCommand {
  if (change.kind === 'register') {
    const { details, floors, buildingImages: images } = change;
    return { type: 'RegisterProperty', propertyUniqueId, details, floors, images, at };
  }
  // A cleared field is null in the stored change (JSON keeps no undefined); the decider reads both alike.
  const changes = change.changes as Partial<PropertyDetails>;
  return { type: 'EditProperty', changes, floors: change.floors, images: change.buildingImages, at };
}

/**
 * Records the change on the property's stream, then links the old record it names. With
 * `decisionId`, the change is recorded once for that decision however often this runs. Returns the
 * last position written (or read, when nothing was).
 */
export async function applyPropertyChange(
  ctx: ModuleContext,
  { propertyUniqueId, change }: PreparedChange,
  options: { at: string; metadata: EventMetadata; decisionId?: string },
): Promise<number> {
  const { at, metadata, decisionId } = options;
  const record = <State>(decider: Decider<State, PropertyCommand>) =>
    handleCommand(
      ctx.store,
      propertyStream(propertyUniqueId),
      decider,
      commandOf(propertyUniqueId, change, at),
      metadata,
    );
  let { position } = await (decisionId
    ? record(onceFor(propertyDecider, decisionId))
    : record(propertyDecider));
  const oldRecord = change.oldPropertyTaxId ? await findOldRecord(ctx, change.oldPropertyTaxId) : null;
  if (oldRecord) position = await linkOldRecord(ctx, propertyUniqueId, oldRecord, metadata);
  return position;
}

/** The edit's changed fields as stored in a change: a field the form cleared is null. */
export const storedChanges = (changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value ?? null]));
