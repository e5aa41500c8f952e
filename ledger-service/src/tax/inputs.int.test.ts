import { Pool } from 'pg';
import { assess, DEFAULT_TAX_RULES, type MohallaRates, type RecordedEvent } from '@ptax/contracts';
import {
  applyCategoryEvent,
  applyGeographyEvent,
  createCategoryTables,
  createGeographyTables,
} from '@ptax/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { assessmentInputOf, assessmentInputsOf } from './inputs';
import { insertProperty, REGISTER_SHAPE_SQL, type ExampleProperty } from './testing';

// The adapter's SQL against the register's shape (tables created here: the register's module is
// not mounted yet), the real geography and category read-model tables, fed by their own handlers.

const at = '2025-04-01T10:00:00.000Z';
const RATES: MohallaRates = {
  road_w_l_12: { rcc_rbc: 500, other_pucca: 400, kachha: 300, vacant_land: 100 },
  road_w_12_24: { rcc_rbc: 600, other_pucca: 500, kachha: 350, vacant_land: 150 },
  road_w_m_24: { rcc_rbc: 750, other_pucca: 600, kachha: 400, vacant_land: 200 },
};
const DOUBLED = Object.fromEntries(
  Object.entries(RATES).map(([group, rates]) => [
    group,
    Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, v * 2])),
  ]),
) as MohallaRates;

let revision = 0;
const recorded = (type: string, stream: string, data: object): RecordedEvent => ({
  id: `e${revision}`,
  type,
  version: 1,
  data,
  metadata: {},
  stream,
  revision: revision++,
  position: revision,
  checkpoint: String(revision),
  recordedAt: at,
});

const house: ExampleProperty = {
  propertyUniqueId: 'P-HOUSE',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  houseCategory: 'residential',
  constType: 'rcc_rbc',
  roadWidth: 9,
  plotArea: 1200,
  constructionYear: 2012,
  floors: [
    { floorNumber: 0, rentType: 'self', rentUsage: 'residential', areaSqft: 1000 },
    { floorNumber: 1, rentType: 'self', rentUsage: 'residential', areaSqft: 800 },
  ],
};

