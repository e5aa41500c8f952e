import ExcelJS from 'exceljs';
import { openExport, peopleReadableProblems } from '../properties/exportTesting';
import { ADMIN, type DemandBed } from '../demands/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { billSums, HEADS, startReportScenario, type Figures } from '../demandReports/testing';

jest.setTimeout(120_000);

// The bill scenario on 15 June 2026 (see billScenario.ts): p (w1) owes 2025-26 (₹2,255 with
// interest) and 2026-27 (₹2,750), q (w1) 2026-27 (₹1,500), r (w2, zone z1) 2025-26 (₹2,255), engine
// (w3, zone z2) 2026-27 less ₹500 paid at the counter.
let bed: DemandBed;
let ids: { p: string; q: string; r: string; engine: string };

beforeAll(async () => {
  ({ bed, ids } = await startReportScenario());
});
afterAll(() => bed.stop());

const get = async (path: string, email: string | null = ADMIN) => {
  const request = bed.http().get(`/api/${path}`);
  return email ? request.set('Authorization', await bed.as(email)) : request;
};

async function file(path: string) {
  return bed
    .http()
    .get(`/api/${path}`)
    .set('Authorization', await bed.as(ADMIN))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The rows under the header row (the one whose first cell is `first`) of a report workbook. */
async function sheetBody(path: string, first: string): Promise<unknown[][]> {
  const response = await file(path);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
  const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  return rows.slice(rows.findIndex((row) => row[1] === first) + 1);
}

const current = (year: string) => year === '2026-27';
const arrears = (year: string) => year < '2026-27';
const everyYear = () => true;
const dues = (rows: { propertyUniqueId: string; duesPaise: number }[]) =>
  rows.map((row) => [row.propertyUniqueId, row.duesPaise]);

describe('GET taxDemands/defaultersList: filterType, names and totals', () => {
  it('counts dues of every year, of arrears only or of this year only', async () => {
    const range = 'minAmount=1000&maxAmount=6000&zoneId=z1';
    const all = await get(`taxDemands/defaultersList?${range}`);
    expect(dues(all.body.data)).toEqual([
      [ids.p, 500_500],
      [ids.r, 225_500],
      [ids.q, 150_000],
    ]);
    const old = await get(`taxDemands/defaultersList?${range}&filterType=arrears`);
    expect(dues(old.body.data).sort()).toEqual(
      [
        [ids.p, 225_500],
        [ids.r, 225_500],
      ].sort(),
    );
    expect(old.body.data[0].yearsDue).toEqual(['2025-26']);
    const now = await get(`taxDemands/defaultersList?${range}&filterType=current`);
    expect(dues(now.body.data)).toEqual([
      [ids.p, 275_000],
      [ids.q, 150_000],
    ]);
  });

  it('names the places and sums the whole selection, not the page', async () => {
    const response = await get('taxDemands/defaultersList?minAmount=1000&maxAmount=6000&zoneId=z1&limit=1');
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      zoneName: 'Zone 1',
      wardName: 'Ward 1',
      mohallaName: 'Mohalla m1',
    });
    const bills = await billSums(bed, [ids.p, ids.q, ids.r], everyYear);
    expect(response.body.totals).toEqual({
      properties: 3,
      duesPaise: bills.balancePaise,
      byHead: { house: bills.byHead.house.balancePaise, water: bills.byHead.water.balancePaise, sewer: 0 },
    });
  });

  it('refuses an unknown filterType with 400 and changes nothing', async () => {
    const response = await get('taxDemands/defaultersList?filterType=someday');
    expect([response.status, response.body.status]).toEqual([400, 400]);
    expect(response.body.message).toMatch(/filterType/);
  });

  it('writes every row (not one page) with names and the total row as XLSX, and a PDF', async () => {
    const query = 'minAmount=1000&maxAmount=6000&zoneId=z1&limit=1';
    const body = await sheetBody(`taxDemands/defaultersList?${query}&format=xlsx`, 'Property ID');
    expect(body.map((row) => [row[1], row[4], row[11]])).toEqual([
      [ids.p, 'Zone 1', 5005],
      [ids.r, 'Zone 1', 2255],
      [ids.q, 'Zone 1', 1500],
      ['Total', undefined, 5005 + 2255 + 1500],
    ]);
    const pdf = await file(`taxDemands/defaultersList?${query}&format=pdf&lang=hi`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await get(`taxDemands/defaultersList?${query}&format=csv`)).status).toBe(400);
  });

  it('streams the export call through the cursor: every row, names not ids', async () => {
    const response = await file('taxDemands/defaultersList/export?minAmount=1000&maxAmount=6000');
    const sheet = await openExport(response.body as Buffer);
    expect(peopleReadableProblems(sheet)).toEqual([]);
    expect(sheet.values.map((row) => [row[0], row[4]])).toEqual(
      expect.arrayContaining([
        [ids.p, 'Ward 1'],
        [ids.r, 'Ward 2'],
        [ids.q, 'Ward 1'],
      ]),
    );
  });
});

