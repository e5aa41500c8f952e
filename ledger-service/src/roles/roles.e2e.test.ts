import { roleStream } from '@ptax/contracts';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS } from '../seed/demoUsers';
import { rolesModule } from './module';
import { DEMO_ROLES } from './seed';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'roles'] });
});
afterAll(() => harness.stop());

const bearer = async (email: string) => {
  const user = DEMO_OFFICIALS.find((official) => official.email === email)!;
  return `Bearer ${await loginToken(harness, 'officials', user.email, user.password)}`;
};
const add = async (body: object, by = 'superadmin@nagarnigam.demo') =>
  harness
    .http()
    .post('/api/roles/add')
    .set('Authorization', await bearer(by))
    .send(body);
const edit = async (id: string, body: object, by = 'superadmin@nagarnigam.demo') =>
  harness
    .http()
    .patch(`/api/roles/edit/${id}`)
    .set('Authorization', await bearer(by))
    .send(body);

describe('GET roles/all and roles', () => {
  it('answers the seeded roles by name, each with _id, id, name and privileges', async () => {
    const auth = await bearer('ctao@nagarnigam.demo');
    const all = await harness.http().get('/api/roles/all').set('Authorization', auth);
    expect(all.status).toBe(200);
    expect(all.body.data.map((role: { name: string }) => role.name)).toEqual([
      'admin',
      'ctao',
      'jalkal',
      'nigam_admin',
      'operator',
      'ri',
    ]);
    expect(all.body.data[0]).toEqual({
      _id: 'admin',
      id: 'admin',
      name: 'admin',
      privileges: DEMO_ROLES[0].privileges,
    });
    expect(all.body.data[0].privileges).toEqual(expect.arrayContaining(['properties:add', 'masters:edit']));
    const plain = await harness.http().get('/api/roles').set('Authorization', auth);
    expect(plain.body.data).toEqual(all.body.data);
  });

  it('is not public', async () => {
    expect((await harness.http().get('/api/roles/all')).status).toBe(401);
  });

  it('seeds nothing twice', async () => {
    const before = (await harness.platform.store.readStream(roleStream('admin'))).length;
    await rolesModule.seedDemo!(harness.platform.ctx);
    expect((await harness.platform.store.readStream(roleStream('admin'))).length).toBe(before);
  });
});

describe('POST roles/add', () => {
  it('adds a role that the list then shows', async () => {
    const response = await add({ name: 'Tax Clerk', privileges: ['properties:view', 'payments:collect'] });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      _id: expect.any(String),
      id: response.body.data._id,
      name: 'Tax Clerk',
      privileges: ['properties:view', 'payments:collect'],
    });
    const all = await harness
      .http()
      .get('/api/roles/all')
      .set('Authorization', await bearer('admin@nagarnigam.demo'));
    expect(all.body.data.map((role: { name: string }) => role.name)).toContain('Tax Clerk');
  });

  it('refuses a name another role has, whatever its case', async () => {
    const response = await add({ name: 'tax clerk', privileges: ['x'] });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ status: 409, message: 'Role tax clerk already exists' });
  });

  it("answers the spec's messages on the name field", async () => {
    const both = await add({ name: '', privileges: [] });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ name: 'At least one privilege is required' });
    expect((await add({ name: '', privileges: ['x'] })).body.errors).toEqual({
      name: 'Role name is required',
    });
    expect((await add({ name: 'Clerk', privileges: ['x', ''] })).body.errors).toEqual({
      'privileges.1': 'Privilege can not be empty',
    });
  });

  it('is for super admins only', async () => {
    expect((await add({ name: 'Other', privileges: ['x'] }, 'admin@nagarnigam.demo')).status).toBe(403);
    expect((await add({ name: 'Other', privileges: ['x'] }, 'ctao@nagarnigam.demo')).status).toBe(403);
  });
});

describe('PATCH roles/edit/{id}', () => {
  let clerkId: string;
  beforeAll(async () => {
    clerkId = (await add({ name: 'Record Keeper', privileges: ['properties:view'] })).body.data._id;
  });

  it('renames a role and replaces its privileges, and frees the old name', async () => {
    const response = await edit(clerkId, { name: 'Archivist', privileges: ['logs:view', 'properties:view'] });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      _id: clerkId,
      id: clerkId,
      name: 'Archivist',
      privileges: ['logs:view', 'properties:view'],
    });
    const events = await harness.platform.store.readStream(roleStream(clerkId));
    expect(events.map((event) => [event.type, event.metadata.userId])).toEqual([
      ['RoleAdded', 'superadmin@nagarnigam.demo'],
      ['RoleEdited', 'superadmin@nagarnigam.demo'],
    ]);
    expect((await add({ name: 'Record Keeper', privileges: ['x'] })).status).toBe(201);
  });

  it('keeps a name when only its case changes, and refuses the name of another role', async () => {
    expect((await edit(clerkId, { name: 'ARCHIVIST', privileges: ['logs:view'] })).status).toBe(200);
    const taken = await edit(clerkId, { name: 'Ri', privileges: ['logs:view'] });
    expect(taken.status).toBe(409);
    expect((await add({ name: 'archivist', privileges: ['x'] })).status).toBe(409);
  });

  it('answers 404 for a role that does not exist, and leaves its name free', async () => {
    expect((await edit('no-such-role', { name: 'Ghost', privileges: ['x'] })).status).toBe(404);
    expect((await add({ name: 'Ghost', privileges: ['x'] })).status).toBe(201);
  });

  it('is for super admins only', async () => {
    expect((await edit(clerkId, { name: 'Hacked', privileges: ['x'] }, 'admin@nagarnigam.demo')).status).toBe(
      403,
    );
  });

  it('gives officials created with the role its name as their access name', async () => {
    const response = await harness
      .http()
      .post('/api/officials')
      .set('Authorization', await bearer('admin@nagarnigam.demo'))
      .send({
        username: 'Meena Rawat',
        email: 'meena@nagarnigam.demo',
        password: 'Meena@12345',
        accessId: clerkId,
        accessType: 'full',
        loginType: 'nagar_nigam',
        cityId: 'lucknow',
      });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ accessId: clerkId, accessName: 'ARCHIVIST' });
  });
});
