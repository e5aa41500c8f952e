import type { WardBoundary } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../../eventsourcing/commandHandler';
import { conflict, notFound } from '../../http/errors';
import { duplicate, invalidField } from '../duplicate';
import { evolveWard, initialWardState, type WardState } from './ward';

/** Looked-up facts come in the command: the zone as the read model has it, whether keys are taken. */
export interface AddWard {
  type: 'AddWard';
  wardId: string;
  cityId: string;
  zoneId: string;
  zone: { cityId: string; name: string } | null;
  wardNo: number;
  wardFullname: string;
  wardNoTaken: boolean;
  nameTaken: boolean;
  boundary?: WardBoundary;
  at: string;
}

/** PATCH wards/edit/{id}: a rename; the number and zone of a ward stay (no event changes them). */
export interface EditWard {
  type: 'EditWard';
  wardNo?: number;
  zoneId?: string;
  rename?: { existingName: string; updatedName: string; nameTaken: boolean };
  boundary?: WardBoundary;
  at: string;
}

export type WardCommand = AddWard | EditWard;

export const WARD_TEXT = {
  zoneMissing: 'Zone does not exist',
  otherCity: 'The zone belongs to another city',
  notFound: 'Ward not found',
  numberFixed: 'The ward number can not be changed',
  zoneFixed: 'A ward can not be moved to another zone',
  wardNoTaken: (wardNo: number, zoneName: string) => `Ward number ${wardNo} already exists in ${zoneName}`,
  nameTaken: (name: string) => `A ward named '${name}' already exists in this zone`,
  renamedMeanwhile: (name: string) => `The ward is now named '${name}'; reload and try again`,
} as const;

function addWard(state: WardState, command: AddWard): DomainEvent[] {
  if (state.status !== 'absent') throw conflict('This ward already exists');
  const { zone } = command;
  if (!zone) throw invalidField('zone_id', WARD_TEXT.zoneMissing);
  if (zone.cityId !== command.cityId) throw invalidField('zone_id', WARD_TEXT.otherCity);
  if (command.wardNoTaken) throw duplicate('ward_no', WARD_TEXT.wardNoTaken(command.wardNo, zone.name));
  if (command.nameTaken) throw duplicate('ward_fullname', WARD_TEXT.nameTaken(command.wardFullname));
  const { wardId, cityId, zoneId, wardNo, wardFullname, boundary, at } = command;
  const data = {
    wardId,
    cityId,
    zoneId,
    wardNo,
    wardFullname,
    ...(boundary ? { boundary } : {}),
    addedAt: at,
  };
  return [{ type: 'WardAdded', version: 1, data }];
}

function editWard(state: WardState, command: EditWard): DomainEvent[] {
  if (state.status !== 'added') throw notFound(WARD_TEXT.notFound);
  if (command.wardNo !== undefined && command.wardNo !== state.wardNo)
    throw invalidField('ward_no', WARD_TEXT.numberFixed);
  if (command.zoneId !== undefined && command.zoneId !== state.zoneId)
    throw invalidField('zone_id', WARD_TEXT.zoneFixed);
  return [...renamed(state, command), ...boundaryDrawn(state, command)];
}

/** A boundary different from the one the ward has (a retried request draws nothing). */
function boundaryDrawn(state: Extract<WardState, { status: 'added' }>, command: EditWard): DomainEvent[] {
  const { boundary } = command;
  if (!boundary || JSON.stringify(boundary) === JSON.stringify(state.boundary)) return [];
  const previous = state.boundary ? { previous: state.boundary } : {};
  return [
    {
      type: 'WardBoundaryMapped',
      version: 1,
      data: { wardId: state.wardId, boundary, ...previous, mappedAt: command.at },
    },
  ];
}

function renamed(state: Extract<WardState, { status: 'added' }>, command: EditWard): DomainEvent[] {
  const { rename } = command;
  if (!rename || rename.updatedName === state.name) return [];
  if (rename.existingName !== state.name)
    throw duplicate('existingName', WARD_TEXT.renamedMeanwhile(state.name));
  if (rename.nameTaken) throw duplicate('updatedName', WARD_TEXT.nameTaken(rename.updatedName));
  return [
    {
      type: 'WardRenamed',
      version: 1,
      data: {
        wardId: state.wardId,
        existingName: state.name,
        updatedName: rename.updatedName,
        renamedAt: command.at,
      },
    },
  ];
}

export function decideWard(state: WardState, command: WardCommand): DomainEvent[] {
  switch (command.type) {
    case 'AddWard':
      return addWard(state, command);
    case 'EditWard':
      return editWard(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown ward command ${JSON.stringify(unknown)}`);
    }
  }
}

export const wardDecider: Decider<WardState, WardCommand> = {
  initialState: initialWardState,
  evolve: evolveWard,
  decide: decideWard,
};
