import { SESSION_ENDED_MESSAGE } from '../http/auth';
import jwt from 'jsonwebtoken';
import { officialStream } from '@ptax/contracts';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'roles'] });
});
afterAll(() => harness.stop());

const passwordOf = (email: string) => DEMO_OFFICIALS.find((user) => user.email === email)!.password;
const bearer = async (email: string, password = passwordOf(email)) =>
  `Bearer ${await loginToken(harness, 'officials', email, password)}`;

const newOfficial = (email: string, extra: Record<string, unknown> = {}) => ({
  username: 'Kavita Singh',
  email,
  mobile: '9876543210',
  password: 'Kavita@12345',
  designation: 'Revenue Inspector',
  accessId: 'ri',
  accessType: 'zone',
  loginType: 'nagar_nigam',
  cityId: 'lucknow',
  accessibleZones: ['z1'],
  accessibleWards: [],
  minValue: 0,
  maxValue: 500000,
  ...extra,
});

async function create(by: string, body: Record<string, unknown>) {
  return harness.http().post('/api/officials').set('Authorization', by).send(body);
}
async function listAs(by: string, query = '') {
  const response = await harness.http().get(`/api/officials/all${query}`).set('Authorization', by);
  expect(response.status).toBe(200);
  return response.body as {
    data: { id: string; email: string }[];
    total: number;
    page: number;
    limit: number;
  };
}
const emails = (list: { data: { email: string }[] }) => list.data.map((row) => row.email);

describe('POST officials', () => {
  it('lets the admin create an official limited to a zone, who can then sign in with the role of accessId', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const response = await create(admin, newOfficial('kavita@nagarnigam.demo'));
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      username: 'Kavita Singh',
      email: 'kavita@nagarnigam.demo',
      mobile: '9876543210',
      designation: 'Revenue Inspector',
      loginType: 'nagar_nigam',
      accessId: 'ri',
      accessName: 'ri',
      accessType: 'zone',
      isSuperAdmin: false,
      cityId: 'lucknow',
      accessibleZones: ['z1'],
      accessibleWards: [],
      minValue: 0,
      maxValue: 500000,
    });
    const token = await loginToken(harness, 'officials', 'kavita@nagarnigam.demo', 'Kavita@12345');
    expect(jwt.decode(token)).toMatchObject({
      loginType: 'nagar_nigam',
      accessName: 'ri',
      accessType: 'zone',
    });
    const events = await harness.platform.store.readStream(officialStream(response.body.data.id));
    expect(events.map((event) => [event.type, event.metadata.userId, event.metadata.loginType])).toEqual([
      ['OfficialRegistered', 'admin@nagarnigam.demo', 'nagar_nigam'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Kavita@12345');
  });

  it('limits what the new official sees to the officials whose zones overlap theirs', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    expect(
      (await create(admin, newOfficial('zone2@nagarnigam.demo', { accessibleZones: ['z2'] }))).status,
    ).toBe(201);
    const kavita = await bearer('kavita@nagarnigam.demo', 'Kavita@12345');
    const seen = emails(await listAs(kavita, '?limit=100'));
    expect(seen).toContain('kavita@nagarnigam.demo');
    expect(seen).toContain('admin@nagarnigam.demo'); // unlimited: covers zone z1 too
    expect(seen).not.toContain('zone2@nagarnigam.demo');
    expect(emails(await listAs(admin, '?limit=100'))).toContain('zone2@nagarnigam.demo');
  });

  it('answers the spec messages on bad input, and creates nothing', async () => {
    const response = await create(await bearer('admin@nagarnigam.demo'), {
      username: '',
      email: 'not-an-email',
      mobile: '12345',
      password: 'short',
      accessId: '',
      accessType: '',
      loginType: '',
      cityId: '',
      minValue: 10,
      maxValue: 5,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      username: 'This field is required',
      email: 'Invalid email address',
      mobile: 'Mobile number must be a valid Indian number',
      password: 'Password must be at least 8 characters',
      accessId: 'This field is required',
      accessType: 'This field is required',
      loginType: 'This field is required',
      cityId: 'This field is required',
      maxValue: 'Max value must be greater than or equal to min value',
    });
    expect((await create(await bearer('admin@nagarnigam.demo'), {})).body.errors.password).toBe(
      'This field is required',
    );
  });

  it('refuses a role that does not exist, a login type that is not an official one and a taken email', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const noRole = await create(admin, newOfficial('x1@nagarnigam.demo', { accessId: 'no-such-role' }));
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors).toEqual({ accessId: 'Role not found' });
    const operatorType = await create(admin, newOfficial('x2@nagarnigam.demo', { loginType: 'operator' }));
    expect(operatorType.status).toBe(400);
    expect(operatorType.body.errors.loginType).toBe('Login type must be one of nagar_nigam, jalkal');
    const taken = await create(admin, newOfficial('CTAO@nagarnigam.demo'));
    expect(taken.status).toBe(409);
  });

  it('answers 403 to the ctao and to a revenue inspector, and 401 without a token', async () => {
    for (const email of ['ctao@nagarnigam.demo', 'ri@nagarnigam.demo']) {
      const response = await create(await bearer(email), newOfficial(`by-${email}`));
      expect(response.status).toBe(403);
    }
    expect(
      (await harness.http().post('/api/officials').send(newOfficial('anon@nagarnigam.demo'))).status,
    ).toBe(401);
    expect(
      (
        await harness
          .http()
          .post('/api/officials/login')
          .send({ email: 'by-ctao@nagarnigam.demo', password: 'Kavita@12345' })
      ).status,
    ).toBe(401);
  });
});

