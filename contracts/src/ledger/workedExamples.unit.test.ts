// DOMAIN.md's rules worked out by hand: interest 12% simple from 31 March, the rebate of 10% until
// 31 July (5% until 31 December) only when everything is paid, and the order of apportionment.
import { DEFAULT_TAX_RULES } from '../tax/ruleSet';
import { duesOn } from './dues';
import { heads } from './heads';
import { ruleSetOffers } from './rebate';
import { settle } from './settle';
import { evolveLedger, foldLedger, type LedgerEventLike, type LedgerState } from './state';

const rupees = (house: number, water = 0, sewer = 0) => ({
  housePaise: house * 100,
  waterPaise: water * 100,
  sewerPaise: sewer * 100,
});

const demand = (financialYear: string, amounts: ReturnType<typeof rupees>): LedgerEventLike => ({
  type: 'DemandRaised',
  data: { financialYear, demandId: `demand-${financialYear}`, arvPaise: 0, ...amounts },
});

const options = (onDate: string) => ({
  onDate,
  rules: DEFAULT_TAX_RULES,
  offers: ruleSetOffers('2025-26', DEFAULT_TAX_RULES),
});

/** The events a payment decided with `settle` records: interest charged, rebate, the payment. */
function pay(state: LedgerState, amountPaise: number, onDate: string, txnId = 'txn-1'): LedgerState {
  const plan = settle(state, amountPaise, options(onDate));
  const events: LedgerEventLike[] = plan.interestCharges.map((charge) => ({
    type: 'InterestCharged',
    data: {
      financialYear: charge.financialYear,
      housePaise: charge.amounts.house,
      waterPaise: charge.amounts.water,
      sewerPaise: charge.amounts.sewer,
      accruedToAt: `${onDate}T00:00:00+05:30`,
    },
  }));
  if (plan.rebate) {
    const { house, water, sewer } = plan.rebate.amounts;
    const amounts = { housePaise: house, waterPaise: water, sewerPaise: sewer };
    events.push({
      type: 'RebateGranted',
      data: { txnId, financialYear: plan.rebate.financialYear, ...amounts },
    });
  }
  events.push({ type: 'PaymentReceived', data: { txnId, amountPaise, lines: plan.lines, paidAt: onDate } });
  return events.reduce(evolveLedger, state);
}

describe('interest on arrears (12% a year, simple, from 31 March)', () => {
  const ledger = foldLedger([demand('2024-25', rupees(10_000, 2_000))]);

  it('is Rs 592 on Rs 10,000 of house tax 180 days after the due date, rounded per head', () => {
    // 10,000 x 0.12 x 180 / 365 = 591.78 -> 592; 2,000 x 0.12 x 180 / 365 = 118.36 -> 118.
    const dues = duesOn(ledger, '2025-09-27', DEFAULT_TAX_RULES);
    expect(dues.years[0].interestAccrued).toEqual(heads(59_200, 11_800, 0));
    expect(dues).toMatchObject({ arrearsPaise: 1_200_000, interestPaise: 71_000, currentPaise: 0 });
    expect(dues.totalPaise).toBe(1_271_000);
  });

  it('does not run while the year is current, nor on 31 March itself', () => {
    expect(duesOn(ledger, '2025-03-31', DEFAULT_TAX_RULES).interestPaise).toBe(0);
    expect(duesOn(ledger, '2025-01-15', DEFAULT_TAX_RULES).years[0].kind).toBe('current');
  });

  it('is never compounded: paying the interest at 180 days leaves Rs 1,200 for the whole year', () => {
    const afterInterest = pay(ledger, 71_000, '2025-09-27');
    expect(duesOn(afterInterest, '2025-09-27', DEFAULT_TAX_RULES).interestPaise).toBe(0);
    // 185 more days on the unpaid principal only: 10,000 x 0.12 x 185 / 365 = 608.22 -> 608.
    const later = duesOn(afterInterest, '2026-03-31', DEFAULT_TAX_RULES);
    expect(later.years[0].interestAccrued.house).toBe(60_800);
    expect(59_200 + later.years[0].interestAccrued.house).toBe(120_000);
  });
});

