import { DEMO_OPERATOR } from '../seed/demoUsers';
import { ADMIN, DemandBed, rupees } from './testing';

jest.setTimeout(60_000);

// The clock is in 2026-27 (TEST_DAY).
const FY = '2026-27';
const LAST_FY = '2025-26';
const house = { housePaise: rupees(1_500), waterPaise: rupees(1_250), sewerPaise: 0 };
let bed: DemandBed;

const runCount = async (query: Record<string, string> = {}, email: string | null = ADMIN) => {
  const request = bed.get('taxDemands/runCount').query(query);
  return email ? request.set('Authorization', await bed.as(email)) : request;
};
const yearOf = (body: { data: { years: { financialYear: string }[] } }, year: string) =>
  body.data.years.find((row) => row.financialYear === year);

beforeAll(async () => {
  bed = await DemandBed.start();
  const [a1, a2] = [await bed.property('m1'), await bed.property('m1')];
  await bed.property('m1'); // never assessed
  const b1 = await bed.property('m2');
  for (const id of [a1, a2, b1]) await bed.assess(id, FY, house);
  await bed.assess(a1, LAST_FY, house);
  await bed.harness.platform.caughtUp();
});
afterAll(() => bed.stop());

describe('GET taxDemands/runCount', () => {
  it('asks for a nagar nigam login and refuses an unknown place', async () => {
    expect((await runCount({}, null)).status).toBe(401);
    expect((await runCount({}, DEMO_OPERATOR.email)).status).toBe(403);
    expect((await runCount({ wardId: 'nowhere' })).body).toEqual({ status: 404, message: 'Ward not found' });
  });

  it('counts, for this year and the four before it, what a run over the place would bill', async () => {
    const before = await runCount({ wardId: 'w1' });
    expect(before.status).toBe(200);
    expect(before.body.data.currentYear).toBe(FY);
    expect(before.body.data.years.map((row: { financialYear: string }) => row.financialYear)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
      '2023-24',
      '2022-23',
    ]);
    expect(yearOf(before.body, FY)).toEqual({
      financialYear: FY,
      properties: 3,
      assessed: 2,
      raised: 0,
      toRaise: 2,
    });
    expect(yearOf(before.body, LAST_FY)).toEqual({
      financialYear: LAST_FY,
      properties: 3,
      assessed: 1,
      raised: 0,
      toRaise: 1,
    });
    expect(yearOf(before.body, '2024-25')).toMatchObject({ assessed: 0, toRaise: 0 });
    expect(yearOf((await runCount()).body, FY)).toMatchObject({ properties: 4, toRaise: 3 });

    // After the run the same count says there is nothing left to raise, as the run found.
    const run = await bed.post('taxDemands/bulkDemandBill', { financialYear: FY, wardId: 'w1' });
    expect(run.body.data.raised).toBe(2);
    expect(yearOf((await runCount({ wardId: 'w1' })).body, FY)).toEqual({
      financialYear: FY,
      properties: 3,
      assessed: 2,
      raised: 2,
      toRaise: 0,
    });
  });
});
