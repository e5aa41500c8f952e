import { simpleInterestPaise } from './interest';
import { DEFAULT_TAX_RULES } from './ruleSet';

describe('simple interest on arrears (12% a year by default)', () => {
  it.each([
    // 18,520 x 0.12 x 100 / 365 = 608.876... -> ₹609
    [1_852_000, 100, 60_900],
    // 10,000 x 0.12 x 365 / 365 = ₹1,200 exactly; a year is not compounded
    [1_000_000, 365, 120_000],
    // 1,000 x 0.12 x 76 / 365 = 24.986... -> ₹25; x 75 / 365 = 24.657... -> ₹25; x 74 / 365 = 24.328... -> ₹24
    [100_000, 76, 2_500],
    [100_000, 74, 2_400],
    [1_852_000, 0, 0],
  ])('on %s paise for %s days is %s paise', (principal, days, interest) => {
    expect(simpleInterestPaise(principal, days, DEFAULT_TAX_RULES)).toBe(interest);
  });

  it('refuses a principal that is not whole paise', () => {
    expect(() => simpleInterestPaise(10.5, 10, DEFAULT_TAX_RULES)).toThrow(RangeError);
  });
});
