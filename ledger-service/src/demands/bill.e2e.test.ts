import { composePropertyUniqueId, propertyStream } from '@ptax/contracts';
import { DemandBed, rupees } from './testing';
import { MODE_MESSAGE } from './requests';

jest.setTimeout(60_000);

// Worked by hand from DOMAIN.md. Last year (2025-26): house ₹1,200, water ₹1,000, unpaid, due
// 31 March 2026. On 15 June 2026, 76 days later, interest is 12% a year, simple, per head, rounded
// half-up to rupees: house 1,200 x 0.12 x 76 / 365 = ₹29.98 -> ₹30; water ₹24.99 -> ₹25. This
// year (2026-27): house ₹1,500, water ₹1,250; the discount master gives 10% until 31 July (+1% online),
// 5% until 31 December, per head rounded half-up to rupees: ₹150 + ₹125 = ₹275 at the counter;
// online 11%: ₹165 + ₹137.50 -> ₹138 = ₹303; from 1 August 5%: ₹75 + ₹62.50 -> ₹63 = ₹138.
const JUNE_15 = Date.parse('2026-06-15T12:00:00+05:30');
let bed: DemandBed;
let p: string, q: string, r: string, engine: string;

const bill = async (id: string, asOf?: string) =>
  bed.get(`taxDemands/demandBillDetails?propertyId=${id}${asOf ? `&asOf=${asOf}` : ''}`);

beforeAll(async () => {
  bed = await DemandBed.start();
  bed.harness.freezeClockAt(JUNE_15);
  [p, q, r, engine] = [
    await bed.property('m1'),
    await bed.property('m1'),
    await bed.property('m2'),
    await bed.property('m3'),
  ];
  for (const id of [p, r])
    await bed.assess(id, '2025-26', { housePaise: rupees(1_200), waterPaise: rupees(1_000), sewerPaise: 0 });
  await bed.assess(p, '2026-27', { housePaise: rupees(1_500), waterPaise: rupees(1_250), sewerPaise: 0 });
  await bed.assess(q, '2026-27', { housePaise: rupees(1_000), waterPaise: rupees(500), sewerPaise: 0 });
  await bed.harness.platform.caughtUp();
  // The seeded master's extra criterion reads 'Online payment'; the ledger's online payments meet 'online'.
  const edited = await bed
    .http()
    .patch('/api/discounts/edit/default-2026-27-1')
    .set('Authorization', await bed.as('admin@nagarnigam.demo'))
    .send({
      billingPeriod: '2026-07-31',
      periodDescription: 'Paid by 31 July 2026',
      discountPercentage: 10,
      status: true,
      additionDiscountCriteria: [{ criteria: 'online', discountPercentage: 1 }],
    });
  expect(edited.status).toBe(200);
  for (const [financialYear, wardId] of [
    ['2025-26', 'w1'],
    ['2026-27', 'w1'],
    ['2025-26', 'w2'],
  ])
    expect((await bed.post('taxDemands/bulkDemandBill', { financialYear, wardId })).status).toBe(200);
  const assessed = await bed
    .http()
    .patch('/api/properties/calculateMohallaTax?mohallaId=m3')
    .set('Authorization', await bed.as('admin@nagarnigam.demo'))
    .send({});
  expect(assessed.body.data).toMatchObject({ assessed: 1, failed: [] });
  expect((await bed.post('taxDemands/bulkDemandBill', { wardId: 'w3' })).body.data.raised).toBe(1);
});
afterAll(() => bed.stop());

