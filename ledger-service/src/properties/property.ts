import type { BuildingImagesData, PropertyDetails, PropertyEvent, RecordedEvent } from '@ptax/contracts';
import type { z } from 'zod';
import type { floorData } from '@ptax/contracts';

export type Floor = z.infer<typeof floorData>;

export interface Matching {
  ptinNo: string;
  oldPropertyId?: string;
}

/** What decisions about one property need to know: the fold of its register events. */
export type PropertyState =
  | { status: 'absent' }
  | {
      status: 'active' | 'deleted';
      propertyUniqueId: string;
      details: PropertyDetails;
      floors: Floor[];
      images: BuildingImagesData | null;
      matching: Matching | null;
      /** Mutations whose approval changed the owner: a repeat of that change writes nothing. */
      ownerMutationIds: string[];
    };

export type ExistingProperty = Exclude<PropertyState, { status: 'absent' }>;

export const initialPropertyState: PropertyState = { status: 'absent' };

type Data<Type extends PropertyEvent['type']> = Extract<PropertyEvent, { type: Type }>['data'];

/** Applies changed fields: a null clears an optional field. */
export function withChanges(details: PropertyDetails, changes: Record<string, unknown>): PropertyDetails {
  const next: Record<string, unknown> = { ...details };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as PropertyDetails;
}

export function evolveProperty(state: PropertyState, event: RecordedEvent): PropertyState {
  const type = event.type as PropertyEvent['type'];
  if (type === 'PropertyRegistered') {
    const d = event.data as Data<'PropertyRegistered'>;
    return {
      status: 'active',
      propertyUniqueId: d.propertyUniqueId,
      details: d.details,
      floors: d.floors,
      images: d.buildingImages ?? null,
      matching: null,
      ownerMutationIds: [],
    };
  }
  // Money events of the ledger share the stream; they do not change the register.
  if (state.status === 'absent') return state;
  switch (type) {
    case 'PropertyEdited':
      return {
        ...state,
        details: withChanges(state.details, (event.data as Data<'PropertyEdited'>).changes),
      };
    case 'OwnerDetailsUpdated': {
      const { ownerName, fatherName, husbandName, mobileNumber, emailId, mutationId } =
        event.data as Data<'OwnerDetailsUpdated'>;
      const owner = { ownerName, fatherName, husbandName, mobileNumber, emailId };
      const ownerMutationIds = mutationId ? [...state.ownerMutationIds, mutationId] : state.ownerMutationIds;
      return { ...state, details: withChanges(state.details, owner), ownerMutationIds };
    }
    case 'FloorsReplaced':
      return { ...state, floors: (event.data as Data<'FloorsReplaced'>).floors };
    case 'PropertySplit': {
      const { remains } = event.data as Data<'PropertySplit'>;
      return { ...state, floors: remains.floors, details: { ...state.details, plotArea: remains.plotArea } };
    }
    case 'BuildingImagesUpdated': {
      const {
        propertyUniqueId: _id,
        updatedAt: _at,
        ...images
      } = event.data as Data<'BuildingImagesUpdated'>;
      return { ...state, images };
    }
    case 'OldPropertyLinked': {
      const d = event.data as Data<'OldPropertyLinked'>;
      return { ...state, matching: { ptinNo: d.ptinNo, oldPropertyId: d.oldPropertyId } };
    }
    case 'MatchingDetailsRemoved':
      return { ...state, matching: null };
    case 'PropertyDeleted':
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
}
