import type { Projection } from '../projection';
import { applyRoleEvent } from './handlers';
import { createRoleTables, type RoleTable } from './tables';

export const rolesProjection: Projection<RoleTable> = {
  name: 'roles',
  version: 1,
  tables: ['roles'],
  handles: ['RoleAdded', 'RoleEdited'],
  createSql: createRoleTables,
  apply: applyRoleEvent,
};
