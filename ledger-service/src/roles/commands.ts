import { randomUUID } from 'node:crypto';
import { roleStream, type EventMetadata, type EventStore } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import { roleDecider, type RoleCommand } from './decide';
import type { RoleNames } from './names';

export interface RoleTermsInput {
  name: string;
  privileges: string[];
}

/**
 * Adding and editing roles. The name is reserved (any case) before the event is written and given
 * back if the event is refused, so two roles never share a name.
 */
export function createRoleCommands(store: EventStore, names: RoleNames, now: () => number) {
  async function decide(type: RoleCommand['type'], roleId: string, terms: RoleTermsInput, by: EventMetadata) {
    const reservation = await names.reserve(terms.name, roleId);
    if (reservation === 'taken') throw conflict(`Role ${terms.name} already exists`);
    const command: RoleCommand = { type, roleId, ...terms, at: new Date(now()).toISOString() };
    try {
      const { position } = await handleCommand(store, roleStream(roleId), roleDecider, command, {
        ...by,
        command: type,
      });
      await names.keepOnly(terms.name, roleId);
      return position;
    } catch (error) {
      if (reservation === 'new') await names.release(terms.name, roleId);
      throw error;
    }
  }

  return {
    /** A new role (a given id for the seeded roles); its id and the position of the event. */
    async add(terms: RoleTermsInput, by: EventMetadata, roleId: string = randomUUID()) {
      return { id: roleId, position: await decide('AddRole', roleId, terms, by) };
    },
    edit: (roleId: string, terms: RoleTermsInput, by: EventMetadata) => decide('EditRole', roleId, terms, by),
  };
}

export type RoleCommands = ReturnType<typeof createRoleCommands>;
