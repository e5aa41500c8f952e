export { rolesProjection } from './projection';
export { applyRoleEvent } from './handlers';
export { createRoleTables, type RoleTable } from './tables';
export { findRole, listRoles, type RoleRow } from './queries';
