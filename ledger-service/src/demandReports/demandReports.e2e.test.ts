import { openExport, peopleReadableProblems } from '../properties/exportTesting';
import { ADMIN, type DemandBed } from '../demands/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { billSums, startReportScenario, type Figures } from './testing';
import { BOUNDS_MESSAGE } from './requests';
import { refreshToToday } from './accrualWorker';

jest.setTimeout(120_000);

// The bill scenario on 15 June 2026: p (w1) owes 2025-26 and 2026-27, q (w1) 2026-27, r (w2)
// 2025-26, engine (w3, zone z2) 2026-27 and paid ₹500 at the counter. Expected figures are the sums of each property's bill.
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

const current = (year: string) => year === '2026-27';
const arrears = (year: string) => year < '2026-27';
const all = () => true;

describe('GET taxDemands/totalSummary', () => {
  it('equals the sum of the bills of the properties covered, to the paisa', async () => {
    const city = await get('taxDemands/totalSummary?financialYear=2026-27');
    expect(city.status).toBe(200);
    expect(city.body.data).toMatchObject({
      financialYear: '2026-27',
      onDate: '2026-06-15',
      properties: 3,
      ...(await billSums(bed, Object.values(ids), all)),
    });
    expect(city.body.data.collectedPaise).toBeGreaterThan(0);
    const ward = await get('taxDemands/totalSummary?financialYear=2026-27&wardId=w1');
    expect(ward.body.data).toMatchObject(await billSums(bed, [ids.p, ids.q], all));
    const before = await get('taxDemands/totalSummary?financialYear=2024-25');
    expect(before.body.data).toMatchObject({ properties: 0, demandPaise: 0, balancePaise: 0 });
    // p's 2025-26 interest accrues from 31 March: ₹30 + ₹25.
    expect(ward.body.data.interestPaise).toBe(5_500);
  });

  it('answers 400 to a bad filter, 401 without a sign-in', async () => {
    const bad = await get('taxDemands/totalSummary?financialYear=2026');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, message: expect.any(String) });
    expect((await get('taxDemands/totalSummary', null)).status).toBe(401);
    expect((await get('taxDemands/totalSummary', DEMO_OPERATOR.email)).status).toBe(403);
  });
});

describe('GET taxDemands/splitSummary', () => {
  it('splits arrears (years before) from the current year, each by head', async () => {
    const response = await get('taxDemands/splitSummary?financialYear=2026-27&zoneId=z1');
    const covered = [ids.p, ids.q, ids.r];
    expect(response.body.data).toMatchObject({
      properties: 2,
      arrears: await billSums(bed, covered, arrears),
      current: await billSums(bed, covered, current),
      total: await billSums(bed, covered, all),
    });
  });
});

describe('GET taxDemands/zoneWiseSummary', () => {
  it('lists each zone with its figures, and an official limited to ward w1 sees w1 only', async () => {
    const response = await get('taxDemands/zoneWiseSummary?financialYear=2026-27');
    expect(response.body.data.map((row: { zoneId: string }) => row.zoneId)).toEqual(['z1', 'z2']);
    expect(response.body.data[0].total).toMatchObject(await billSums(bed, [ids.p, ids.q, ids.r], all));
    expect(response.body.data[1].total).toMatchObject(await billSums(bed, [ids.engine], all));
    expect(response.body.totals.total).toMatchObject(await billSums(bed, Object.values(ids), all));

    const limited = 'limited.zone@nagarnigam.demo';
    await bed.wardOfficial(limited, 'z1', 'w1');
    const scoped = await get('taxDemands/zoneWiseSummary?financialYear=2026-27', limited);
    expect(scoped.body.data).toEqual([
      expect.objectContaining({ zoneId: 'z1', zoneName: 'Zone 1', zoneNo: 1 }),
    ]);
    expect(scoped.body.totals.total).toMatchObject(await billSums(bed, [ids.p, ids.q], all));
    expect((await get('taxDemands/zoneWiseSummary?wardId=w3', limited)).status).toBe(403);
  });
});

describe('GET taxDemands/zoneAndUsageWiseSummary', () => {
  it("groups by zone and the register's house category", async () => {
    const response = await get('taxDemands/zoneAndUsageWiseSummary?financialYear=2026-27');
    expect(response.status).toBe(200);
    const rows = response.body.data as { zoneId: string; usage: string; total: Figures }[];
    expect(rows.map((row) => [row.zoneId, row.usage])).toEqual([
      ['z1', 'residential'],
      ['z2', 'residential'],
    ]);
    expect(rows[0].total).toMatchObject(await billSums(bed, [ids.p, ids.q, ids.r], all));
  });
});