describe('GET taxDemands/demandBillDetails', () => {
  it("shows last year's unpaid demand with its interest to the day, and this year's with the rebate", async () => {
    const response = await bill(p);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect([data.asOf, data.currentYear]).toEqual(['2026-06-15', '2026-27']);
    const [last, current] = data.years;
    expect([last.financialYear, last.kind, current.financialYear, current.kind]).toEqual([
      '2025-26',
      'arrears',
      '2026-27',
      'current',
    ]);
    expect(last.heads.house).toEqual({
      demandPaise: 120_000,
      adjustmentPaise: 0,
      rebatePaise: 0,
      paidPaise: 0,
      interestChargedPaise: 0,
      interestPaidPaise: 0,
      interestAccruedPaise: 3_000,
      interestPaise: 3_000,
      principalPaise: 120_000,
      balancePaise: 123_000,
    });
    expect([last.heads.water.interestPaise, last.heads.sewer.balancePaise, last.total.balancePaise]).toEqual([
      2_500, 0, 225_500,
    ]);
    expect(current.total).toMatchObject({ demandPaise: 275_000, interestPaise: 0, balancePaise: 275_000 });
    expect(data.totals).toEqual({
      currentPaise: 275_000,
      arrearsPaise: 220_000,
      interestPaise: 5_500,
      advancePaise: 0,
      totalPaise: 500_500,
      rebatePaise: 27_500,
      rebateOnlinePaise: 30_300,
      netPayablePaise: 473_000,
      netPayableOnlinePaise: 470_200,
    });
    expect(data.rebate.offline).toMatchObject({
      percentage: 10,
      amountPaise: 27_500,
      heads: { house: 15_000, water: 12_500, sewer: 0 },
    });
    expect(data.offer).toMatchObject({
      until: '2026-07-31',
      percentage: 10,
      description: 'Paid by 31 July 2026',
    });
    expect(JSON.stringify(data)).not.toMatch(/mobile|email/i);
  });

  it('offers the 10% rebate up to 31 July, 5% after it until 31 December, nothing later', async () => {
    const july31 = (await bill(p, '2026-07-31')).body.data;
    // 122 days: house ₹48.13 -> ₹48, water ₹40.11 -> ₹40.
    expect([july31.totals.rebatePaise, july31.totals.interestPaise]).toEqual([27_500, 8_800]);
    const august1 = (await bill(p, '2026-08-01')).body.data;
    expect([august1.totals.rebatePaise, august1.offer.percentage]).toEqual([13_800, 5]);
    bed.harness.freezeClockAt(Date.parse('2027-01-05T09:00:00+05:30'));
    try {
      const january = (await bill(p)).body.data;
      expect([january.asOf, january.totals.rebatePaise, january.rebate.offline, january.offer]).toEqual([
        '2027-01-05',
        0,
        null,
        null,
      ]);
    } finally {
      bed.harness.freezeClockAt(JUNE_15);
    }
  });

  it("explains how the current year's tax was worked out when the engine assessed it", async () => {
    const data = (await bill(engine)).body.data;
    expect(data.explanation.financialYear).toBe('2026-27');
    expect(data.explanation.en.some((line: string) => line.startsWith('House tax'))).toBe(true);
    expect(data.explanation.hi).toHaveLength(data.explanation.en.length);
    expect((await bill(p)).body.data.explanation).toBeNull();
  });

  it('answers 400 for a missing or malformed ID or day, 404 for an unknown property', async () => {
    expect((await bed.get('taxDemands/demandBillDetails')).status).toBe(400);
    expect((await bill('XYZ')).status).toBe(400);
    expect((await bill(p, '2026-13-01')).body).toMatchObject({
      status: 400,
      message: 'asOf must be a date (YYYY-MM-DD)',
    });
    const unknown = composePropertyUniqueId({ zoneNo: 1, wardNo: 1, mohallaCode: 1, serial: 9_999 });
    const response = await bill(unknown);
    expect(response.body).toEqual({ status: 404, message: 'Property not found' });
  });
});