describe('GET properties/propertyWise', () => {
  it('gives each property its demand, collection and balance, equal to its bill to the paisa', async () => {
    const response = await get('properties/propertyWise?financialYear=2026-27&limit=100');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 4, page: 1, financialYear: '2026-27' });
    const rows = response.body.data as { propertyUniqueId: string; arrears: object; current: object }[];
    expect(rows.map((row) => row.propertyUniqueId)).toEqual([ids.p, ids.q, ids.r, ids.engine].sort());
    for (const id of [ids.p, ids.engine]) {
      const row = rows.find((r) => r.propertyUniqueId === id)!;
      expect(row.arrears).toMatchObject(await billSums(bed, [id], arrears));
      expect(row.current).toMatchObject(await billSums(bed, [id], current));
    }
    expect(rows.find((r) => r.propertyUniqueId === ids.engine)).toMatchObject({
      zoneName: 'Zone 2',
      wardName: 'Ward 3',
      mohallaName: 'Mohalla m3',
    });
    const city = (await get('taxDemands/splitSummary?financialYear=2026-27')).body.data;
    expect(response.body.totals).toEqual({ arrears: city.arrears, current: city.current, total: city.total });
  });

  it('pages, filters by place and by property, and writes every row to a file', async () => {
    const second = await get('properties/propertyWise?financialYear=2026-27&limit=1&page=2');
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(second.body.data.map((r: { propertyUniqueId: string }) => r.propertyUniqueId)).toEqual([
      [ids.p, ids.q, ids.r, ids.engine].sort()[1],
    ]);
    const ward = await get('properties/propertyWise?wardId=w1');
    expect(ward.body.total).toBe(2);
    const one = await get(`properties/propertyWise?propertyUniqueId=${ids.r}`);
    expect([one.body.total, one.body.data[0].total.balancePaise]).toEqual([1, 225_500]);
    const body = await sheetBody('properties/propertyWise?wardId=w1&limit=1&format=xlsx', 'Property ID');
    expect(body.map((row) => row[1])).toEqual([ids.p, ids.q].sort().concat('Total'));
  });

  it('answers 400 to a malformed property ID or year, 403 outside the caller’s access', async () => {
    const id = await get('properties/propertyWise?propertyUniqueId=abc');
    expect([id.status, Object.keys(id.body.errors)]).toEqual([400, ['propertyUniqueId']]);
    expect((await get('properties/propertyWise?financialYear=2026')).status).toBe(400);
    expect((await get('properties/propertyWise?page=0')).status).toBe(400);
    expect((await get('properties/propertyWise', DEMO_OPERATOR.email)).status).toBe(403);
    expect((await get('properties/propertyWise', null)).status).toBe(401);
    const limited = 'limited.propertywise@nagarnigam.demo';
    await bed.wardOfficial(limited, 'z1', 'w1');
    expect((await get('properties/propertyWise?wardId=w2', limited)).status).toBe(403);
    expect((await get('properties/propertyWise', limited)).body.total).toBe(2);
  });
});

