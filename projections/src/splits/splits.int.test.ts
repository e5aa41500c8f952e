import { randomUUID } from 'node:crypto';
import { propertyStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { appendAll } from '../testing/staffEvents';
import { applySplitEvent } from './handlers';
import { splitsProjection } from './projection';
import { findSplit, listSplits, unfinishedSplits } from './queries';

const PARENTS = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003'];
const NO_LIMIT = { zones: null, wards: null };
const floor = (areaSqft: number) => ({
  propertyPremiseId: randomUUID(),
  floorNumber: 0,
  rentType: 'self',
  rentUsage: 'residential',
  type: 'rcc_rbc',
  areaSqft,
});
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId: 'admin@nagarnigam.demo', loginType: 'nagar_nigam' },
});

/** Split n of parent n: decided on 1 + n November 2026; all but the last completed. */
function history(n: number): NewEvent[] {
  const propertyUniqueId = PARENTS[n];
  const child = `C000000000000000${n}`;
  const splitAt = `2026-11-0${1 + n}T06:00:00.000Z`;
  const decided = event('PropertySplit', {
    propertyUniqueId,
    splitId: `split-${n}`,
    newPropertyUniqueIds: [child],
    financialYear: '2026-27',
    remains: { plotArea: 600, floors: [floor(500)] },
    previous: { plotArea: 1000, floors: [floor(800)] },
    children: [{ propertyUniqueId: child, plotArea: 400, floors: [floor(300)] }],
    billNow: n !== 1,
    splitAt,
  });
  const completed = event('PropertySplitCompleted', {
    propertyUniqueId,
    splitId: `split-${n}`,
    completedAt: `2026-11-0${1 + n}T06:00:02.000Z`,
  });
  return n === PARENTS.length - 1 ? [decided] : [decided, completed];
}

describe('the splits read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    const appends = PARENTS.flatMap((parent, n) =>
      history(n).map((one) => ({ stream: propertyStream(parent), events: [one] })),
    );
    await appendAll(storeDb.store, appends, 1);
    events = (await storeDb.store.readAll(null, 1000)).events;
    const t = physicalTables(splitsProjection, 1);
    await db.pool.query(splitsProjection.createSql(t));
    await db.pool.query(`CREATE VIEW property_splits AS SELECT * FROM ${t.property_splits}`);
    for (const one of events) await db.pool.query(toScript(applySplitEvent(one, t)));
    await db.pool.query(`CREATE TABLE properties (property_unique_id text PRIMARY KEY, owner_name text,
                           zone_id text, ward_id text)`);
    await db.pool.query(`INSERT INTO properties VALUES ('P0000000000000001', 'Ramesh', 'z1', 'w1'),
                           ('P0000000000000002', 'Sunita', 'z1', 'w2'), ('P0000000000000003', 'Irfan', 'z2', 'w3')`);
  });
  afterAll(() => storeDb.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, splitsProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.property_splits} ORDER BY split_id`)).rows;
    };
    const once = await rows('once', events);
    expect(once.map((row) => [row.split_id, row.completed_at !== null])).toEqual([
      ['split-0', true],
      ['split-1', true],
      ['split-2', false],
    ]);
    expect(await rows('twice', twiceThenStale(events, 3))).toEqual(once);
  });

  it('lists the newest first, by parent or new property, within the reader zones and wards', async () => {
    const all = await listSplits(db.pool, {}, NO_LIMIT, { page: 1, limit: 10 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.splitId)).toEqual(['split-2', 'split-1', 'split-0']);
    expect(all.rows[2]).toMatchObject({
      propertyUniqueId: 'P0000000000000001',
      ownerName: 'Ramesh',
      newPropertyUniqueIds: ['C0000000000000000'],
      splitAt: '2026-11-01T06:00:00.000Z',
      splitBy: 'admin@nagarnigam.demo',
      completedAt: '2026-11-01T06:00:02.000Z',
      billNow: true,
      remains: { plotArea: 600, floors: [{ floorNumber: 0, areaSqft: 500, rentUsage: 'residential' }] },
      children: [{ propertyUniqueId: 'C0000000000000000', plotArea: 400 }],
    });
    const byChild = await listSplits(db.pool, { propertyUniqueId: 'c0000000000000001' }, NO_LIMIT, {
      page: 1,
      limit: 10,
    });
    expect(byChild.rows.map((row) => row.splitId)).toEqual(['split-1']);
    const scoped = await listSplits(db.pool, {}, { zones: ['z1'], wards: ['w2'] }, { page: 1, limit: 10 });
    expect(scoped.rows.map((row) => row.splitId)).toEqual(['split-1']);
    expect(await findSplit(db.pool, 'split-9')).toBeNull();
  });

  it('gives the process worker the splits decided before a moment and not completed', async () => {
    expect(await unfinishedSplits(db.pool, '2026-11-03T07:00:00Z')).toEqual([
      { splitId: 'split-2', propertyUniqueId: 'P0000000000000003' },
    ]);
    expect(await unfinishedSplits(db.pool, '2026-11-03T05:00:00Z')).toEqual([]);
  });
});