describe('replacing an earlier year', () => {
  it('charges the interest accrued on the old demand before the new one replaces it', async () => {
    await bed.assess(r, '2025-26', {
      housePaise: rupees(1_100),
      waterPaise: rupees(1_000),
      sewerPaise: 0,
      fingerprint: 'smaller',
    });
    await bed.harness.platform.caughtUp();
    const run = await bed.post('taxDemands/bulkDemandBill', { financialYear: '2025-26', wardId: 'w2' });
    expect(run.body.data).toMatchObject({ replaced: 1, raised: 0 });
    const events = await bed.store.readStream(propertyStream(r));
    const [interest, demand] = events.slice(-2);
    expect([interest.type, demand.type]).toEqual(['InterestCharged', 'DemandRaised']);
    expect(interest.data).toMatchObject({
      financialYear: '2025-26',
      housePaise: 3_000,
      waterPaise: 2_500,
      sewerPaise: 0,
    });
    const last = (await bill(r)).body.data.years[0];
    expect(last.heads.house).toMatchObject({
      demandPaise: 110_000,
      interestChargedPaise: 3_000,
      interestAccruedPaise: 0,
      balancePaise: 113_000,
    });
  });
});

describe('what to pay', () => {
  it('GET taxDemands/paymentDetails: everything or one year, at the counter or online', async () => {
    const details = async (query: string) =>
      (await bed.get(`taxDemands/paymentDetails?propertyId=${p}${query}`)).body;
    expect((await details('&mode=cash')).data).toMatchObject({
      payablePaise: 473_000,
      rebatePaise: 27_500,
      totalPaise: 500_500,
    });
    expect((await details('&mode=online')).data.payablePaise).toBe(470_200);
    const lastYear = (await details('&mode=cash&year=2025-26')).data;
    expect([lastYear.payablePaise, lastYear.rebatePaise, lastYear.years]).toEqual([
      225_500,
      0,
      [
        {
          financialYear: '2025-26',
          kind: 'arrears',
          principalPaise: 220_000,
          interestPaise: 5_500,
          balancePaise: 225_500,
        },
      ],
    ]);
    expect((await details('&mode=barter')).message).toBe(MODE_MESSAGE);
    expect((await details('&year=2025')).status).toBe(400);
  });

  it('POST payments/calculateDiscounts: the rebate of a full payment on the day', async () => {
    const response = await bed.post(
      'payments/calculateDiscounts',
      { propertyUniqueId: p, mode: 'online', date: '2026-07-31' },
      null,
    );
    expect(response.body.data).toMatchObject({
      onDate: '2026-07-31',
      totalPaise: 503_800,
      rebatePaise: 30_300,
      payablePaise: 473_500,
    });
    expect(response.body.data.rebate).toMatchObject({ percentage: 11, financialYear: '2026-27' });
    expect(
      (await bed.post('payments/calculateDiscounts', { propertyUniqueId: p, date: '31-07-2026' }, null))
        .status,
    ).toBe(400);
  });
});

describe('GET taxDemands/billPdf', () => {
  it('prints the bill in English and Hindi, publicly', async () => {
    for (const lang of ['en', 'hi']) {
      const response = await bed.get(`taxDemands/billPdf?propertyId=${p}&lang=${lang}`).buffer(true);
      expect([response.status, response.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await bed.get('taxDemands/billPdf?propertyId=XYZ')).status).toBe(400);
  });
});

describe('GET taxDemands/fetchUpdatedTotals', () => {
  it("adds up a ward's year: demand, outstanding, arrears and their interest", async () => {
    expect((await bed.get('taxDemands/fetchUpdatedTotals')).status).toBe(401);
    const response = await bed
      .http()
      .get('/api/taxDemands/fetchUpdatedTotals?financialYear=2026-27&wardId=w1')
      .set('Authorization', await bed.as('admin@nagarnigam.demo'));
    expect(response.body.data).toEqual({
      financialYear: '2026-27',
      properties: 2,
      demandPaise: 425_000,
      adjustmentPaise: 0,
      rebatePaise: 0,
      collectedPaise: 0,
      outstandingPaise: 425_000,
      arrearsPaise: 220_000,
      interestPaise: 5_500,
      onDate: '2026-06-15',
    });
  });
});