describe('the rebate (10% until 31 July, 5% until 31 December, only when everything is paid)', () => {
  const current = foldLedger([demand('2025-26', rupees(5_000, 1_250))]);

  it('takes 10% off the current year for a full payment on 31 July', () => {
    const plan = settle(current, 562_500, options('2025-07-31'));
    expect(plan.rebate?.amounts).toEqual(heads(50_000, 12_500, 0));
    expect(plan.payablePaise).toBe(562_500);
    expect(plan.lines).toEqual([
      { kind: 'current', financialYear: '2025-26', head: 'house', amountPaise: 450_000 },
      { kind: 'current', financialYear: '2025-26', head: 'water', amountPaise: 112_500 },
    ]);
    expect(duesOn(pay(current, 562_500, '2025-07-31'), '2025-07-31', DEFAULT_TAX_RULES).totalPaise).toBe(0);
  });

  it('is 5% from 1 August (per head, rounded half-up to rupees) and nothing after 31 December', () => {
    // 5% of 1,250 = 62.50 -> 63.
    expect(settle(current, 10_000_000, options('2025-08-01')).rebate?.amounts).toEqual(
      heads(25_000, 6_300, 0),
    );
    expect(settle(current, 10_000_000, options('2026-01-01')).rebate).toBeNull();
  });

  it('is not given to a payment one paisa short of everything', () => {
    const plan = settle(current, 562_499, options('2025-07-31'));
    expect(plan.rebate).toBeNull();
    expect(plan.lines.map((line) => line.amountPaise)).toEqual([500_000, 62_499]);
  });

  it('is not given while arrears stay unpaid, and never on the arrears', () => {
    const withArrears = evolveLedger(current, demand('2024-25', rupees(1_000)));
    // Only the current year's amount: it goes to interest and the arrears first, no rebate.
    const partial = settle(withArrears, 562_500, options('2025-07-31'));
    expect(partial.rebate).toBeNull();
    // Everything: arrears 1,000 + interest (1,000 x 0.12 x 122 / 365 = 40.11 -> 40) + current less 10%.
    const full = settle(withArrears, 10_000_000, options('2025-07-31'));
    expect(full.rebate?.amounts).toEqual(heads(50_000, 12_500, 0));
    expect(full.payablePaise).toBe(100_000 + 4_000 + 562_500);
  });
});

describe('apportionment (interest oldest first, arrears oldest first, current, then advance)', () => {
  const ledger = foldLedger([
    demand('2023-24', rupees(1_000, 500)),
    demand('2024-25', rupees(2_000)),
    demand('2025-26', rupees(3_000)),
  ]);
  // On 29 June 2025: 2023-24 is 455 days overdue, 2024-25 is 90 days overdue.
  // 1,000 x 0.12 x 455/365 = 149.59 -> 150; 500 -> 74.79 -> 75; 2,000 x 0.12 x 90/365 = 59.18 -> 59.
  const interest = [
    { kind: 'interest', financialYear: '2023-24', head: 'house', amountPaise: 15_000 },
    { kind: 'interest', financialYear: '2023-24', head: 'water', amountPaise: 7_500 },
    { kind: 'interest', financialYear: '2024-25', head: 'house', amountPaise: 5_900 },
  ];

  it('pays the interest of every year before any principal', () => {
    expect(settle(ledger, 100_000, options('2025-06-29')).lines).toEqual([
      ...interest,
      { kind: 'arrears', financialYear: '2023-24', head: 'house', amountPaise: 71_600 },
    ]);
  });

  it('clears the arrears oldest first, then the current year less its rebate, and keeps the rest as advance', () => {
    const plan = settle(ledger, 1_000_000, options('2025-06-29'));
    expect(plan.rebate?.amounts).toEqual(heads(30_000, 0, 0));
    expect(plan.lines).toEqual([
      ...interest,
      { kind: 'arrears', financialYear: '2023-24', head: 'house', amountPaise: 100_000 },
      { kind: 'arrears', financialYear: '2023-24', head: 'water', amountPaise: 50_000 },
      { kind: 'arrears', financialYear: '2024-25', head: 'house', amountPaise: 200_000 },
      { kind: 'current', financialYear: '2025-26', head: 'house', amountPaise: 270_000 },
      { kind: 'advance', amountPaise: 351_600 },
    ]);
    const paid = pay(ledger, 1_000_000, '2025-06-29');
    expect(paid.advancePaise).toBe(351_600);
    // The next year's demand takes the advance at once.
    const next = evolveLedger(paid, demand('2026-27', rupees(4_000)));
    expect(next.advancePaise).toBe(0);
    expect(duesOn(next, '2026-04-02', DEFAULT_TAX_RULES).currentPaise).toBe(400_000 - 351_600);
  });
});
