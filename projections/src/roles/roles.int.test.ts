import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@ptax/contracts';
import { roleStream } from '@ptax/contracts';
import { startProjectionRunner } from '../runner/runner';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { waitForCatchUp } from '../testing/waitFor';
import { replayInto, twiceThenStale } from '../testing/replay';
import { rolesProjection } from './projection';
import { findRole, listRoles } from './queries';

const at = '2025-04-01T10:00:00.000Z';
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  metadata: { userId: 'superadmin@nigam.example', command: 'test' },
  data,
});
const added = (id: string, name: string, privileges: string[]) =>
  event('RoleAdded', { roleId: id, name, privileges, addedAt: at });
const edited = (id: string, name: string, privileges: string[]) =>
  event('RoleEdited', { roleId: id, name, privileges, editedAt: at });

const HISTORY: [string, NewEvent][] = [
  ['ri', added('ri', 'ri', ['properties:view'])],
  ['admin', added('admin', 'admin', ['masters:edit', 'it\'s "quoted", {braced}'])],
  ['r3', added('r3', 'Clerk', ['properties:view'])],
  ['r3', edited('r3', 'Senior Clerk', ['properties:view', 'payments:collect'])],
  ['ri', edited('ri', 'ri', ['properties:view', 'demands:view'])],
  ['r3', edited('r3', 'Head Clerk', ['payments:collect'])],
];

describe('the roles read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [id, next] of HISTORY) await storeDb.store.append(roleStream(id), [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(suffix: string, replayed: RecordedEvent[]) {
    const t = await replayInto(db.pool, rolesProjection, suffix, replayed);
    return (await db.pool.query(`SELECT * FROM ${t.roles} ORDER BY id`)).rows;
  }

  it('ends with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await build('once', events);
    const twice = await build('twice', twiceThenStale(events, 4));
    expect(twice).toEqual(once);
    expect(once.map((row) => [row.id, row.name, row.privileges, row.revision])).toEqual([
      ['admin', 'admin', ['masters:edit', 'it\'s "quoted", {braced}'], 0],
      ['r3', 'Head Clerk', ['payments:collect'], 2],
      ['ri', 'ri', ['properties:view', 'demands:view'], 1],
    ]);
  });

  it('is built by the runner and answers the roles by name with _id and id', async () => {
    const runner = await startProjectionRunner({
      store: storeDb.store,
      pool: db.pool,
      projections: [rolesProjection],
    });
    try {
      await waitForCatchUp(storeDb.store, db.pool, ['roles']);
      expect(await listRoles(db.pool)).toEqual([
        {
          _id: 'admin',
          id: 'admin',
          name: 'admin',
          privileges: ['masters:edit', 'it\'s "quoted", {braced}'],
        },
        { _id: 'r3', id: 'r3', name: 'Head Clerk', privileges: ['payments:collect'] },
        { _id: 'ri', id: 'ri', name: 'ri', privileges: ['properties:view', 'demands:view'] },
      ]);
      expect(await findRole(db.pool, 'ri')).toEqual({
        _id: 'ri',
        id: 'ri',
        name: 'ri',
        privileges: ['properties:view', 'demands:view'],
      });
      expect(await findRole(db.pool, 'nobody')).toBeNull();
    } finally {
      await runner.stop();
    }
  });
});
