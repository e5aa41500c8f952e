import { openExport, peopleReadableProblems } from '../properties/exportTesting';
import { mohallaStream, wardStream, zoneStream, type MohallaRates } from '@ptax/contracts';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';
import {
  appendRegistration,
  insertProperty,
  registerIsMounted,
  REGISTER_SHAPE_SQL,
  type ExampleProperty,
} from './testing';

// Worked examples of contracts/src/tax/assess.unit.test.ts, through HTTP: the property register's
// read model (its events when its module is mounted, else tables of its shape), the geography read
// model (its events), the seeded categories and rule sets.

const at = '2025-04-01T10:00:00.000Z';
const RATES: MohallaRates = {
  road_w_l_12: { rcc_rbc: 500, other_pucca: 400, kachha: 300, vacant_land: 100 },
  road_w_12_24: { rcc_rbc: 600, other_pucca: 500, kachha: 350, vacant_land: 150 },
  road_w_m_24: { rcc_rbc: 750, other_pucca: 600, kachha: 400, vacant_land: 200 },
};
const rupees = (n: number) => n * 100;
const FY = '2025-26';

const house: ExampleProperty = {
  propertyUniqueId: '01001001000000001',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm-sewer',
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
// Seeded category 1 'Shops and stalls': 101 small stall 1.1, 102 small shop 2, 103 shop 200-500 sq ft 4.
const shop: ExampleProperty = {
  propertyUniqueId: '01001001000000002',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm-sewer',
  houseCategory: 'nonresidential',
  category: 1,
  subCategory: 103,
  constType: 'other_pucca',
  roadWidth: 30,
  plotArea: 300,
  constructionYear: 1990,
  floors: [{ floorNumber: 0, rentType: 'rented', rentUsage: 'nonresidential', areaSqft: 300 }],
};
const noSewer: ExampleProperty = {
  ...house,
  propertyUniqueId: '01001002000000001',
  mohallaId: 'm-dry',
  isDisabled: true,
  isExDefensePersonalWidow: true,
};

let harness: Harness;
let admin: string;
let operator: string;

const official = (email: string) => DEMO_OFFICIALS.find((user) => user.email === email)!;
const get = (path: string, token?: string) => {
  const request = harness.http().get(path);
  return token ? request.set('Authorization', token) : request;
};

beforeAll(async () => {
  harness = await startHarness({ seedModules: ['staff', 'categories', 'discounts', 'tax'] });
  const { store, pool } = harness.platform;
  const meta = { userId: 'test' };
  const append = (stream: string, type: string, data: object) =>
    store.append(stream, [{ id: crypto.randomUUID(), type, version: 1, data, metadata: meta }], 'no_stream');
  await append(zoneStream('z1'), 'ZoneAdded', {
    zoneId: 'z1',
    cityId: 'lucknow',
    zoneNo: 1,
    name: 'Zone 1',
    addedAt: at,
  });
  await append(wardStream('w1'), 'WardAdded', {
    wardId: 'w1',
    cityId: 'lucknow',
    zoneId: 'z1',
    wardNo: 1,
    wardFullname: 'Aminabad',
    addedAt: at,
  });
  for (const [id, sewer] of [
    ['m-sewer', true],
    ['m-dry', false],
  ] as const) {
    await append(mohallaStream(id), 'MohallaAdded', {
      mohallaId: id,
      name: id,
      zoneId: 'z1',
      wardId: 'w1',
      waterTaxAvailable: true,
      sewerTaxAvailable: sewer,
      rates: RATES,
      addedAt: at,
    });
  }
  const mounted = await registerIsMounted(pool);
  if (!mounted) await pool.query(REGISTER_SHAPE_SQL);
  for (const property of [house, shop, noSewer]) {
    if (mounted) await appendRegistration(store, property, at);
    else await insertProperty(pool, property);
  }
  await harness.platform.caughtUp();
  admin = `Bearer ${await loginToken(harness, 'officials', 'admin@nagarnigam.demo', official('admin@nagarnigam.demo').password)}`;
  operator = `Bearer ${await loginToken(harness, 'operators', DEMO_OPERATOR.email, DEMO_OPERATOR.password)}`;
});
afterAll(() => harness.stop());

describe('GET properties/calculateTax', () => {
  it('assesses the self-occupied two-storey RCC house of the worked example: ARV ₹60,720', async () => {
    const response = await get(
      `/api/properties/calculateTax?propertyUniqueId=${house.propertyUniqueId}&financialYear=${FY}`,
    );
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      propertyUniqueId: house.propertyUniqueId,
      financialYear: FY,
      ruleSetVersion: 1,
      recorded: null,
    });
    expect(data.floors.map((f: { valuePaise: number }) => f.valuePaise)).toEqual([
      rupees(32_400),
      rupees(25_920),
    ]);
    expect([data.vacantLand.valuePaise, data.arvPaise, data.totalTaxPaise]).toEqual([
      rupees(2_400),
      rupees(60_720),
      rupees(18_520),
    ]);
    expect(data.taxes.sewer.explanation.en).toBe(
      'Sewer tax: 3% x ₹60,720 = ₹1,821.60 -> ₹1,822 (rounded half-up)',
    );
  });

  it('values the shop with its sub-category factor 4: ARV ₹69,120', async () => {
    const response = await get(
      `/api/properties/calculateTax?propertyUniqueId=${shop.propertyUniqueId}&financialYear=${FY}`,
    );
    expect([response.body.data.arvPaise, response.body.data.taxes.sewer.amountPaise]).toEqual([
      rupees(69_120),
      rupees(2_074),
    ]);
  });

  it('takes the current financial year by default (2026-27 has a seeded rule set too)', async () => {
    const response = await get(`/api/properties/calculateTax?propertyUniqueId=${house.propertyUniqueId}`);
    expect(response.status).toBe(200);
    expect(response.body.data.financialYear).toMatch(/^\d{4}-\d{2}$/);
  });

  it('keeps the latest rules in force for a later year that has no rule set of its own', async () => {
    const later = await get(
      `/api/properties/calculateTax?propertyUniqueId=${house.propertyUniqueId}&financialYear=2030-31`,
    );
    expect(later.status).toBe(200);
    expect([later.body.data.financialYear, later.body.data.ruleSetYear]).toEqual(['2030-31', '2026-27']);
  });

  it('answers 404 for an unknown property or a year before any rule set, 400 without a property ID', async () => {
    expect(
      (await get(`/api/properties/calculateTax?propertyUniqueId=NOPE&financialYear=${FY}`)).body,
    ).toEqual({
      status: 404,
      message: 'Property not found',
    });
    expect(
      (
        await get(
          `/api/properties/calculateTax?propertyUniqueId=${house.propertyUniqueId}&financialYear=2020-21`,
        )
      ).body,
    ).toEqual({
      status: 404,
      message: 'No tax rule set for 2020-21',
    });
    expect((await get('/api/properties/calculateTax')).status).toBe(400);
    expect(
      (await get(`/api/properties/calculateTax?propertyUniqueId=X&financialYear=2025`)).body.errors,
    ).toEqual({
      financialYear: 'Financial year must be written like 2025-26',
    });
  });
});

