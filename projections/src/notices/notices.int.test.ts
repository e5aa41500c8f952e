import { randomUUID } from 'node:crypto';
import { propertyStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import type { ReadScope } from '../properties/filters';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { appendAll } from '../testing/staffEvents';
import { applyNoticeEvent } from './handlers';
import { noticesProjection } from './projection';
import { listNotices } from './queries';

const NO_LIMIT: ReadScope = { zones: null, wards: null };
const PROPERTIES = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003'];
const PAGE = { page: 1, limit: 10 };

/**
 * Notice n: demand notices 1-4 of job A on 15 July 2026 (properties 1, 2, 3, 1), a recovery notice of
 * job B on 20 July for property 2. Property 3 is in ward w2, the others in w1.
 */
function issued(n: number): NewEvent {
  const recovery = n === 5;
  const propertyUniqueId = PROPERTIES[(n - 1) % 3];
  const wardId = propertyUniqueId === PROPERTIES[2] ? 'w2' : 'w1';
  return {
    id: randomUUID(),
    type: 'NoticeIssued',
    version: 1,
    data: {
      financialYear: '2026-27',
      language: 'hi',
      payBy: recovery ? '2026-08-04' : '2026-07-30',
      years: [],
      arrearsPaise: 0,
      interestPaise: 0,
      currentPaise: 100_000 * n,
      advancePaise: 0,
      rebatePaise: 0,
      noticeId: `notice-${n}`,
      noticeNumber: recovery ? 'RN-2026-27-000001' : `DN-2026-27-00000${n}`,
      noticeType: recovery ? 'recovery' : 'demand',
      propertyUniqueId,
      jobId: recovery ? 'job-b' : 'job-a',
      issuedAt: recovery ? '2026-07-20T04:30:00.000Z' : '2026-07-15T04:30:00.000Z',
      noticeDate: recovery ? '2026-07-20' : '2026-07-15',
      zoneId: 'z1',
      wardId,
      mohallaId: `m-${wardId}`,
      totalPaise: 100_000 * n,
    },
    metadata: { userId: 'admin@nagarnigam.demo', command: 'GenerateBulkNotice' },
  };
}

describe('the notices read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    const appends = [1, 2, 3, 4, 5].map((n) => {
      const event = issued(n);
      return {
        stream: propertyStream((event.data as { propertyUniqueId: string }).propertyUniqueId),
        events: [event],
      };
    });
    await appendAll(storeDb.store, appends, 1);
    events = (await storeDb.store.readAll(null, 100)).events;
    const t = physicalTables(noticesProjection, 1);
    await db.pool.query(noticesProjection.createSql(t));
    await db.pool.query(`CREATE VIEW notices AS SELECT * FROM ${t.notices}`);
    for (const one of events) await db.pool.query(toScript(applyNoticeEvent(one, t)));
    await db.pool.query(`CREATE TABLE properties (property_unique_id text PRIMARY KEY, owner_name text)`);
    await db.pool.query(
      `INSERT INTO properties VALUES ('P0000000000000001', 'Ramesh'), ('P0000000000000002', 'Sunita')`,
    );
    await db.pool.query(`CREATE TABLE zones (id text PRIMARY KEY, name text)`);
    await db.pool.query(`CREATE TABLE wards (id text PRIMARY KEY, ward_no integer, ward_fullname text)`);
    await db.pool.query(`CREATE TABLE mohallas (id text PRIMARY KEY, name text)`);
    await db.pool.query(`INSERT INTO zones VALUES ('z1', 'Zone 1')`);
    await db.pool.query(`INSERT INTO wards VALUES ('w1', 41, 'Gomti Nagar'), ('w2', 43, 'Indira Nagar')`);
    await db.pool.query(`INSERT INTO mohallas VALUES ('m-w1', 'Vikas Nagar'), ('m-w2', 'Sector 14')`);
  });
  afterAll(() => storeDb.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, noticesProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.notices} ORDER BY notice_number`)).rows;
    };
    const once = await rows('once', events);
    expect(once.map((row) => row.notice_number)).toEqual([
      'DN-2026-27-000001',
      'DN-2026-27-000002',
      'DN-2026-27-000003',
      'DN-2026-27-000004',
      'RN-2026-27-000001',
    ]);
    expect(await rows('twice', twiceThenStale(events, 3))).toEqual(once);
  });

  it('lists the newest first, with the owner, the place by name and the amount', async () => {
    const { rows, total } = await listNotices(db.pool, {}, NO_LIMIT, { page: 1, limit: 2 });
    expect(total).toBe(5);
    expect(rows.map((row) => row.noticeNumber)).toEqual(['RN-2026-27-000001', 'DN-2026-27-000004']);
    expect(rows[0]).toMatchObject({
      id: 'notice-5',
      noticeType: 'recovery',
      propertyUniqueId: PROPERTIES[1],
      ownerName: 'Sunita',
      zoneName: 'Zone 1',
      wardName: '41 - Gomti Nagar',
      mohallaName: 'Vikas Nagar',
      noticeDate: '2026-07-20',
      payBy: '2026-08-04',
      totalPaise: 500_000,
      issuedAt: '2026-07-20T04:30:00.000Z',
      issuedBy: 'admin@nagarnigam.demo',
      jobId: 'job-b',
    });
  });

  it('filters by type, job, number (any case), property, ward and notice date', async () => {
    const numbers = async (filters: Parameters<typeof listNotices>[1]) =>
      (await listNotices(db.pool, filters, NO_LIMIT, PAGE)).rows.map((row) => row.noticeNumber);
    expect(await numbers({ noticeType: 'recovery' })).toEqual(['RN-2026-27-000001']);
    expect(await numbers({ jobId: 'job-a', wardId: 'w2' })).toEqual(['DN-2026-27-000003']);
    expect(await numbers({ noticeNumber: 'dn-2026-27-000002' })).toEqual(['DN-2026-27-000002']);
    expect(await numbers({ propertyUniqueId: PROPERTIES[0] })).toEqual([
      'DN-2026-27-000004',
      'DN-2026-27-000001',
    ]);
    expect(await numbers({ startDate: '2026-07-16', endDate: '2026-07-31' })).toEqual(['RN-2026-27-000001']);
    expect(await numbers({ endDate: '2026-07-14' })).toEqual([]);
  });

  it('shows a ward-limited official only the notices of their wards', async () => {
    const { rows, total } = await listNotices(db.pool, {}, { zones: null, wards: ['w2'] }, PAGE);
    expect([total, rows.map((row) => row.noticeNumber)]).toEqual([1, ['DN-2026-27-000003']]);
    expect(rows[0].ownerName).toBeNull();
  });
});
