import type { BuildingImagesData, PropertyDetails } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import {
  evolveProperty,
  initialPropertyState,
  type ExistingProperty,
  type Floor,
  type PropertyState,
} from './property';

type HeadAmounts = { housePaise: number; waterPaise: number; sewerPaise: number };
type Owner = Pick<PropertyDetails, 'ownerName' | 'fatherName' | 'husbandName' | 'mobileNumber' | 'emailId'>;

export type PropertyCommand =
  | {
      type: 'RegisterProperty';
      propertyUniqueId: string;
      details: PropertyDetails;
      floors: Floor[];
      /** Required of the add form; a part of a split takes its parent's, which older records may lack. */
      images?: BuildingImagesData;
      /** A new property carved out of another by a split. */
      split?: { fromPropertyUniqueId: string; splitId: string };
      at: string;
    }
  | {
      type: 'EditProperty';
      /** The fields the form sent; undefined clears an optional one. */
      changes: Partial<PropertyDetails>;
      floors?: Floor[];
      images?: Partial<BuildingImagesData>;
      at: string;
    }
  | { type: 'UpdateOwnerDetails'; owner: Owner; mutationId?: string; at: string }
  | { type: 'ReplaceFloors'; floors: Floor[]; at: string }
  | { type: 'UpdateBuildingImages'; images: Partial<BuildingImagesData>; at: string }
  | {
      type: 'LinkOldProperty';
      ptinNo: string;
      oldPropertyId: string;
      arrears: HeadAmounts;
      interest: HeadAmounts;
      oldArvPaise?: number;
      at: string;
    }
  | { type: 'RemoveMatchingDetails'; at: string }
  | { type: 'DeleteProperty'; reason: string; requestedBy: string; at: string };

export const PROPERTY_NOT_FOUND = 'Property not found';
export const PROPERTY_DELETED = 'This property has been deleted';

const event = (type: string, data: object): DomainEvent => ({ type, version: 1, data });
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function existing(state: PropertyState): ExistingProperty {
  if (state.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
  if (state.status === 'deleted') throw conflict(PROPERTY_DELETED);
  return state;
}

function register(
  state: PropertyState,
  c: Extract<PropertyCommand, { type: 'RegisterProperty' }>,
): DomainEvent[] {
  if (state.status !== 'absent') throw conflict(`Property ${c.propertyUniqueId} already exists`);
  return [
    event('PropertyRegistered', {
      propertyUniqueId: c.propertyUniqueId,
      details: defined(c.details),
      floors: c.floors,
      ...(c.split
        ? { splitFromPropertyUniqueId: c.split.fromPropertyUniqueId, splitId: c.split.splitId }
        : {}),
      ...(c.images ? { buildingImages: defined(c.images) } : {}),
      registeredAt: c.at,
    }),
  ];
}

function floorsChanged(property: ExistingProperty, floors: Floor[], at: string): DomainEvent[] {
  if (same(property.floors, floors)) return [];
  return [
    event('FloorsReplaced', {
      propertyUniqueId: property.propertyUniqueId,
      floors,
      previousFloors: property.floors,
      replacedAt: at,
    }),
  ];
}

function imagesChanged(
  property: ExistingProperty,
  images: Partial<BuildingImagesData>,
  at: string,
): DomainEvent[] {
  const next = defined({ ...property.images, ...images });
  if (same(property.images, next)) return [];
  if (!next.buildingImageFrontId || !next.buildingImageRightId || !next.buildingImageLeftId) {
    throw conflict('The front, right and left building images are all needed');
  }
  return [
    event('BuildingImagesUpdated', { propertyUniqueId: property.propertyUniqueId, ...next, updatedAt: at }),
  ];
}

/** Records the changed fields with their values before and after. */
function edit(state: PropertyState, c: Extract<PropertyCommand, { type: 'EditProperty' }>): DomainEvent[] {
  const property = existing(state);
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.changes)) {
    const before = property.details[key as keyof PropertyDetails];
    if (same(before, value)) continue;
    changes[key] = value ?? null;
    previous[key] = before ?? null;
  }
  const edited = Object.keys(changes).length
    ? [
        event('PropertyEdited', {
          propertyUniqueId: property.propertyUniqueId,
          changes,
          previous,
          editedAt: c.at,
        }),
      ]
    : [];
  return [
    ...edited,
    ...(c.floors ? floorsChanged(property, c.floors, c.at) : []),
    ...(c.images ? imagesChanged(property, c.images, c.at) : []),
  ];
}

function updateOwner(
  state: PropertyState,
  c: Extract<PropertyCommand, { type: 'UpdateOwnerDetails' }>,
): DomainEvent[] {
  const property = existing(state);
  // An approved mutation changes the owner once: its process may repeat the step after a crash.
  if (c.mutationId && property.ownerMutationIds.includes(c.mutationId)) return [];
  const { ownerName, fatherName, husbandName, mobileNumber, emailId } = property.details;
  const previous = defined({ ownerName, fatherName, husbandName, mobileNumber, emailId });
  const owner = defined(c.owner);
  if (same(previous, owner) && !c.mutationId) return [];
  return [
    event(
      'OwnerDetailsUpdated',
      defined({
        propertyUniqueId: property.propertyUniqueId,
        ...owner,
        previous,
        mutationId: c.mutationId,
        updatedAt: c.at,
      }),
    ),
  ];
}

function link(state: PropertyState, c: Extract<PropertyCommand, { type: 'LinkOldProperty' }>): DomainEvent[] {
  const property = existing(state);
  if (property.matching?.ptinNo === c.ptinNo) return [];
  if (property.matching) {
    throw conflict(
      `This property is already matched with PTIN ${property.matching.ptinNo}; remove the matching details first`,
    );
  }
  const { type: _type, at, ...data } = c;
  return [
    event(
      'OldPropertyLinked',
      defined({ propertyUniqueId: property.propertyUniqueId, ...data, linkedAt: at }),
    ),
  ];
}

function removeMatching(state: PropertyState, at: string): DomainEvent[] {
  const property = existing(state);
  if (!property.matching) throw conflict('This property has no matching details');
  return [
    event(
      'MatchingDetailsRemoved',
      defined({ propertyUniqueId: property.propertyUniqueId, ...property.matching, removedAt: at }),
    ),
  ];
}

function remove(
  state: PropertyState,
  c: Extract<PropertyCommand, { type: 'DeleteProperty' }>,
): DomainEvent[] {
  const property = existing(state);
  return [
    event('PropertyDeleted', {
      propertyUniqueId: property.propertyUniqueId,
      reason: c.reason,
      requestedBy: c.requestedBy,
      deletedAt: c.at,
    }),
  ];
}

export function decideProperty(state: PropertyState, command: PropertyCommand): DomainEvent[] {
  switch (command.type) {
    case 'RegisterProperty':
      return register(state, command);
    case 'EditProperty':
      return edit(state, command);
    case 'UpdateOwnerDetails':
      return updateOwner(state, command);
    case 'ReplaceFloors':
      return floorsChanged(existing(state), command.floors, command.at);
    case 'UpdateBuildingImages':
      return imagesChanged(existing(state), command.images, command.at);
    case 'LinkOldProperty':
      return link(state, command);
    case 'RemoveMatchingDetails':
      return removeMatching(state, command.at);
    case 'DeleteProperty':
      return remove(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown property command ${JSON.stringify(unknown)}`);
    }
  }
}

export const propertyDecider: Decider<PropertyState, PropertyCommand> = {
  initialState: initialPropertyState,
  evolve: evolveProperty,
  decide: decideProperty,
};
