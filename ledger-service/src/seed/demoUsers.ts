import { ACCESS_NAMES, LOGIN_TYPES } from '@ptax/contracts';
import type { StaffAccounts } from '../staff/accounts';

/**
 * Demo users for every login type and access name, listed with their passwords in the README.
 * Seeded only on demo databases (config.seedDemoData); each is registered through the same command
 * as a real official, so their history is in the event store like anyone else's.
 */
export const DEMO_CITY_ID = 'lucknow';

interface DemoOfficial {
  username: string;
  email: string;
  password: string;
  loginType: string;
  accessName: string;
  designation: string;
  isSuperAdmin: boolean;
}

export const DEMO_OFFICIALS: DemoOfficial[] = [
  {
    username: 'Anil Verma',
    email: 'admin@nagarnigam.demo',
    password: 'Admin@12345',
    loginType: LOGIN_TYPES.nagarNigam,
    accessName: ACCESS_NAMES.admin,
    designation: 'Additional Municipal Commissioner',
    isSuperAdmin: false,
  },
  {
    username: 'Sunita Yadav',
    email: 'ctao@nagarnigam.demo',
    password: 'Ctao@12345',
    loginType: LOGIN_TYPES.nagarNigam,
    accessName: ACCESS_NAMES.ctao,
    designation: 'Chief Tax Assessment Officer',
    isSuperAdmin: false,
  },
  {
    username: 'Rakesh Mishra',
    email: 'nigamadmin@nagarnigam.demo',
    password: 'NigamAdmin@123',
    loginType: LOGIN_TYPES.nagarNigam,
    accessName: ACCESS_NAMES.nigamAdmin,
    designation: 'Zonal Officer',
    isSuperAdmin: false,
  },
  {
    username: 'Priya Srivastava',
    email: 'superadmin@nagarnigam.demo',
    password: 'SuperAdmin@123',
    loginType: LOGIN_TYPES.nagarNigam,
    accessName: ACCESS_NAMES.admin,
    designation: 'Municipal Commissioner',
    isSuperAdmin: true,
  },
  {
    username: 'Mohd. Irfan',
    email: 'ri@nagarnigam.demo',
    password: 'Inspector@123',
    loginType: LOGIN_TYPES.nagarNigam,
    accessName: ACCESS_NAMES.revenueInspector,
    designation: 'Revenue Inspector',
    isSuperAdmin: false,
  },
  {
    username: 'Deepak Gupta',
    email: 'jalkal@nagarnigam.demo',
    password: 'Jalkal@12345',
    loginType: LOGIN_TYPES.jalkal,
    accessName: ACCESS_NAMES.jalkal,
    designation: 'Jalkal Executive Engineer',
    isSuperAdmin: false,
  },
];

export const DEMO_OPERATOR = {
  username: 'Ramesh Kumar',
  email: 'operator@nagarnigam.demo',
  password: 'Operator@123',
  loginType: LOGIN_TYPES.operator,
  accessName: ACCESS_NAMES.operator,
  designation: 'Data Entry Operator',
};

const SEEDED_BY = 'seed';

export async function seedDemoUsers(accounts: StaffAccounts): Promise<number> {
  let created = 0;
  for (const official of DEMO_OFFICIALS) {
    if (await accounts.isRegistered('official', official.email)) continue;
    const { password, ...profile } = official;
    await accounts.registerOfficial(
      {
        ...profile,
        accessId: profile.accessName,
        accessType: profile.isSuperAdmin ? 'super_admin' : 'full',
        cityId: DEMO_CITY_ID,
        accessibleZones: [],
        accessibleWards: [],
        minValue: 0,
        maxValue: Number.MAX_SAFE_INTEGER,
      },
      password,
      SEEDED_BY,
    );
    created++;
  }
  if (!(await accounts.isRegistered('operator', DEMO_OPERATOR.email))) {
    const { password, ...profile } = DEMO_OPERATOR;
    await accounts.registerOperator(
      { ...profile, accessId: profile.accessName, accessType: 'data_entry', cityId: DEMO_CITY_ID },
      password,
      SEEDED_BY,
    );
    created++;
  }
  return created;
}
