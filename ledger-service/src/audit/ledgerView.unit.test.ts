import fc from 'fast-check';
import { DEFAULT_TAX_RULES, ruleSetOffers, financialYearOfDate } from '@ptax/contracts';
import { historyOf, sumOf } from '../ledger/foldProperties.arbitraries';
import { newWorld, play, type World } from '../ledger/simulatedHistory';
import { balanceOf } from './ledgerEntries';
import { presentLedger } from './ledgerView';

const viewOf = (world: World, who: 'A' | 'B' = 'A') =>
  presentLedger(world.accounts[who].events, {
    asOf: world.day,
    rules: DEFAULT_TAX_RULES,
    offers: ruleSetOffers(financialYearOfDate(world.day), DEFAULT_TAX_RULES),
  })!;

describe('the ledger as shown', () => {
  it('adds up: the running balance, the years and their heads, the totals', () => {
    fc.assert(
      fc.property(historyOf(), (steps) => {
        const world = newWorld();
        steps.forEach((step) => play(world, step));
        for (const who of ['A', 'B'] as const) {
          const view = viewOf(world, who);
          const ledger = world.accounts[who].state.ledger;
          const last = view.entries.at(-1)?.balancePaise ?? 0;
          expect(last).toBe(balanceOf(ledger));
          expect(sumOf(view.entries.map((e) => e.debitPaise - e.creditPaise))).toBe(last);
          for (const year of view.years) {
            for (const key of Object.keys(year.total) as (keyof typeof year.total)[])
              expect(year.total[key]).toBe(
                year.heads.house[key] + year.heads.water[key] + year.heads.sewer[key],
              );
          }
          const owed = sumOf(view.years.map((y) => y.total.balancePaise));
          expect(view.totals.totalDuePaise).toBe(Math.max(0, owed - ledger.advancePaise));
          expect(view.totals.netPayablePaise).toBe(
            Math.max(0, view.totals.totalDuePaise - view.totals.rebatePaise),
          );
          const standing = view.payments.filter((p) => p.status === 'received');
          const paid = sumOf(view.years.map((y) => y.total.paidPaise));
          expect(sumOf(standing.map((p) => p.amountPaise))).toBe(paid + view.totals.advancePaise);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('shows a demand, its interest, a payment and its cancellation line by line', () => {
    const world = newWorld();
    play(world, {
      kind: 'demand',
      who: 'A',
      yearsBack: 0,
      amounts: { house: 100_000, water: 20_000, sewer: 0 },
    });
    play(world, { kind: 'wait', days: 365 + 30 });
    play(world, { kind: 'pay', who: 'A', amountPaise: 50_000, online: false });
    play(world, { kind: 'reverse', who: 'A', pick: 0 });
    const view = viewOf(world);
    expect(view).toMatchObject({
      propertyUniqueId: 'PROPERTYAAAAAAAAA',
      ownerName: 'Ramesh Kumar',
      asOf: '2024-05-02',
    });
    // 1,000 x 12% x 32/365 = 10.52 -> 11; 200 x 12% x 32/365 = 2.10 -> 2 (2024-03-31 to 2024-05-02).
    expect(
      view.entries.map(({ type, description, debitPaise, creditPaise, balancePaise }) => ({
        type,
        description,
        debitPaise,
        creditPaise,
        balancePaise,
      })),
    ).toEqual([
      {
        type: 'DemandRaised',
        description: 'Demand 2023-24',
        debitPaise: 120_000,
        creditPaise: 0,
        balancePaise: 120_000,
      },
      {
        type: 'InterestCharged',
        description: 'Interest 2023-24 from 2024-03-31 to 2024-05-02',
        debitPaise: 1_300,
        creditPaise: 0,
        balancePaise: 121_300,
      },
      {
        type: 'PaymentReceived',
        description: 'Payment received (cash)',
        debitPaise: 0,
        creditPaise: 50_000,
        balancePaise: 71_300,
      },
      {
        type: 'PaymentReversed',
        description: expect.stringMatching(/^Payment txn-\d+ cancelled \(Rs 500\.00\): Cheque bounced$/),
        debitPaise: 50_000,
        creditPaise: 0,
        balancePaise: 121_300,
      },
    ]);
    expect(view.entries[2]).toMatchObject({
      date: '2024-05-02',
      receiptNumber: expect.stringMatching(/^R-txn-/),
      who: 'tester@nagarnigam.demo',
    });
    expect(view.payments).toEqual([
      expect.objectContaining({ amountPaise: 50_000, status: 'cancelled', mode: 'cash' }),
    ]);
    expect(view.years[0]).toMatchObject({ financialYear: '2023-24', kind: 'arrears' });
    expect(view.years[0].heads.house).toMatchObject({
      demandPaise: 100_000,
      interestPaise: 1_100,
      paidPaise: 0,
      balancePaise: 101_100,
    });
    expect(view.totals).toMatchObject({
      arrearsPaise: 120_000,
      interestPaise: 1_300,
      totalDuePaise: 121_300,
      netPayablePaise: 121_300,
    });
  });

  it('is nothing for a stream without its registration', () => {
    const world = newWorld();
    expect(
      presentLedger(world.accounts.A.events.slice(1), {
        asOf: world.day,
        rules: DEFAULT_TAX_RULES,
        offers: [],
      }),
    ).toBeNull();
  });
});
