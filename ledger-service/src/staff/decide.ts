import type { OfficialRegisteredData, OperatorRegisteredData } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import type { AccessScope } from '../http/scope';
import { assertCoverageInScope } from './coverage';
import { evolveStaff, initialStaffState, type OfficialProfile, type StaffState } from './staff';

/** Who asks for a change to an official, and within which zones and wards. */
export interface StaffActor {
  email: string;
  isSuperAdmin: boolean;
  scope: AccessScope;
}

/** The official form after an edit; '' clears the mobile or the designation. */
export type OfficialEdit = Omit<OfficialProfile, 'isSuperAdmin' | 'mobile' | 'designation'> & {
  mobile: string;
  designation: string;
};

export type StaffCommand =
  | { type: 'RegisterOfficial'; data: OfficialRegisteredData }
  | { type: 'RegisterOperator'; data: OperatorRegisteredData }
  | { type: 'RecordPasswordChange'; how: 'changed' | 'reset'; byEmail: string }
  | { type: 'EditOfficial'; officialId: string; profile: OfficialEdit; actor: StaffActor; at: string }
  | { type: 'DeleteOfficial'; officialId: string; actor: StaffActor; at: string };

type CommandOf<T extends StaffCommand['type']> = Extract<StaffCommand, { type: T }>;

function register(state: StaffState, event: DomainEvent): DomainEvent[] {
  if (state.status !== 'absent') throw conflict('This user is already registered');
  return [event];
}

function recordPasswordChange(state: StaffState, command: CommandOf<'RecordPasswordChange'>): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Employee not found');
  const data = { email: state.email, kind: state.kind, how: command.how, byEmail: command.byEmail };
  return [{ type: 'StaffPasswordChanged', version: 1, data }];
}

const activeOfficialOf = (state: StaffState): OfficialProfile => {
  if (state.status !== 'active' || !state.official) throw notFound('Employee not found');
  return state.official;
};

/** A super admin is changed only by a super admin; a limited administrator only inside their limits. */
function assertMayChange(official: OfficialProfile, actor: StaffActor): void {
  if (official.isSuperAdmin && !actor.isSuperAdmin)
    throw forbidden('Only a super admin can change a super admin');
  assertCoverageInScope(actor.scope, official.accessibleZones, official.accessibleWards);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

function editOfficial(state: StaffState, { officialId, profile, actor, at }: CommandOf<'EditOfficial'>) {
  const current = activeOfficialOf(state);
  assertMayChange(current, actor);
  assertCoverageInScope(actor.scope, profile.accessibleZones, profile.accessibleWards);
  const changes = Object.fromEntries(
    Object.entries(profile).filter(([key, value]) => !same(current[key as keyof OfficialProfile], value)),
  );
  // Saving the form unchanged records nothing.
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'OfficialUpdated', version: 1, data: { officialId, changes, updatedAt: at } }];
}

function deleteOfficial(state: StaffState, { officialId, actor, at }: CommandOf<'DeleteOfficial'>) {
  const current = activeOfficialOf(state);
  if (current.email === actor.email.toLowerCase()) throw badRequest('You can not delete your own account');
  assertMayChange(current, actor);
  return [{ type: 'OfficialDeleted', version: 1, data: { officialId, deletedAt: at } }];
}

export function decideStaff(state: StaffState, command: StaffCommand): DomainEvent[] {
  switch (command.type) {
    case 'RegisterOfficial':
      return register(state, { type: 'OfficialRegistered', version: 1, data: command.data });
    case 'RegisterOperator':
      return register(state, { type: 'OperatorRegistered', version: 1, data: command.data });
    case 'RecordPasswordChange':
      return recordPasswordChange(state, command);
    case 'EditOfficial':
      return editOfficial(state, command);
    case 'DeleteOfficial':
      return deleteOfficial(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown staff command ${JSON.stringify(unknown)}`);
    }
  }
}

export const staffDecider: Decider<StaffState, StaffCommand> = {
  initialState: initialStaffState,
  evolve: evolveStaff,
  decide: decideStaff,
};
