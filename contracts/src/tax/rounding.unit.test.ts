import { decimal, integer, parts, times } from './exact';
import {
  formatBasisPoints,
  formatExactPaise,
  formatPaise,
  formatQuantity,
  formatThousandths,
} from './format';
import { roundHalfUpToRupees } from './rounding';

describe('roundHalfUpToRupees', () => {
  it.each([
    ['₹10.50', integer(1050), 1100],
    ['₹10.49', integer(1049), 1000],
    ['₹10.4999 (49.99 paise)', parts(104_999, 100), 1000],
    ['₹10.50 as 21/2 rupees', times(parts(21, 2), integer(100)), 1100],
    ['₹0.50', integer(50), 100],
    ['₹0.49', integer(49), 0],
    ['₹0', integer(0), 0],
  ])('rounds %s to whole rupees, half-up', (_label, amount, paise) => {
    expect(roundHalfUpToRupees(amount)).toBe(paise);
  });

  it('refuses a negative amount', () => {
    expect(() => roundHalfUpToRupees({ n: -1n, d: 1n })).toThrow(RangeError);
  });
});

describe('decimal', () => {
  it('reads a quantity exactly as written', () => {
    expect(decimal(450.35)).toEqual({ n: 9007n, d: 20n });
    expect(decimal('87.50')).toEqual({ n: 175n, d: 2n });
  });
  it.each([-1, Number.NaN, 1e-7, 'abc'])('refuses %s', (value) => {
    expect(() => decimal(value)).toThrow(RangeError);
  });
});

describe('formatting for explanation lines', () => {
  it('groups rupees the Indian way and shows paise only when there are some', () => {
    expect(formatPaise(1_23_45_67_800)).toBe('₹1,23,45,678');
    expect(formatPaise(301)).toBe('₹3.01');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatExactPaise(parts(1_821_60 * 10 + 5, 10))).toBe('≈₹1,821.60');
    expect(formatExactPaise(integer(182_160))).toBe('₹1,821.60');
  });
  it('writes factors, percentages and areas plainly', () => {
    expect([
      formatThousandths(675),
      formatThousandths(4000),
      formatThousandths(1100),
      formatThousandths(-325),
    ]).toEqual(['0.675', '4', '1.1', '-0.325']);
    expect([formatBasisPoints(1250), formatBasisPoints(1500), formatBasisPoints(300)]).toEqual([
      '12.5%',
      '15%',
      '3%',
    ]);
    expect([formatQuantity(1200), formatQuantity(87.5), formatQuantity(123456.25)]).toEqual([
      '1,200',
      '87.5',
      '1,23,456.25',
    ]);
  });
});
