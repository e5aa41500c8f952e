import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TAX_RULES,
  KANPUR_HOUSE_TAX_SLABS,
  propertyStream,
  taxRuleSetStream,
  type NewEvent,
  type RecordedEvent,
} from '@ptax/contracts';
import { createCategoryTables } from '../categories/tables';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { applyAssessmentEvent, applyRuleSetEvent } from './handlers';
import { arvBands, arvListBatches, categoryWise, findRuleSet, listArv, recordedAssessments } from './queries';
import { createAssessmentTables, createRuleSetTables } from './tables';

const at = '2025-04-01T10:00:00.000Z';
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  metadata: {},
  data,
});
const kanpur = { ...DEFAULT_TAX_RULES, houseTaxSlabs: KANPUR_HOUSE_TAX_SLABS };
const rupees = (n: number) => n * 100;

const assessed = (id: string, arv: number, more: object = {}) =>
  event('PropertyAssessed', {
    propertyUniqueId: id,
    financialYear: '2025-26',
    ruleSetVersion: 1,
    inputsFingerprint: `f-${arv}`,
    arvPaise: rupees(arv),
    housePaise: rupees(arv * 0.15),
    waterPaise: rupees(arv * 0.125),
    sewerPaise: 0,
    concessions: [],
    zoneId: 'z1',
    wardId: 'w1',
    mohallaId: 'm1',
    houseCategory: 'residential',
    assessedAt: at,
    ...more,
  });

const HISTORY: [string, NewEvent][] = [
  [
    taxRuleSetStream('2025-26'),
    event('TaxRuleSetAdopted', { financialYear: '2025-26', rules: DEFAULT_TAX_RULES, adoptedAt: at }),
  ],
  [
    taxRuleSetStream('2025-26'),
    event('TaxRuleSetRevised', { financialYear: '2025-26', rules: kanpur, reason: 'Slabs', revisedAt: at }),
  ],
  [
    taxRuleSetStream('2026-27'),
    event('TaxRuleSetAdopted', { financialYear: '2026-27', rules: DEFAULT_TAX_RULES, adoptedAt: at }),
  ],
  [propertyStream('P1'), assessed('P1', 60_720)],
  [propertyStream('P2'), assessed('P2', 240_000, { zoneId: 'z2', wardId: 'w2', mohallaId: 'm2' })],
  [
    propertyStream('P3'),
    assessed('P3', 800_000, { houseCategory: 'nonresidential', category: 1, subCategory: 103 }),
  ],
  [propertyStream('P1'), assessed('P1', 99_600, { inputsFingerprint: 'f-rented', ruleSetVersion: 2 })],
];

