import { randomUUID } from 'node:crypto';
import { objectionStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import type { ReadScope } from '../properties/filters';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { appendAll } from '../testing/staffEvents';
import { applyObjectionEvent } from './handlers';
import { objectionsProjection } from './projection';
import {
  findObjection,
  listObjections,
  objectionBatches,
  objectionSummary,
  publicObjections,
} from './queries';
import { unfinishedResolutions } from './unfinished';

const PROPERTIES = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003'];
const NO_LIMIT: ReadScope = { zones: null, wards: null };
const OPERATOR = 'operator@agency.example';
const number = (n: number) => `OBJ-2026-27-${String(n + 1).padStart(6, '0')}`;
const event = (type: string, data: object, userId = 'admin@nagarnigam.demo'): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId, loginType: 'nagar_nigam' },
});

/**
 * Objection n: raised on 1 + n November 2026, uploaded the next day at 23:00 in India (17:30 UTC);
 * odd ones by the operator. 2 and 5 are rejected on 20 November, 3 and 6 resolved on 21 and 22 November.
 */
function history(n: number): NewEvent[] {
  const objectionId = number(n);
  const propertyUniqueId = PROPERTIES[n % 3];
  const uploaded = event(
    'ObjectionUploaded',
    {
      objectionId,
      propertyUniqueId,
      uploaderType: n % 2 ? 'operator' : 'official',
      description: `Area is wrong (${n})`,
      documentIds: n === 0 ? ['objection-documents/a', 'objection-documents/b'] : [],
      ...(n === 0 ? { documentNames: ['survey.pdf'] } : {}),
      objectionAt: `2026-11-${String(1 + n).padStart(2, '0')}T00:00:00+05:30`,
      uploadedAt: new Date(Date.UTC(2026, 10, 2 + n, 17, 30)).toISOString(),
    },
    n % 2 ? OPERATOR : 'admin@nagarnigam.demo',
  );
  if (n === 2 || n === 5)
    return [
      uploaded,
      event('ObjectionRejected', { objectionId, reason: 'No evidence', rejectedAt: '2026-11-20T06:00:00Z' }),
    ];
  if (n === 3 || n === 6) {
    const resolvedAt = `2026-11-${20 + n / 3}T06:00:00Z`;
    const data = { objectionId, propertyUniqueId, remarks: 'Area corrected', resolvedAt };
    return [uploaded, event('ObjectionResolved', n === 3 ? { ...data, reassessed: true } : data)];
  }
  return [uploaded];
}

