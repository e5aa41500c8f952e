import type { RecordedEvent, WardBoundary } from '@ptax/contracts';
import type { MasterData } from '../events';

/** What decisions about one ward need to know. */
export type WardState =
  | { status: 'absent' }
  | {
      status: 'added';
      wardId: string;
      cityId: string;
      zoneId: string;
      wardNo: number;
      name: string;
      boundary: WardBoundary | null;
    };

export const initialWardState: WardState = { status: 'absent' };

export function evolveWard(state: WardState, event: RecordedEvent): WardState {
  switch (event.type) {
    case 'WardAdded': {
      const data = event.data as MasterData<'WardAdded'>;
      return {
        status: 'added',
        wardId: data.wardId,
        cityId: data.cityId,
        zoneId: data.zoneId,
        wardNo: data.wardNo,
        name: data.wardFullname,
        boundary: data.boundary ?? null,
      };
    }
    case 'WardBoundaryMapped':
      return state.status === 'added'
        ? { ...state, boundary: (event.data as MasterData<'WardBoundaryMapped'>).boundary }
        : state;
    case 'WardRenamed':
      return state.status === 'added'
        ? { ...state, name: (event.data as MasterData<'WardRenamed'>).updatedName }
        : state;
    default:
      return state;
  }
}
