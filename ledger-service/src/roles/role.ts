import type { RecordedEvent } from '@ptax/contracts';

/** What decisions about one role (stream role-<id>) need to know. */
export type RoleState = { status: 'absent' } | { status: 'active'; name: string; privileges: string[] };

export const initialRoleState: RoleState = { status: 'absent' };

export function evolveRole(state: RoleState, event: RecordedEvent): RoleState {
  switch (event.type) {
    case 'RoleAdded':
    case 'RoleEdited': {
      const { name, privileges } = event.data as { name: string; privileges: string[] };
      return { status: 'active', name, privileges };
    }
    default:
      return state;
  }
}
