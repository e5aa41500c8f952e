// The demand reports' test bed: the bill scenario on 15 June 2026 (demands/billScenario.ts) with
// ₹500 paid at the counter on the engine's property, so collection and what is left differ from
// demand; and the properties' own bills summed, which every report must equal to the paisa.
import { startBillScenario } from '../demands/billScenario';
import { ADMIN, type DemandBed } from '../demands/testing';

export const HEADS = ['house', 'water', 'sewer'] as const;
export const KINDS = [
  'demandPaise',
  'rebatePaise',
  'collectedPaise',
  'interestPaise',
  'balancePaise',
] as const;
export type Figures = Record<(typeof KINDS)[number], number>;

export async function startReportScenario() {
  const { bed, p, q, r, engine } = await startBillScenario();
  const paid = await bed
    .http()
    .post('/api/transactions')
    .set('Authorization', await bed.as(ADMIN))
    .send({ propertyUniqueId: engine, type: 'Property Tax', transactionType: 'Cash', paidAmount: 500 });
  if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
  await bed.harness.platform.caughtUp();
  return { bed, ids: { p, q, r, engine } };
}

interface BillHead {
  demandPaise: number;
  adjustmentPaise: number;
  rebatePaise: number;
  paidPaise: number;
  interestPaise: number;
  balancePaise: number;
}

/** The bills' figures of the properties over the years `pick` keeps, per head and in all. */
export async function billSums(bed: DemandBed, properties: string[], pick: (year: string) => boolean) {
  const byHead = Object.fromEntries(
    HEADS.map((head) => [head, Object.fromEntries(KINDS.map((k) => [k, 0])) as Figures]),
  ) as Record<(typeof HEADS)[number], Figures>;
  for (const id of properties) {
    const bill = (await bed.http().get(`/api/taxDemands/demandBillDetails?propertyId=${id}`)).body.data;
    for (const year of bill.years as { financialYear: string; heads: Record<string, BillHead> }[]) {
      if (!pick(year.financialYear)) continue;
      for (const head of HEADS) {
        const line = year.heads[head];
        byHead[head].demandPaise += line.demandPaise + line.adjustmentPaise;
        byHead[head].rebatePaise += line.rebatePaise;
        byHead[head].collectedPaise += line.paidPaise;
        byHead[head].interestPaise += line.interestPaise;
        byHead[head].balancePaise += line.balancePaise;
      }
    }
  }
  const whole = Object.fromEntries(
    KINDS.map((k) => [k, HEADS.reduce((t, h) => t + byHead[h][k], 0)]),
  ) as Figures;
  return { ...whole, byHead };
}
