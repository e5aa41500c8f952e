import { formatAmount, formatDate, formatDateTime } from './format';

describe('formatAmount', () => {
  it('groups rupees the Indian way with two decimals of paise', () => {
    expect(formatAmount(123456789)).toBe('₹12,34,567.89');
    expect(formatAmount(1234567800)).toBe('₹1,23,45,678.00');
    expect(formatAmount(100000)).toBe('₹1,000.00');
  });

  it('prints zero and a few paise with two decimals', () => {
    expect(formatAmount(0)).toBe('₹0.00');
    expect(formatAmount(5)).toBe('₹0.05');
    expect(formatAmount(50)).toBe('₹0.50');
  });

  it('refuses negative and fractional paise', () => {
    expect(() => formatAmount(-1)).toThrow(RangeError);
    expect(() => formatAmount(1.5)).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it('prints an ISO date as DD-MM-YYYY', () => {
    expect(formatDate('2026-07-31')).toBe('31-07-2026');
    expect(() => formatDate('31/07/2026')).toThrow(RangeError);
  });

  it('prints a moment in Indian Standard Time whatever zone it was written in', () => {
    expect(formatDateTime('2026-07-15T05:02:00Z')).toBe('15-07-2026 10:32 IST');
    expect(formatDateTime('2026-07-15T10:32:00+05:30')).toBe('15-07-2026 10:32 IST');
    expect(formatDateTime('2026-03-31T20:00:00.000Z')).toBe('01-04-2026 01:30 IST');
  });

  it('refuses a date-time without a zone, which would be read in the server zone', () => {
    expect(() => formatDateTime('2026-07-15T10:32:00')).toThrow(RangeError);
  });
});
