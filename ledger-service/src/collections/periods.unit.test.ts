import { sameDayLastYear, splitAtWholeMonths, startOfFinancialYear } from './periods';

describe('the dashboard periods', () => {
  it('finds the same day last year, 29 February falling back to the 28th', () => {
    expect(sameDayLastYear('2026-09-15')).toBe('2025-09-15');
    expect(sameDayLastYear('2028-02-29')).toBe('2027-02-28');
    expect(sameDayLastYear('2027-01-01')).toBe('2026-01-01');
  });

  it('starts a financial year on 1 April', () => {
    expect(startOfFinancialYear('2026-09-15')).toBe('2026-04-01');
    expect(startOfFinancialYear('2027-03-31')).toBe('2026-04-01');
    expect(startOfFinancialYear('2026-04-01')).toBe('2026-04-01');
  });

  it('cuts a range into days, whole months and days, covering each day once', () => {
    expect(splitAtWholeMonths('2026-04-01', '2026-09-15')).toEqual([
      ['2026-04-01', '2026-08-31'],
      ['2026-09-01', '2026-09-15'],
    ]);
    expect(splitAtWholeMonths('2026-04-10', '2026-06-30')).toEqual([
      ['2026-04-10', '2026-04-30'],
      ['2026-05-01', '2026-06-30'],
    ]);
    expect(splitAtWholeMonths('2026-09-15', '2026-09-15')).toEqual([['2026-09-15', '2026-09-15']]);
    expect(splitAtWholeMonths('2026-04-01', '2026-04-09')).toEqual([['2026-04-01', '2026-04-09']]);
    expect(splitAtWholeMonths('2027-02-01', '2027-02-28')).toEqual([['2027-02-01', '2027-02-28']]);
  });
});
