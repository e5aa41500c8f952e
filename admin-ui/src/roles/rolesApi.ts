import type { Role, RoleMasterInput } from '@ptax/contracts';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';

// Every role at once: the Roles Master pages and sorts them itself (roles/all has no paging).
const ALL_ROLES = { page: 1, perPage: 1000 };

/** The role calls of SPEC section 7 "Role screen", through the data provider (providers/resources.ts). */
export function useRolesApi() {
  const dataProvider = useDataProvider();
  return useMemo(
    () => ({
      /** Every role; a failed load gives an empty list, silently (SPEC section 8). */
      fetchAll: (): Promise<Role[]> =>
        dataProvider
          .getList<Role & { id: string }>('roles', {
            pagination: ALL_ROLES,
            sort: { field: 'name', order: 'ASC' },
            filter: {},
          })
          .then(({ data }) =>
            data.map(({ _id, name, privileges }) => ({ _id, name, privileges: privileges ?? [] })),
          )
          .catch(() => []),
      /** Resolves to the saved role; truthy means success. */
      add: (input: RoleMasterInput) => dataProvider.create('roles', { data: input }).then(({ data }) => data),
      edit: (role: Role, input: RoleMasterInput) =>
        dataProvider
          .update('roles', { id: role._id, data: input, previousData: { ...role, id: role._id } })
          .then(({ data }) => data),
    }),
    [dataProvider],
  );
}
