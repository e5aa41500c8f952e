import { randomUUID } from 'node:crypto';
import { oldPropertyStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { appendAll } from '../testing/staffEvents';
import { applyOldPropertyEvent } from './handlers';
import { oldPropertiesProjection } from './projection';
import { createOldPropertyTables } from './tables';
import { findOldPropertyByPtin, listOldProperties } from './queries';

const heads = (house: number) => ({ housePaise: house, waterPaise: 100, sewerPaise: 0 });
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId: 'admin' },
});

function history(count: number) {
  const appends: { stream: string; events: NewEvent[] }[] = [];
  for (let n = 0; n < count; n++) {
    const id = `PT${100000 + n}`;
    const stream = oldPropertyStream(id);
    const recordedAt = new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
    appends.push({
      stream,
      events: [
        event('OldPropertyRecorded', {
          oldPropertyId: id,
          record: {
            ptinNo: id,
            ownerName: `Owner ${n}`,
            oldArvPaise: 50_000 * n,
            arrears: heads(n),
            interest: heads(1),
            oldTax: heads(2),
          },
          recordedAt,
        }),
      ],
    });
    if (n % 2 === 0)
      appends.push({
        stream,
        events: [
          event('OldPropertyMatched', {
            oldPropertyId: id,
            propertyUniqueId: `P${n}`,
            matchedAt: recordedAt,
          }),
        ],
      });
    if (n % 4 === 0)
      appends.push({
        stream,
        events: [
          event('OldPropertyUnmatched', {
            oldPropertyId: id,
            propertyUniqueId: `P${n}`,
            unmatchedAt: recordedAt,
          }),
        ],
      });
  }
  return appends;
}

describe('the old property read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    await appendAll(storeDb.store, history(20));
    events = (await storeDb.store.readAll(null, 10_000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(suffix: string, order: RecordedEvent[]) {
    const t = { old_properties: `old_properties_${suffix}` };
    await db.pool.query(createOldPropertyTables(t));
    for (const e of order) await db.pool.query(toScript(applyOldPropertyEvent(e, t)));
    return (await db.pool.query(`SELECT * FROM ${t.old_properties} ORDER BY old_property_id`)).rows;
  }

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const once = await build('once', events);
    const twice = await build('twice', [...events.flatMap((e) => [e, e]), ...events, ...events.slice(0, 10)]);
    expect(once).toHaveLength(20);
    expect(twice).toEqual(once);
  });

  it('answers a PTIN in any case with the amounts in paise and the property it is matched with', async () => {
    const t = physicalTables(oldPropertiesProjection, 1);
    await db.pool.query(createOldPropertyTables(t));
    await db.pool.query(`CREATE VIEW old_properties AS SELECT * FROM ${t.old_properties}`);
    for (const e of events) await db.pool.query(toScript(applyOldPropertyEvent(e, t)));
    expect(await findOldPropertyByPtin(db.pool, 'pt100002')).toMatchObject({
      PTINNo: 'PT100002',
      ownerName: 'Owner 2',
      oldArvPaise: 100_000,
      arrearsHouseTaxPaise: 2,
      arrearsWaterTaxPaise: 100,
      interestHouseTaxPaise: 1,
      oldHouseTaxPaise: 2,
      arrearsTotalTaxPaise: 102,
      linkedPropertyUniqueId: 'P2',
    });
    expect((await findOldPropertyByPtin(db.pool, 'PT100004'))?.linkedPropertyUniqueId).toBeNull();
    const matched = await listOldProperties(db.pool, { matchingStatus: 'matched' }, { page: 1, limit: 3 });
    expect(matched.total).toBe(5);
    expect(matched.rows).toHaveLength(3);
    expect((await listOldProperties(db.pool, { ptin: 'pt10001' }, { page: 1, limit: 50 })).total).toBe(10);
  });
});
