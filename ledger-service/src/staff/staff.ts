import type { OfficialRegisteredData, RecordedEvent, StaffEvent, UserKind } from '@ptax/contracts';

/** An official's profile as decisions see it (the registration without its id and login type). */
export type OfficialProfile = Omit<OfficialRegisteredData, 'officialId' | 'loginType'>;

type OfficialChanges = Extract<StaffEvent, { type: 'OfficialUpdated' }>['data']['changes'];

/** What decisions about one official or operator need to know. A deleted account stays deleted. */
export type StaffState =
  | { status: 'absent' }
  | { status: 'active' | 'deleted'; kind: UserKind; email: string; official?: OfficialProfile };

export const initialStaffState: StaffState = { status: 'absent' };

function profileOf({ officialId: _id, loginType: _loginType, ...profile }: OfficialRegisteredData) {
  return profile;
}

export function evolveStaff(state: StaffState, event: RecordedEvent): StaffState {
  switch (event.type) {
    case 'OfficialRegistered': {
      const data = event.data as OfficialRegisteredData;
      return { status: 'active', kind: 'official', email: data.email, official: profileOf(data) };
    }
    case 'OperatorRegistered':
      return { status: 'active', kind: 'operator', email: (event.data as { email: string }).email };
    case 'OfficialUpdated': {
      if (state.status === 'absent' || !state.official) return state;
      const { changes } = event.data as { changes: OfficialChanges };
      return { ...state, email: changes.email ?? state.email, official: { ...state.official, ...changes } };
    }
    case 'OfficialDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
    default:
      return state;
  }
}
