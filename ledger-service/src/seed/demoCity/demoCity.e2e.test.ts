import { randomUUID } from 'node:crypto';
import {
  financialYearOfInstant,
  hasValidCheckCharacter,
  parsePropertyUniqueId,
  propertySerialStream,
  propertyStream,
  type EventStore,
} from '@ptax/contracts';
import { loginToken, startHarness, TEST_DAY, type Harness } from '../../../test/platformHarness';
import { handleCommand } from '../../eventsourcing/commandHandler';
import { MODULES } from '../../modules';
import type { ModuleContext } from '../../moduleContract';
import { propertyDecider } from '../../properties/decide';
import type { CheckedPlace } from '../../properties/places';
import { createPropertyIdAllocator } from '../../properties/propertyIds';
import { DEMO_OFFICIALS } from '../demoUsers';
import { demoCityModule } from './module';
import { DEMO_CITY_METADATA, seedDemoCity, type DemoCitySummary } from './seedDemoCity';

const COUNT = 40;
let harness: Harness;
let first: DemoCitySummary;

// The platform's clocks run from TEST_DAY: the assessments' year is the same whenever the suite runs.
beforeAll(async () => {
  harness = await startHarness({
    seedModules: ['staff', 'geography', 'categories', 'tax'],
    clockFrom: TEST_DAY,
  });
  first = await seedDemoCity(harness.platform.ctx, { count: COUNT });
}, 120_000);
afterAll(() => harness?.stop());

const query = async <Row extends object>(sql: string, values: unknown[] = []) =>
  (await harness.platform.pool.query<Row>(sql, values)).rows;

describe('the demo city seed', () => {
  it('is seeded last, after the masters and the tax rule sets it builds on', () => {
    expect(MODULES.at(-1)).toBe(demoCityModule);
  });

  it('registers the properties with 17-character IDs issued by the register, in their own wards', async () => {
    expect(first).toMatchObject({ planned: COUNT, registered: COUNT, existing: 0 });
    const ids = first.propertyUniqueIds;
    expect(new Set(ids).size).toBe(COUNT);
    const rows = await query<{ id: string; zone_no: number; ward_no: number }>(
      `SELECT p.property_unique_id AS id, z.zone_no, w.ward_no FROM properties p
         JOIN zones z ON z.id = p.zone_id JOIN wards w ON w.id = p.ward_id
        WHERE p.property_unique_id = ANY($1::text[])`,
      [ids],
    );
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) {
      expect(row.id).toMatch(/^\d{16}[0-9A-Z]$/);
      expect(hasValidCheckCharacter(row.id)).toBe(true);
      expect(parsePropertyUniqueId(row.id)).toMatchObject({ zoneNo: row.zone_no, wardNo: row.ward_no });
    }
  });

  it('puts every property in the read model with its floors, owner, images and flags', async () => {
    const rows = await query<Record<string, unknown> & { floors: number }>(
      `SELECT p.*, (SELECT count(*)::int FROM property_floors f WHERE f.property_unique_id = p.property_unique_id) AS floors
         FROM properties p WHERE p.property_unique_id = ANY($1::text[])`,
      [first.propertyUniqueIds],
    );
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) {
      expect(row.floors).toBeGreaterThanOrEqual(1);
      expect(row.floors).toBeLessThanOrEqual(3);
      expect(row).toMatchObject({ created_by: 'seed', status: 'active' });
      expect(row.mobile_number).toMatch(/^90000\d{5}$/);
      expect(row.father_name ?? row.husband_name).toBeTruthy();
      expect(Object.keys(row.images as object).sort()).toEqual([
        'buildingImageFrontId',
        'buildingImageLeftId',
        'buildingImageRightId',
      ]);
    }
    const images = rows[0].images as Record<string, string>;
    const stored = harness.platform.ctx.files.open(images.buildingImageFrontId);
    expect(stored).not.toBeNull();
    stored!.destroy();
    expect(rows.filter((row) => row.house_category === 'nonresidential')).toHaveLength(COUNT / 5);
  });

  it("records every event as the seed's: registrations, ID serials, assessments", async () => {
    const [id] = first.propertyUniqueIds;
    const events = await harness.platform.store.readStream(propertyStream(id));
    expect(events.map((event) => event.type)).toEqual(['PropertyRegistered', 'PropertyAssessed']);
    const serials = await harness.platform.store.readStream(propertySerialStream(id.slice(0, 8)));
    for (const event of [...events, ...serials]) expect(event.metadata).toMatchObject(DEMO_CITY_METADATA);
  });

  it('records an assessment of the current financial year for every property, none refused', async () => {
    expect(first.failed).toEqual([]);
    expect(first.assessed).toBe(COUNT);
    const financialYear = financialYearOfInstant(TEST_DAY);
    const rows = await query<{ id: string; arv: string }>(
      `SELECT property_unique_id AS id, arv_paise AS arv FROM property_assessments
        WHERE financial_year = $1 AND property_unique_id = ANY($2::text[])`,
      [financialYear, first.propertyUniqueIds],
    );
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((row) => Number(row.arv) > 0)).toBe(true);

    const official = DEMO_OFFICIALS[0];
    const token = await loginToken(harness, 'officials', official.email, official.password);
    // The report's default ARV range (SPEC: Rs 1,00,000 to 5,00,000) holds only the largest properties.
    const report = await harness
      .http()
      .get(`/api/properties/arvList?financialYear=${financialYear}&minAmount=0&maxAmount=100000000&limit=5`)
      .set('Authorization', `Bearer ${token}`);
    expect(report.status).toBe(200);
    expect(report.body.total).toBe(COUNT);
  });

  it('adds nothing when seeded again', async () => {
    const before = await harness.platform.store.headCheckpoint();
    const again = await seedDemoCity(harness.platform.ctx, { count: COUNT });
    expect(again).toMatchObject({ planned: COUNT, registered: 0, existing: COUNT, assessed: 0 });
    expect(await harness.platform.store.headCheckpoint()).toEqual(before);
  });
});

