import { propertyStream } from '@ptax/contracts';
import { DemandBed, rupees } from './testing';
import { raisePendingDemands, startDemandWorker } from './worker';

jest.setTimeout(60_000);

const FY = '2026-27';
const house = { housePaise: rupees(1_500), waterPaise: rupees(1_250), sewerPaise: 0 };
let bed: DemandBed;
let a2: string;

const demandsOf = async (id: string) =>
  (await bed.store.readStream(propertyStream(id))).filter((e) => e.type === 'DemandRaised');

beforeAll(async () => {
  bed = await DemandBed.start();
  a2 = await bed.property('m1');
  await bed.assess(a2, FY, house);
  await bed.harness.platform.caughtUp();
  expect(
    (await bed.post('taxDemands/bulkDemandBill', { financialYear: FY, wardId: 'w1' })).body.data.raised,
  ).toBe(1);
});
afterAll(() => bed.stop());

describe('demands on assessment', () => {
  const deps = () => ({
    store: bed.store,
    pool: bed.harness.platform.pool,
    now: bed.harness.platform.ctx.now,
  });

  it("raises the demand of a property assessed after its mohalla's demands of the year were raised, and only then", async () => {
    const f1 = await bed.property('m1');
    // Ward w2's mohalla has no demand for the year yet: its bulk run is still to come.
    const elsewhere = await bed.property('m2');
    await bed.assess(elsewhere, FY, house);
    await bed.assess(f1, FY, house);
    await bed.assess(f1, '2027-28', house);
    await bed.assess(a2, FY, { ...house, waterPaise: rupees(900), fingerprint: 'less-water' });
    await bed.harness.platform.caughtUp();
    const { raised } = await raisePendingDemands(deps());
    expect(raised).toBe(2);
    expect((await demandsOf(f1)).map((e) => (e.data as { financialYear: string }).financialYear)).toEqual([
      FY,
    ]);
    expect((await demandsOf(a2)).map((e) => (e.data as { waterPaise: number }).waterPaise)).toEqual([
      rupees(1_250),
      rupees(900),
    ]);
    expect(await demandsOf(elsewhere)).toEqual([]);
    await bed.harness.platform.caughtUp();
    expect((await raisePendingDemands(deps())).raised).toBe(0);
  });

  it('runs as the module worker every few seconds', async () => {
    const g1 = await bed.property('m1');
    await bed.assess(g1, FY, house);
    const worker = startDemandWorker(bed.harness.platform.ctx, 50);
    try {
      const deadline = Date.now() + 20_000;
      while ((await demandsOf(g1)).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await worker.stop();
    }
    expect(await demandsOf(g1)).toHaveLength(1);
  });
});
