import type { Decider, DomainEvent } from '../../eventsourcing/commandHandler';
import { conflict } from '../../http/errors';
import { duplicate, invalidField } from '../duplicate';
import { evolveZone, initialZoneState, type ZoneState } from './zone';

export interface AddZone {
  type: 'AddZone';
  zoneId: string;
  cityId: string;
  zoneNo: number;
  name?: string;
  /** Looked up by the caller. */
  cityExists: boolean;
  zoneNoTaken: boolean;
  at: string;
}

export type ZoneCommand = AddZone;

export const zoneNoTakenMessage = (zoneNo: number) => `Zone ${zoneNo} already exists in this city`;

function addZone(state: ZoneState, command: AddZone): DomainEvent[] {
  if (state.status !== 'absent') throw conflict('This zone already exists');
  if (!command.cityExists) throw invalidField('city_id', 'City does not exist');
  if (command.zoneNoTaken) throw duplicate('zone_no', zoneNoTakenMessage(command.zoneNo));
  const { zoneId, cityId, zoneNo, at } = command;
  const name = command.name || `Zone ${zoneNo}`;
  return [{ type: 'ZoneAdded', version: 1, data: { zoneId, cityId, zoneNo, name, addedAt: at } }];
}

// Zones are only added (the catalogue has no other zone event); a second command brings the switch.
export function decideZone(state: ZoneState, command: ZoneCommand): DomainEvent[] {
  return addZone(state, command);
}

export const zoneDecider: Decider<ZoneState, ZoneCommand> = {
  initialState: initialZoneState,
  evolve: evolveZone,
  decide: decideZone,
};
