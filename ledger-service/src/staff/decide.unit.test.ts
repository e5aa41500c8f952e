import type { OfficialRegisteredData } from '@ptax/contracts';
import { given } from '../eventsourcing/givenWhenThen';
import { staffDecider } from './decide';

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
