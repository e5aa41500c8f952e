import type { OfficialRegisteredData, OperatorRegisteredData } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { evolveStaff, initialStaffState, type StaffState } from './staff';

export type StaffCommand =
  | { type: 'RegisterOfficial'; data: OfficialRegisteredData }
  | { type: 'RegisterOperator'; data: OperatorRegisteredData }
  | { type: 'RecordPasswordChange'; how: 'changed' | 'reset'; byEmail: string };

function register(state: StaffState, event: DomainEvent): DomainEvent[] {
  if (state.status !== 'absent') throw conflict('This user is already registered');
  return [event];
}

function recordPasswordChange(
  state: StaffState,
  command: Extract<StaffCommand, { type: 'RecordPasswordChange' }>,
): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Employee not found');
  const data = { email: state.email, kind: state.kind, how: command.how, byEmail: command.byEmail };
  return [{ type: 'StaffPasswordChanged', version: 1, data }];
}

export function decideStaff(state: StaffState, command: StaffCommand): DomainEvent[] {
  switch (command.type) {
    case 'RegisterOfficial':
      return register(state, { type: 'OfficialRegistered', version: 1, data: command.data });
    case 'RegisterOperator':
      return register(state, { type: 'OperatorRegistered', version: 1, data: command.data });
    case 'RecordPasswordChange':
      return recordPasswordChange(state, command);
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