describe('GET properties/summaryProperties', () => {
  it('counts the city’s properties by zone, every zone listed, and a zone’s by ward', async () => {
    const city = await get('properties/summaryProperties?financialYear=2026-27');
    expect(city.status).toBe(200);
    expect(city.body.level).toBe('zone');
    expect(city.body.data).toEqual([
      expect.objectContaining({
        id: 'z1',
        name: 'Zone 1',
        properties: 3,
        residential: 3,
        demanded: 2,
        matched: 0,
      }),
      expect.objectContaining({ id: 'z2', name: 'Zone 2', properties: 1, demanded: 1, assessed: 1 }),
    ]);
    expect(city.body.totals).toMatchObject({ properties: 4, demanded: 3 });
    const zone = await get('properties/summaryProperties?financialYear=2025-26&zoneId=z1');
    expect(zone.body.data.map((r: { name: string; demanded: number }) => [r.name, r.demanded])).toEqual([
      ['Ward 1', 1],
      ['Ward 2', 1],
    ]);
    expect((await get('properties/summaryProperties?zoneId=nowhere')).status).toBe(404);
    expect((await get('properties/summaryProperties', DEMO_OPERATOR.email)).status).toBe(403);
  });
});

describe('GET properties/taxSummary', () => {
  it('gives demand and collection per year and head, equal to the bills to the paisa', async () => {
    const response = await get('properties/taxSummary?financialYear=2026-27');
    expect(response.status).toBe(200);
    const rows = response.body.data as ({
      financialYear: string;
      head: string;
      headName: string;
    } & Figures)[];
    expect(rows.map((row) => `${row.financialYear} ${row.head}`)).toEqual([
      '2025-26 house',
      '2025-26 water',
      '2025-26 sewer',
      '2026-27 house',
      '2026-27 water',
      '2026-27 sewer',
    ]);
    const everyone = [ids.p, ids.q, ids.r, ids.engine];
    for (const [year, pick] of [
      ['2025-26', arrears],
      ['2026-27', current],
    ] as const) {
      const bills = await billSums(bed, everyone, pick);
      for (const head of HEADS) {
        const {
          financialYear: _y,
          head: _h,
          headName: _n,
          ...figures
        } = rows.find((row) => row.financialYear === year && row.head === head)!;
        expect(figures).toEqual(bills.byHead[head]);
      }
    }
    const { byHead: _byHead, ...whole } = await billSums(bed, everyone, everyYear);
    expect(response.body.totals).toEqual(whole);
    expect(rows[0].headName).toBe('House tax');
    const hindi = await get('properties/taxSummary?financialYear=2026-27&lang=hi');
    expect(hindi.body.data[0].headName).toBe('गृह कर');
  });

  it('leaves later years out and answers 400 to a malformed year', async () => {
    const last = await get('properties/taxSummary?financialYear=2025-26');
    expect(last.body.data.every((row: { financialYear: string }) => row.financialYear === '2025-26')).toBe(
      true,
    );
    expect((await get('properties/taxSummary?financialYear=twenty')).status).toBe(400);
    const body = await sheetBody('properties/taxSummary?financialYear=2025-26&format=xlsx', 'Financial year');
    expect(body.map((row) => row[2])).toEqual(['House tax', 'Water tax', 'Sewer tax', undefined]);
  });
});

describe('POST properties/generateBulkNotice for one property (the defaulters list’s action)', () => {
  it('starts a recovery notice job for that property alone', async () => {
    const response = await bed.post('properties/generateBulkNotice', {
      noticeType: 'recovery',
      language: 'en',
      propertyUniqueId: ids.p,
      minimumDues: 1000,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ total: 1, sheetName: ids.p, noticeType: 'recovery' });
    const bad = await bed.post('properties/generateBulkNotice', {
      noticeType: 'recovery',
      propertyUniqueId: 'x1',
    });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['propertyUniqueId']]);
  });
});
