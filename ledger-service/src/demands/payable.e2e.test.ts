import { propertyStream } from '@ptax/contracts';
import { startBillScenario } from './billScenario';
import { MODE_MESSAGE } from './requests';
import { rupees, type DemandBed } from './testing';

jest.setTimeout(60_000);

// The figures are those of the worked example in billScenario.ts.
let bed: DemandBed;
let p: string, r: string;

const bill = async (id: string) => bed.get(`taxDemands/demandBillDetails?propertyId=${id}`);

beforeAll(async () => {
  ({ bed, p, r } = await startBillScenario());
});
afterAll(() => bed.stop());

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
