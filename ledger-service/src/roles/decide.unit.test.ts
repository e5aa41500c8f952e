import { given } from '../eventsourcing/givenWhenThen';
import { roleDecider } from './decide';

const at = '2025-04-01T10:00:00.000Z';
const terms = { roleId: 'r1', name: 'Clerk', privileges: ['properties:view'], at };
const added = {
  type: 'RoleAdded',
  version: 1,
  data: { roleId: 'r1', name: 'Clerk', privileges: ['properties:view'], addedAt: at },
};

describe('role decisions', () => {
  describe('when a role is added', () => {
    it('records the name and privileges on a new stream', () => {
      given(roleDecider, [])
        .when({ type: 'AddRole', ...terms })
        .then([added]);
    });

    it('refuses to add the same role twice', () => {
      given(roleDecider, [added])
        .when({ type: 'AddRole', ...terms })
        .thenThrows('This role already exists');
    });
  });

  describe('when a role is edited', () => {
    it('records the new name and privileges', () => {
      given(roleDecider, [added])
        .when({
          type: 'EditRole',
          ...terms,
          name: 'Senior Clerk',
          privileges: ['properties:view', 'masters:edit'],
        })
        .then([
          {
            type: 'RoleEdited',
            version: 1,
            data: {
              roleId: 'r1',
              name: 'Senior Clerk',
              privileges: ['properties:view', 'masters:edit'],
              editedAt: at,
            },
          },
        ]);
    });

    it('records nothing when nothing changed', () => {
      given(roleDecider, [added])
        .when({ type: 'EditRole', ...terms })
        .then([]);
    });

    it('compares with the latest edit, privileges in order', () => {
      const edited = {
        type: 'RoleEdited',
        version: 1,
        data: { roleId: 'r1', name: 'Clerk', privileges: ['a', 'b'], editedAt: at },
      };
      given(roleDecider, [added, edited])
        .when({ type: 'EditRole', ...terms, privileges: ['a', 'b'] })
        .then([]);
      given(roleDecider, [added, edited])
        .when({ type: 'EditRole', ...terms, privileges: ['b', 'a'] })
        .then([expect.objectContaining({ type: 'RoleEdited' })]);
    });

    it('refuses a role that does not exist', () => {
      given(roleDecider, [])
        .when({ type: 'EditRole', ...terms })
        .thenThrows('Role not found');
    });
  });
});
