import { formatRupees, parseRupees, parseRupeesIn } from './amounts';

describe('gateway amounts', () => {
  it('writes paise as rupees with two decimals, from the integer', () => {
    expect(formatRupees(123450)).toBe('1234.50');
    expect(formatRupees(5)).toBe('0.05');
    expect(formatRupees(100)).toBe('1.00');
    expect(formatRupees(900719925474099)).toBe('9007199254740.99');
  });

  it('refuses to write amounts that are not whole, non-negative paise', () => {
    for (const bad of [12.5, -1, Number.NaN, 2 ** 53]) expect(() => formatRupees(bad)).toThrow(RangeError);
  });

  it('reads rupee strings exactly to paise', () => {
    expect(parseRupees('123.45')).toBe(12345);
    expect(parseRupees('10')).toBe(1000);
    expect(parseRupees('10.5')).toBe(1050);
    expect(parseRupees('0.07')).toBe(7);
    expect(parseRupees('1234.5000')).toBe(123450);
    // 0.29 * 100 is 28.999999999999996 in floating point: the digits are read, not multiplied.
    expect(parseRupees('0.29')).toBe(29);
  });

  it('refuses malformed amounts instead of guessing', () => {
    for (const bad of [
      '',
      ' 12',
      '12 ',
      '-1',
      '+1',
      '1e3',
      '12.345',
      '1,000.00',
      '.5',
      '5.',
      'NaN',
      '0x10',
      '123456789012',
    ])
      expect(parseRupees(bad)).toBeNull();
  });

  it('reads finer units when asked (settlement net amounts carry four decimals)', () => {
    expect(parseRupeesIn('11697.1500', 4)).toBe(116971500);
    expect(parseRupeesIn('239.6012', 4)).toBe(2396012);
    expect(parseRupeesIn('1.00001', 4)).toBeNull();
  });
});