describe('the objections read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    // Upload and decision appended separately, so the decisions land after every upload.
    const appends = Array.from({ length: 8 }, (_, n) => history(n)).flatMap((events, n) =>
      events.map((one) => ({ stream: objectionStream(number(n)), events: [one] })),
    );
    await appendAll(storeDb.store, appends, 1);
    events = (await storeDb.store.readAll(null, 1000)).events;
    const t = physicalTables(objectionsProjection, 1);
    await db.pool.query(objectionsProjection.createSql(t));
    await db.pool.query(`CREATE VIEW objections AS SELECT * FROM ${t.objections}`);
    for (const one of events) await db.pool.query(toScript(applyObjectionEvent(one, t)));
    // Where each property is: the register's and the mohallas' columns the lists read.
    await db.pool.query(`CREATE TABLE properties (property_unique_id text PRIMARY KEY, owner_name text,
                           zone_id text, ward_id text, mohalla_id text, mobile_number text)`);
    await db.pool
      .query(`INSERT INTO properties VALUES ('P0000000000000001', 'Ramesh', 'z1', 'w1', 'm1', '9876543210'),
                           ('P0000000000000002', 'Sunita', 'z1', 'w2', 'm2', NULL), ('P0000000000000003', 'Irfan', 'z2', 'w3', 'm3', NULL)`);
    await db.pool.query(`CREATE TABLE mohallas (id text PRIMARY KEY, name text)`);
    await db.pool.query(
      `INSERT INTO mohallas VALUES ('m1', 'Narhi'), ('m2', 'Aminabad'), ('m3', 'Vikas Nagar')`,
    );
  });
  afterAll(() => storeDb.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, objectionsProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.objections} ORDER BY objection_id`)).rows;
    };
    const once = await rows('once', events);
    expect(once).toHaveLength(8);
    expect(once.map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'rejected',
      'resolved',
      'pending',
      'rejected',
      'resolved',
      'pending',
    ]);
    expect(await rows('twice', twiceThenStale(events, 12))).toEqual(once);
  });

  it('lists the newest first with the property, its mohalla, the uploader and the documents', async () => {
    const { rows, total } = await listObjections(db.pool, {}, NO_LIMIT, { page: 1, limit: 3 });
    expect(total).toBe(8);
    expect(rows.map((row) => row.objectionId)).toEqual([number(7), number(6), number(5)]);
    expect(await findObjection(db.pool, number(0).toLowerCase())).toEqual({
      id: number(0),
      objectionId: number(0),
      propertyUniqueId: 'P0000000000000001',
      ownerName: 'Ramesh',
      zoneId: 'z1',
      wardId: 'w1',
      mohallaId: 'm1',
      mohallaName: 'Narhi',
      uploaderType: 'official',
      uploadedBy: 'admin@nagarnigam.demo',
      description: 'Area is wrong (0)',
      objectionDate: '2026-11-01',
      uploadedAt: '2026-11-02T17:30:00.000Z',
      status: 'pending',
      rejectionReason: null,
      rejectedAt: null,
      resolutionRemarks: null,
      resolvedAt: null,
      reassessed: false,
      documents: [
        { id: 'objection-documents/a', name: 'survey.pdf' },
        { id: 'objection-documents/b', name: 'Document 2' },
      ],
    });
    expect(await findObjection(db.pool, number(3))).toMatchObject({
      status: 'resolved',
      resolutionRemarks: 'Area corrected',
      resolvedAt: '2026-11-21T06:00:00.000Z',
      reassessed: true,
    });
  });

  it('filters by status, uploader, raised day and range, property, place, uploader and scope', async () => {
    const ids = async (filters: Parameters<typeof listObjections>[1], scope = NO_LIMIT) =>
      (await listObjections(db.pool, filters, scope, { page: 1, limit: 50 })).rows
        .map((r) => r.objectionId.slice(-1))
        .sort()
        .join('');
    expect(await ids({ objectionStatus: 'rejected' })).toBe('36');
    expect(await ids({ uploaderType: 'operator' })).toBe('2468');
    expect(await ids({ uploadedBy: OPERATOR, objectionStatus: 'pending' })).toBe('28');
    expect(await ids({ objectionDate: '2026-11-03' })).toBe('3');
    expect(await ids({ startDate: '2026-11-02', endDate: '2026-11-04' })).toBe('234');
    expect(await ids({ propertyUniqueId: 'p0000000000000003' })).toBe('36');
    expect(await ids({ zoneId: 'z1', wardId: 'w2', mohallaId: 'm2' })).toBe('258');
    expect(await ids({}, { zones: ['z1'], wards: ['w1'] })).toBe('147');
  });

  it('lists the resolved ones newest resolution first, the range being the day of resolution', async () => {
    const resolved = async (filters: Parameters<typeof listObjections>[1]) =>
      (await listObjections(db.pool, filters, NO_LIMIT, { page: 1, limit: 10 }, 'resolved')).rows.map(
        (row) => row.objectionId,
      );
    expect(await resolved({})).toEqual([number(6), number(3)]);
    expect(await resolved({ startDate: '2026-11-22' })).toEqual([number(6)]);
    expect(await resolved({ endDate: '2026-11-21' })).toEqual([number(3)]);
  });

  it('counts by status and by uploader with the same filters', async () => {
    expect(await objectionSummary(db.pool, {}, NO_LIMIT)).toEqual({
      total: 8,
      pending: 4,
      rejected: 2,
      resolved: 2,
      byUploaderType: { official: 4, operator: 4, citizen: 0 },
    });
    expect(await objectionSummary(db.pool, { zoneId: 'z1' }, NO_LIMIT)).toMatchObject({
      total: 6,
      pending: 4,
      rejected: 0,
      resolved: 2,
    });
  });

  it('exports every selected objection in keyset batches', async () => {
    const batches = [];
    for await (const batch of objectionBatches(db.pool, { uploaderType: 'official' }, NO_LIMIT, 'raised', 3))
      batches.push(batch.map((row) => row.objectionId.slice(-1)));
    expect(batches).toEqual([['7', '5', '3'], ['1']]);
  });

  it('answers the public lookup with the public fields only, by number or by property', async () => {
    const byNumber = await publicObjections(db.pool, { objectionId: ` ${number(5).toLowerCase()} ` });
    expect(byNumber).toEqual([
      {
        objectionId: number(5),
        propertyUniqueId: 'P0000000000000003',
        ownerName: 'Irfan',
        mohallaName: 'Vikas Nagar',
        status: 'rejected',
        objectionDate: '2026-11-06',
        uploadedAt: '2026-11-07T17:30:00.000Z',
        rejectionReason: 'No evidence',
        rejectedAt: '2026-11-20T06:00:00.000Z',
        resolutionRemarks: null,
        resolvedAt: null,
      },
    ]);
    const byProperty = await publicObjections(db.pool, { propertyUniqueId: 'P0000000000000001' });
    expect(byProperty.map((row) => row.objectionId)).toEqual([number(6), number(3), number(0)]);
    expect(await publicObjections(db.pool, { objectionId: 'OBJ-1999-00-000001' })).toEqual([]);
  });
  it('shows a resolution as resolved from its decision, listed as unfinished until it completes', async () => {
    const t = physicalTables(objectionsProjection, 1);
    const objectionId = number(7);
    const record = async (type: string, data: object) => {
      const stream = objectionStream(objectionId);
      await storeDb.store.append(
        stream,
        [event(type, { objectionId, propertyUniqueId: PROPERTIES[1], ...data })],
        'any',
      );
      const recorded = (await storeDb.store.readStream(stream)).at(-1)!;
      await db.pool.query(toScript(applyObjectionEvent(recorded, t)));
    };
    const decidedAt = '2026-11-25T06:00:00.000Z';
    await record('ObjectionResolutionDecided', { remarks: 'Area corrected', decidedAt });
    expect(await findObjection(db.pool, objectionId)).toMatchObject({
      status: 'resolved',
      resolutionRemarks: 'Area corrected',
      reassessed: false,
    });
    expect(await unfinishedResolutions(db.pool, '2026-11-25T06:00:01.000Z')).toEqual([objectionId]);
    expect(await unfinishedResolutions(db.pool, decidedAt)).toEqual([]);
    await record('ObjectionResolved', { remarks: 'Area corrected', reassessed: true, resolvedAt: decidedAt });
    expect(await unfinishedResolutions(db.pool, '2026-11-26T00:00:00.000Z')).toEqual([]);
    expect(await findObjection(db.pool, objectionId)).toMatchObject({ status: 'resolved', reassessed: true });
  });
});