describe('GET properties/taxCalculations', () => {
  const described = {
    financialYear: FY,
    mohallaId: 'm-sewer',
    houseCategory: 'residential',
    constType: 'rcc_rbc',
    roadWidth: '9',
    plotArea: '1200',
    constructionYear: '2012',
    floors: JSON.stringify([
      { floorNumber: 0, rentType: 'self', usage: 'residential', areaSqft: 1000 },
      { floorNumber: 1, rentType: 'rented', usage: 'residential', areaSqft: 800 },
    ]),
  };

  it('previews a described property with the same engine, saving nothing', async () => {
    // Ground self-occupied ₹32,400; first rented 38,400 x 1.125 = ₹43,200; land ₹2,400: ARV ₹78,000
    const response = await get(`/api/properties/taxCalculations?${new URLSearchParams(described)}`);
    expect(response.status).toBe(200);
    expect(response.body.data.arvPaise).toBe(rupees(78_000));
    expect(response.body.data.taxes.house.amountPaise).toBe(rupees(11_700));
  });

  it('names the field a citizen got wrong', async () => {
    const response = await get(
      `/api/properties/taxCalculations?${new URLSearchParams({ ...described, constType: 'mud' })}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      constType: 'Construction type must be rcc_rbc, other_pucca or kachha',
    });
  });
});

describe('PATCH properties/calculateMohallaTax', () => {
  it('is for nagar_nigam officials only', async () => {
    const response = await harness
      .http()
      .patch('/api/properties/calculateMohallaTax?mohallaId=m-sewer')
      .set('Authorization', operator);
    expect(response.status).toBe(403);
  });

  it('records each property once; a second run finds nothing changed', async () => {
    const run = () =>
      harness
        .http()
        .patch(`/api/properties/calculateMohallaTax?mohallaId=m-sewer&financialYear=${FY}`)
        .set('Authorization', admin);
    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      mohallaId: 'm-sewer',
      financialYear: FY,
      ruleSetVersion: 1,
      assessed: 2,
      unchanged: 0,
      failed: [],
    });
    expect((await run()).body.data).toMatchObject({ assessed: 0, unchanged: 2 });
    const events = await harness.platform.store.readStream(`property-${house.propertyUniqueId}`);
    const assessed = events.filter((e) => e.type === 'PropertyAssessed');
    expect(assessed.map((e) => (e.data as { arvPaise: number }).arvPaise)).toEqual([rupees(60_720)]);
    expect(assessed[0].metadata).toMatchObject({
      userId: 'admin@nagarnigam.demo',
      command: 'CalculateMohallaTax',
    });
    const calculated = await get(
      `/api/properties/calculateTax?propertyUniqueId=${house.propertyUniqueId}&financialYear=${FY}`,
    );
    expect(calculated.body.data.recorded).toEqual({
      ruleSetVersion: 1,
      inputsFingerprint: calculated.body.data.inputsFingerprint,
    });
  });

  it('records the concessions on house tax in a mohalla without a sewer', async () => {
    const response = await harness
      .http()
      .patch(`/api/properties/calculateMohallaTax?mohallaId=m-dry&financialYear=${FY}`)
      .set('Authorization', admin);
    expect(response.body.data.assessed).toBe(1);
    const [event] = (await harness.platform.store.readStream(`property-${noSewer.propertyUniqueId}`)).filter(
      (e) => e.type === 'PropertyAssessed',
    );
    // House 9,108 less 20% = 7,286.40 -> ₹7,286; water ₹7,590; no sewer.
    expect(event.data).toMatchObject({
      arvPaise: rupees(60_720),
      housePaise: rupees(7_286),
      waterPaise: rupees(7_590),
      sewerPaise: 0,
      concessions: [
        { head: 'house', reason: 'disability', percentage: 10, amountPaise: rupees(911) },
        { head: 'house', reason: 'exDefenceWidow', percentage: 10, amountPaise: rupees(911) },
      ],
    });
  });
});

describe('the ARV reports', () => {
  it('lists recorded ARVs within minAmount..maxAmount, largest first', async () => {
    const response = await get(
      `/api/properties/arvList?financialYear=${FY}&minAmount=0&maxAmount=100000`,
      admin,
    );
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(
      response.body.data.map((r: { propertyUniqueId: string; arvPaise: number }) => [
        r.propertyUniqueId,
        r.arvPaise,
      ]),
    ).toEqual([
      [shop.propertyUniqueId, rupees(69_120)],
      [house.propertyUniqueId, rupees(60_720)],
      [noSewer.propertyUniqueId, rupees(60_720)],
    ]);
    // SPEC section 9's default range is ₹1,00,000 to ₹5,00,000: none of these.
    expect((await get(`/api/properties/arvList?financialYear=${FY}`, admin)).body.total).toBe(0);
  });

  it('counts ARVs by band and by category', async () => {
    const bands = (
      await get(`/api/properties/arvWise?financialYear=${FY}&minAmount=65000&maxAmount=70000`, admin)
    ).body.data;
    expect(bands.map((b: { band: string; count: number }) => [b.band, b.count])).toEqual([
      ['below', 2],
      ['between', 1],
      ['above', 0],
    ]);
    const categories = (await get(`/api/properties/categoryWise?financialYear=${FY}`, admin)).body.data;
    expect(categories).toContainEqual(
      expect.objectContaining({
        houseCategory: 'nonresidential',
        categoryName: 'Shops and stalls',
        subCategoryName: 'Shop 200-500 sq ft',
        factor: 4,
        count: 1,
      }),
    );
  });

  /** The rows of the spreadsheet an export call answers, 1-based cells as exceljs reads them. */
  async function sheetRows(path: string): Promise<unknown[][]> {
    const response = await get(path, admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await openExport(response.body as Buffer);
    expect(peopleReadableProblems(sheet)).toEqual([]);
    // 1-based cells as before: the header, then the rows.
    return [sheet.header, ...sheet.values].map((row) => [undefined, ...row]);
  }

  it('exports the ARV list as a spreadsheet', async () => {
    const rows = await sheetRows(`/api/properties/arvList/export?financialYear=${FY}&minAmount=0`);
    // Column 1 the property ID, column 10 the ARV in rupees.
    expect(rows.map((row) => [row[1], row[10]])).toEqual([
      ['Property ID', 'ARV (Rs)'],
      [house.propertyUniqueId, 60_720],
      [shop.propertyUniqueId, 69_120],
      [noSewer.propertyUniqueId, 60_720],
    ]);
  });

  it('exports the bands and the categories as spreadsheets', async () => {
    const bands = await sheetRows(
      `/api/properties/arvWise/export?financialYear=${FY}&minAmount=65000&maxAmount=70000`,
    );
    expect(bands.map((row) => [row[1], row[4]])).toEqual([
      ['ARV band', 'Properties'],
      ['below', 2],
      ['between', 1],
      ['above', 0],
    ]);
    const categories = await sheetRows(`/api/properties/categoryWise/export?financialYear=${FY}`);
    expect(categories.map((row) => [row[2], row[5], row[6]])).toContainEqual(['Shops and stalls', 1, 69_120]);
  });

  it('name the bands and categories in the language asked for, with totals, and answer report files', async () => {
    const range = `financialYear=${FY}&minAmount=65000&maxAmount=70000`;
    const bands = (await get(`/api/properties/arvWise?${range}`, admin)).body;
    expect(bands.data.map((b: { bandName: string }) => b.bandName)).toEqual([
      'Below ₹65,000',
      '₹65,000 to ₹70,000',
      'Above ₹70,000',
    ]);
    expect(bands.totals).toMatchObject({ count: 3, arvPaise: rupees(69_120 + 60_720 + 60_720) });
    const hindi = (await get(`/api/properties/categoryWise?financialYear=${FY}&lang=hi`, admin)).body;
    expect(hindi.data.map((c: { houseCategoryName: string }) => c.houseCategoryName)).toContain('अनावासीय');
    expect(hindi.totals.count).toBe(3);
    const rows = await sheetRows(`/api/properties/arvWise?${range}&format=xlsx`);
    const header = rows.findIndex((row) => row[1] === 'ARV band');
    expect(rows.slice(header + 1).map((row) => [row[1], row[2]])).toEqual([
      ['Below ₹65,000', 2],
      ['₹65,000 to ₹70,000', 1],
      ['Above ₹70,000', 0],
      ['Total', 3],
    ]);
    expect((await get(`/api/properties/categoryWise?format=doc`, admin)).status).toBe(400);
  });

  it('are for nagar_nigam officials only', async () => {
    expect((await get(`/api/properties/arvList?financialYear=${FY}`, operator)).status).toBe(403);
    expect((await get(`/api/properties/arvWise?financialYear=${FY}`)).status).toBe(401);
  });
});
