import { rolesProjection } from '@ptax/projections';
import { DEMO_OFFICIALS } from '../seed/demoUsers';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { followersOf, startRebuildFollowers, type RebuildFollowers } from './rebuilds';

// Rebuilding the roles read model (small, seeded, and written to by POST roles/add) from the utility
// calls, with the background jobs running as in production.
jest.setTimeout(120_000);

let harness: Harness;
const tokens: Record<string, string> = {};
const ADMIN = 'admin@nagarnigam.demo';
const SUPER_ADMIN = 'superadmin@nagarnigam.demo';
const CTAO = 'ctao@nagarnigam.demo';
const started: RebuildFollowers[] = [];

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'roles'], runWorkers: true });
  for (const email of [ADMIN, SUPER_ADMIN, CTAO]) {
    const { password } = DEMO_OFFICIALS.find((official) => official.email === email)!;
    tokens[email] = await loginToken(harness, 'officials', email, password);
  }
});
afterAll(async () => {
  for (const followers of started) await followers.stop();
  await harness.stop();
});

const api = (method: 'get' | 'post', path: string, body?: object, email = ADMIN) => {
  const request = harness.http()[method](`/api/${path}`).set('Authorization', `Bearer ${tokens[email]}`);
  return body ? request.send(body) : request;
};
const rolesRows = async () =>
  ((await api('get', 'admin/utility/readModels')).body.data as { name: string }[]).filter(
    (row) => row.name === 'roles',
  );
const roleNames = async () =>
  ((await api('get', 'roles/all', undefined, CTAO)).body.data as { name: string }[]).map((role) => role.name);

async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string): Promise<T> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen`);
}
const activeAt = (version: number) =>
  until(
    rolesRows,
    (rows) =>
      rows.length === 1 &&
      (rows[0] as { version?: number; state?: string }).version === version &&
      (rows[0] as { state?: string }).state === 'active',
    `roles version ${version} in use`,
  );

describe('rebuilding a read model from the utilities', () => {
  it('builds it again beside the one in use, switches, and keeps following new events', async () => {
    const before = await roleNames();
    expect(before.length).toBeGreaterThan(0);
    expect((await rolesRows())[0]).toMatchObject({ version: 1, state: 'active' });

    const started = await api('post', 'admin/utility/readModels/roles/rebuild');
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ kind: 'rebuild', target: 'roles', status: 'running' });
    // Readers are answered throughout.
    expect(await roleNames()).toEqual(before);

    await activeAt(1001);
    const [row] = await until(
      rolesRows,
      (rows) => (rows[0] as { rebuild?: { status: string } }).rebuild?.status !== 'running',
      'the rebuild run to end',
    );
    expect(row).toMatchObject({ rebuild: { status: 'succeeded', summary: 'Version 1001 in use' } });
    expect(await roleNames()).toEqual(before);

    const added = await api(
      'post',
      'roles/add',
      { name: 'Rebuild Clerk', privileges: ['properties:view'] },
      SUPER_ADMIN,
    );
    expect(added.status).toBe(201);
    expect(await roleNames()).toContain('Rebuild Clerk');
  });

  it('is followed again after a restart, and a release with a new definition is built at once', async () => {
    const ctx = harness.platform.ctx;
    // A restart: this process's followers go, new ones start from what the database says.
    await followersOf.get(ctx)!.stop();
    const restarted = startRebuildFollowers(ctx, 100);
    started.push(restarted);
    await restarted.sync();
    const added = await api(
      'post',
      'roles/add',
      { name: 'Restart Clerk', privileges: ['properties:view'] },
      SUPER_ADMIN,
    );
    expect(added.status).toBe(201);
    expect(await roleNames()).toContain('Restart Clerk');

    // A release whose roles definition is version 2: below the active 1001, so it is built as 1002.
    await restarted.stop();
    const release = startRebuildFollowers({ ...ctx, projections: [{ ...rolesProjection, version: 2 }] }, 100);
    started.push(release);
    await release.sync();
    await activeAt(1002);
    const { rows } = await ctx.pool.query(
      'SELECT version, base_version FROM readmodel_rebuilds ORDER BY version',
    );
    expect(rows).toEqual([
      { version: 1001, base_version: 1 },
      { version: 1002, base_version: 2 },
    ]);
    expect(await roleNames()).toEqual(expect.arrayContaining(['Rebuild Clerk', 'Restart Clerk']));
  });

  it('refuses an unknown read model and callers who are not administrators', async () => {
    const unknown = await api('post', 'admin/utility/readModels/nothing/rebuild');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Unknown read model']);
    expect((await api('post', 'admin/utility/readModels/roles/rebuild', undefined, CTAO)).status).toBe(403);
  });
});
