import type { RecordedEvent } from '@ptax/contracts';
import type { MasterData } from '../events';

/** What decisions about one zone need to know. */
export type ZoneState = { status: 'absent' } | { status: 'added'; cityId: string; zoneNo: number };

export const initialZoneState: ZoneState = { status: 'absent' };

export function evolveZone(state: ZoneState, event: RecordedEvent): ZoneState {
  if (event.type !== 'ZoneAdded') return state;
  const data = event.data as MasterData<'ZoneAdded'>;
  return { status: 'added', cityId: data.cityId, zoneNo: data.zoneNo };
}
