import { startHarness, type Harness } from '../../../test/platformHarness';
import { geographyModule } from '../module';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.stop());

const count = async (sql: string) => Number((await harness.platform.pool.query(sql)).rows[0].count);

describe('the demo geography seed', () => {
  it('appends the demo city in seconds, as events the read model shows', async () => {
    const started = Date.now();
    await geographyModule.seedDemo!(harness.platform.ctx);
    await harness.platform.caughtUp();
    expect(Date.now() - started).toBeLessThan(20_000);

    expect(await count("SELECT count(*) FROM zones WHERE city_id = 'lucknow'")).toBe(6);
    expect(await count('SELECT count(*) FROM wards')).toBe(80);
    const mohallas = await count('SELECT count(*) FROM mohallas');
    expect(mohallas).toBeGreaterThanOrEqual(240);
    expect(mohallas).toBeLessThanOrEqual(400);
    expect(await count("SELECT count(*) FROM banks WHERE id = 'SBIN'")).toBe(1);
    const { rows } = await harness.platform.pool.query(
      `SELECT z.zone_no, w.ward_no FROM wards w JOIN zones z ON z.id = w.zone_id WHERE w.ward_fullname = 'Gomti Nagar'`,
    );
    expect(rows).toEqual([{ zone_no: 4, ward_no: 41 }]);
    const events = await harness.platform.store.readAll(null, 1000);
    expect(events.events.filter((event) => event.type === 'MohallaAdded')).toHaveLength(mohallas);
  });

  it('has water in most mohallas and a sewer in many, but not everywhere', async () => {
    const total = await count('SELECT count(*) FROM mohallas');
    const water = await count('SELECT count(*) FROM mohallas WHERE water_tax_availability');
    const sewer = await count('SELECT count(*) FROM mohallas WHERE sewer_tax_availability');
    expect(water / total).toBeGreaterThan(0.8);
    expect(water).toBeLessThan(total);
    expect(sewer / total).toBeGreaterThan(0.5);
    expect(sewer).toBeLessThan(water);
  });

  it('adds nothing when run again', async () => {
    const before = await harness.platform.store.headCheckpoint();
    await geographyModule.seedDemo!(harness.platform.ctx);
    expect(await harness.platform.store.headCheckpoint()).toEqual(before);
  });

  it('reserves the names of the mohallas it seeded, so none can be added twice', async () => {
    const { rows } = await harness.platform.pool.query(
      "SELECT id FROM wards WHERE ward_fullname = 'Aliganj'",
    );
    expect(
      await count(
        `SELECT count(*) FROM geography_keys WHERE kind = 'mohalla_name' AND parent_id = '${rows[0].id}'`,
      ),
    ).toBe(5);
  });
});
