import { randomUUID } from 'node:crypto';
import { jalkalEditStream, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import type { ReadScope } from '../properties/filters';
import { toScript } from '../sql/inline';
import { createReadModelDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { applyJalkalEditEvent } from './handlers';
import { jalkalEditsProjection } from './projection';
import {
  findJalkalEdit,
  jalkalSummary,
  listJalkalEdits,
  pendingJalkalEditOf,
  unfinishedJalkalApprovals,
} from './queries';

const NO_LIMIT: ReadScope = { zones: null, wards: null };
const THIS_YEAR = '2026-27';
const PROPERTIES = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003'];
const number = (n: number) => `JAL-2025-26-00000${n}`;
const TAX = { waterPaise: 287_400, sewerPaise: 69_000 };

let position = 0;
function recorded(n: number, revision: number, type: string, data: object): RecordedEvent {
  position += 1;
  return {
    id: randomUUID(),
    type,
    version: 1,
    data,
    metadata: { userId: revision === 0 ? 'clerk@nagarnigam.demo' : 'jalkal@nagarnigam.demo' },
    stream: jalkalEditStream(number(n)),
    revision,
    position,
    checkpoint: String(position),
    recordedAt: '2027-01-01T00:00:00Z',
  };
}

/**
 * Request n, raised on 1 + n March 2026 on property n % 3. 1 is rejected on 20 March 2026 (last
 * year: archived), 2 approved and carried out on 2 April 2026, 3 approved on 3 April and not yet
 * carried out, 4 rejected on 4 April; 0 and 5 are pending.
 */
function history(n: number): RecordedEvent[] {
  const jalkalEditId = number(n);
  const propertyUniqueId = PROPERTIES[n % 3];
  const requested = recorded(n, 0, 'JalkalEditRequested', {
    jalkalEditId,
    propertyUniqueId,
    changes: { waterTaxApplicable: false },
    previous: { waterTaxApplicable: true },
    reason: `Connection cut (${n})`,
    effectiveDate: `2026-03-${String(10 + n).padStart(2, '0')}`,
    documentIds: [`jalkal-documents/${n}`],
    documentNames: ['letter.pdf'],
    requestedAt: `2026-03-0${1 + n}T06:00:00Z`,
  });
  const decider = { jalkalEditId, userId: 'jalkal@nagarnigam.demo', comment: 'Seen on site' };
  const approved = (day: string) =>
    recorded(n, 1, 'JalkalEditApproved', {
      ...decider,
      propertyUniqueId,
      changes: { waterTaxApplicable: false },
      effectiveAt: '2026-04-01T00:00:00+05:30',
      financialYear: THIS_YEAR,
      taxBefore: TAX,
      approvedAt: `2026-04-0${day}T06:00:00Z`,
    });
  if (n === 1)
    return [
      requested,
      recorded(n, 1, 'JalkalEditRejected', { ...decider, rejectedAt: '2026-03-20T06:00:00Z' }),
    ];
  if (n === 4)
    return [
      requested,
      recorded(n, 1, 'JalkalEditRejected', { ...decider, rejectedAt: '2026-04-04T06:00:00Z' }),
    ];
  if (n === 3) return [requested, approved('3')];
  if (n === 2) {
    const completed = recorded(n, 2, 'JalkalEditCompleted', {
      jalkalEditId,
      propertyUniqueId,
      financialYear: THIS_YEAR,
      taxAfter: { waterPaise: 0, sewerPaise: 69_000 },
      reassessed: true,
      demandReplaced: true,
      completedAt: '2026-04-02T06:00:01Z',
    });
    return [requested, approved('2'), completed];
  }
  return [requested];
}

describe('the jalkal edits read model', () => {
  let db: ReadModelDb;
  const events = Array.from({ length: 6 }, (_, n) => history(n)).flat();

  beforeAll(async () => {
    db = await createReadModelDb();
    const t = physicalTables(jalkalEditsProjection, 1);
    await db.pool.query(jalkalEditsProjection.createSql(t));
    await db.pool.query(`CREATE VIEW jalkal_edits AS SELECT * FROM ${t.jalkal_edits}`);
    for (const one of events) await db.pool.query(toScript(applyJalkalEditEvent(one, t)));
    await db.pool.query(`CREATE TABLE properties (property_unique_id text PRIMARY KEY, owner_name text,
                           zone_id text, ward_id text, mohalla_id text)`);
    await db.pool.query(`INSERT INTO properties VALUES ('P0000000000000001', 'Ramesh', 'z1', 'w1', 'm1'),
                           ('P0000000000000002', 'Sunita', 'z1', 'w2', 'm2'), ('P0000000000000003', 'Irfan', 'z2', 'w3', 'm3')`);
    await db.pool.query(`CREATE TABLE mohallas (id text PRIMARY KEY, name text)`);
    await db.pool.query(
      `INSERT INTO mohallas VALUES ('m1', 'Narhi'), ('m2', 'Aminabad'), ('m3', 'Vikas Nagar')`,
    );
    await db.pool.query(`CREATE TABLE zones (id text PRIMARY KEY, name text)`);
    await db.pool.query(`INSERT INTO zones VALUES ('z1', 'Zone 1'), ('z2', 'Zone 2')`);
  });
  afterAll(() => db.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, jalkalEditsProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.jalkal_edits} ORDER BY jalkal_edit_id`)).rows;
    };
    const once = await rows('once', events);
    expect(once.map((row) => row.status)).toEqual([
      'pending',
      'rejected',
      'approved',
      'approved',
      'rejected',
      'pending',
    ]);
    expect(await rows('twice', twiceThenStale(events, 7))).toEqual(once);
  });

  it('keeps this year’s decisions on their lists and earlier years’ on the archived list', async () => {
    const ids = async (list: Parameters<typeof listJalkalEdits>[1]) =>
      (await listJalkalEdits(db.pool, list, {}, NO_LIMIT, THIS_YEAR, { page: 1, limit: 10 })).rows.map((r) =>
        r.jalkalEditId.slice(-1),
      );
    expect(await ids('pending')).toEqual(['5', '0']);
    expect(await ids('approved')).toEqual(['3', '2']);
    expect(await ids('rejected')).toEqual(['4']);
    expect(await ids('archived')).toEqual(['1']);
    expect(await jalkalSummary(db.pool, {}, NO_LIMIT, THIS_YEAR)).toEqual({
      pending: 2,
      approved: 2,
      rejected: 1,
      archived: 1,
    });
    // A year later, everything decided is archived.
    expect(await jalkalSummary(db.pool, {}, NO_LIMIT, '2027-28')).toEqual({
      pending: 2,
      approved: 0,
      rejected: 0,
      archived: 4,
    });
  });

  it('answers a request with its property, place, documents, decision and tax before and after', async () => {
    expect(await findJalkalEdit(db.pool, number(2).toLowerCase())).toEqual({
      id: number(2),
      jalkalEditId: number(2),
      propertyUniqueId: 'P0000000000000003',
      ownerName: 'Irfan',
      zoneId: 'z2',
      zoneName: 'Zone 2',
      wardId: 'w3',
      mohallaId: 'm3',
      mohallaName: 'Vikas Nagar',
      changes: { waterTaxApplicable: false },
      previous: { waterTaxApplicable: true },
      reason: 'Connection cut (2)',
      effectiveDate: '2026-03-12',
      documents: [{ id: 'jalkal-documents/2', name: 'letter.pdf' }],
      requestedBy: 'clerk@nagarnigam.demo',
      requestedAt: '2026-03-03T06:00:00.000Z',
      status: 'approved',
      decidedBy: 'jalkal@nagarnigam.demo',
      comment: 'Seen on site',
      decidedAt: '2026-04-02T06:00:00.000Z',
      decidedYear: THIS_YEAR,
      financialYear: THIS_YEAR,
      taxBefore: TAX,
      taxAfter: { waterPaise: 0, sewerPaise: 69_000 },
      completed: true,
    });
  });

  it('filters by place, property, dates and scope', async () => {
    const ids = async (list: 'pending' | 'approved', filters: object, scope = NO_LIMIT) =>
      (await listJalkalEdits(db.pool, list, filters, scope, THIS_YEAR, { page: 1, limit: 10 })).rows.map(
        (r) => r.jalkalEditId.slice(-1),
      );
    expect(await ids('pending', { zoneId: 'z1' })).toEqual(['0']);
    expect(await ids('pending', {}, { zones: ['z2'], wards: null })).toEqual(['5']);
    expect(await ids('approved', { propertyUniqueId: 'p0000000000000001' })).toEqual(['3']);
    expect(await ids('pending', { startDate: '2026-03-02', endDate: '2026-03-06' })).toEqual(['5']);
    expect(await ids('approved', { startDate: '2026-04-03' })).toEqual(['3']);
  });

  it('finds a property’s pending request and the approvals not yet carried out', async () => {
    expect(await pendingJalkalEditOf(db.pool, PROPERTIES[0])).toBe(number(0));
    expect(await pendingJalkalEditOf(db.pool, PROPERTIES[1])).toBeNull();
    expect(await unfinishedJalkalApprovals(db.pool, '2026-04-04T00:00:00Z')).toEqual([number(3)]);
    expect(await unfinishedJalkalApprovals(db.pool, '2026-04-03T00:00:00Z')).toEqual([]);
  });
});