describe('an administrator limited to a zone', () => {
  let zonal: string;
  beforeAll(async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const created = await create(admin, newOfficial('zonal.admin@nagarnigam.demo', { accessId: 'admin' }));
    expect(created.body.data.accessName).toBe('admin');
    zonal = await bearer('zonal.admin@nagarnigam.demo', 'Kavita@12345');
  });

  it('creates officials of their zone only, never unlimited ones', async () => {
    expect((await create(zonal, newOfficial('z1.clerk@nagarnigam.demo'))).status).toBe(201);
    const elsewhere = await create(
      zonal,
      newOfficial('z2.clerk@nagarnigam.demo', { accessibleZones: ['z2'] }),
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('This zone is outside your access');
    expect(
      (await create(zonal, newOfficial('all.clerk@nagarnigam.demo', { accessibleZones: [] }))).status,
    ).toBe(403);
  });

  it('cannot delete an official of another zone', async () => {
    const { data } = await listAs(await bearer('admin@nagarnigam.demo'), '?search=zone2@');
    const response = await harness
      .http()
      .delete(`/api/officials/delete/${data[0].id}`)
      .set('Authorization', zonal);
    expect(response.status).toBe(403);
  });
});

describe('GET officials/all and officials/allRI', () => {
  it('pages the list with the total and filters it', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const first = await listAs(admin, '?page=1&limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(6);
    expect(emails(await listAs(admin, '?loginType=jalkal'))).toEqual(['jalkal@nagarnigam.demo']);
    expect(emails(await listAs(admin, '?search=kavita@'))).toEqual(['kavita@nagarnigam.demo']);
    const zone2 = emails(await listAs(admin, '?zoneId=z2&limit=100'));
    expect(zone2).toContain('zone2@nagarnigam.demo');
    expect(zone2).not.toContain('kavita@nagarnigam.demo');
  });

  it('answers a bad page or limit with 400', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const response = await harness.http().get('/api/officials/all?limit=500').set('Authorization', admin);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
  });

  it('lists the revenue inspectors', async () => {
    const response = await harness
      .http()
      .get('/api/officials/allRI')
      .set('Authorization', await bearer('ctao@nagarnigam.demo'));
    expect(response.status).toBe(200);
    const rows = response.body.data as { email: string; accessName: string }[];
    expect(rows.every((row) => row.accessName === 'ri')).toBe(true);
    expect(rows.map((row) => row.email)).toEqual(
      expect.arrayContaining(['ri@nagarnigam.demo', 'kavita@nagarnigam.demo']),
    );
    expect(response.body.total).toBe(rows.length);
  });

  it('is not for operators', async () => {
    const token = await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const response = await harness.http().get('/api/officials/all').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(403);
  });
});