describe('GET taxDemands/defaultersList', () => {
  it('lists properties whose dues today lie between the bounds, largest first', async () => {
    // Dues: p ₹5,005, r ₹2,255 (₹2,200 + interest ₹55), q ₹1,500; engine by the tax engine.
    const response = await get('taxDemands/defaultersList?minAmount=1500&maxAmount=6000&wardId=w1');
    expect(response.body).toMatchObject({ total: 2, page: 1 });
    const [first, second] = response.body.data;
    expect(first).toMatchObject({
      propertyUniqueId: ids.p,
      duesPaise: 500_500,
      yearsDue: ['2025-26', '2026-27'],
      byHead: { house: 150_000 + 123_000, water: 125_000 + 102_500, sewer: 0 },
      wardId: 'w1',
    });
    expect(first.ownerName).toEqual(expect.any(String));
    expect(second).toMatchObject({ propertyUniqueId: ids.q, duesPaise: 150_000, yearsDue: ['2026-27'] });

    const bounded = await get('taxDemands/defaultersList?minAmount=1500.01&maxAmount=5005&order=asc');
    expect(bounded.body.data.map((row: { duesPaise: number }) => row.duesPaise)).toEqual(
      [...bounded.body.data.map((row: { duesPaise: number }) => row.duesPaise)].sort((a, b) => a - b),
    );
    expect(bounded.body.data.map((row: { propertyUniqueId: string }) => row.propertyUniqueId)).toContain(
      ids.r,
    );
    expect(bounded.body.data.map((row: { propertyUniqueId: string }) => row.propertyUniqueId)).not.toContain(
      ids.q,
    );
    // The defaults (₹1,00,000 to ₹5,00,000) hold none of these small bills.
    expect((await get('taxDemands/defaultersList')).body.total).toBe(0);
  });

  it('answers 400 to bad bounds and 403 outside the caller’s wards', async () => {
    const reversed = await get('taxDemands/defaultersList?minAmount=500&maxAmount=100');
    expect(reversed.body).toMatchObject({ status: 400, message: BOUNDS_MESSAGE });
    expect((await get('taxDemands/defaultersList?minAmount=lots')).status).toBe(400);
    const limited = 'limited.defaulters@nagarnigam.demo';
    await bed.wardOfficial(limited, 'z1', 'w1');
    expect((await get('taxDemands/defaultersList?wardId=w2', limited)).status).toBe(403);
    const own = await get('taxDemands/defaultersList?minAmount=0&maxAmount=100000', limited);
    expect(own.body.data.map((row: { wardId: string }) => row.wardId)).toEqual(['w1', 'w1']);
  });
});

describe('GET taxDemands/defaultersList/export', () => {
  it('writes the same selection as a spreadsheet', async () => {
    const response = await bed
      .http()
      .get('/api/taxDemands/defaultersList/export?minAmount=1500&maxAmount=6000&wardId=w1')
      .set('Authorization', await bed.as(ADMIN))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    const sheet = await openExport(response.body as Buffer);
    expect(sheet.heading[0]).toBe('Defaulters list');
    expect(sheet.heading[1]).toBe('Filters: Ward: Ward 1; Min Amount: 1500; Max Amount: 6000');
    expect(sheet.heading[1]).not.toContain('w1');
    expect(sheet.values).toHaveLength(2);
    expect(sheet.cell(0, 'Property ID').value).toBe(ids.p);
    expect(sheet.cell(0, 'Total due (Rs)').value).toBe(5005);
    expect(sheet.cell(0, 'Total due (Rs)').numFmt).toMatch(/^\[>=10000000\]##,##,##,##0\.00;/);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });
});

describe('when the sums per place and the dues per property stand on the day (the accrual worker ran)', () => {
  const REPORTS = [
    'taxDemands/totalSummary?financialYear=2026-27',
    'taxDemands/splitSummary?financialYear=2026-27&zoneId=z1',
    'taxDemands/zoneWiseSummary?financialYear=2026-27',
    'taxDemands/zoneAndUsageWiseSummary?financialYear=2026-27&wardId=w1',
    'taxDemands/splitSummary?financialYear=2025-26',
    'taxDemands/defaultersList?minAmount=0&maxAmount=100000',
    'taxDemands/defaultersList?minAmount=1500&maxAmount=6000&wardId=w1&filterType=arrears',
    'taxDemands/defaultersList?minAmount=0&maxAmount=100000&filterType=current&limit=1&page=2',
    'properties/taxSummary?financialYear=2026-27',
    'taxDemands/fetchUpdatedTotals?financialYear=2026-27',
    'taxDemands/fetchUpdatedTotals?financialYear=2026-27&wardId=w3',
  ];

  it('every demand report and the defaulters list answer what the year rows gave, to the paisa', async () => {
    const before = await Promise.all(REPORTS.map(async (path) => (await get(path)).body));
    expect(before.every((body) => body.data !== undefined)).toBe(true);
    const ctx = bed.harness.platform.ctx;
    expect(await refreshToToday(ctx)).toBe(true);
    const { rows } = await ctx.pool.query<{ on_date: string }>(
      'SELECT on_date::text FROM ledger_accrual_day',
    );
    expect(rows).toEqual([{ on_date: '2026-06-15' }]);
    const after = await Promise.all(REPORTS.map(async (path) => (await get(path)).body));
    expect(after).toEqual(before);
    expect(await refreshToToday(ctx)).toBe(false);
  });
});
