import { ACCESS_NAMES, roleStream, type EventStore } from '@ptax/contracts';
import type { RoleCommands } from './commands';

/**
 * The demo roles. Their ids are the access names, which the demo users were registered with as
 * accessId (seed/demoUsers.ts), so every demo official's accessId names a real role.
 */
export const DEMO_ROLES: { id: string; name: string; privileges: string[] }[] = [
  {
    id: ACCESS_NAMES.admin,
    name: ACCESS_NAMES.admin,
    privileges: [
      'properties:view',
      'properties:add',
      'properties:edit',
      'masters:view',
      'masters:edit',
      'officials:manage',
      'payments:view',
      'payments:approve',
      'reports:view',
    ],
  },
  {
    id: ACCESS_NAMES.ctao,
    name: ACCESS_NAMES.ctao,
    privileges: [
      'properties:view',
      'properties:edit',
      'masters:view',
      'masters:edit',
      'payments:view',
      'payments:approve',
      'objections:resolve',
      'reports:view',
    ],
  },
  {
    id: ACCESS_NAMES.nigamAdmin,
    name: ACCESS_NAMES.nigamAdmin,
    privileges: ['properties:view', 'properties:edit', 'payments:view', 'reports:view'],
  },
  {
    id: ACCESS_NAMES.revenueInspector,
    name: ACCESS_NAMES.revenueInspector,
    privileges: ['properties:view', 'demands:view', 'payments:collect', 'objections:view'],
  },
  {
    id: ACCESS_NAMES.jalkal,
    name: ACCESS_NAMES.jalkal,
    privileges: ['jalkal:view', 'jalkal:approve', 'jalkal:reject'],
  },
  {
    id: ACCESS_NAMES.operator,
    name: ACCESS_NAMES.operator,
    privileges: ['properties:search', 'arv:calculate', 'objections:upload', 'payments:offline'],
  },
];

/** Adds the demo roles not yet in the store; a second run adds nothing. */
export async function seedDemoRoles(store: EventStore, roles: RoleCommands): Promise<number> {
  let added = 0;
  for (const { id, ...terms } of DEMO_ROLES) {
    if ((await store.readStream(roleStream(id))).length > 0) continue;
    await roles.add(terms, { userId: 'seed' }, id);
    added++;
  }
  return added;
}
