import type { RecordedEvent } from '@ptax/contracts';
import { physicalTables } from '../projection';
import { startProjectionRunner } from '../runner/runner';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { propertyHistory, propertyIdOf } from '../testing/propertyEvents';
import { appendAll } from '../testing/staffEvents';
import { waitForCatchUp } from '../testing/waitFor';
import { NO_READ_LIMIT } from './filters';
import { applyPropertyEvent } from './handlers';
import { propertiesProjection } from './projection';
import {
  countProperties,
  countPropertiesByWard,
  findProperty,
  findPropertyFloors,
  findPropertyHistory,
  listProperties,
  listPropertyEdits,
  propertyBatches,
} from './queries';
import { createPropertyTables } from './tables';

const COUNT = 60;
const page = { page: 1, limit: 100 };

describe('the property read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    await appendAll(storeDb.store, propertyHistory(COUNT) as never);
    events = (await storeDb.store.readAll(null, 100_000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(
    suffix: string,
    replay: (apply: (event: RecordedEvent) => Promise<void>) => Promise<void>,
  ) {
    const t = physicalTables(propertiesProjection, 1);
    const named = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, `${v}_${suffix}`])) as typeof t;
    await db.pool.query(createPropertyTables(named));
    const handled = new Set<string>(propertiesProjection.handles);
    await replay(async (event) => {
      if (handled.has(event.type)) await db.pool.query(toScript(applyPropertyEvent(event, named)));
    });
    const rows = async (table: string, order: string) =>
      (await db.pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
    return {
      properties: await rows(named.properties, 'property_unique_id'),
      floors: await rows(named.property_floors, 'property_unique_id, floor_index'),
      history: await rows(named.property_history, 'property_unique_id, revision'),
      counts: await rows(
        named.property_counts,
        'zone_id, ward_id, house_category, category, sub_category, matched, status',
      ),
      names: await rows(named.property_names, 'name'),
      words: await rows(named.property_address_words, 'word'),
    };
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
    expect(once.properties).toHaveLength(COUNT);
    expect(once.floors.length).toBeGreaterThan(COUNT);
    expect(twice).toEqual(once);
    // The counts are exactly the rows grouped, whatever the replays did (emptied buckets stay at 0).
    const key = (row: Record<string, unknown>) =>
      [
        row.zone_id,
        row.ward_id,
        row.house_category,
        row.category,
        row.sub_category,
        row.matched,
        row.status,
      ].join('|');
    const grouped = new Map<string, number>();
    for (const row of once.properties) {
      const bucket = key({ ...row, matched: row.matching !== null });
      grouped.set(bucket, (grouped.get(bucket) ?? 0) + 1);
    }
    const counted = new Map(
      once.counts.filter((row) => Number(row.n) !== 0).map((row) => [key(row), Number(row.n)]),
    );
    expect(counted).toEqual(grouped);
  });

  describe('once built by the runner', () => {
    beforeAll(async () => {
      const runner = await startProjectionRunner({
        store: storeDb.store,
        pool: db.pool,
        projections: [propertiesProjection],
      });
      try {
        await waitForCatchUp(storeDb.store, db.pool, ['properties']);
      } finally {
        await runner.stop();
      }
    });

    it('holds the edited fields, the cleared house number and the edit in the history with before and after', async () => {
      const id = propertyIdOf(2);
      const row = await findProperty(db.pool, id);
      expect(row).toMatchObject({
        roadWidth: 15,
        wardId: 'w0',
        houseNumber: null,
        edited: true,
        oldArvPaise: 1_200_002,
      });
      const history = await findPropertyHistory(db.pool, id);
      expect(history.find((entry) => entry.type === 'PropertyEdited')?.changes).toEqual({
        roadWidth: { before: 9, after: 15 },
        wardId: { before: 'w2', after: 'w0' },
        houseNumber: { before: 'H-2', after: null },
      });
    });

    it('replaces the floors and keeps the matching, owner and images', async () => {
      expect(await findPropertyFloors(db.pool, propertyIdOf(3))).toEqual([]);
      expect(await findPropertyFloors(db.pool, propertyIdOf(1))).toEqual([
        expect.objectContaining({
          floorNumber: 0,
          rentType: 'self',
          rentUsage: 'nonresidential',
          category: 3,
          areaSqft: 500,
        }),
        expect.objectContaining({
          floorNumber: 1,
          rentType: 'rented',
          rentUsage: 'residential',
          areaSqft: 510,
        }),
      ]);
      expect(await findProperty(db.pool, propertyIdOf(5))).toMatchObject({
        matchingStatus: 'matched',
        matching: { ptinNo: 'PT100005', arrears: { housePaise: 1000, waterPaise: 500, sewerPaise: 0 } },
      });
      expect((await findProperty(db.pool, propertyIdOf(10)))?.matchingStatus).toBe('unmatched');
      expect(await findProperty(db.pool, propertyIdOf(7))).toMatchObject({
        ownerName: 'Geeta Sharma',
        husbandName: 'Vinod Sharma',
        fatherName: null,
      });
      expect((await findProperty(db.pool, propertyIdOf(11)))?.images.buildingImageFrontId).toBe('f2');
    });

    it('finds a misspelt owner name, closest first, and Hindi names too', async () => {
      const { rows } = await listProperties(db.pool, { ownerName: 'Ramesh Kumr' }, NO_READ_LIMIT, page);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.ownerName === 'Ramesh Kumar')).toBe(true);
      const hindi = await listProperties(db.pool, { ownerName: 'रमेश कुमर' }, NO_READ_LIMIT, page);
      expect(hindi.rows.length).toBeGreaterThan(0);
      expect(hindi.rows.every((row) => row.ownerName === 'रमेश कुमार')).toBe(true);
      const partial = await listProperties(db.pool, { ownerName: 'irfan' }, NO_READ_LIMIT, page);
      expect(partial.rows.map((row) => row.ownerName)).toContain('Mohd. Irfan Khan');
    });

    it('finds an address fragment and a father or husband name', async () => {
      const { rows, total } = await listProperties(db.pool, { address: 'gomti nagr' }, NO_READ_LIMIT, page);
      expect(total).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.propertyAddress?.includes('Gomti Nagar'))).toBe(true);
      const relatives = await listProperties(
        db.pool,
        { fatherHusbandName: 'राम प्रसाद' },
        NO_READ_LIMIT,
        page,
      );
      expect(relatives.rows.length).toBeGreaterThan(0);
    });

    it('leaves deleted properties out of the lists and the counts', async () => {
      const { rows, total } = await listProperties(db.pool, {}, NO_READ_LIMIT, page);
      const deleted = Array.from({ length: COUNT }, (_, n) => n)
        .filter((n) => n % 9 === 4)
        .map(propertyIdOf);
      expect(total).toBe(COUNT - deleted.length);
      expect(rows.map((row) => row.propertyUniqueId)).not.toContain(deleted[0]);
      expect((await findProperty(db.pool, deleted[0]))?.status).toBe('deleted');
    });

    it('counts the same from the counts table as from the rows, and limits by zone and ward', async () => {
      const filters = [
        {},
        { wardId: 'w1' },
        { houseCategory: 'nonresidential', category: 3 },
        { matchingStatus: 'matched' as const },
      ];
      for (const filter of filters) {
        const fromCounts = await countProperties(db.pool, filter, NO_READ_LIMIT);
        // A date filter makes the count read the rows themselves.
        const fromRows = await countProperties(
          db.pool,
          { ...filter, startDate: '2000-01-01' },
          NO_READ_LIMIT,
        );
        expect([filter, fromCounts]).toEqual([filter, fromRows]);
        expect(fromCounts).toBeGreaterThan(0);
      }
      const scoped = await countPropertiesByWard(db.pool, {}, { zones: ['z0'], wards: ['w1'] });
      expect(scoped.byWard.every((ward) => ward.zoneId === 'z0' && ward.wardId === 'w1')).toBe(true);
      expect(scoped.total).toBe(scoped.byZone[0].count);
    });

    it('filters by registration day in India time and pages newest first', async () => {
      const day = await listProperties(
        db.pool,
        { startDate: '2026-04-02', endDate: '2026-04-02' },
        NO_READ_LIMIT,
        page,
      );
      expect(day.rows.length).toBeGreaterThan(0);
      expect(day.rows.every((row) => row.createdAt.startsWith('2026-04-02'))).toBe(true);
      const first = await listProperties(db.pool, {}, NO_READ_LIMIT, { page: 1, limit: 5 });
      const second = await listProperties(db.pool, {}, NO_READ_LIMIT, { page: 2, limit: 5 });
      expect(first.rows[0].createdAt >= second.rows[0].createdAt).toBe(true);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(10);
    });

    it('exports every selected row once, in keyset batches', async () => {
      const seen: string[] = [];
      for await (const batch of propertyBatches(db.pool, {}, NO_READ_LIMIT, 7))
        seen.push(...batch.map((row) => row.id));
      const { total } = await listProperties(db.pool, {}, NO_READ_LIMIT, page);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });

    it('lists the edits with who made them and what changed', async () => {
      const { rows, total } = await listPropertyEdits(
        db.pool,
        { propertyUniqueId: propertyIdOf(0) },
        NO_READ_LIMIT,
        page,
      );
      expect(total).toBe(rows.length);
      expect(rows.map((row) => row.type).sort()).toEqual(
        ['FloorsReplaced', 'OwnerDetailsUpdated', 'PropertyEdited', 'BuildingImagesUpdated'].sort(),
      );
      expect(rows[0]).toMatchObject({ editedBy: 'admin@nagarnigam.demo', propertyUniqueId: propertyIdOf(0) });
    });
  });
});
