import { financialYearOfInstant, propertyStream, shiftFinancialYear } from '@ptax/contracts';
import { startHarness, TEST_DAY, type Harness } from '../../test/platformHarness';
import { seedDemoCity } from '../seed/demoCity/seedDemoCity';
import { seedDemoDemands } from './seed';

jest.setTimeout(120_000);

let harness: Harness;
let ids: string[];
// The platform's clock runs from TEST_DAY: the year is the same whenever the suite runs.
const current = financialYearOfInstant(TEST_DAY);
const earlier = [shiftFinancialYear(current, -2), shiftFinancialYear(current, -1)];

beforeAll(async () => {
  harness = await startHarness({
    seedModules: ['staff', 'geography', 'categories', 'discounts', 'tax'],
    clockFrom: TEST_DAY,
  });
  ids = (await seedDemoCity(harness.platform.ctx, { count: 30 })).propertyUniqueIds;
});
afterAll(() => harness?.stop());

describe('the demo demands', () => {
  it("raise the two previous years' demands of the demo city, not the current year's", async () => {
    const first = await seedDemoDemands(harness.platform.ctx);
    expect(first.years).toEqual(earlier);
    expect(first.raised).toBe(2 * ids.length);
    for (const id of ids) {
      const events = await harness.platform.store.readStream(propertyStream(id));
      const years = events
        .filter((e) => e.type === 'DemandRaised')
        .map((e) => (e.data as { financialYear: string }).financialYear);
      expect(years).toEqual(earlier);
    }
  });

  it('leave arrears with interest on the bills', async () => {
    const response = await harness.http().get(`/api/taxDemands/demandBillDetails?propertyId=${ids[0]}`);
    expect(response.body.data.totals.arrearsPaise).toBeGreaterThan(0);
    expect(response.body.data.totals.interestPaise).toBeGreaterThan(0);
    expect(response.body.data.totals.currentPaise).toBe(0);
  });

  it('add nothing on a second start', async () => {
    expect(await seedDemoDemands(harness.platform.ctx)).toEqual({ raised: 0, years: earlier });
  });
});
