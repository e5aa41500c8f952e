import { DEFAULT_TAX_RULES } from '../tax/ruleSet';
import { duesOn } from './dues';
import { rebateFor, type RebateOffer } from './rebate';
import { foldLedger } from './state';

// The rebate of the discount master: the period's percentage, plus each extra criterion the payment
// meets, on the current year's unpaid tax only.

const demand = {
  type: 'DemandRaised',
  data: {
    demandId: 'd',
    financialYear: '2026-27',
    arvPaise: 0,
    housePaise: 100_000,
    waterPaise: 50_000,
    sewerPaise: 0,
  },
};
const offer: RebateOffer = {
  until: '2026-07-31',
  percentage: 10,
  description: 'Paid by 31 July',
  extraCriteria: [{ criteria: 'Online payment', percentage: 5 }],
};
const dues = duesOn(foldLedger([demand]), '2026-06-01', DEFAULT_TAX_RULES);

describe('rebateFor', () => {
  it('gives the period percentage at the counter', () => {
    expect(rebateFor(dues, [offer], [])).toMatchObject({
      percentage: 10,
      amounts: { house: 10_000, water: 5_000, sewer: 0 },
      totalPaise: 15_000,
    });
  });

  it("adds an extra criterion the payment meets, named as a word of the master's text", () => {
    expect(rebateFor(dues, [offer], ['online'])).toMatchObject({ percentage: 15, totalPaise: 22_500 });
    expect(rebateFor(dues, [offer], ['line'])).toMatchObject({ percentage: 10 });
  });

  it('gives nothing after the billing period', () => {
    const late = duesOn(foldLedger([demand]), '2026-08-01', DEFAULT_TAX_RULES);
    expect(rebateFor(late, [offer], ['online'])).toBeNull();
  });
});
