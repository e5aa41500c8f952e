import type { RecordedEvent } from '@ptax/contracts';
import type { TableNames } from '../projection';
import { startProjectionRunner } from '../runner/runner';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { appendAll } from '../testing/staffEvents';
import { waitForCatchUp } from '../testing/waitFor';
import { geographyHistory, ratesOf } from './fixtures';
import { applyGeographyEvent } from './handlers';
import { listMohallas, listWards, listZones } from './lists';
import { geographyProjection } from './projection';
import { findMohalla, findWard, findZone, mohallaRatesFor } from './queries';
import { createGeographyTables, GEOGRAPHY_TABLES, type GeographyTable } from './tables';

const NO_LIMIT = { zones: null, wards: null };

describe('the geography read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    await appendAll(storeDb.store, geographyHistory(3, 4, 3));
    events = (await storeDb.store.readAll(null, 10_000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(
    suffix: string,
    replay: (apply: (event: RecordedEvent) => Promise<void>) => Promise<void>,
  ) {
    const t = Object.fromEntries(
      GEOGRAPHY_TABLES.map((table) => [table, `${table}_${suffix}`]),
    ) as TableNames<GeographyTable>;
    await db.pool.query(createGeographyTables(t));
    await replay((event) => db.pool.query(toScript(applyGeographyEvent(event, t))).then(() => undefined));
    const rows: Record<string, unknown[]> = {};
    for (const table of GEOGRAPHY_TABLES)
      rows[table] = (await db.pool.query(`SELECT * FROM ${t[table]} ORDER BY 1, 2`)).rows;
    return rows;
  }

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const once = await build('once', async (apply) => {
      for (const event of events) await apply(event);
    });
    const twice = await build('twice', async (apply) => {
      for (const event of events) {
        await apply(event);
        await apply(event);
      }
      for (const event of events) await apply(event);
      for (const event of events.slice(0, events.length / 2)) await apply(event);
    });
    expect(once.zones).toHaveLength(3);
    expect(once.wards).toHaveLength(12);
    expect(once.mohallas).toHaveLength(36);
    // 36 first schedules and two revisions of the 24 odd mohallas.
    expect(once.mohalla_rates).toHaveLength(36 + 24 * 2);
    expect(twice).toEqual(once);
  });

  describe('built by the runner', () => {
    beforeAll(async () => {
      const runner = await startProjectionRunner({
        store: storeDb.store,
        pool: db.pool,
        projections: [geographyProjection],
      });
      try {
        await waitForCatchUp(storeDb.store, db.pool, ['geography']);
      } finally {
        await runner.stop();
      }
    });

    it('finds a zone, a renamed ward and a mohalla with its newest schedule', async () => {
      expect(await findZone(db.pool, 'z1')).toEqual({
        id: 'z1',
        cityId: 'lucknow',
        zoneNo: 1,
        name: `Zone 1 - O'Neil "quoted"`,
      });
      expect(await findZone(db.pool, 'z2')).toMatchObject({ name: 'Zone 2' });
      expect(await findWard(db.pool, 'z1-w2')).toEqual({
        id: 'z1-w2',
        cityId: 'lucknow',
        zoneId: 'z1',
        wardNo: 2,
        wardFullname: 'Ward 2 East',
      });
      expect(await findMohalla(db.pool, 'z1-w2-m1')).toEqual({
        id: 'z1-w2-m1',
        name: 'Mohalla 1 of ward 2 (new)',
        zoneId: 'z1',
        wardId: 'z1-w2',
        waterTaxAvailability: false,
        sewerTaxAvailability: true,
        rates: ratesOf(300),
      });
      expect(await findMohalla(db.pool, 'z1-w2-m2')).toMatchObject({
        waterTaxAvailability: true,
        sewerTaxAvailability: true,
        rates: ratesOf(120),
      });
      expect(await findMohalla(db.pool, 'nope')).toBeNull();
    });

    it('gives the schedule in force in a financial year', async () => {
      expect(await mohallaRatesFor(db.pool, 'z1-w2-m1', '2025-26')).toEqual(ratesOf(110));
      expect(await mohallaRatesFor(db.pool, 'z1-w2-m1', '2026-27')).toEqual(ratesOf(200));
      expect(await mohallaRatesFor(db.pool, 'z1-w2-m1', '2030-31')).toEqual(ratesOf(300));
      expect(await mohallaRatesFor(db.pool, 'nope', '2026-27')).toBeNull();
    });

    it('lists wards of a zone, mohallas of a ward, a page at a time, in order', async () => {
      const wards = await listWards(db.pool, { zoneId: 'z2', scope: NO_LIMIT }, { page: 2, limit: 3 });
      expect(wards.total).toBe(4);
      expect(wards.rows).toEqual([
        {
          id: 'z2-w4',
          city_id: 'lucknow',
          zone_id: 'z2',
          zone_no: 2,
          ward_no: 8,
          ward_fullname: 'Ward 8 East',
        },
      ]);
      const mohallas = await listMohallas(
        db.pool,
        { wardId: 'z3-w1', scope: NO_LIMIT },
        { page: 1, limit: 10 },
      );
      expect(mohallas.rows.map((m) => m.name)).toEqual([
        'Mohalla 1 of ward 9 (new)',
        'Mohalla 2 of ward 9',
        'Mohalla 3 of ward 9 (new)',
      ]);
      expect(mohallas.rows[1]).toMatchObject({ zone_no: 3, ward_no: 9, ratesPaise: ratesOf(120) });
    });

    it('shows an official limited to zones or wards only those', async () => {
      const zoneLimited = { zones: ['z2'], wards: null };
      expect(
        (await listZones(db.pool, { scope: zoneLimited }, { page: 1, limit: null })).rows.map((z) => z.id),
      ).toEqual(['z2']);
      expect((await listMohallas(db.pool, { scope: zoneLimited }, { page: 1, limit: 100 })).total).toBe(12);
      const wardLimited = { zones: null, wards: ['z3-w2'] };
      expect(
        (await listZones(db.pool, { scope: wardLimited }, { page: 1, limit: null })).rows.map((z) => z.id),
      ).toEqual(['z3']);
      expect(
        (await listWards(db.pool, { scope: wardLimited }, { page: 1, limit: null })).rows.map((w) => w.id),
      ).toEqual(['z3-w2']);
    });

    it('searches names in any case, taking % and _ literally', async () => {
      expect(
        (await listWards(db.pool, { q: 'ward 1', scope: NO_LIMIT }, { page: 1, limit: null })).total,
      ).toBe(4);
      expect((await listWards(db.pool, { q: '%', scope: NO_LIMIT }, { page: 1, limit: null })).total).toBe(0);
    });
  });
});
