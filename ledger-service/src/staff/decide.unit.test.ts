import type { OfficialRegisteredData } from '@ptax/contracts';
import { given } from '../eventsourcing/givenWhenThen';
import { staffDecider, type OfficialEdit, type StaffActor } from './decide';

const official: OfficialRegisteredData = {
  officialId: 'o1',
  username: 'Anil Verma',
  email: 'admin@nagarnigam.demo',
  loginType: 'nagar_nigam',
  accessId: 'admin',
  accessName: 'admin',
  accessType: 'full',
  isSuperAdmin: false,
  cityId: 'lucknow',
  accessibleZones: [],
  accessibleWards: [],
  minValue: 0,
  maxValue: 100,
};
const registered = { type: 'OfficialRegistered', version: 1, data: official };

describe('staff decisions', () => {
  describe('when an official is registered', () => {
    it('records the registration on a new stream', () => {
      given(staffDecider, []).when({ type: 'RegisterOfficial', data: official }).then([registered]);
    });

    it('refuses to register the same official twice', () => {
      given(staffDecider, [registered])
        .when({ type: 'RegisterOfficial', data: official })
        .thenThrows('This user is already registered');
    });
  });

  describe('when a password changes', () => {
    it('records who changed it and how, without the password', () => {
      given(staffDecider, [registered])
        .when({ type: 'RecordPasswordChange', how: 'reset', byEmail: 'super@nagarnigam.demo' })
        .then([
          {
            type: 'StaffPasswordChanged',
            version: 1,
            data: { email: official.email, kind: 'official', how: 'reset', byEmail: 'super@nagarnigam.demo' },
          },
        ]);
    });

    it('refuses a change for someone never registered', () => {
      given(staffDecider, [])
        .when({ type: 'RecordPasswordChange', how: 'changed', byEmail: 'x@y.in' })
        .thenThrows('Employee not found');
    });
  });
});

describe('official master decisions', () => {
  const limited = {
    ...official,
    officialId: 'o2',
    email: 'zonal@nagarnigam.demo',
    accessibleZones: ['z1'],
    accessibleWards: ['w1'],
  };
  const limitedRegistered = { type: 'OfficialRegistered', version: 1, data: limited };
  const superAdminRegistered = {
    type: 'OfficialRegistered',
    version: 1,
    data: { ...official, email: 'super@nagarnigam.demo', isSuperAdmin: true },
  };
  const { officialId: _id, loginType: _loginType, isSuperAdmin: _super, ...profile } = limited;
  const form: OfficialEdit = { ...profile, mobile: '', designation: '' };
  const admin: StaffActor = {
    email: 'admin@nagarnigam.demo',
    isSuperAdmin: false,
    scope: { zones: null, wards: null },
  };
  const zonalAdmin: StaffActor = {
    ...admin,
    email: 'z1admin@nagarnigam.demo',
    scope: { zones: ['z1'], wards: null },
  };
  const at = '2025-04-01T10:00:00.000Z';
  const edit = (changes: Partial<OfficialEdit>, actor = admin) => ({
    type: 'EditOfficial' as const,
    officialId: 'o2',
    profile: { ...form, ...changes },
    actor,
    at,
  });
  const remove = (actor = admin) => ({ type: 'DeleteOfficial' as const, officialId: 'o2', actor, at });

  describe('when an official is edited', () => {
    it('records only the fields that changed', () => {
      given(staffDecider, [limitedRegistered])
        .when(edit({ designation: 'Zonal Officer', accessibleWards: ['w1', 'w2'] }))
        .then([
          {
            type: 'OfficialUpdated',
            version: 1,
            data: {
              officialId: 'o2',
              changes: { designation: 'Zonal Officer', accessibleWards: ['w1', 'w2'] },
              updatedAt: at,
            },
          },
        ]);
    });

    it('records nothing when the form is saved unchanged', () => {
      given(staffDecider, [limitedRegistered]).when(edit({})).then([]);
    });

    it('folds earlier edits into the state it compares with', () => {
      const earlier = {
        type: 'OfficialUpdated',
        version: 1,
        data: { officialId: 'o2', changes: { username: 'Renamed' }, updatedAt: at },
      };
      given(staffDecider, [limitedRegistered, earlier])
        .when(edit({ username: 'Renamed' }))
        .then([]);
    });

    it('refuses an official who does not exist or was deleted', () => {
      given(staffDecider, []).when(edit({})).thenThrows('Employee not found');
      const deleted = { type: 'OfficialDeleted', version: 1, data: { officialId: 'o2', deletedAt: at } };
      given(staffDecider, [limitedRegistered, deleted]).when(edit({})).thenThrows('Employee not found');
    });

    it('lets a zonal administrator change an official of their zone, but not give every zone', () => {
      given(staffDecider, [limitedRegistered])
        .when(edit({ designation: 'Clerk' }, zonalAdmin))
        .then([expect.objectContaining({ type: 'OfficialUpdated' })]);
      given(staffDecider, [limitedRegistered])
        .when(edit({ accessibleZones: [] }, zonalAdmin))
        .thenThrows('This zone is outside your access');
      given(staffDecider, [limitedRegistered])
        .when(edit({ accessibleZones: ['z1', 'z2'] }, zonalAdmin))
        .thenThrows('This zone is outside your access');
    });

    it('keeps a zonal administrator away from officials of other zones', () => {
      given(staffDecider, [registered])
        .when({ ...edit({}, zonalAdmin), officialId: 'o1' })
        .thenThrows('This zone is outside your access');
    });

    it('lets only a super admin change a super admin', () => {
      given(staffDecider, [superAdminRegistered])
        .when(edit({ designation: 'x' }))
        .thenThrows('Only a super admin can change a super admin');
    });
  });

  describe('when an official is deleted', () => {
    it('records the deletion', () => {
      given(staffDecider, [limitedRegistered])
        .when(remove())
        .then([{ type: 'OfficialDeleted', version: 1, data: { officialId: 'o2', deletedAt: at } }]);
    });

    it('refuses to delete the acting official themselves', () => {
      given(staffDecider, [limitedRegistered])
        .when(remove({ ...admin, email: 'Zonal@nagarnigam.demo' }))
        .thenThrows('You can not delete your own account');
    });

    it('refuses a second deletion, and a password change after it', () => {
      const deleted = { type: 'OfficialDeleted', version: 1, data: { officialId: 'o2', deletedAt: at } };
      given(staffDecider, [limitedRegistered, deleted]).when(remove()).thenThrows('Employee not found');
      given(staffDecider, [limitedRegistered, deleted])
        .when({ type: 'RecordPasswordChange', how: 'reset', byEmail: admin.email })
        .thenThrows('Employee not found');
    });

    it('refuses a registration on the stream of a deleted official', () => {
      const deleted = { type: 'OfficialDeleted', version: 1, data: { officialId: 'o2', deletedAt: at } };
      given(staffDecider, [limitedRegistered, deleted])
        .when({ type: 'RegisterOfficial', data: limited })
        .thenThrows('This user is already registered');
    });

    it('lets only a super admin delete a super admin', () => {
      given(staffDecider, [superAdminRegistered])
        .when(remove())
        .thenThrows('Only a super admin can change a super admin');
      given(staffDecider, [superAdminRegistered])
        .when(remove({ ...admin, isSuperAdmin: true }))
        .then([expect.objectContaining({ type: 'OfficialDeleted' })]);
    });
  });
});
