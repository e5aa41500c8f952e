// Property: whatever the dues, apportionment hands out exactly the amount, in DOMAIN.md's order,
// never more to a line than it owes, and advance credit only once everything is paid.
import fc from 'fast-check';
import { apportion } from './apportion';
import type { FeeDue, YearDues } from './dues';
import { heads, sumHeads, TAX_HEADS, type HeadMoney } from './heads';

const money: fc.Arbitrary<HeadMoney> = fc
  .tuple(fc.nat(500_000), fc.nat(200_000), fc.nat(50_000))
  .map(([house, water, sewer]) => heads(house, water, sewer));

/** Up to five years ending with the current one, oldest first, as duesOn lists them. */
const years: fc.Arbitrary<YearDues[]> = fc
  .array(fc.tuple(money, money, money), { minLength: 1, maxLength: 5 })
  .map((list) =>
    list.map(([principal, interestCharged, interestAccrued], index): YearDues => {
      const start = 2020 + index;
      return {
        financialYear: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
        kind: index === list.length - 1 ? 'current' : 'arrears',
        principal,
        interestCharged,
        interestAccrued: index === list.length - 1 ? heads(0, 0, 0) : interestAccrued,
        interestChargedTo: `${start + 1}-03-31`,
      };
    }),
  );

/** Up to two fees owed (a mutation's), oldest first. */
const fees: fc.Arbitrary<FeeDue[]> = fc
  .array(fc.integer({ min: 1, max: 1_100_000 }), { maxLength: 2 })
  .map((amounts) =>
    amounts.map((outstandingPaise, index) => ({
      feeId: `MUT-${index}`,
      feeHead: 'mutation',
      outstandingPaise,
    })),
  );

const RANK = { interest: 0, arrears: 1, current: 2, fee: 3, advance: 4 } as const;

/** What a line may take at most: what its interest, principal or fee owes. */
function owedBy(line: ReturnType<typeof apportion>[number], dues: YearDues[], owedFees: FeeDue[]): number {
  if (line.kind === 'advance') return Infinity;
  if (line.kind === 'fee') return owedFees.find((fee) => fee.feeId === line.feeId)!.outstandingPaise;
  const year = dues.find((y) => y.financialYear === line.financialYear)!;
  return line.kind === 'interest'
    ? year.interestCharged[line.head] + year.interestAccrued[line.head]
    : year.principal[line.head];
}

describe('apportion', () => {
  it('hands out exactly the amount, in order, never more than a line owes', () => {
    fc.assert(
      fc.property(years, fees, fc.integer({ min: 1, max: 5_000_000 }), (dues, owedFees, amount) => {
        const lines = apportion(amount, dues, owedFees);
        expect(lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(amount);
        lines.forEach((line, i) => {
          expect(line.amountPaise).toBeGreaterThan(0);
          if (i > 0) expect(RANK[line.kind]).toBeGreaterThanOrEqual(RANK[lines[i - 1].kind]);
          expect(line.amountPaise).toBeLessThanOrEqual(owedBy(line, dues, owedFees));
        });
        const owedInAll =
          dues.reduce(
            (sum, y) =>
              sum + sumHeads(y.principal) + sumHeads(y.interestCharged) + sumHeads(y.interestAccrued),
            0,
          ) + owedFees.reduce((sum, fee) => sum + fee.outstandingPaise, 0);
        const advance = lines.find((line) => line.kind === 'advance')?.amountPaise ?? 0;
        expect(advance).toBe(Math.max(0, amount - owedInAll));
      }),
    );
  });

  it('pays a later line only once every earlier one is settled', () => {
    fc.assert(
      fc.property(years, fees, fc.integer({ min: 1, max: 5_000_000 }), (dues, owedFees, amount) => {
        const lines = apportion(amount, dues, owedFees);
        // Every line but the last is paid in full.
        for (const line of lines.slice(0, -1))
          if (line.kind !== 'advance') expect(line.amountPaise).toBe(owedBy(line, dues, owedFees));
        const arrearsHeads = lines.flatMap((l) =>
          l.kind === 'arrears' ? [`${l.financialYear}/${l.head}`] : [],
        );
        const expected = dues
          .filter((y) => y.kind === 'arrears')
          .flatMap((y) => TAX_HEADS.filter((h) => y.principal[h] > 0).map((h) => `${y.financialYear}/${h}`));
        expect(arrearsHeads).toEqual(expected.slice(0, arrearsHeads.length));
      }),
    );
  });

  it('refuses an amount that is not whole positive paise', () => {
    expect(() => apportion(0, [])).toThrow(RangeError);
    expect(() => apportion(10.5, [])).toThrow(RangeError);
  });
});
