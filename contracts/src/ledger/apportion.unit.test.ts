// Property: whatever the dues, apportionment hands out exactly the amount, in DOMAIN.md's order,
// never more to a line than it owes, and advance credit only once everything is paid.
import fc from 'fast-check';
import { apportion } from './apportion';
import type { YearDues } from './dues';
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

const RANK = { interest: 0, arrears: 1, current: 2, advance: 3 } as const;

describe('apportion', () => {
  it('hands out exactly the amount, in order, never more than a line owes', () => {
    fc.assert(
      fc.property(years, fc.integer({ min: 1, max: 5_000_000 }), (dues, amount) => {
        const lines = apportion(amount, dues);
        expect(lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(amount);
        lines.forEach((line, i) => {
          expect(line.amountPaise).toBeGreaterThan(0);
          if (i > 0) expect(RANK[line.kind]).toBeGreaterThanOrEqual(RANK[lines[i - 1].kind]);
          if (line.kind === 'advance') return;
          const year = dues.find((y) => y.financialYear === line.financialYear)!;
          const owed =
            line.kind === 'interest'
              ? year.interestCharged[line.head] + year.interestAccrued[line.head]
              : year.principal[line.head];
          expect(line.amountPaise).toBeLessThanOrEqual(owed);
        });
        const owedInAll = dues.reduce(
          (sum, y) => sum + sumHeads(y.principal) + sumHeads(y.interestCharged) + sumHeads(y.interestAccrued),
          0,
        );
        const advance = lines.find((line) => line.kind === 'advance')?.amountPaise ?? 0;
        expect(advance).toBe(Math.max(0, amount - owedInAll));
      }),
    );
  });

  it('pays a later line only once every earlier one is settled', () => {
    fc.assert(
      fc.property(years, fc.integer({ min: 1, max: 5_000_000 }), (dues, amount) => {
        const lines = apportion(amount, dues);
        // Every line but the last is paid in full.
        for (const line of lines.slice(0, -1)) {
          if (line.kind === 'advance') continue;
          const year = dues.find((y) => y.financialYear === line.financialYear)!;
          const owed =
            line.kind === 'interest'
              ? year.interestCharged[line.head] + year.interestAccrued[line.head]
              : year.principal[line.head];
          expect(line.amountPaise).toBe(owed);
        }
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