describe('the tax read models', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [stream, next] of HISTORY) await storeDb.store.append(stream, [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
  });
  afterAll(() => storeDb.close());

  async function build(
    suffix: string,
    replay: (apply: (e: RecordedEvent) => Promise<void>) => Promise<void>,
  ) {
    const t = {
      tax_rule_sets: `tax_rule_sets_${suffix}`,
      property_assessments: `property_assessments_${suffix}`,
    };
    await db.pool.query(createRuleSetTables(t));
    await db.pool.query(createAssessmentTables(t));
    await replay((e) =>
      db.pool
        .query(toScript([...applyRuleSetEvent(e, t), ...applyAssessmentEvent(e, t)]))
        .then(() => undefined),
    );
    return {
      ruleSets: (await db.pool.query(`SELECT * FROM ${t.tax_rule_sets} ORDER BY financial_year, version`))
        .rows,
      assessments: (
        await db.pool.query(`SELECT * FROM ${t.property_assessments} ORDER BY property_unique_id`)
      ).rows,
    };
  }

  it('end with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await build('once', async (apply) => {
      for (const e of events) await apply(e);
    });
    const twice = await build('twice', async (apply) => {
      for (const e of events) {
        await apply(e);
        await apply(e);
      }
      for (const e of events.slice(0, 5)) await apply(e);
    });
    expect(twice).toEqual(once);
    expect(once.ruleSets.map((r) => [r.financial_year, r.version, r.reason])).toEqual([
      ['2025-26', 1, null],
      ['2025-26', 2, 'Slabs'],
      ['2026-27', 1, null],
    ]);
    expect(
      once.assessments.map((r) => [r.property_unique_id, Number(r.arv_paise), r.rule_set_version]),
    ).toEqual([
      ['P1', 9_960_000, 2],
      ['P2', 24_000_000, 1],
      ['P3', 80_000_000, 1],
    ]);
  });

  describe('queried through their views', () => {
    beforeAll(async () => {
      await build('live', async (apply) => {
        for (const e of events) await apply(e);
      });
      await db.pool.query('CREATE VIEW tax_rule_sets AS SELECT * FROM tax_rule_sets_live');
      await db.pool.query('CREATE VIEW property_assessments AS SELECT * FROM property_assessments_live');
      await db.pool.query(
        createCategoryTables({ categories: 'categories', sub_categories: 'sub_categories' }),
      );
      await db.pool.query(
        `INSERT INTO categories VALUES (1, '1', 'Shops', false, 0);
         INSERT INTO sub_categories VALUES (103, 1, 'Shop 200-500 sq ft', 4000, 3, false, 0);`,
      );
    });
    const all = { zones: null, wards: null };

    it('give the newest rule set of a year, or a given version, or the latest earlier one in force, or none', async () => {
      expect(await findRuleSet(db.pool, '2025-26')).toEqual({
        ...kanpur,
        financialYear: '2025-26',
        version: 2,
      });
      expect((await findRuleSet(db.pool, '2025-26', 1))?.houseTaxSlabs).toEqual(
        DEFAULT_TAX_RULES.houseTaxSlabs,
      );
      expect(await findRuleSet(db.pool, '2027-28')).toMatchObject({
        financialYear: '2027-28',
        inForceFrom: '2026-27',
      });
      expect(await findRuleSet(db.pool, '2020-21')).toBeNull();
    });

    it('give what each recorded assessment was computed from', async () => {
      const recorded = await recordedAssessments(db.pool, ['P1', 'P9'], '2025-26');
      expect([...recorded.entries()]).toEqual([['P1', { ruleSetVersion: 2, inputsFingerprint: 'f-rented' }]]);
    });

    it('list ARVs in a range, largest first, within the caller zones', async () => {
      const filter = {
        financialYear: '2025-26',
        scope: all,
        minArvPaise: rupees(50_000),
        maxArvPaise: rupees(500_000),
      };
      const { rows, total } = await listArv(db.pool, filter, { page: 1, limit: 10 });
      expect([rows.map((r) => [r.propertyUniqueId, r.arvPaise, r.totalTaxPaise]), total]).toEqual([
        [
          ['P2', rupees(240_000), rupees(36_000 + 30_000)],
          ['P1', rupees(99_600), rupees(14_940 + 12_450)],
        ],
        2,
      ]);
      const limited = await listArv(
        db.pool,
        { ...filter, scope: { zones: ['z2'], wards: null } },
        { page: 1, limit: 10 },
      );
      expect(limited.rows.map((r) => r.propertyUniqueId)).toEqual(['P2']);
    });

    it('export every row in batches by property ID', async () => {
      const batches: string[][] = [];
      for await (const rows of arvListBatches(db.pool, { financialYear: '2025-26', scope: all }, 2)) {
        batches.push(rows.map((r) => r.propertyUniqueId));
      }
      expect(batches).toEqual([['P1', 'P2'], ['P3']]);
    });

    it('count properties below, inside and above the ARV range', async () => {
      const bands = await arvBands(
        db.pool,
        { financialYear: '2025-26', scope: all },
        rupees(100_000),
        rupees(500_000),
      );
      expect(bands.map((b) => [b.band, b.fromPaise, b.toPaise, b.count, b.arvPaise])).toEqual([
        ['below', null, rupees(100_000) - 1, 1, rupees(99_600)],
        ['between', rupees(100_000), rupees(500_000), 1, rupees(240_000)],
        ['above', rupees(500_000) + 1, null, 1, rupees(800_000)],
      ]);
    });

    it('sum by category with the master names and factors', async () => {
      const rows = await categoryWise(db.pool, { financialYear: '2025-26', scope: all });
      expect(
        rows.map((r) => [r.houseCategory, r.categoryName, r.subCategoryName, r.factor, r.count, r.arvPaise]),
      ).toEqual([
        ['residential', null, null, null, 2, rupees(99_600 + 240_000)],
        ['nonresidential', 'Shops', 'Shop 200-500 sq ft', 4, 1, rupees(800_000)],
      ]);
    });
  });
});
