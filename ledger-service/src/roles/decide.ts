import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { evolveRole, initialRoleState, type RoleState } from './role';

interface RoleTerms {
  roleId: string;
  name: string;
  privileges: string[];
  /** ISO instant of the decision. */
  at: string;
}

export type RoleCommand = ({ type: 'AddRole' } & RoleTerms) | ({ type: 'EditRole' } & RoleTerms);

function addRole(state: RoleState, { roleId, name, privileges, at }: RoleTerms): DomainEvent[] {
  if (state.status !== 'absent') throw conflict('This role already exists');
  return [{ type: 'RoleAdded', version: 1, data: { roleId, name, privileges, addedAt: at } }];
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function editRole(state: RoleState, { roleId, name, privileges, at }: RoleTerms): DomainEvent[] {
  if (state.status !== 'active') throw notFound('Role not found');
  // Saving the dialog unchanged records nothing.
  if (state.name === name && sameList(state.privileges, privileges)) return [];
  return [{ type: 'RoleEdited', version: 1, data: { roleId, name, privileges, editedAt: at } }];
}

export function decideRole(state: RoleState, command: RoleCommand): DomainEvent[] {
  switch (command.type) {
    case 'AddRole':
      return addRole(state, command);
    case 'EditRole':
      return editRole(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown role command ${JSON.stringify(unknown)}`);
    }
  }
}

export const roleDecider: Decider<RoleState, RoleCommand> = {
  initialState: initialRoleState,
  evolve: evolveRole,
  decide: decideRole,
};
