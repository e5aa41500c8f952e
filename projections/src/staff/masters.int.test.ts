import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@ptax/contracts';
import { officialStream } from '@ptax/contracts';
import { startProjectionRunner } from '../runner/runner';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { waitForCatchUp } from '../testing/waitFor';
import { applyStaffEvent } from './handlers';
import { findOfficialById, listOfficials } from './lists';
import { staffProjection } from './projection';
import { findOfficialByEmail } from './queries';
import { createStaffTables } from './tables';

const metadata = { userId: 'admin@nigam.example', command: 'test' };
const at = '2025-04-01T10:00:00.000Z';
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  metadata,
  data,
});

function official(n: number, extra: Record<string, unknown>) {
  return event('OfficialRegistered', {
    officialId: `o${n}`,
    username: `Official ${n}`,
    email: `official${n}@nigam.example`,
    mobile: `98765000${String(n).padStart(2, '0')}`,
    designation: 'Clerk',
    loginType: 'nagar_nigam',
    accessId: 'ri',
    accessName: 'ri',
    accessType: 'full',
    isSuperAdmin: false,
    cityId: 'lucknow',
    accessibleZones: [],
    accessibleWards: [],
    minValue: 0,
    maxValue: 1000,
    ...extra,
  });
}
const updated = (n: number, changes: object) =>
  event('OfficialUpdated', { officialId: `o${n}`, changes, updatedAt: at });
const deleted = (n: number) => event('OfficialDeleted', { officialId: `o${n}`, deletedAt: at });

/** In stream order; appended one after another, so positions follow this list. */
const HISTORY: [number, NewEvent][] = [
  [1, official(1, { accessId: 'admin', accessName: 'admin' })],
  [2, official(2, { accessibleZones: ['z1'], accessibleWards: ['w1'] })],
  [3, official(3, { accessibleZones: ['z2'], username: 'Kavita Singh' })],
  [4, official(4, { accessibleZones: ['z1', 'z2'], accessibleWards: ['w3'], loginType: 'jalkal' })],
  [5, official(5, {})],
  [2, updated(2, { designation: 'Zonal Officer', accessibleZones: ['z1', 'z3'], mobile: '' })],
  [3, updated(3, { email: 'Three.New@Nigam.example' })],
  [5, deleted(5)],
  // The deleted official's email is given to someone new.
  [6, official(6, { email: 'official5@nigam.example', accessibleZones: ['z9'] })],
  // A bad event (the command side refuses it): an email another active official holds stays unchanged.
  [4, updated(4, { email: 'official2@nigam.example', designation: 'Executive Engineer' })],
];

