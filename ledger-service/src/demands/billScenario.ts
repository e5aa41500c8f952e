// Test support: the worked example of DOMAIN.md's default rule set on the real platform, as the
// bill and payment tests read it.
// Worked by hand from DOMAIN.md. Last year (2025-26): house ₹1,200, water ₹1,000, unpaid, due
// 31 March 2026. On 15 June 2026, 76 days later, interest is 12% a year, simple, per head, rounded
// half-up to rupees: house 1,200 x 0.12 x 76 / 365 = ₹29.98 -> ₹30; water ₹24.99 -> ₹25. This
// year (2026-27): house ₹1,500, water ₹1,250; the discount master gives 10% until 31 July (+1% online),
// 5% until 31 December, per head rounded half-up to rupees: ₹150 + ₹125 = ₹275 at the counter;
// online 11%: ₹165 + ₹137.50 -> ₹138 = ₹303; from 1 August 5%: ₹75 + ₹62.50 -> ₹63 = ₹138.
import { DemandBed, rupees } from './testing';

function must(ok: boolean, what: string, reply: unknown) {
  if (!ok) throw new Error(`${what}: ${JSON.stringify(reply)}`);
}

export const JUNE_15 = Date.parse('2026-06-15T12:00:00+05:30');

export interface BillScenario {
  bed: DemandBed;
  /** Demands for 2025-26 and 2026-27 in ward w1. */
  p: string;
  /** Only 2026-27, in ward w1. */
  q: string;
  /** Only 2025-26, in ward w2. */
  r: string;
  /** Assessed by the tax engine itself (mohalla m3), 2026-27. */
  engine: string;
}

/** The platform frozen at 15 June 2026 with the example's properties, demands and discount. */
export async function startBillScenario(): Promise<BillScenario> {
  const bed = await DemandBed.start();
  bed.harness.freezeClockAt(JUNE_15);
  const [p, q, r, engine] = [
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
  must(edited.status === 200, 'discount edit', edited.body);
  for (const [financialYear, wardId] of [
    ['2025-26', 'w1'],
    ['2026-27', 'w1'],
    ['2025-26', 'w2'],
  ]) {
    const run = await bed.post('taxDemands/bulkDemandBill', { financialYear, wardId });
    must(run.status === 200, 'bulk demand', run.body);
  }
  const assessed = await bed
    .http()
    .patch('/api/properties/calculateMohallaTax?mohallaId=m3')
    .set('Authorization', await bed.as('admin@nagarnigam.demo'))
    .send({});
  must(assessed.body.data?.assessed === 1, 'mohalla assessment', assessed.body);
  const w3 = await bed.post('taxDemands/bulkDemandBill', { wardId: 'w3' });
  must(w3.body.data?.raised === 1, 'bulk demand of w3', w3.body);
  return { bed, p, q, r, engine };
}
