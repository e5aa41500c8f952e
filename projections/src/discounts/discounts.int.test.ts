import { randomUUID } from 'node:crypto';
import { discountStream, type NewEvent, type RecordedEvent } from '@ptax/contracts';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { discountsProjection } from './projection';
import { discountOn, findDiscount, listDiscounts } from './queries';

const at = '2025-04-01T10:00:00.000Z';
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  metadata: {},
  data,
});
const terms = (discountId: string, billingPeriod: string, discountPercentage: number, status = true) => ({
  discountId,
  billingPeriod,
  periodDescription: `Paid by ${billingPeriod}`,
  status,
  discountPercentage,
  additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 1 }],
});

const HISTORY: [string, NewEvent][] = [
  ['july', event('DiscountAdded', { ...terms('july', '2025-07-31', 10), addedAt: at })],
  ['december', event('DiscountAdded', { ...terms('december', '2025-12-31', 5), addedAt: at })],
  ['old', event('DiscountAdded', { ...terms('old', '2024-12-31', 5), addedAt: at })],
  ['july', event('DiscountEdited', { ...terms('july', '2025-07-31', 12.5), editedAt: at })],
  ['december', event('DiscountEdited', { ...terms('december', '2025-12-31', 5, false), editedAt: at })],
];

describe('the discounts read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [id, next] of HISTORY) await storeDb.store.append(discountStream(id), [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(suffix: string, replayed: RecordedEvent[]) {
    const t = await replayInto(db.pool, discountsProjection, suffix, replayed);
    return (await db.pool.query(`SELECT * FROM ${t.discounts} ORDER BY id`)).rows;
  }

  it('ends with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await build('once', events);
    const twice = await build('twice', twiceThenStale(events, 3));
    expect(twice).toEqual(once);
    expect(once.map((r) => [r.id, Number(r.discount_percentage), r.status])).toEqual([
      ['december', 5, false],
      ['july', 12.5, true],
      ['old', 5, true],
    ]);
  });

  it('lists by billing period and finds the discount a payment on a day earns', async () => {
    await build('live', events);
    await db.pool.query('CREATE VIEW discounts AS SELECT * FROM discounts_live');
    const { rows, total } = await listDiscounts(db.pool, {}, { page: 1, limit: 2 });
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual(['old', 'july']);
    expect(await findDiscount(db.pool, 'july')).toEqual({
      id: 'july',
      billingPeriod: '2025-07-31',
      periodDescription: 'Paid by 2025-07-31',
      status: true,
      discountPercentage: 12.5,
      additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 1 }],
    });
    expect((await discountOn(db.pool, '2025-07-31'))?.id).toBe('july');
    // December's discount is switched off; the old year's does not reach into 2025-26.
    expect(await discountOn(db.pool, '2025-08-01')).toBeNull();
    expect((await discountOn(db.pool, '2024-10-01'))?.id).toBe('old');
  });
});