describe('the staff read model with the masters edits and deletions', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [n, next] of HISTORY) await storeDb.store.append(officialStream(`o${n}`), [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(
    suffix: string,
    replay: (apply: (e: RecordedEvent) => Promise<void>) => Promise<void>,
  ) {
    const t = { officials: `officials_${suffix}`, operators: `operators_${suffix}` };
    await db.pool.query(createStaffTables(t));
    await replay((e) => db.pool.query(toScript(applyStaffEvent(e, t))).then(() => undefined));
    return (await db.pool.query(`SELECT * FROM ${t.officials} ORDER BY id`)).rows;
  }

  it('ends with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await build('once', async (apply) => {
      for (const e of events) await apply(e);
    });
    const twice = await build('twice', async (apply) => {
      for (const e of events) {
        await apply(e);
        await apply(e);
      }
      for (const e of events.slice(0, 6)) await apply(e);
    });
    expect(twice).toEqual(once);
    expect(once.map((row) => [row.id, row.email, row.deleted_at !== null])).toEqual([
      ['o1', 'official1@nigam.example', false],
      ['o2', 'official2@nigam.example', false],
      ['o3', 'three.new@nigam.example', false],
      ['o4', 'official4@nigam.example', false],
      ['o5', 'official5@nigam.example', true],
      ['o6', 'official5@nigam.example', false],
    ]);
    const o2 = once.find((row) => row.id === 'o2');
    expect(o2).toMatchObject({ designation: 'Zonal Officer', accessible_zones: ['z1', 'z3'], mobile: null });
    expect(once.find((row) => row.id === 'o4')).toMatchObject({ designation: 'Executive Engineer' });
  });

  describe('through the runner', () => {
    beforeAll(async () => {
      const runner = await startProjectionRunner({
        store: storeDb.store,
        pool: db.pool,
        projections: [staffProjection],
      });
      try {
        await waitForCatchUp(storeDb.store, db.pool, ['staff']);
      } finally {
        await runner.stop();
      }
    });

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

    it('finds the new holder of a deleted official’s email, and never the deleted one', async () => {
      expect((await findOfficialByEmail(db.pool, 'official5@nigam.example'))?.id).toBe('o6');
      expect(await findOfficialById(db.pool, 'o5')).toBeNull();
      expect(await findOfficialByEmail(db.pool, 'official3@nigam.example')).toBeNull();
      expect((await findOfficialByEmail(db.pool, 'three.new@nigam.example'))?.id).toBe('o3');
    });

    it('gives the edited zones and wards to the scope lookup', async () => {
      expect(await findOfficialByEmail(db.pool, 'official2@nigam.example')).toMatchObject({
        accessibleZones: ['z1', 'z3'],
        accessibleWards: ['w1'],
      });
    });

    it('answers one official by id with numbers for the limits', async () => {
      expect(await findOfficialById(db.pool, 'o2')).toEqual({
        id: 'o2',
        username: 'Official 2',
        email: 'official2@nigam.example',
        mobile: null,
        designation: 'Zonal Officer',
        loginType: 'nagar_nigam',
        accessId: 'ri',
        accessName: 'ri',
        accessType: 'full',
        isSuperAdmin: false,
        cityId: 'lucknow',
        accessibleZones: ['z1', 'z3'],
        accessibleWards: ['w1'],
        minValue: 0,
        maxValue: 1000,
      });
    });

    it('lists the officials not deleted by name, a page at a time, with the total', async () => {
      const first = await listOfficials(db.pool, { page: 1, limit: 2 });
      const third = await listOfficials(db.pool, { page: 3, limit: 2 });
      expect(first.total).toBe(5);
      expect(ids(first.rows)).toEqual(['o3', 'o1']);
      expect(ids(third.rows)).toEqual(['o6']);
    });

    it('lists, for a caller limited to zone z2, the officials whose zones overlap it or are unlimited', async () => {
      const page = await listOfficials(db.pool, {
        page: 1,
        limit: 10,
        scope: { zones: ['z2'], wards: null },
      });
      expect(ids(page.rows).sort()).toEqual(['o1', 'o3', 'o4']);
      const wards = await listOfficials(db.pool, {
        page: 1,
        limit: 10,
        scope: { zones: null, wards: ['w1'] },
      });
      expect(ids(wards.rows).sort()).toEqual(['o1', 'o2', 'o3', 'o6']);
    });

    it('filters by the zone and ward an official covers, login type, access name and search', async () => {
      const by = async (query: object) =>
        ids((await listOfficials(db.pool, { page: 1, limit: 10, ...query })).rows).sort();
      expect(await by({ zoneId: 'z1' })).toEqual(['o1', 'o2', 'o4']);
      expect(await by({ wardId: 'w3' })).toEqual(['o1', 'o3', 'o4', 'o6']);
      expect(await by({ loginType: 'jalkal' })).toEqual(['o4']);
      expect(await by({ accessName: 'admin' })).toEqual(['o1']);
      expect(await by({ search: 'kavita' })).toEqual(['o3']);
      expect(await by({ search: 'THREE.new' })).toEqual(['o3']);
      expect(await by({ search: '%' })).toEqual([]);
      expect(await by({ ids: ['o2', 'o5', 'o6'] })).toEqual(['o2', 'o6']);
    });

    it('sorts by a known column in either order and ignores an unknown one', async () => {
      const sorted = await listOfficials(db.pool, { page: 1, limit: 10, sort: 'email', order: 'DESC' });
      expect(ids(sorted.rows)).toEqual(['o3', 'o6', 'o4', 'o2', 'o1']);
      const unknown = await listOfficials(db.pool, { page: 1, limit: 10, sort: 'password; DROP' });
      expect(ids(unknown.rows)).toEqual(['o3', 'o1', 'o2', 'o4', 'o6']);
    });
  });
});
