export { default as RoleList } from './RoleList';
export { RoleDialog, type RoleDialogState } from './RoleDialog';
export { useRolesApi } from './rolesApi';
