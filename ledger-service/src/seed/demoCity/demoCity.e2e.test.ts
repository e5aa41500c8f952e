import {
  financialYearOfInstant,
  hasValidCheckCharacter,
  parsePropertyUniqueId,
  propertySerialStream,
  propertyStream,
} from '@ptax/contracts';
import { loginToken, startHarness, type Harness } from '../../../test/platformHarness';
import { MODULES } from '../../modules';
import { DEMO_OFFICIALS } from '../demoUsers';
import { demoCityModule } from './module';
import { DEMO_CITY_METADATA, seedDemoCity, type DemoCitySummary } from './seedDemoCity';

const COUNT = 40;
let harness: Harness;
let first: DemoCitySummary;

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'geography', 'categories', 'tax'] });
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
    const financialYear = financialYearOfInstant(Date.now());
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
