import type { RecordedEvent, UserKind } from '@ptax/contracts';

/** What decisions about one official or operator need to know. */
export type StaffState = { status: 'absent' } | { status: 'active'; kind: UserKind; email: string };

export const initialStaffState: StaffState = { status: 'absent' };

export function evolveStaff(state: StaffState, event: RecordedEvent): StaffState {
  const data = event.data as { email: string };
  switch (event.type) {
    case 'OfficialRegistered':
      return { status: 'active', kind: 'official', email: data.email };
    case 'OperatorRegistered':
      return { status: 'active', kind: 'operator', email: data.email };
    default:
      return state;
  }
}