describe('assessmentInputOf, over the register, geography and category read models', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 4 });
    const geography = {
      cities: 'cities',
      banks: 'banks',
      zones: 'zones',
      wards: 'wards',
      mohallas: 'mohallas',
      mohalla_rates: 'mohalla_rates',
    };
    await pool.query(createGeographyTables(geography));
    await pool.query(createCategoryTables({ categories: 'categories', sub_categories: 'sub_categories' }));
    await pool.query(REGISTER_SHAPE_SQL);
    revision = 0;
    const events = [
      recorded('MohallaAdded', 'mohalla-m1', {
        mohallaId: 'm1',
        name: 'Aminabad',
        zoneId: 'z1',
        wardId: 'w1',
        waterTaxAvailable: true,
        sewerTaxAvailable: false,
        rates: RATES,
        addedAt: at,
      }),
      recorded('MohallaRatesRevised', 'mohalla-m1', {
        mohallaId: 'm1',
        rates: DOUBLED,
        effectiveFromFinancialYear: '2026-27',
        revisedAt: at,
      }),
      recorded('CategoryAdded', 'category-5', {
        categoryId: '5',
        categoryNumber: 5,
        name: 'Shops',
        subCategories: [
          { subCategoryNumber: 501, name: 'Shop 200-500 sq ft', factor: 4 },
          { subCategoryNumber: 502, name: 'Showroom', factor: 5 },
        ],
        addedAt: at,
      }),
    ];
    const tables = { ...geography, categories: 'categories', sub_categories: 'sub_categories' };
    for (const event of events) {
      for (const s of [...applyGeographyEvent(event, tables), ...applyCategoryEvent(event, tables)])
        await pool.query(s.text, [...s.values]);
    }
    await insertProperty(pool, house);
    await insertProperty(pool, {
      ...house,
      propertyUniqueId: 'P-SHOP',
      houseCategory: 'nonresidential',
      category: 5,
      subCategory: 501,
      plotArea: 300.5,
      floors: [
        { floorNumber: 0, rentType: 'rented', rentUsage: 'nonresidential', areaSqft: 300.25 },
        {
          floorNumber: 1,
          rentType: 'rented',
          rentUsage: 'nonresidential',
          areaSqft: 200,
          category: 5,
          subCategory: 502,
        },
      ],
    });
    await insertProperty(pool, { ...house, propertyUniqueId: 'P-NO-YEAR', constructionYear: undefined });
    await insertProperty(pool, { ...house, propertyUniqueId: 'P-DELETED' });
    await pool.query("UPDATE properties SET status = 'deleted' WHERE property_unique_id = 'P-DELETED'");
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it("builds the engine's input from the property, its floors and its mohalla", async () => {
    expect(await assessmentInputOf(pool, 'P-HOUSE', '2025-26')).toEqual({
      propertyUniqueId: 'P-HOUSE',
      zoneId: 'z1',
      wardId: 'w1',
      mohallaId: 'm1',
      houseCategory: 'residential',
      category: undefined,
      subCategory: undefined,
      input: {
        financialYear: '2025-26',
        houseCategory: 'residential',
        constType: 'rcc_rbc',
        roadWidth: 9,
        plotArea: 1200,
        constructionYear: 2012,
        houseTaxApplicable: true,
        waterTaxApplicable: true,
        sewerageConnectionAvailable: true,
        isDisabled: false,
        isExDefensePersonalWidow: false,
        isMetroRailProperty: false,
        floors: [
          { floorNumber: 0, rentType: 'self', usage: 'residential', areaSqft: 1000 },
          { floorNumber: 1, rentType: 'self', usage: 'residential', areaSqft: 800 },
        ],
        mohalla: { rates: RATES, waterTaxAvailability: true, sewerTaxAvailability: false },
        subCategoryFactors: {},
      },
    });
  });

  it('gives the worked example its hand-computed ARV: ₹60,720, and no sewer tax in a mohalla without a sewer', async () => {
    const property = await assessmentInputOf(pool, 'P-HOUSE', '2025-26');
    if (!property || !('input' in property)) throw new Error('expected an input');
    const assessment = assess(property.input, { ...DEFAULT_TAX_RULES, financialYear: '2025-26', version: 1 });
    expect([
      assessment.arvPaise,
      assessment.taxes.house.amountPaise,
      assessment.taxes.sewer.amountPaise,
    ]).toEqual([6_072_000, 910_800, 0]);
  });

  it('uses the rate schedule in force in the year: the revision from 2026-27 doubles the rates', async () => {
    const later = await assessmentInputOf(pool, 'P-HOUSE', '2026-27');
    expect(later && 'input' in later && later.input.mohalla.rates).toEqual(DOUBLED);
  });

  it("gives a non-residential floor its own sub-category's factor, or else the property's", async () => {
    const shop = await assessmentInputOf(pool, 'P-SHOP', '2025-26');
    expect(shop && 'input' in shop && shop.input.floors).toEqual([
      {
        floorNumber: 0,
        rentType: 'rented',
        usage: 'nonresidential',
        areaSqft: 300.25,
        categoryId: 5,
        subCategoryId: 501,
      },
      {
        floorNumber: 1,
        rentType: 'rented',
        usage: 'nonresidential',
        areaSqft: 200,
        categoryId: 5,
        subCategoryId: 502,
      },
    ]);
    expect(shop && 'input' in shop && [shop.input.plotArea, shop.input.subCategoryFactors]).toEqual([
      300.5,
      { '501': 4, '502': 5 },
    ]);
  });

  it('names the missing figure instead of guessing, and leaves out deleted and unknown properties', async () => {
    const many = await assessmentInputsOf(pool, ['P-NO-YEAR', 'P-DELETED', 'P-NOBODY'], '2025-26');
    expect([...many.keys()]).toEqual(['P-NO-YEAR']);
    expect(many.get('P-NO-YEAR')).toMatchObject({ problem: 'The property has no construction year' });
  });
});