describe('a demo city seed that was interrupted', () => {
  let other: Harness;
  beforeAll(async () => {
    other = await startHarness({ seedModules: ['geography', 'categories', 'tax'], clockFrom: TEST_DAY });
  }, 120_000);
  afterAll(() => other?.stop());

  /** The platform's context, with a store whose appends fail after the first `limit` (a power cut). */
  function cutAfter(limit: number): ModuleContext {
    const { ctx, store } = other.platform;
    let appends = 0;
    const failing = new Proxy(store, {
      get(target, key) {
        if (key === 'append')
          return (...args: Parameters<EventStore['append']>) => {
            if (++appends > limit) return Promise.reject(new Error('power cut'));
            return target.append(...args);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { ...ctx, store: failing };
  }

  /** One property in every ward that another seed registers, also as user 'seed'. */
  async function registerForeignProperties() {
    const { ctx } = other.platform;
    const { rows: places } = await ctx.pool.query<CheckedPlace>(
      `SELECT DISTINCT ON (m.ward_id) m.zone_id AS "zoneId", m.ward_id AS "wardId", m.id AS "mohallaId",
              z.zone_no AS "zoneNo", w.ward_no AS "wardNo"
         FROM mohallas m JOIN zones z ON z.id = m.zone_id JOIN wards w ON w.id = m.ward_id
        ORDER BY m.ward_id, m.name`,
    );
    for (const place of places) await registerForeignProperty(place);
    await other.platform.caughtUp();
  }

  async function registerForeignProperty(place: CheckedPlace) {
    const { ctx } = other.platform;
    const metadata = { userId: 'seed', command: 'SeedSomethingElse' };
    const propertyUniqueId = await createPropertyIdAllocator(ctx.store, ctx.now).allocate(place, metadata);
    const details = {
      ownerName: 'Kamla Devi',
      husbandName: 'Ram Prasad',
      zoneId: place.zoneId,
      wardId: place.wardId,
      mohallaId: place.mohallaId,
      houseCategory: 'residential' as const,
      constType: 'kachha',
      roadWidth: 5,
      plotArea: 800,
      constructionYear: 1990,
      isMetroRailProperty: false,
      houseTaxApplicable: true,
      sewerageConnectionAvailable: false,
      waterTaxApplicable: false,
      isDisabled: false,
      isExDefensePersonalWidow: false,
    };
    const command = {
      type: 'RegisterProperty' as const,
      propertyUniqueId,
      details,
      floors: [
        {
          propertyPremiseId: randomUUID(),
          floorNumber: 0,
          rentType: 'self',
          rentUsage: 'residential',
          type: 'kachha',
          areaSqft: 500,
        },
      ],
      images: { buildingImageFrontId: 'a', buildingImageRightId: 'b', buildingImageLeftId: 'c' },
      at: new Date(ctx.now()).toISOString(),
    };
    await handleCommand(ctx.store, propertyStream(propertyUniqueId), propertyDecider, command, metadata);
  }

  const seededRows = async () =>
    (
      await other.platform.pool.query<{ id: string; mobile: string }>(
        `SELECT property_unique_id AS id, mobile_number AS mobile FROM properties WHERE created_by = 'seed'`,
      )
    ).rows;

  it('is completed by the next start, without duplicates, every property assessed', async () => {
    await expect(seedDemoCity(cutAfter(30), { count: COUNT })).rejects.toThrow('power cut');
    await other.platform.caughtUp();
    const before = await seededRows();
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(COUNT);
    // Properties of another seed in the same wards are not the demo city's.
    await registerForeignProperties();

    const completed = await seedDemoCity(other.platform.ctx, { count: COUNT });
    expect(completed).toMatchObject({
      existing: before.length,
      registered: COUNT - before.length,
      failed: [],
    });
    const after = (await seededRows()).filter((row) => row.mobile); // the other seed gave none
    expect(after).toHaveLength(COUNT);
    expect(new Set(after.map((row) => row.mobile)).size).toBe(COUNT);
    const assessed = await other.platform.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM property_assessments WHERE property_unique_id = ANY($1::text[])',
      [after.map((row) => row.id)],
    );
    expect(assessed.rows[0].n).toBe(COUNT);
    const again = await seedDemoCity(other.platform.ctx, { count: COUNT });
    expect(again).toMatchObject({ registered: 0, existing: COUNT });
  });
});