describe('PATCH officials', () => {
  const find = async (email: string) => {
    const { data } = await listAs(await bearer('admin@nagarnigam.demo'), `?search=${email}`);
    return data[0] as unknown as ReturnType<typeof newOfficial> & { id: string };
  };
  const formOf = ({
    password: _p,
    loginType: _l,
    ...rest
  }: ReturnType<typeof newOfficial> & { id: string }) => rest;

  it('changes the zones of an official, which their scope then follows', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const kavita = await find('kavita@nagarnigam.demo');
    const response = await harness
      .http()
      .patch('/api/officials')
      .set('Authorization', admin)
      .send({ ...formOf(kavita), designation: 'Senior Revenue Inspector', accessibleZones: ['z2'] });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: kavita.id,
      designation: 'Senior Revenue Inspector',
      accessibleZones: ['z2'],
    });
    const seen = emails(await listAs(await bearer('kavita@nagarnigam.demo', 'Kavita@12345'), '?limit=100'));
    expect(seen).toContain('zone2@nagarnigam.demo');
    expect(seen).not.toContain('z1.clerk@nagarnigam.demo');
    const events = await harness.platform.store.readStream(officialStream(kavita.id));
    expect(events.at(-1)!.data).toMatchObject({
      changes: { designation: 'Senior Revenue Inspector', accessibleZones: ['z2'] },
    });
  });

  it('moves the password with a new email: the new one signs in, the old one no longer does', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const clerk = await find('z1.clerk@nagarnigam.demo');
    const response = await harness
      .http()
      .patch('/api/officials')
      .set('Authorization', admin)
      .send({ ...formOf(clerk), email: 'z1.clerk.new@nagarnigam.demo' });
    expect(response.status).toBe(200);
    await expect(
      loginToken(harness, 'officials', 'z1.clerk.new@nagarnigam.demo', 'Kavita@12345'),
    ).resolves.toEqual(expect.any(String));
    const old = await harness
      .http()
      .post('/api/officials/login')
      .send({ email: 'z1.clerk@nagarnigam.demo', password: 'Kavita@12345' });
    expect(old.status).toBe(401);
  });

  it('refuses an email another official has, a missing id, bad input and the ctao', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const kavita = await find('kavita@nagarnigam.demo');
    const patch = (by: string, body: object) =>
      harness.http().patch('/api/officials').set('Authorization', by).send(body);
    expect((await patch(admin, { ...formOf(kavita), email: 'ri@nagarnigam.demo' })).status).toBe(409);
    const noId = await patch(admin, { ...formOf(kavita), id: undefined });
    expect(noId.status).toBe(400);
    expect(noId.body.errors).toEqual({ id: 'This field is required' });
    const bad = await patch(admin, { ...formOf(kavita), username: '', minValue: -1 });
    expect(bad.body.errors).toEqual({
      username: 'This field is required',
      minValue: 'Min value can not be negative',
    });
    expect((await patch(await bearer('ctao@nagarnigam.demo'), formOf(kavita))).status).toBe(403);
    expect((await patch(admin, { ...formOf(kavita), id: 'nobody' })).status).toBe(404);
    await expect(loginToken(harness, 'officials', 'kavita@nagarnigam.demo', 'Kavita@12345')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('does not let the admin change the super admin', async () => {
    const superAdmin = await find('superadmin@nagarnigam.demo');
    const response = await harness
      .http()
      .patch('/api/officials')
      .set('Authorization', await bearer('admin@nagarnigam.demo'))
      .send({ ...formOf(superAdmin), designation: 'Clerk' });
    expect(response.status).toBe(403);
  });
});

describe('DELETE officials/delete/{id}', () => {
  it('deletes an official: they can no longer sign in, leave the lists, and their history stays', async () => {
    const admin = await bearer('admin@nagarnigam.demo');
    const { data } = await listAs(admin, '?search=zone2@');
    const id = data[0].id;
    const stale = await bearer('zone2@nagarnigam.demo', 'Kavita@12345');
    const response = await harness.http().delete(`/api/officials/delete/${id}`).set('Authorization', admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { id } });

    const login = await harness
      .http()
      .post('/api/officials/login')
      .send({ email: 'zone2@nagarnigam.demo', password: 'Kavita@12345' });
    expect(login.status).toBe(401);
    expect(emails(await listAs(admin, '?limit=100'))).not.toContain('zone2@nagarnigam.demo');
    // A token issued before the deletion ends with the account: the shell shows the session toast.
    const afterDeletion = await harness.http().get('/api/officials/all').set('Authorization', stale);
    expect([afterDeletion.status, afterDeletion.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
    const events = await harness.platform.store.readStream(officialStream(id));
    expect(events.map((event) => event.type)).toEqual(['OfficialRegistered', 'OfficialDeleted']);
    expect(
      (await harness.http().delete(`/api/officials/delete/${id}`).set('Authorization', admin)).status,
    ).toBe(404);
  });

  it('gives the email of a deleted official to someone new', async () => {
    const response = await create(
      await bearer('admin@nagarnigam.demo'),
      newOfficial('zone2@nagarnigam.demo', { password: 'Another@12345' }),
    );
    expect(response.status).toBe(201);
    await expect(loginToken(harness, 'officials', 'zone2@nagarnigam.demo', 'Another@12345')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('does not let an official delete themselves, nor the ctao delete anyone', async () => {
    const superAdmin = await bearer('superadmin@nagarnigam.demo');
    const { data } = await listAs(superAdmin, '?search=superadmin@');
    const self = await harness
      .http()
      .delete(`/api/officials/delete/${data[0].id}`)
      .set('Authorization', superAdmin);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You can not delete your own account');
    const { data: ri } = await listAs(superAdmin, '?search=ri@nagarnigam');
    const byCtao = await harness
      .http()
      .delete(`/api/officials/delete/${ri[0].id}`)
      .set('Authorization', await bearer('ctao@nagarnigam.demo'));
    expect(byCtao.status).toBe(403);
  });
});

describe('the demo officials and roles', () => {
  it("point every demo official's accessId at a seeded role of the same name", async () => {
    const { rows } = await harness.platform.pool.query(
      `SELECT o.email, o.access_name, r.name AS role_name FROM officials o LEFT JOIN roles r ON r.id = o.access_id
        WHERE o.email = ANY($1)`,
      [DEMO_OFFICIALS.map((user) => user.email)],
    );
    expect(rows).toHaveLength(DEMO_OFFICIALS.length);
    for (const row of rows) expect(row.role_name).toBe(row.access_name);
  });
});
